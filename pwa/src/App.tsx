import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppToaster } from './components/ui/AppToaster';
import { AuthProvider } from './features/auth/components/AuthProvider';
import { useAuth } from './features/auth/hooks/useAuth';
import { router } from './router';

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

export function App() {
  return (
    <AuthProvider>
      <RouterProvider router={router} />
      <AppToaster />
      <SignedInAgents />
    </AuthProvider>
  );
}
