import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { AUTH_MESSAGES } from '../authMessages';

/** A signed-in user on a page of another role; `audience` names who the page is for. */
export default function ForbiddenPage({ audience = 'quản trị viên' }: { audience?: string }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 text-center" data-testid="forbidden">
      <div className="flex h-16 w-16 items-center justify-center rounded-2xl bg-red-100 text-red-600 dark:bg-red-500/15 dark:text-red-400">
        <Icon name="shield" className="h-8 w-8" />
      </div>
      <h1 className="mt-6 text-2xl font-bold text-slate-900 dark:text-white">{AUTH_MESSAGES.forbidden}</h1>
      <p className="mt-2 max-w-md text-slate-600 dark:text-slate-400">Trang này chỉ dành cho {audience}. Nếu bạn cho rằng đây là nhầm lẫn, hãy liên hệ đội ngũ hỗ trợ.</p>
      <div className="mt-8 flex gap-3">
        <Link to="/" className="btn btn-primary">
          Về trang chủ
        </Link>
        <Link to="/profile" className="btn btn-secondary">
          Trang cá nhân
        </Link>
      </div>
    </main>
  );
}
