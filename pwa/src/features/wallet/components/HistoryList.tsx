import type { ReactNode } from 'react';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { Pagination } from '../../../components/ui/Pagination';
import type { HistoryListState } from '../hooks/useHistoryList';
import { DateRangeFilter } from './DateRangeFilter';

type Props = { history: HistoryListState; testId: string; children: ReactNode };

/** The frame shared by both wallet histories: date filters, loading / 'Lỗi' / empty states, and paging. */
export function HistoryList({ history, testId, children }: Props) {
  return (
    <div className="space-y-4">
      <DateRangeFilter fromDate={history.fromDate} toDate={history.toDate} onFromDateChange={history.setFromDate} onToDateChange={history.setToDate} />
      <AsyncListBody status={history.status} itemCount={history.items.length} errorText="Lỗi" emptyText="Không có giao dịch nào." onRetry={history.retry} testId={testId}>
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid={`${testId}-list`}>
          {children}
        </ul>
      </AsyncListBody>
      {history.status !== 'error' ? <Pagination currentPage={history.page} totalPages={history.totalPages} onPageChange={history.setPage} /> : null}
    </div>
  );
}
