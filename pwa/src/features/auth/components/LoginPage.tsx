import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/http/errorMessage';
import { oauthErrorMessage } from '../authMessages';
import { useAuth } from '../hooks/useAuth';
import { oauthProviderOf, takeOAuthStart } from '../oauthRedirect';
import { returnPathFrom } from '../returnPath';
import { AuthForm } from './AuthForm';
import { AuthPageShell } from './AuthPageShell';

export default function LoginPage() {
  const { status, completeOAuthSignIn } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const returnTo = returnPathFrom(location.state);
  const params = new URLSearchParams(location.search);
  const oauthResult = params.get('oauth');
  const oauthError = params.get('oauthError');
  // The API's callback names the provider: the tab that returns is not always the one that left (a phone's Facebook app).
  const oauthProvider = oauthProviderOf(params.get('provider'));

  // Decided once: a signed-in visitor is sent on, but a sign-in finishing here navigates itself.
  const [alreadySignedIn] = useState(() => status === 'authenticated' && oauthResult !== 'success');
  const [finishingOAuth, setFinishingOAuth] = useState(oauthResult === 'success');
  const [oauthFailure, setOAuthFailure] = useState<string | null>(null);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || (oauthResult !== 'success' && !oauthError)) return;
    handled.current = true;
    const { provider, returnTo: oauthReturnTo } = takeOAuthStart();
    if (oauthError) {
      const failure = oauthErrorMessage(oauthError, oauthProvider ?? provider);
      if (failure?.toast) toast.error(failure.message);
      setOAuthFailure(failure?.message ?? null);
      navigate('/login', { replace: true });
      return;
    }
    completeOAuthSignIn().then(
      () => navigate(oauthReturnTo, { replace: true }),
      (failure: unknown) => {
        const message = errorMessage(failure);
        toast.error(message);
        setOAuthFailure(message);
        setFinishingOAuth(false);
        navigate('/login', { replace: true });
      },
    );
  }, [oauthResult, oauthError, oauthProvider, completeOAuthSignIn, navigate]);

  if (alreadySignedIn) return <Navigate to={returnTo} replace />;

  return (
    <AuthPageShell title="Đăng nhập" subtitle="Chào mừng bạn trở lại Học viện Marketing.">
      {finishingOAuth ? (
        <Spinner label="Đang hoàn tất đăng nhập..." />
      ) : (
        <AuthForm
          key={oauthFailure ?? 'login'}
          mode="login"
          initialError={oauthFailure}
          returnTo={returnTo}
          onModeChange={() => navigate('/register', { state: location.state })}
          onSignedIn={() => navigate(returnTo, { replace: true })}
        />
      )}
    </AuthPageShell>
  );
}
