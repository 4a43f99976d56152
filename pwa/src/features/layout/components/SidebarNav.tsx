import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import type { MenuEntry, MenuGroup, MenuLink } from '../sidebarMenu';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-brand-700 text-white shadow-sm dark:bg-brand-600' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
  }`;

function SidebarLink({ item, nested = false }: { item: MenuLink; nested?: boolean }) {
  return (
    <NavLink to={item.to} end className={linkClass} data-testid={`sidebar-link-${item.to}`}>
      <Icon name={item.icon} className={nested ? 'h-4 w-4' : 'h-5 w-5'} />
      <span className="flex-1 truncate">{item.label}</span>
      {item.badge ? (
        <span className="rounded-full bg-accent-700 px-2 py-0.5 text-[11px] font-bold text-white" data-testid={`sidebar-badge-${item.to}`}>
          {item.badge}
        </span>
      ) : null}
    </NavLink>
  );
}

function SidebarGroup({ group }: { group: MenuGroup }) {
  const { pathname } = useLocation();
  const containsActive = group.children.some((child) => pathname === child.to);
  const [open, setOpen] = useState(containsActive);
  // Navigating into the group (e.g. from a link elsewhere) unfolds it.
  useEffect(() => {
    if (containsActive) setOpen(true);
  }, [containsActive]);
  const groupBadge = group.children.find((child) => child.badge)?.badge;
  return (
    <li>
      <button
        type="button"
        className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name={group.icon} />
        <span className="flex-1 text-left">{group.label}</span>
        {groupBadge && !open ? <span className="rounded-full bg-accent-700 px-2 py-0.5 text-[11px] font-bold text-white">{groupBadge}</span> : null}
        <Icon name="chevronDown" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open ? (
        <ul className="mt-1 space-y-1 border-l border-slate-200 pl-3 ml-5 dark:border-slate-700">
          {group.children.map((child) => (
            <li key={child.to}>
              <SidebarLink item={child} nested />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function SidebarNav({ entries }: { entries: MenuEntry[] }) {
  return (
    <nav aria-label="Menu tài khoản">
      <ul className="space-y-1">
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            <li key={entry.to}>
              <SidebarLink item={entry} />
            </li>
          ) : (
            <SidebarGroup key={entry.label} group={entry} />
          ),
        )}
      </ul>
    </nav>
  );
}
