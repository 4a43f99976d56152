import { useState } from 'react';
import { formatDateTime, formatVnd } from '../../../lib/format';
import { useMyPayouts, type PayoutKind } from '../api/affiliateApi';
import { PagedList } from './PagedList';

/** Payouts received as an affiliate or an instructor, newest first: gross, tax withheld, net and where the money went. */
export function PayoutHistory({ kind }: { kind: PayoutKind }) {
  const [page, setPage] = useState(1);
  const payouts = useMyPayouts(kind, page);
  return (
    <PagedList
      query={payouts}
      page={page}
      onPageChange={setPage}
      itemsOf={(data) => data.payouts}
      errorText="Không thể tải lịch sử thanh toán."
      emptyText="Bạn chưa nhận khoản thanh toán nào."
      testId="payout-history"
      renderItem={(payout) => (
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
      )}
    />
  );
}
