import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HomeLogoLink } from '../../../components/ui/HomeLogoLink';

type AuthPageShellProps = { title: string; subtitle?: ReactNode; children: ReactNode; wide?: boolean };

/** Frame of the standalone pages (/login, /register, /admin/login, /welcome, ...): no header or footer. */
export function AuthPageShell({ title, subtitle, children, wide = false }: AuthPageShellProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-br from-brand-50 via-white to-accent-50 px-4 py-8 dark:from-slate-950 dark:via-slate-900 dark:to-slate-950">
      <header className="mx-auto w-full max-w-md">
        <HomeLogoLink />
      </header>
      <main className={`mx-auto my-auto w-full ${wide ? 'max-w-2xl' : 'max-w-md'} py-8`}>
        <div className="card p-6 sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
          {subtitle ? <div className="mt-1 text-sm text-slate-600 dark:text-slate-400">{subtitle}</div> : null}
          <div className="mt-6">{children}</div>
        </div>
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="text-slate-600 hover:text-brand-700 hover:underline dark:text-slate-400 dark:hover:text-brand-300">
            ← Về trang chủ
          </Link>
        </p>
      </main>
    </div>
  );
}
