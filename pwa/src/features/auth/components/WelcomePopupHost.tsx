import { lazy, Suspense, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { POPUP_PRIORITY, usePopupTurn } from '../../../lib/popupQueue';
import { firstLearningPath } from '../api/authApi';
import { useAuth } from '../hooks/useAuth';

const WelcomePopup = lazy(() => import('./WelcomePopup'));

/** Shows the welcome popup the auth flow asked for, on whatever page the user lands, when its turn comes. */
export function WelcomePopupHost() {
  const { welcome, dismissWelcome } = useAuth();
  const navigate = useNavigate();
  const turn = usePopupTurn(welcome !== null, POPUP_PRIORITY.welcome);
  // 'Bắt đầu học ngay' takes the new member somewhere to start, not just away from the popup.
  const start = useCallback(() => {
    dismissWelcome();
    void firstLearningPath().then((path) => navigate(path));
  }, [dismissWelcome, navigate]);
  if (!welcome || !turn) return null;
  return (
    <Suspense fallback={null}>
      <WelcomePopup welcome={welcome} onDismiss={dismissWelcome} onAction={welcome.kind === 'first-login' ? start : dismissWelcome} />
    </Suspense>
  );
}
