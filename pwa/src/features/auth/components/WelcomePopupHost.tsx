import { lazy, Suspense } from 'react';
import { useAuth } from '../hooks/useAuth';

const WelcomePopup = lazy(() => import('./WelcomePopup'));

/** Shows the welcome popup the auth flow asked for, on whatever page the user lands. */
export function WelcomePopupHost() {
  const { welcome, dismissWelcome } = useAuth();
  if (!welcome) return null;
  return (
    <Suspense fallback={null}>
      <WelcomePopup welcome={welcome} onDismiss={dismissWelcome} />
    </Suspense>
  );
}
