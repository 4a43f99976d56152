import { Link } from 'react-router-dom';
import { AsyncContent } from '../../../components/ui/AsyncContent';
import { CardThumbnail } from '../../../components/ui/CardThumbnail';
import { Icon } from '../../../components/ui/Icon';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatDate, formatNumber, formatVnd } from '../../../lib/format';
import { useToolAccess, type MyTool } from '../api/myToolsApi';
import { ACCESS_BADGES, daysLeftLabel, DELIVERY_LABELS } from '../myToolsFormat';
import { ToolAccessDetails } from './ToolAccessDetails';

type Props = {
  tool: MyTool;
  /** Buys the same plan again (the new period starts when the current one ends). */
  onRenew: (tool: MyTool) => void;
  renewReady: boolean;
};

/** Once the access has ended the server gives no details, so none are asked for. */
function endedText(tool: MyTool): string {
  return tool.status === 'revoked'
    ? 'Quyền sử dụng phần mềm này đã bị thu hồi. Liên hệ hỗ trợ nếu bạn cần thêm thông tin.'
    : `Quyền sử dụng đã hết hạn ngày ${formatDate(tool.expiresAt)}. Gia hạn để tiếp tục sử dụng.`;
}

/** One bought tool in "Phần mềm của tôi": its plan, dates, days left, how to use it, and "Gia hạn". */
export function MyToolCard({ tool, onRenew, renewReady }: Props) {
  const active = tool.status === 'active';
  const access = useToolAccess(tool.toolId, active);
  const badge = ACCESS_BADGES[tool.status];
  const nameId = `my-tool-name-${tool.toolId}`;

  return (
    <article className="card flex min-w-0 flex-col gap-4" data-testid={`my-tool-${tool.slug}`} aria-labelledby={nameId}>
      <div className="flex gap-4">
        <Link to={`/tools/${tool.slug}`} className="block w-24 shrink-0 overflow-hidden rounded-lg sm:w-36" tabIndex={-1} aria-hidden="true">
          <CardThumbnail src={tool.thumbnailUrl} alt="" width={288} height={162} fallbackIcon="cube" />
        </Link>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 id={nameId} className="min-w-0 font-semibold text-slate-900 dark:text-white">
              {tool.name}
            </h2>
            <StatusBadge status={badge.status} label={badge.label} />
          </div>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="my-tool-plan">
            {tool.plan.name} · {DELIVERY_LABELS[tool.deliveryMethod]}
          </p>
          <p className={`mt-1 text-sm font-semibold ${active ? 'text-emerald-700 dark:text-emerald-400' : 'text-slate-500 dark:text-slate-400'}`} data-testid="my-tool-days-left">
            {daysLeftLabel(tool)}
          </p>
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 px-3 py-2 text-sm dark:border-slate-800">
        <div>
          <dt className="text-xs text-slate-500 dark:text-slate-400">Ngày bắt đầu</dt>
          <dd className="font-medium tabular-nums text-slate-800 dark:text-slate-200" data-testid="my-tool-starts">
            {formatDate(tool.startsAt)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500 dark:text-slate-400">Ngày hết hạn</dt>
          <dd className="font-medium tabular-nums text-slate-800 dark:text-slate-200" data-testid="my-tool-expires">
            {formatDate(tool.expiresAt)}
          </dd>
        </div>
      </dl>

      {active ? (
        <AsyncContent result={access} errorText="Không tải được thông tin sử dụng." loadingLabel="Đang tải thông tin sử dụng..." retry>
          {(details) => <ToolAccessDetails access={details} />}
        </AsyncContent>
      ) : (
        <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300" data-testid="my-tool-ended">
          {endedText(tool)}
        </p>
      )}

      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {formatVnd(tool.plan.price)} / {formatNumber(tool.plan.durationDays)} ngày
        </p>
        <button type="button" className="btn btn-accent" disabled={!renewReady} onClick={() => onRenew(tool)} aria-describedby={nameId} data-testid="my-tool-renew">
          <Icon name="cart" className="h-4 w-4" /> Gia hạn
        </button>
      </div>
    </article>
  );
}
