import { useCallback, useRef, useState } from 'react';
import { useDismissable } from '../../../lib/useDismissable';
import { Icon } from '../../../components/ui/Icon';
import { type PartnerSettings, usePartnerSettings } from '../../site-settings';

type PartnerLink = PartnerSettings['partnerLinks'][number];

/** The partner services (set by admins) as external links opening in a new tab; the desktop dropdown and the mobile menu both show it. */
function PartnerLinkList({ links, className, onNavigate }: { links: PartnerLink[]; className: string; onNavigate?: () => void }) {
  return (
    <ul className={className}>
      {links.map((link, index) => (
        <li key={`${index}-${link.url}`}>
          <a
            href={link.url}
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

/** The mobile menu's "Dịch vụ đối tác" block; nothing while there are no partner links. */
export function MobilePartnerLinks() {
  const { partnerLinks } = usePartnerSettings();
  if (!partnerLinks.length) return null;
  return (
    <>
      <p className="mb-1 mt-6 px-3 text-xs font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400">Dịch vụ đối tác</p>
      <PartnerLinkList links={partnerLinks} className="space-y-1" />
    </>
  );
}

/** Desktop dropdown of partner services (external sites, new tab); nothing while there are none. */
export function PartnerMenu() {
  const { partnerLinks } = usePartnerSettings();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useDismissable(ref, open, close);

  if (!partnerLinks.length) return null;
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
          links={partnerLinks}
          className="absolute left-0 z-40 mt-2 w-60 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
          onNavigate={close}
        />
      ) : null}
    </div>
  );
}
