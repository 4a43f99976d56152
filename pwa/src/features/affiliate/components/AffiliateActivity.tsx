import { type ReactNode, useId, useState } from 'react';
import { TabBar, tabPanelProps } from '../../../components/ui/TabBar';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatDate, formatDateTime, formatVnd } from '../../../lib/format';
import { type ConversionType, useDownline, useMyConversions } from '../api/affiliateApi';
import { PagedList } from './PagedList';
import { PayoutHistory } from './PayoutHistory';

function ConversionList({ type }: { type: ConversionType }) {
  const [page, setPage] = useState(1);
  const conversions = useMyConversions(type, page);
  return (
    <PagedList
      query={conversions}
      page={page}
      onPageChange={setPage}
      itemsOf={(data) => data.conversions}
      errorText="Không thể tải lịch sử chuyển đổi."
      emptyText={type === 'SIGNUP' ? 'Chưa có ai đăng ký qua liên kết của bạn.' : 'Chưa có lượt mua nào qua liên kết của bạn.'}
      testId={`conversions-${type}`}
      renderItem={(conversion) => (
        <li key={conversion._id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3">
          <div className="min-w-0">
            <p className="font-medium break-words text-slate-900 dark:text-white">
              {conversion.type === 'SIGNUP' ? conversion.referredName : conversion.itemTitle}
              {conversion.tier === 'team' ? (
                <span className="ml-2 rounded bg-violet-100 px-1.5 py-0.5 text-xs font-medium text-violet-800 dark:bg-violet-500/15 dark:text-violet-300">Đội nhóm</span>
              ) : null}
            </p>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {conversion.type === 'SIGNUP' ? conversion.referredEmail : `${conversion.referredName} · ${conversion.ratePercent}% của ${formatVnd(conversion.baseAmount)}`} ·{' '}
              <time dateTime={conversion.createdAt}>{formatDateTime(conversion.createdAt)}</time>
            </p>
            {conversion.status === 'pending' ? <p className="text-xs text-slate-500 dark:text-slate-400">Dự kiến duyệt: {formatDate(conversion.holdUntil)}</p> : null}
            {conversion.reviewNotes ? <p className="text-xs text-red-600 dark:text-red-400">Lý do: {conversion.reviewNotes}</p> : null}
            {conversion.reversedAmount > 0 ? (
              <p className="text-xs text-red-600 dark:text-red-400" data-testid="conversion-reversed">
                Đơn hàng được hoàn tiền: thu hồi {formatVnd(conversion.reversedAmount)}
              </p>
            ) : null}
          </div>
          <div className="flex items-center gap-3">
            <span className="text-right">
              {conversion.reversedAmount > 0 ? <span className="block text-xs text-slate-500 dark:text-slate-400">Còn nhận</span> : null}
              <span className="font-semibold text-slate-900 dark:text-white" data-testid="conversion-earned">
                {formatVnd(conversion.earnedAmount)}
              </span>
            </span>
            <StatusBadge status={conversion.status} />
          </div>
        </li>
      )}
    />
  );
}

function DownlineList() {
  const [page, setPage] = useState(1);
  const downline = useDownline(page);
  return (
    <PagedList
      query={downline}
      page={page}
      onPageChange={setPage}
      itemsOf={(data) => data.downline}
      errorText="Không thể tải mạng lưới giới thiệu."
      emptyText="Đội nhóm của bạn chưa có ai. Mời bạn bè tham gia để nhận hoa hồng đội nhóm."
      testId="downline"
      renderItem={(member) => (
        <li key={member._id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
          <div className="min-w-0">
            <p className="font-medium text-slate-900 dark:text-white">
              {member.name}
              {member.isAffiliate ? (
                <span className="ml-2 rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300">Affiliate</span>
              ) : null}
            </p>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {member.email} · tham gia {formatDate(member.joinedAt)}
            </p>
          </div>
          <span className="text-sm text-slate-700 dark:text-slate-300">Hoa hồng: {formatVnd(member.earned)}</span>
        </li>
      )}
    />
  );
}

const TABS: { id: string; label: string; render: () => ReactNode }[] = [
  { id: 'enrollments', label: 'Lượt mua', render: () => <ConversionList type="COURSE_ENROLLMENT" /> },
  { id: 'signups', label: 'Đăng ký', render: () => <ConversionList type="SIGNUP" /> },
  { id: 'downline', label: 'Đội nhóm', render: () => <DownlineList /> },
  { id: 'payouts', label: 'Lịch sử thanh toán', render: () => <PayoutHistory kind="affiliate" /> },
];

/** Conversions of each type with their status, the team, and the payouts, as tabs (each loads when opened). */
export function AffiliateActivity() {
  const [tab, setTab] = useState(TABS[0].id);
  const baseId = useId();
  const active = TABS.find((item) => item.id === tab) ?? TABS[0];
  return (
    <section className="card" aria-label="Hoạt động giới thiệu">
      <TabBar tabs={TABS} active={active.id} onChange={setTab} baseId={baseId} className="-mx-5 -mt-5 px-5" />
      <div key={active.id} {...tabPanelProps(baseId, active.id)} className="-mt-4">
        {active.render()}
      </div>
    </section>
  );
}
