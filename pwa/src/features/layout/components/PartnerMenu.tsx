import { useCallback, useRef, useState } from 'react';
import { useDismissable } from '../../../lib/useDismissable';
import { Icon } from '../../../components/ui/Icon';
import { PARTNER_LINKS } from '../headerLinks';

/** The partner services as a list of external links (new tab); the desktop dropdown and the mobile menu both show it. */
export function PartnerLinkList({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  return (
    <ul className={className}>
      {PARTNER_LINKS.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center justify-between rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
            onClick={onNavigate}
          >
            {link.label}
            <Icon name="external" className="h-4 w-4 text-slate-400" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Desktop dropdown of partner services (external sites, new tab). */
export function PartnerMenu() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useDismissable(ref, open, close);

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        className="inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        Dịch vụ <Icon name="chevronDown" className="h-4 w-4" />
      </button>
      {open ? (
        <PartnerLinkList
          className="absolute left-0 z-40 mt-2 w-60 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
          onNavigate={close}
        />
      ) : null}
    </div>
  );
}
