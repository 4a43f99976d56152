import { Link } from 'react-router-dom';
import { HomeLogoLink } from '../../../components/ui/HomeLogoLink';

export default function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center" data-testid="not-found">
      <HomeLogoLink />
      <p className="bg-gradient-to-r from-brand-700 to-accent-500 bg-clip-text text-8xl font-black text-transparent">404</p>
      <div>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Không tìm thấy trang</h1>
        <p className="mt-2 max-w-md text-slate-600 dark:text-slate-400">
          Trang bạn tìm có thể đã được đổi địa chỉ hoặc không còn tồn tại. Hãy quay lại trang chủ để tiếp tục khám phá các khóa học.
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn btn-primary">
          Về trang chủ
        </Link>
        <Link to="/courses" className="btn btn-secondary">
          Xem khóa học
        </Link>
      </div>
    </main>
  );
}
