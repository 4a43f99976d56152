import type { ReactNode } from 'react';
import { HomeLogoLink } from '../../../components/ui/HomeLogoLink';

/** Minimal frame (brand only) for standalone screens such as /payment. */
export function StandaloneFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
        <HomeLogoLink />
      </header>
      <main id="main-content" className="flex-1">
        {children}
      </main>
    </div>
  );
}
