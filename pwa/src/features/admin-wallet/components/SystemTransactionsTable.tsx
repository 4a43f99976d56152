import { ScrollRegion } from '../../../components/ui/ScrollRegion';
import type { ReactNode } from 'react';
import { Icon } from '../../../components/ui/Icon';
import type { QueryStatus } from '@tanstack/react-query';
import type { SortOrder, SystemTransaction } from '../api/adminWalletApi';
import { SystemTransactionRow } from './SystemTransactionRow';

const COLUMN_COUNT = 5;

type Props = {
  status: QueryStatus;
  /** A new page or filter is loading (the previous rows stay meanwhile). */
  fetching: boolean;
  transactions: SystemTransaction[];
  errorText: string;
  onRetry: () => void;
  sortOrder: SortOrder;
  onToggleSort: () => void;
};

/** The transaction table; its body is a loading row, the error with a retry, the empty row or the transactions. */
export function SystemTransactionsTable({ status, fetching, transactions, errorText, onRetry, sortOrder, onToggleSort }: Props) {
  let body: ReactNode;
  if (status === 'error') {
    body = (
      <MessageRow>
        <span role="alert" className="text-red-600 dark:text-red-400" data-testid="transactions-error">
          {errorText}
        </span>
        <button type="button" className="btn btn-secondary ml-3" onClick={onRetry}>
          Thử lại
        </button>
      </MessageRow>
    );
  } else if (status === 'pending') {
    body = <MessageRow>Đang tải dữ liệu...</MessageRow>;
  } else if (transactions.length === 0) {
    body = <MessageRow>Không có giao dịch nào.</MessageRow>;
  } else {
    body = transactions.map((transaction) => <SystemTransactionRow key={transaction._id} transaction={transaction} />);
  }

  const newestFirst = sortOrder === 'desc';
  return (
    <ScrollRegion label="Bảng giao dịch ví">
      <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800 [&_td]:min-w-28 [&_th]:whitespace-nowrap" data-testid="transactions-table">
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wider text-slate-500 dark:bg-slate-800/60 dark:text-slate-400">
          <tr>
            <th scope="col" className="px-4 py-3" aria-sort={newestFirst ? 'descending' : 'ascending'}>
              <button
                type="button"
                className="inline-flex items-center gap-1 uppercase hover:text-slate-900 dark:hover:text-white"
                onClick={onToggleSort}
                title={newestFirst ? 'Đang xếp mới nhất trước, bấm để xếp cũ nhất trước' : 'Đang xếp cũ nhất trước, bấm để xếp mới nhất trước'}
                data-testid="sort-by-date"
              >
                Ngày
                <Icon name={newestFirst ? 'arrowDown' : 'arrowUp'} className="h-3.5 w-3.5" />
              </button>
            </th>
            <th scope="col" className="px-4 py-3">
              Người dùng
            </th>
            <th scope="col" className="px-4 py-3">
              Loại
            </th>
            <th scope="col" className="px-4 py-3">
              Chi tiết
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Số tiền
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800" aria-busy={fetching}>
          {body}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function MessageRow({ children }: { children: ReactNode }) {
  return (
    <tr>
      <td colSpan={COLUMN_COUNT} className="px-4 py-10 text-center text-slate-500 dark:text-slate-400">
        {children}
      </td>
    </tr>
  );
}
