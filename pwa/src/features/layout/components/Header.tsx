import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { HomeLogoLink } from '../../../components/ui/HomeLogoLink';
import { Icon } from '../../../components/ui/Icon';
import type { AuthMode } from '../../auth';
import { useAuth } from '../../auth';
import { MAIN_NAV } from '../headerLinks';
import { BannerRotator } from './BannerRotator';
import { CartButton } from './CartButton';
import { MobileMenu } from './MobileMenu';
import { PartnerMenu } from './PartnerMenu';
import { UserMenu } from './UserMenu';

// Only signed-in users see the bell, and the sign-in dialog loads when it is first opened: neither is
// on the path of a page's first paint.
const AuthModal = lazy(() => import('../../auth/components/AuthModal').then((module) => ({ default: module.AuthModal })));
const NotificationBell = lazy(() => import('../../notifications/components/NotificationBell').then((module) => ({ default: module.NotificationBell })));

export function Header() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const [authMode, setAuthMode] = useState<AuthMode | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);

  // Following a link (e.g. "Quên mật khẩu?") leaves the dialogs behind.
  useEffect(() => {
    setAuthMode(null);
    setMenuOpen(false);
  }, [pathname]);

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const openAuth = useCallback((mode: AuthMode) => {
    setMenuOpen(false);
    setAuthMode(mode);
  }, []);

  return (
    <header className="sticky top-0 z-30 bg-white/95 shadow-sm backdrop-blur dark:bg-slate-900/95 dark:shadow-slate-950">
      <a href="#main-content" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Bỏ qua để đến nội dung chính
      </a>
      <BannerRotator />
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 lg:gap-2 xl:gap-3">
        <button type="button" className="icon-btn lg:hidden" aria-label="Mở menu" data-testid="mobile-menu-button" onClick={() => setMenuOpen(true)}>
          <Icon name="menu" className="h-6 w-6" />
        </button>
        {/* Signed in, the cart, bell and avatar take the room the name needs on a phone. */}
        <HomeLogoLink className="flex min-w-0" compactOnPhones={Boolean(user)} />

        {/* From 1024 px the links share the row with the logo and account buttons: tighter until xl, never wrapping. */}
        <nav aria-label="Điều hướng chính" className="ml-2 hidden shrink-0 items-center lg:flex xl:ml-6 xl:gap-1">
          {MAIN_NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                `whitespace-nowrap rounded-lg px-2 py-2 text-sm font-medium xl:px-3 ${
                  isActive ? 'text-brand-700 dark:text-brand-300' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
                }`
              }
            >
              {item.label}
            </NavLink>
          ))}
          <PartnerMenu />
        </nav>

        <div className="ml-auto flex shrink-0 items-center gap-2">
          <CartButton />
          {user ? (
            <Suspense fallback={<span className="h-10 w-10" aria-hidden="true" />}>
              <NotificationBell />
            </Suspense>
          ) : null}
          {user ? (
            <UserMenu user={user} />
          ) : (
            <div className="hidden items-center gap-2 sm:flex">
              <button type="button" className="btn btn-ghost lg:px-3 xl:px-4" data-testid="header-login" onClick={() => openAuth('login')}>
                Đăng nhập
              </button>
              <button type="button" className="btn btn-accent lg:px-3 xl:px-4" data-testid="header-register" onClick={() => openAuth('signin')}>
                Đăng ký
              </button>
            </div>
          )}
        </div>
      </div>

      <MobileMenu open={menuOpen} onClose={closeMenu} onAuth={openAuth} />
      {authMode ? (
        <Suspense fallback={null}>
          <AuthModal mode={authMode} onModeChange={setAuthMode} onClose={() => setAuthMode(null)} />
        </Suspense>
      ) : null}
    </header>
  );
}
