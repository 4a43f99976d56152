import { ScrollRegion } from '../../../components/ui/ScrollRegion';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { Pagination } from '../../../components/ui/Pagination';
import { errorMessage } from '../../../lib/http/errorMessage';
import { usePageFor } from '../../../lib/usePageFor';
import { useBankTransfers, type BankTransfer, type BankTransferStatus } from '../api/adminBankTransfersApi';
import { BankTransferRow } from './BankTransferRow';
import { ReviewTransferModal, type ReviewAction } from './ReviewTransferModal';
import { TRANSFER_STATUSES } from './transferStatuses';

type Filter = BankTransferStatus | '';

const FILTERS: { value: Filter; label: string }[] = [...TRANSFER_STATUSES, { value: '', label: 'Tất cả' }];

/** /admin/payments: bank transfers the webhook could not match safely (wrong amount, no or unknown code), for an admin to settle. */
export default function AdminBankTransfersPage() {
  const [filter, setFilter] = useState<Filter>('held');
  const [page, setPage] = usePageFor(filter);
  const list = useBankTransfers({ page, ...(filter ? { status: filter } : {}) });
  const [reviewing, setReviewing] = useState<{ transfer: BankTransfer; action: ReviewAction } | null>(null);
  const transfers = list.data?.transfers ?? [];

  /** The review refetched the lists; a page left empty steps back one. */
  const reviewed = (message: string) => {
    setReviewing(null);
    toast.success(message);
    if (filter === 'held' && transfers.length === 1 && page > 1) setPage(page - 1);
  };

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Chuyển khoản chờ duyệt</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Giao dịch ngân hàng không tự khớp được (sai số tiền, thiếu mã hoặc mã không tồn tại, đơn đã hết hạn) được giữ lại để duyệt tay.
        </p>
      </header>
      <div role="group" aria-label="Lọc theo trạng thái" className="flex flex-wrap gap-2">
        {FILTERS.map((option) => (
          <button
            key={option.value || 'all'}
            type="button"
            className={`btn btn-sm ${filter === option.value ? 'btn-primary' : 'btn-secondary'}`}
            aria-pressed={filter === option.value}
            onClick={() => setFilter(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      <AsyncListBody
        status={list.status}
        itemCount={transfers.length}
        errorText={errorMessage(list.error, 'Không thể tải danh sách chuyển khoản.')}
        emptyText={filter === 'held' ? 'Không có chuyển khoản nào chờ duyệt.' : 'Không có chuyển khoản nào.'}
        onRetry={() => void list.refetch()}
        testId="bank-transfers"
      >
        <ScrollRegion label="Bảng chuyển khoản" className="card p-0">
          <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800 [&_td]:min-w-28 [&_th]:whitespace-nowrap" data-testid="bank-transfers-table">
            <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wider text-slate-500 dark:bg-slate-800/60 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Nhận lúc
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Số tiền
                </th>
                <th scope="col" className="px-4 py-3">
                  Nội dung chuyển khoản
                </th>
                <th scope="col" className="px-4 py-3">
                  Mã thanh toán
                </th>
                <th scope="col" className="px-4 py-3">
                  Lý do giữ lại
                </th>
                <th scope="col" className="px-4 py-3">
                  Trạng thái
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Thao tác
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {transfers.map((transfer) => (
                <BankTransferRow key={transfer._id} transfer={transfer} onReview={(target, action) => setReviewing({ transfer: target, action })} />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </AsyncListBody>
      {list.data && list.status !== 'error' ? <Pagination currentPage={page} totalPages={list.data.pagination.totalPages} onPageChange={setPage} /> : null}
      {reviewing ? <ReviewTransferModal transfer={reviewing.transfer} action={reviewing.action} onClose={() => setReviewing(null)} onReviewed={reviewed} /> : null}
    </div>
  );
}
