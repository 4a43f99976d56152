import { Link } from 'react-router-dom';
import { Icon } from './Icon';

type ComingSoonProps = {
  /** Name of the page being built, e.g. 'Giỏ hàng'. */
  title: string;
  description?: string;
};

/** The one placeholder for screens that later releases deliver; it keeps the real layout around it. */
export function ComingSoon({ title, description }: ComingSoonProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24" data-testid="coming-soon">
      <div className="mb-6 flex h-16 w-16 items-center justify-center rounded-2xl bg-accent-100 text-accent-600 dark:bg-accent-500/15 dark:text-accent-400">
        <Icon name="wrench" className="h-8 w-8" />
      </div>
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-600 dark:text-brand-300">{title}</p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">Tính năng đang được xây dựng</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        {description ?? 'Đội ngũ Học viện Marketing đang hoàn thiện trang này để mang đến trải nghiệm tốt nhất cho bạn. Vui lòng quay lại sau ít ngày nữa nhé!'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn btn-primary">
          <Icon name="home" className="h-4 w-4" /> Về trang chủ
        </Link>
        <Link to="/profile" className="btn btn-secondary">
          Trang cá nhân
        </Link>
      </div>
    </section>
  );
}
