import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../hooks/useAuth';
import { returnPathFrom } from '../returnPath';
import { AuthForm } from './AuthForm';
import { AuthPageShell } from './AuthPageShell';

export default function AdminLoginPage() {
  const { status, user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const returnTo = returnPathFrom(location.state, '/admin/dashboard');

  if (status === 'authenticated' && user?.role === 'admin') return <Navigate to={returnTo} replace />;

  return (
    <AuthPageShell title="Đăng nhập quản trị" subtitle="Khu vực dành riêng cho quản trị viên Học viện Marketing.">
      <AuthForm mode="login" requireRole="admin" showOAuth={false} returnTo={returnTo} onSignedIn={() => navigate(returnTo, { replace: true })} />
    </AuthPageShell>
  );
}
