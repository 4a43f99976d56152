import { useId, useRef, useState, type DragEvent } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatNumber } from '../../../lib/format';
import { useDismissable } from '../../../lib/useDismissable';
import type { Campaign } from '../api/emailCampaignsApi';
import { audienceSummary } from '../audienceTree';
import { delayAnchor, delayText } from '../delay';
import { percentOf, STATUSES } from '../labels';

/** The data a dragged campaign carries (also in the drag's dataTransfer, as JSON text). */
export type DraggedCampaign = { campaignId: string; scenarioId: string };

type Props = {
  campaign: Campaign;
  index: number;
  /** The scenarios it can be moved to. */
  targets: { _id: string; name: string }[];
  testing: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onTest: () => void;
  onMove: (scenarioId: string) => void;
  onDragStart: (dragged: DraggedCampaign) => void;
  onDragEnd: () => void;
};

/** One step of a scenario's timeline: when it goes, what it says, to whom, how it did, and what can be done with it. */
export function CampaignItem({ campaign, index, targets, testing, onEdit, onDelete, onTest, onMove, onDragStart, onDragEnd }: Props) {
  const first = index === 0;
  const status = STATUSES[campaign.status];
  const { sent, opened, clicked, unsubscribed } = campaign.stats;
  const itemRef = useRef<HTMLLIElement>(null);

  const startDrag = (event: DragEvent) => {
    const dragged = { campaignId: campaign._id, scenarioId: campaign.scenarioId };
    event.dataTransfer.effectAllowed = 'move';
    // Firefox starts a drag only when something is set.
    event.dataTransfer.setData('text/plain', JSON.stringify(dragged));
    if (itemRef.current) event.dataTransfer.setDragImage?.(itemRef.current, 24, 24);
    onDragStart(dragged);
  };

  return (
    <li ref={itemRef} className="relative grid min-w-0 gap-2 sm:grid-cols-[8.5rem_minmax(0,1fr)] sm:gap-4" data-testid={`campaign-${campaign._id}`}>
      <div className="flex items-center gap-2 sm:block sm:pt-3 sm:text-right">
        <span className="absolute top-4 left-[9rem] hidden h-3 w-3 -translate-x-1/2 rounded-full bg-brand-600 ring-4 ring-white sm:block dark:ring-slate-900" aria-hidden="true" />
        <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 sm:bg-transparent sm:p-0 sm:text-sm dark:bg-brand-500/15 dark:text-brand-200 sm:dark:bg-transparent">
          <Icon name="bell" className="h-3.5 w-3.5 sm:hidden" />
          <span data-testid="campaign-delay">{delayText(campaign.delayMinutes, first)}</span>
        </span>
        {campaign.delayMinutes > 0 ? <span className="text-xs text-slate-500 sm:block dark:text-slate-400">{delayAnchor(first)}</span> : null}
      </div>
      <article className="min-w-0 rounded-xl bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700" aria-label={`Bước ${index + 1}: ${campaign.name}`}>
        <div className="flex min-w-0 items-start gap-2">
          <button
            type="button"
            draggable
            onDragStart={startDrag}
            onDragEnd={onDragEnd}
            className="icon-btn -ml-2 h-8 w-8 shrink-0 cursor-grab active:cursor-grabbing"
            aria-label={`Kéo "${campaign.name}" sang kịch bản khác`}
            title="Kéo thả sang kịch bản khác"
            data-testid="campaign-drag-handle"
          >
            <svg viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor" aria-hidden="true">
              <circle cx="9" cy="6" r="1.5" />
              <circle cx="15" cy="6" r="1.5" />
              <circle cx="9" cy="12" r="1.5" />
              <circle cx="15" cy="12" r="1.5" />
              <circle cx="9" cy="18" r="1.5" />
              <circle cx="15" cy="18" r="1.5" />
            </svg>
          </button>
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2">
              <span className="text-xs font-semibold text-slate-500 dark:text-slate-400">Bước {index + 1}</span>
              <span className="font-semibold break-words text-slate-900 dark:text-white">{campaign.name}</span>
              <StatusBadge status={status.badge} label={status.label} />
            </p>
            <p className="mt-1 text-sm break-words text-slate-700 dark:text-slate-300">
              <span className="text-slate-500 dark:text-slate-400">Tiêu đề: </span>
              {campaign.subject}
            </p>
            <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
              <span className="inline-flex items-center gap-1">
                <Icon name="document" className="h-3.5 w-3.5" /> {campaign.templateName}
              </span>
              <span className="inline-flex items-center gap-1" data-testid="campaign-audience">
                <Icon name="users" className="h-3.5 w-3.5" /> {audienceSummary(campaign.audience)}
              </span>
            </p>
          </div>
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-2 text-center sm:grid-cols-4" data-testid="campaign-stats">
          {(
            [
              ['Đã gửi', formatNumber(sent)],
              ['Mở', percentOf(opened, sent)],
              ['Bấm', percentOf(clicked, sent)],
              ['Hủy đăng ký', formatNumber(unsubscribed)],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="rounded-lg bg-slate-50 px-2 py-1.5 dark:bg-slate-800/60">
              <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">{value}</dd>
            </div>
          ))}
        </dl>
        <CampaignActions campaign={campaign} targets={targets} testing={testing} onEdit={onEdit} onDelete={onDelete} onTest={onTest} onMove={onMove} />
      </article>
    </li>
  );
}

type ActionsProps = Pick<Props, 'campaign' | 'targets' | 'testing' | 'onEdit' | 'onDelete' | 'onTest' | 'onMove'>;

function CampaignActions({ campaign, targets, testing, onEdit, onDelete, onTest, onMove }: ActionsProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  useDismissable(wrapperRef, menuOpen, () => setMenuOpen(false));
  const action = 'btn btn-ghost btn-sm';
  return (
    <div ref={wrapperRef} className="mt-3 border-t border-slate-100 pt-2 dark:border-slate-800">
      <div className="flex flex-wrap gap-1">
        <button type="button" className={action} onClick={onEdit}>
          Sửa
        </button>
        <Link to={`/admin/email-campaigns/${campaign._id}/results`} className={action}>
          <Icon name="chart" className="h-4 w-4" /> Kết quả
        </Link>
        <button type="button" className={action} onClick={onTest} disabled={testing}>
          <Icon name="mail" className="h-4 w-4" /> {testing ? 'Đang gửi thử…' : 'Gửi thử'}
        </button>
        <button
          type="button"
          className={action}
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          onClick={() => setMenuOpen((open) => !open)}
        >
          Chuyển sang kịch bản… <Icon name="chevronDown" className={`h-4 w-4 transition-transform ${menuOpen ? 'rotate-180' : ''}`} />
        </button>
        <button type="button" className={`${action} text-red-600 dark:text-red-400`} onClick={onDelete}>
          <Icon name="trash" className="h-4 w-4" /> Xóa
        </button>
      </div>
      {menuOpen ? (
        <div
          id={menuId}
          role="menu"
          aria-label={`Chuyển "${campaign.name}" sang`}
          className="mt-2 rounded-lg bg-slate-50 p-1 ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700"
        >
          {targets.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-500 dark:text-slate-400">Chưa có kịch bản nào khác.</p>
          ) : (
            targets.map((target) => (
              <button
                key={target._id}
                type="button"
                role="menuitem"
                className="block w-full rounded-md px-3 py-2 text-left text-sm break-words text-slate-800 hover:bg-white dark:text-slate-100 dark:hover:bg-slate-700"
                onClick={() => {
                  setMenuOpen(false);
                  onMove(target._id);
                }}
              >
                {target.name}
              </button>
            ))
          )}
        </div>
      ) : null}
    </div>
  );
}
