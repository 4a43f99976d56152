import { Link } from 'react-router-dom';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatDateTime, formatVnd } from '../../../lib/format';
import { useDepositHistory, type DepositStatus } from '../api/walletApi';
import { useHistoryList } from '../hooks/useHistoryList';
import { HistoryList } from './HistoryList';

// Each deposit state borrows the shared badge status whose colour fits it, with the wallet's own wording.
const STATUS_BADGES: Record<DepositStatus, { badge: string; label: string }> = {
  pending: { badge: 'pending', label: 'Chờ chuyển khoản' },
  completed: { badge: 'paid', label: 'Thành công' },
  expired: { badge: 'expired', label: 'Hết hạn' },
};

/** 'Lịch sử nạp tiền': each deposit request; an unpaid one links back to its payment page. */
export function DepositHistoryList() {
  const history = useHistoryList(useDepositHistory);
  return (
    <HistoryList history={history} testId="deposit-history">
      {history.items.map((deposit) => {
        const status = STATUS_BADGES[deposit.status];
        return (
          <li key={deposit._id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3" data-testid={`deposit-${deposit.code}`}>
            <div className="min-w-0">
              <p className="font-mono text-sm font-semibold break-words text-slate-900 dark:text-white">{deposit.code}</p>
              <time dateTime={deposit.createdAt} className="text-xs text-slate-500 dark:text-slate-400">
                {formatDateTime(deposit.createdAt)}
              </time>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <span className="font-semibold text-slate-900 dark:text-white">{formatVnd(deposit.amount)}</span>
              <StatusBadge status={status.badge} label={status.label} />
              {deposit.status === 'pending' ? (
                <Link to={`/payment?deposit=${encodeURIComponent(deposit.code)}`} className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
                  Tiếp tục thanh toán
                </Link>
              ) : null}
            </div>
          </li>
        );
      })}
    </HistoryList>
  );
}
