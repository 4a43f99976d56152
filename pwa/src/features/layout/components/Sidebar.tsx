import { useLocation } from 'react-router-dom';
import type { Profile } from '../../../api/types';
import { Avatar } from '../../../components/ui/Avatar';
import { HomeLogoLink } from '../../../components/ui/HomeLogoLink';
import { roleLabel } from '../../../lib/roles';
import { useUnansweredQuestionsCount } from '../../instructor-questions';
import { usePendingCoursesCount } from '../hooks/usePendingCoursesCount';
import { usePendingRefundRequestsCount } from '../hooks/usePendingRefundRequestsCount';
import { buildSidebarMenu } from '../sidebarMenu';
import { EditorPalette } from './EditorPalette';
import { SidebarNav } from './SidebarNav';
import { SignOutButton } from './SignOutButton';

export function Sidebar({ user }: { user: Profile }) {
  const { pathname } = useLocation();
  const isAdmin = user.role === 'admin';
  const pendingCourses = usePendingCoursesCount(isAdmin);
  const pendingRefunds = usePendingRefundRequestsCount(isAdmin);
  const unansweredQuestions = useUnansweredQuestionsCount(user.role === 'instructor');
  const inEditor = isAdmin && pathname === '/admin/edit';

  return (
    <div className="flex h-full flex-col gap-5 p-4">
      <HomeLogoLink className="px-1" />
      <div className="flex items-center gap-3 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
        <Avatar name={user.name} email={user.email} src={user.avatarUrl} />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">{user.name || 'Chưa cập nhật'}</p>
          <p className="truncate text-xs text-slate-500 dark:text-slate-400">{roleLabel(user.role)}</p>
        </div>
      </div>
      <div className="flex-1 overflow-y-auto">
        {inEditor ? <EditorPalette /> : <SidebarNav entries={buildSidebarMenu(user, pendingCourses, pendingRefunds, unansweredQuestions.data)} />}
      </div>
      {/* The dashboards have no site header: signing out is here, on a phone's drawer too. */}
      <SignOutButton testId="sidebar-logout" />
    </div>
  );
}
