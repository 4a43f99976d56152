import { useLocation } from 'react-router-dom';
import type { Profile } from '../../../api/types';
import { Avatar } from '../../../components/ui/Avatar';
import { HomeLogoLink } from '../../../components/ui/HomeLogoLink';
import { Icon } from '../../../components/ui/Icon';
import { roleLabel } from '../../../lib/roles';
import { useAuth } from '../../auth';
import { useUnansweredQuestionsCount } from '../../instructor-questions';
import { usePendingCoursesCount } from '../hooks/usePendingCoursesCount';
import { usePendingRefundRequestsCount } from '../hooks/usePendingRefundRequestsCount';
import { buildSidebarMenu } from '../sidebarMenu';
import { EditorPalette } from './EditorPalette';
import { SidebarNav } from './SidebarNav';

export function Sidebar({ user }: { user: Profile }) {
  const { pathname } = useLocation();
  const { signOut } = useAuth();
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
      <button
        type="button"
        data-testid="sidebar-logout"
        className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-500/10"
        onClick={() => void signOut()}
      >
        <Icon name="logout" className="h-4 w-4" /> Đăng xuất
      </button>
    </div>
  );
}
