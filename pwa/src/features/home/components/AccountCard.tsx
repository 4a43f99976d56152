import { Link } from 'react-router-dom';
import type { Profile } from '../../../api/types';
import { Avatar } from '../../../components/ui/Avatar';
import { Icon } from '../../../components/ui/Icon';
import { useAuth } from '../../auth';

/** What a signed-in visitor sees in place of the sign-up form. */
export function AccountCard({ user }: { user: Profile }) {
  const { signOut } = useAuth();
  return (
    <div className="card p-6 sm:p-8" data-testid="account-card">
      <div className="flex items-center gap-4">
        <Avatar name={user.name} email={user.email} src={user.avatarUrl} size="lg" />
        <div className="min-w-0">
          <p className="text-sm text-slate-500 dark:text-slate-400">Bạn đang đăng nhập với tài khoản</p>
          <p className="truncate text-lg font-bold text-slate-900 dark:text-white" data-testid="account-name">
            {user.name?.trim() || 'Chưa cập nhật'}
          </p>
          <p className="truncate text-sm text-slate-600 dark:text-slate-300" data-testid="account-email">
            {user.email}
          </p>
        </div>
      </div>
      {!user.emailVerified ? (
        <p
          role="alert"
          className="mt-4 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-800 dark:bg-amber-500/10 dark:text-amber-300"
          data-testid="email-unverified-warning"
        >
          <Icon name="alert" className="h-5 w-5 shrink-0" />
          Email của bạn chưa được xác thực. Hãy kiểm tra hộp thư (cả mục Quảng cáo và Thư rác) để xác thực tài khoản.
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/my-courses" className="btn btn-primary">
          Vào học ngay
        </Link>
        <Link to="/profile" className="btn btn-secondary">
          Trang cá nhân
        </Link>
        <button type="button" className="btn btn-ghost text-red-600 dark:text-red-400" onClick={() => void signOut()} data-testid="account-logout">
          <Icon name="logout" className="h-4 w-4" /> Đăng xuất
        </button>
      </div>
    </div>
  );
}
