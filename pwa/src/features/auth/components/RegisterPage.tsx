import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../hooks/useAuth';
import { returnPathFrom } from '../returnPath';
import { AuthForm } from './AuthForm';
import { AuthPageShell } from './AuthPageShell';

export default function RegisterPage() {
  const { status } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const returnTo = returnPathFrom(location.state);

  if (status === 'authenticated') return <Navigate to={returnTo} replace />;

  return (
    <AuthPageShell title="Tạo tài khoản miễn phí" subtitle="Đăng ký để học thử miễn phí và nhận ưu đãi dành riêng cho học viên mới.">
      <AuthForm
        mode="signin"
        returnTo={returnTo}
        onModeChange={() => navigate('/login', { state: location.state })}
        // The account must be verified by email first, so the next step is the login page.
        onRegistered={() => navigate('/login', { state: location.state })}
      />
    </AuthPageShell>
  );
}
