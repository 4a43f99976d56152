import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '../../../components/ui/Spinner';
import { useAuth } from '../../auth';
import { WelcomePopupHost } from '../../auth';
import { ScrollToTop } from './ScrollToTop';
import { SplashScreen } from './SplashScreen';

/** Wraps every route: splash until the session is known, scroll reset, welcome popups. */
export function RootLayout() {
  const { status } = useAuth();
  if (status === 'loading') return <SplashScreen />;
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<Spinner className="min-h-dvh" />}>
        <Outlet />
      </Suspense>
      <WelcomePopupHost />
    </>
  );
}
