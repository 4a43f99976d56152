import { lazy } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../hooks/useAuth';

const ForbiddenPage = lazy(() => import('./ForbiddenPage'));

/** Admin area: anonymous visitors go to /admin/login, other roles see a clear refusal. */
export function RequireAdmin() {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'loading') return null;
  if (status === 'anonymous' || !user) {
    return <Navigate to="/admin/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return user.role === 'admin' ? <Outlet /> : <ForbiddenPage />;
}
