import { lazy } from 'react';
import { Outlet } from 'react-router-dom';
import { useAuth } from '../hooks/useAuth';

const ForbiddenPage = lazy(() => import('./ForbiddenPage'));

/** Instructor area (inside RequireAuth): instructors and admins, as the API allows; students see a clear refusal. */
export function RequireInstructor() {
  const { user } = useAuth();
  if (!user) return null;
  return user.role === 'instructor' || user.role === 'admin' ? <Outlet /> : <ForbiddenPage audience="giảng viên" />;
}
