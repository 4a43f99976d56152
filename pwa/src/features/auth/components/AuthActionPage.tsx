import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { FormError } from '../../../components/ui/FormError';
import { Icon } from '../../../components/ui/Icon';
import { Spinner } from '../../../components/ui/Spinner';
import { useHoldPopups } from '../../../lib/popupQueue';
import { applyEmailVerification, fetchProfile } from '../api/authApi';
import { AUTH_MESSAGES } from '../authMessages';
import { useAuth } from '../hooks/useAuth';
import { returnPathFrom } from '../returnPath';
import { AuthCard } from './AuthCard';

// A verification code works once; sharing the request per code keeps a re-mounted page
// (React StrictMode, a quick reload of the component) from reporting its own second use as a failure.
const verifications = new Map<string, Promise<string>>();

function verifyOnce(oobCode: string): Promise<string> {
  let request = verifications.get(oobCode);
  if (!request) {
    request = applyEmailVerification(oobCode);
    verifications.set(oobCode, request);
  }
  return request;
}

type ActionState = { status: 'loading' } | { status: 'success'; message: string } | { status: 'error'; message: string };

/** Target of the links in account emails: /auth/action?mode=...&oobCode=... */
export default function AuthActionPage() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const oobCode = params.get('oobCode');
  // The page the member registered from (a course...), carried by the verification link: sign-in returns there.
  const continueUrl = returnPathFrom({ from: params.get('continueUrl') });
  const { status: authStatus, updateUser } = useAuth();
  const [state, setState] = useState<ActionState>(() =>
    mode && oobCode && mode !== 'verifyEmail' && mode !== 'resetPassword' ? { status: 'error', message: AUTH_MESSAGES.unsupportedAction } : { status: 'loading' },
  );

  // The outcome of the link is what the reader came for: no popup opens over it.
  useHoldPopups();

  useEffect(() => {
    if (mode !== 'verifyEmail' || !oobCode) return;
    let active = true;
    verifyOnce(oobCode).then(
      (message) => {
        if (!active) return;
        setState({ status: 'success', message });
        // A signed-in reader should see the verified badge at once.
        if (authStatus === 'authenticated') void fetchProfile().then(updateUser, () => undefined);
      },
      () => active && setState({ status: 'error', message: AUTH_MESSAGES.invalidLink }),
    );
    return () => {
      active = false;
    };
  }, [mode, oobCode, authStatus, updateUser]);

  if (!mode || !oobCode) return <Navigate to="/" replace />;
  if (mode === 'resetPassword') return <Navigate to={`/reset-password?oobCode=${encodeURIComponent(oobCode)}`} replace />;

  return (
    <AuthCard title="Xác thực tài khoản">
      {state.status === 'loading' ? <Spinner label="Đang xử lý yêu cầu..." /> : null}
      {state.status === 'success' ? (
        <div
          role="status"
          data-testid="auth-action-success"
          className="flex items-start gap-3 rounded-lg bg-emerald-50 p-4 text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-300"
        >
          <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0" />
          <p className="text-sm">{state.message}</p>
        </div>
      ) : null}
      {state.status === 'error' ? <FormError message={state.message} testId="auth-action-error" /> : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/" className="btn btn-secondary">
          Về trang chủ
        </Link>
        {state.status === 'success' && authStatus !== 'authenticated' ? (
          <Link to="/login" state={{ from: continueUrl }} className="btn btn-primary" data-testid="auth-action-login">
            Đăng nhập ngay
          </Link>
        ) : null}
        {state.status === 'success' && authStatus === 'authenticated' && continueUrl !== '/' ? (
          <Link to={continueUrl} className="btn btn-primary" data-testid="auth-action-continue">
            Tiếp tục
          </Link>
        ) : null}
      </div>
    </AuthCard>
  );
}
