import { Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { HomeLogoLink } from '../../../components/ui/HomeLogoLink';
import { Icon } from '../../../components/ui/Icon';
import { Spinner } from '../../../components/ui/Spinner';
import { useEscapeKey } from '../../../lib/useEscapeKey';
import { useAuth } from '../../auth';
import { Sidebar } from './Sidebar';

/** Signed-in and admin areas: sidebar on large screens, a drawer on small ones. */
export default function DashboardLayout() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => setDrawerOpen(false), [pathname]);

  useEscapeKey(
    drawerOpen,
    useCallback(() => setDrawerOpen(false), []),
  );

  // The route guards only render this layout for a signed-in user.
  if (!user) return null;

  return (
    <div className="min-h-dvh lg:flex">
      <aside className="sticky top-0 hidden h-dvh w-72 shrink-0 border-r border-slate-200 bg-white lg:block dark:border-slate-800 dark:bg-slate-900" data-testid="sidebar">
        <Sidebar user={user} />
      </aside>

      {/* The phone's top bar is the page's banner landmark: nothing sits outside a landmark (axe region). */}
      <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-900/95">
        <button type="button" className="icon-btn" aria-label="Mở menu" data-testid="dashboard-menu-button" onClick={() => setDrawerOpen(true)}>
          <Icon name="menu" className="h-6 w-6" />
        </button>
        <HomeLogoLink />
      </header>

      {drawerOpen ? (
        <div className="fixed inset-0 z-50 lg:hidden" role="dialog" aria-modal="true" aria-label="Menu tài khoản">
          <div className="absolute inset-0 bg-slate-900/60" aria-hidden="true" onClick={() => setDrawerOpen(false)} />
          <aside className="relative h-full w-80 max-w-[85vw] animate-slide-in bg-white shadow-xl dark:bg-slate-900" data-testid="sidebar-drawer">
            <button type="button" className="icon-btn absolute right-3 top-3" aria-label="Đóng menu" onClick={() => setDrawerOpen(false)}>
              <Icon name="x" />
            </button>
            <Sidebar user={user} />
          </aside>
        </div>
      ) : null}

      <main id="main-content" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-8">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
