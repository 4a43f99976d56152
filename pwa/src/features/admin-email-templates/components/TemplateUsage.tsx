import { StatusBadge } from '../../../components/ui/StatusBadge';
import type { TemplateUsage } from '../api/emailTemplatesApi';

/** Label and badge colour (a status of the shared badge list) of each state of a campaign. */
const CAMPAIGN_STATUSES: Record<TemplateUsage['status'], { label: string; badge: string }> = {
  draft: { label: 'Nháp', badge: 'draft' },
  active: { label: 'Đang chạy', badge: 'active' },
  paused: { label: 'Tạm dừng', badge: 'pending' },
  finished: { label: 'Đã kết thúc', badge: 'processing' },
};

/** The campaigns sending a template: name, scenario and state; a dash when none does. */
export function TemplateUsageList({ usedBy }: { usedBy: TemplateUsage[] }) {
  if (usedBy.length === 0) return <span className="text-slate-500 dark:text-slate-400">Chưa dùng</span>;
  return (
    <ul className="space-y-1.5" aria-label="Chiến dịch đang dùng mẫu">
      {usedBy.map((campaign) => {
        const status = CAMPAIGN_STATUSES[campaign.status];
        return (
          <li key={campaign._id} className="flex flex-wrap items-center gap-x-2 gap-y-0.5" data-testid={`template-usage-${campaign._id}`}>
            <span className="font-medium text-slate-800 dark:text-slate-200">{campaign.name}</span>
            <StatusBadge status={status.badge} label={status.label} />
            <span className="w-full text-xs text-slate-500 dark:text-slate-400">Kịch bản: {campaign.scenarioName}</span>
          </li>
        );
      })}
    </ul>
  );
}
