import { createPortal } from 'react-dom';
import { Link, NavLink } from 'react-router-dom';
import { BrandLogo } from '../../../components/ui/BrandLogo';
import { Icon } from '../../../components/ui/Icon';
import { useEscapeKey } from '../../../lib/useEscapeKey';
import type { AuthMode } from '../../auth';
import { useAuth } from '../../auth';
import { accountLinks } from '../accountLinks';
import { MAIN_NAV } from '../headerLinks';
import { MobilePartnerLinks } from './PartnerMenu';

type MobileMenuProps = { open: boolean; onClose: () => void; onAuth: (mode: AuthMode) => void };

/** Slide-out navigation for small screens. */
export function MobileMenu({ open, onClose, onAuth }: MobileMenuProps) {
  const { user, signOut } = useAuth();

  useEscapeKey(open, onClose);

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

        <MobilePartnerLinks />

        <div className="mt-auto space-y-2 border-t border-slate-200 pt-4 dark:border-slate-800">
          {user ? (
            <>
              {accountLinks(user.role).map((link) => (
                <NavLink key={link.to} to={link.to} className={linkClass} onClick={onClose}>
                  {link.label}
                </NavLink>
              ))}
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
