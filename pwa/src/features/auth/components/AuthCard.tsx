import type { ReactNode } from 'react';

type AuthCardProps = { title: string; subtitle?: ReactNode; children: ReactNode };

/** Centred card for the account pages that live inside the public layout (password reset, email actions). */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="card p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
        {subtitle ? <div className="mt-1 text-sm text-slate-600 dark:text-slate-400">{subtitle}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
