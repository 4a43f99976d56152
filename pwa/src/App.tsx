import { RouterProvider } from 'react-router-dom';
import { AppToaster } from './components/ui/AppToaster';
import { AuthProvider } from './features/auth/components/AuthProvider';
import { ProgressSyncAgent } from './features/learn/components/ProgressSyncAgent';
import { router } from './router';

export function App() {
  return (
    <AuthProvider>
      <RouterProvider router={router} />
      <AppToaster />
      <ProgressSyncAgent />
    </AuthProvider>
  );
}
