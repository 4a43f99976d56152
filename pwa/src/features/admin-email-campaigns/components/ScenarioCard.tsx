import { useState, type DragEvent } from 'react';
import { Icon } from '../../../components/ui/Icon';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatDateTime, formatNumber } from '../../../lib/format';
import type { Campaign, Catalog, Scenario } from '../api/emailCampaignsApi';
import { reentryText, STATUSES, triggerLabel } from '../labels';
import { useCatalog } from './catalog';
import { CampaignItem, type DraggedCampaign } from './CampaignItem';

type Props = {
  scenario: Scenario;
  /** Every scenario on the page, for the campaigns' 'Chuyển sang kịch bản…' menu. */
  scenarios: Scenario[];
  /** The campaign being dragged anywhere on the page, if any. */
  dragged: DraggedCampaign | null;
  busy: boolean;
  testingId: string | null;
  onToggleStatus: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onAddCampaign: () => void;
  onEditCampaign: (campaign: Campaign) => void;
  onDeleteCampaign: (campaign: Campaign) => void;
  onTestCampaign: (campaign: Campaign) => void;
  onMoveCampaign: (campaign: Campaign, scenarioId: string) => void;
  onDragStart: (dragged: DraggedCampaign) => void;
  onDragEnd: () => void;
  /** A campaign dropped on this card (from another scenario). */
  onDrop: (dragged: DraggedCampaign) => void;
};

/** What starts the scenario, in words: the trigger, and its time, days, course or tool. */
export function triggerDetail(scenario: Scenario, catalog: Catalog): string {
  if (scenario.trigger === 'broadcast') return `${triggerLabel('broadcast')} · ${formatDateTime(scenario.sendAt)}`;
  if (scenario.trigger === 'inactive' && scenario.inactiveDays) return `Khi ngừng học ${scenario.inactiveDays} ngày`;
  const label = triggerLabel(scenario.trigger);
  if (scenario.triggerToolId) {
    const tool = catalog.tools.find((item) => item._id === scenario.triggerToolId);
    return `${label} · phần mềm ${tool ? `“${tool.name}”` : 'đã chọn'}`;
  }
  if (scenario.triggerCourseId) {
    const course = catalog.courses.find((item) => item._id === scenario.triggerCourseId);
    return `${label} · khóa học ${course ? `“${course.title}”` : 'đã chọn'}`;
  }
  return label;
}

const TOGGLES: Partial<Record<Scenario['status'], string>> = { active: 'Tạm dừng', paused: 'Tiếp tục chạy', draft: 'Bắt đầu chạy' };

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor" aria-hidden="true">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

/** A draggable payload from the page's state, or from the drag's own data (another window of the same page). */
function draggedOf(event: DragEvent, dragged: DraggedCampaign | null): DraggedCampaign | null {
  if (dragged) return dragged;
  try {
    const parsed = JSON.parse(event.dataTransfer.getData('text/plain')) as Partial<DraggedCampaign>;
    return parsed.campaignId && parsed.scenarioId ? { campaignId: parsed.campaignId, scenarioId: parsed.scenarioId } : null;
  } catch {
    return null;
  }
}

/** One scenario: what starts it, its re-entry rule and state, the people in it, and its campaigns as a timeline. */
export function ScenarioCard(props: Props) {
  const { scenario, scenarios, dragged, busy, testingId } = props;
  const catalog = useCatalog();
  const [over, setOver] = useState(false);
  const status = STATUSES[scenario.status];
  const toggle = TOGGLES[scenario.status];
  const targets = scenarios.filter((other) => other._id !== scenario._id).map((other) => ({ _id: other._id, name: other.name }));
  const droppable = dragged !== null && dragged.scenarioId !== scenario._id;
  const titleId = `scenario-title-${scenario._id}`;

  const dragOver = (event: DragEvent) => {
    if (!droppable) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setOver(true);
  };
  const dragLeave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const payload = draggedOf(event, dragged);
    if (payload && payload.scenarioId !== scenario._id) props.onDrop(payload);
  };

  let ring = '';
  if (droppable) ring = over ? 'ring-2 ring-brand-500 bg-brand-50/60 dark:bg-brand-500/10' : 'outline-2 outline-offset-2 outline-dashed outline-brand-400 dark:outline-brand-600';

  return (
    <section
      className={`card min-w-0 space-y-4 transition-shadow ${ring}`}
      aria-labelledby={titleId}
      data-testid={`scenario-${scenario._id}`}
      onDragOver={dragOver}
      onDragEnter={dragOver}
      onDragLeave={dragLeave}
      onDrop={drop}
    >
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="flex flex-wrap items-center gap-2 text-lg font-semibold break-words text-slate-900 dark:text-white">
            {scenario.name}
            <span data-testid="scenario-status">
              <StatusBadge status={status.badge} label={status.label} />
            </span>
          </h2>
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm sm:gap-x-6">
            <dt className="text-slate-500 dark:text-slate-400">Bắt đầu</dt>
            <dd className="break-words text-slate-800 dark:text-slate-200" data-testid="scenario-trigger">
              {triggerDetail(scenario, catalog)}
            </dd>
            <dt className="text-slate-500 dark:text-slate-400">Vào lại</dt>
            <dd className="text-slate-800 dark:text-slate-200" data-testid="scenario-reentry">
              {reentryText(scenario)}
            </dd>
            <dt className="text-slate-500 dark:text-slate-400">Người tham gia</dt>
            <dd className="text-slate-800 dark:text-slate-200" data-testid="scenario-enrolled">
              {formatNumber(scenario.enrolled.active)} đang trong kịch bản · {formatNumber(scenario.enrolled.finished)} đã đi hết
            </dd>
          </dl>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {toggle ? (
            <button type="button" className={`btn btn-sm ${scenario.status === 'active' ? 'btn-secondary' : 'btn-primary'}`} disabled={busy} onClick={props.onToggleStatus}>
              {scenario.status === 'active' ? <PauseIcon /> : <Icon name="play" className="h-4 w-4" />} {toggle}
            </button>
          ) : null}
          <button type="button" className="btn btn-secondary btn-sm" disabled={busy} onClick={props.onEdit} aria-label={`Sửa kịch bản ${scenario.name}`}>
            Sửa
          </button>
          <button
            type="button"
            className="btn btn-sm btn-ghost text-red-600 dark:text-red-400"
            disabled={busy}
            onClick={props.onDelete}
            aria-label={`Xóa kịch bản ${scenario.name}`}
          >
            <Icon name="trash" className="h-4 w-4" /> Xóa
          </button>
        </div>
      </header>

      {scenario.campaigns.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
          Chưa có chiến dịch nào. Thêm chiến dịch đầu tiên, hoặc kéo một chiến dịch từ kịch bản khác vào đây.
        </p>
      ) : (
        <ol
          className="relative space-y-4 sm:before:absolute sm:before:top-4 sm:before:bottom-4 sm:before:left-[9rem] sm:before:w-px sm:before:bg-slate-200 dark:sm:before:bg-slate-700"
          aria-label={`Các chiến dịch của ${scenario.name}`}
        >
          {scenario.campaigns.map((campaign, index) => (
            <CampaignItem
              key={campaign._id}
              campaign={campaign}
              index={index}
              targets={targets}
              testing={testingId === campaign._id}
              onEdit={() => props.onEditCampaign(campaign)}
              onDelete={() => props.onDeleteCampaign(campaign)}
              onTest={() => props.onTestCampaign(campaign)}
              onMove={(target) => props.onMoveCampaign(campaign, target)}
              onDragStart={props.onDragStart}
              onDragEnd={props.onDragEnd}
            />
          ))}
        </ol>
      )}
      {droppable ? (
        <p className="text-center text-sm font-medium text-brand-700 dark:text-brand-300" aria-hidden="true">
          Thả vào đây để chuyển chiến dịch sang kịch bản này
        </p>
      ) : null}
      <div>
        <button type="button" className="btn btn-secondary btn-sm" onClick={props.onAddCampaign} disabled={busy || scenario.status === 'finished'}>
          <Icon name="plus" className="h-4 w-4" /> Thêm chiến dịch
        </button>
      </div>
    </section>
  );
}
