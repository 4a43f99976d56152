import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { Link, NavLink } from 'react-router-dom';
import { BrandLogo } from '../../../components/ui/BrandLogo';
import { Icon } from '../../../components/ui/Icon';
import type { AuthMode } from '../../auth/components/AuthForm';
import { useAuth } from '../../auth/hooks/useAuth';
import { MAIN_NAV, PARTNER_LINKS } from '../headerLinks';

type MobileMenuProps = { open: boolean; onClose: () => void; onAuth: (mode: AuthMode) => void };

/** Slide-out navigation for small screens. */
export function MobileMenu({ open, onClose, onAuth }: MobileMenuProps) {
  const { user, signOut } = useAuth();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  if (!open) return null;

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `block rounded-lg px-3 py-2.5 text-sm font-medium ${
      isActive ? 'bg-brand-50 text-brand-800 dark:bg-brand-500/15 dark:text-brand-200' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
    }`;

  // Portalled: the sticky header's backdrop blur would otherwise become the panel's containing block.
  return createPortal(
    <div className="fixed inset-0 z-50 lg:hidden" role="dialog" aria-modal="true" aria-label="Menu điều hướng">
      <div className="absolute inset-0 bg-slate-900/60" aria-hidden="true" onClick={onClose} />
      <nav className="relative flex h-full w-80 max-w-[85vw] animate-slide-in flex-col overflow-y-auto bg-white p-4 shadow-xl dark:bg-slate-900" data-testid="mobile-menu">
        <div className="mb-4 flex items-center justify-between">
          <Link to="/" onClick={onClose}>
            <BrandLogo />
          </Link>
          <button type="button" className="icon-btn" aria-label="Đóng menu" onClick={onClose}>
            <Icon name="x" />
          </button>
        </div>
        <ul className="space-y-1">
          {MAIN_NAV.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className={linkClass} onClick={onClose}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>

        <p className="mb-1 mt-6 px-3 text-xs font-semibold uppercase tracking-wider text-slate-400">Dịch vụ đối tác</p>
        <ul className="space-y-1">
          {PARTNER_LINKS.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="flex items-center justify-between rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                {link.label}
                <Icon name="external" className="h-4 w-4 text-slate-400" />
              </a>
            </li>
          ))}
        </ul>

        <div className="mt-auto space-y-2 border-t border-slate-200 pt-4 dark:border-slate-800">
          {user ? (
            <>
              <NavLink to="/profile" className={linkClass} onClick={onClose}>
                Hồ sơ cá nhân
              </NavLink>
              {user.role === 'admin' ? (
                <NavLink to="/admin/dashboard" className={linkClass} onClick={onClose}>
                  Dashboard
                </NavLink>
              ) : null}
              <button
                type="button"
                className="btn btn-secondary w-full"
                onClick={() => {
                  onClose();
                  void signOut();
                }}
              >
                Đăng xuất
              </button>
            </>
          ) : (
            <>
              <button type="button" className="btn btn-secondary w-full" onClick={() => onAuth('login')}>
                Đăng nhập
              </button>
              <button type="button" className="btn btn-accent w-full" onClick={() => onAuth('signin')}>
                Đăng ký
              </button>
            </>
          )}
        </div>
      </nav>
    </div>,
    document.body,
  );
}
