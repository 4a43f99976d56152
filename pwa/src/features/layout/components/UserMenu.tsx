import { useCallback, useEffect, useRef, useState } from 'react';
import { useDismissable } from '../../../lib/useDismissable';
import { Link, useLocation } from 'react-router-dom';
import type { Profile } from '../../../api/types';
import { Avatar } from '../../../components/ui/Avatar';
import { Icon } from '../../../components/ui/Icon';
import { userMenuLinks } from '../accountLinks';
import { SignOutButton } from './SignOutButton';

type UserMenuProps = { user: Profile };

/** Avatar button opening the account links; only admins get the Dashboard link. */
export function UserMenu({ user }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useDismissable(
    ref,
    open,
    useCallback(() => setOpen(false), []),
  );

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        className="flex items-center gap-2 rounded-full p-1 hover:bg-slate-100 md:pr-2 lg:pr-1 xl:pr-2 dark:hover:bg-slate-800"
        aria-expanded={open}
        data-testid="user-menu-button"
        onClick={() => setOpen((value) => !value)}
      >
        {/* Named by its content, so the name holds the shown name (WCAG 2.5.3): 'Tài khoản', then the name where it shows. */}
        <span className="sr-only">Tài khoản</span> <Avatar name={user.name} email={user.email} src={user.avatarUrl} size="sm" decorative />
        {/* The name shows where the row has room: not beside the 1024 px navigation. */}
        <span className="hidden max-w-32 truncate text-sm font-medium text-slate-700 md:inline lg:hidden xl:inline dark:text-slate-200">{user.name || user.email}</span>
        <Icon name="chevronDown" className="hidden h-4 w-4 text-slate-500 md:inline lg:hidden xl:inline" />
      </button>
      {open ? (
        <div className="absolute right-0 z-40 mt-2 w-64 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700">
          <div className="border-b border-slate-100 px-3 pb-3 pt-1 dark:border-slate-800">
            <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">{user.name || 'Chưa cập nhật'}</p>
            <p className="truncate text-xs text-slate-500 dark:text-slate-400">{user.email}</p>
          </div>
          <ul className="py-1">
            {userMenuLinks(user.role).map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  data-testid={link.testId}
                  className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
                >
                  <Icon name={link.icon} className="h-4 w-4" /> {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <SignOutButton testId="user-menu-logout" onSignOut={() => setOpen(false)} />
        </div>
      ) : null}
    </div>
  );
}
