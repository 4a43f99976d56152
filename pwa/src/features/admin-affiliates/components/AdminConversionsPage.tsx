import { useState } from 'react';
import toast from 'react-hot-toast';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { Pagination } from '../../../components/ui/Pagination';
import { formatDate, formatDateTime, formatVnd } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { usePendingConversions, type PendingConversion } from '../api/adminAffiliatesApi';
import { type Decision, ReviewConversionModal } from './ReviewConversionModal';

const PAGE_SIZE = 20;
/** What the conversion was: a sign-up, or a sale of a course or of a software plan. */
function conversionLabel(conversion: PendingConversion): string {
  if (conversion.type === 'SIGNUP') return 'Đăng ký';
  return conversion.itemKind === 'tool_plan' ? 'Mua phần mềm' : 'Mua khóa học';
}

/** /admin/conversions: pending conversions, suspicious ones marked with their reasons, to approve or reject. */
export default function AdminConversionsPage() {
  const [page, setPage] = useState(1);
  const list = usePendingConversions({ page, limit: PAGE_SIZE });
  const [reviewing, setReviewing] = useState<{ conversion: PendingConversion; decision: Decision } | null>(null);
  const items = list.data?.conversions ?? [];

  // SPEC §4: the reviewed item leaves the pending list and the total drops (useReviewConversion refetches them).
  const onReviewed = (message: string) => {
    setReviewing(null);
    toast.success(message);
  };

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Duyệt chuyển đổi</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Chuyển đổi đang chờ duyệt: <strong data-testid="pending-total">{list.data?.total ?? '…'}</strong>. Chuyển đổi không bị gắn cờ được duyệt tự động khi hết thời gian giữ.
        </p>
      </header>
      <AsyncListBody
        status={list.status}
        itemCount={items.length}
        errorText={errorMessage(list.error, 'Không thể tải danh sách chuyển đổi chờ duyệt.')}
        emptyText="Không có chuyển đổi nào chờ duyệt."
        onRetry={() => void list.refetch()}
        testId="pending-conversions"
      >
        <ul className="space-y-3" data-testid="pending-conversions">
          {items.map((conversion) => (
            <li key={conversion._id} className="card space-y-3" data-testid="pending-conversion">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900 dark:text-white">
                    {conversionLabel(conversion)}
                    {conversion.itemTitle ? `: ${conversion.itemTitle}` : ''}
                    <span className="ml-2 text-xs font-medium text-slate-500 dark:text-slate-400">{conversion.tier === 'team' ? 'Hoa hồng đội nhóm' : 'Hoa hồng trực tiếp'}</span>
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    Affiliate: {conversion.affiliate.name} ({conversion.affiliate.email}) · Người được giới thiệu: {conversion.referredUser.name} ({conversion.referredUser.email})
                  </p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">
                    {formatDateTime(conversion.createdAt)} · giữ đến {formatDate(conversion.holdUntil)}
                    {conversion.baseAmount ? ` · ${conversion.ratePercent}% của ${formatVnd(conversion.baseAmount)}` : ''}
                  </p>
                </div>
                <p className="text-right">
                  <span className="block text-xs text-slate-500 dark:text-slate-400">Hoa hồng còn nhận</span>
                  <span className="text-lg font-bold text-slate-900 dark:text-white" data-testid="conversion-earned">
                    {formatVnd(conversion.earnedAmount)}
                  </span>
                </p>
              </div>
              {conversion.flagged ? (
                <div className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-500/10 dark:text-red-300" data-testid="conversion-flags">
                  <span className="mr-2 rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">Nghi vấn</span>
                  {conversion.flagReasons.join(' ')}
                </div>
              ) : null}
              <div className="flex flex-wrap justify-end gap-2">
                <button type="button" className="btn btn-secondary btn-sm" onClick={() => setReviewing({ conversion, decision: 'rejected' })}>
                  Từ chối
                </button>
                <button type="button" className="btn btn-primary btn-sm" onClick={() => setReviewing({ conversion, decision: 'approved' })}>
                  Duyệt
                </button>
              </div>
            </li>
          ))}
        </ul>
      </AsyncListBody>
      {list.data ? <Pagination currentPage={page} totalPages={list.data.pagination.totalPages} onPageChange={setPage} /> : null}
      {reviewing ? <ReviewConversionModal conversion={reviewing.conversion} decision={reviewing.decision} onClose={() => setReviewing(null)} onReviewed={onReviewed} /> : null}
    </div>
  );
}
