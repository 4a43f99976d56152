import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { Pagination } from '../../../components/ui/Pagination';
import { formatDateTime, formatVnd } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import type { PayoutList } from '../api/affiliateApi';
import { usePagedList } from '../hooks/usePagedList';

/** Payouts received, newest first: gross, tax withheld, net and where the money went. */
export function PayoutHistory({ load }: { load: (query: { page: number; limit: number }) => Promise<PayoutList> }) {
  const { list, page, setPage } = usePagedList(load);
  const items = list.data?.payouts ?? [];
  return (
    <>
      <AsyncListBody
        status={list.status}
        itemCount={items.length}
        errorText={errorMessage(list.error, 'Không thể tải lịch sử thanh toán.')}
        emptyText="Bạn chưa nhận khoản thanh toán nào."
        onRetry={list.reload}
        testId="payout-history"
      >
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="payout-history">
          {items.map((payout) => (
            <li key={payout._id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900 dark:text-white">{payout.method === 'wallet' ? 'Vào ví chính' : `${payout.bankName ?? ''} · ${payout.accountNumber ?? ''}`}</p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  <time dateTime={payout.createdAt}>{formatDateTime(payout.createdAt)}</time>
                  {payout.reference ? ` · Mã giao dịch ${payout.reference}` : ''}
                </p>
              </div>
              <div className="text-right">
                <p className="font-semibold text-emerald-700 dark:text-emerald-400">{formatVnd(payout.net)}</p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  {payout.taxWithheld > 0 ? `Tổng ${formatVnd(payout.gross)} · thuế TNCN ${formatVnd(payout.taxWithheld)}` : 'Không khấu trừ thuế'}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </AsyncListBody>
      {list.data ? <Pagination className="mt-4" currentPage={page} totalPages={list.data.pagination.totalPages} onPageChange={setPage} /> : null}
    </>
  );
}
