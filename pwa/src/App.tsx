import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { AppToaster } from './components/ui/AppToaster';
import { AuthProvider } from './features/auth/components/AuthProvider';
import { useAuth } from './features/auth/hooks/useAuth';

// Loaded only once someone is signed in: visitors never download the sync or cart-merge code.
const ProgressSyncAgent = lazy(() => import('./features/learn/components/ProgressSyncAgent').then((module) => ({ default: module.ProgressSyncAgent })));
const VisitorCartMergeAgent = lazy(() => import('./features/cart/components/VisitorCartMergeAgent').then((module) => ({ default: module.VisitorCartMergeAgent })));

function SignedInAgents() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <ProgressSyncAgent />
      <VisitorCartMergeAgent />
    </Suspense>
  );
}

/**
 * The app around its router: the browser's (main.tsx), or the server's for a public page's first HTML
 * (entry-server.tsx). Server state lives in `queryClient` (docs/pwa-data.md): one for the browser's
 * lifetime, a new one for each server render so no visitor sees another's data.
 */
export function App({ router, queryClient }: { router: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {router}
        <AppToaster />
        <SignedInAgents />
      </AuthProvider>
    </QueryClientProvider>
  );
}
