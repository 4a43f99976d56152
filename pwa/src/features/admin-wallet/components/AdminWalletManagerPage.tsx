import { Pagination } from '../../../components/ui/Pagination';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useSystemTransactions } from '../hooks/useSystemTransactions';
import { SystemTransactionsTable } from './SystemTransactionsTable';
import { TransactionFilters } from './TransactionFilters';
import { WalletStatsCards } from './WalletStatsCards';

/** /admin/wallet/manager: wallet totals and the history of every ledger transaction (SPEC §2). */
export default function AdminWalletManagerPage() {
  const history = useSystemTransactions();
  const { list } = history;

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Tổng quan Ví điện tử</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Số dư ví của học viên và mọi giao dịch tiền trên hệ thống.</p>
      </header>
      <WalletStatsCards />
      <section className="card space-y-4 overflow-hidden p-0" aria-labelledby="system-transactions-title">
        <div className="space-y-4 px-4 pt-4">
          <h2 id="system-transactions-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            Lịch sử giao dịch hệ thống
          </h2>
          <TransactionFilters
            search={history.searchInput}
            onSearchChange={history.setSearchInput}
            fromDate={history.fromDate}
            onFromDateChange={history.setFromDate}
            toDate={history.toDate}
            onToDateChange={history.setToDate}
          />
        </div>
        <SystemTransactionsTable
          status={list.status}
          fetching={list.isFetching}
          transactions={list.data?.transactions ?? []}
          errorText={errorMessage(list.error, 'Không thể tải lịch sử giao dịch.')}
          onRetry={() => void list.refetch()}
          sortOrder={history.sortOrder}
          onToggleSort={history.toggleSortOrder}
        />
      </section>
      {list.data && list.status !== 'error' ? <Pagination currentPage={history.page} totalPages={list.data.pagination.totalPages} onPageChange={history.setPage} /> : null}
    </div>
  );
}
