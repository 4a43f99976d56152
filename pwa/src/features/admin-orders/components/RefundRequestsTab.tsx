import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { Pagination } from '../../../components/ui/Pagination';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatDateTime, formatVnd } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { ORDER_STATUSES, REFUND_METHOD_LABELS, REFUND_REQUEST_STATUSES, type RefundRequestStatus } from '../../../lib/orderStatus';
import { usePageFor } from '../../../lib/usePageFor';
import { useRefundRequests, type QueuedRefundRequest } from '../api/adminOrdersApi';
import { RefundDialog } from './RefundDialog';
import { RejectRequestModal } from './RejectRequestModal';

const FILTERS: { value: RefundRequestStatus; label: string }[] = [
  { value: 'pending', label: 'Chờ duyệt' },
  { value: 'approved', label: 'Đã hoàn tiền' },
  { value: 'rejected', label: 'Đã từ chối' },
];

/** The refund request queue: oldest waiting first, each with what was asked, why and the buyer's progress; refund or reject. */
export function RefundRequestsTab() {
  const [filter, setFilter] = useState<RefundRequestStatus>('pending');
  const [page, setPage] = usePageFor(filter);
  const list = useRefundRequests({ page, status: filter });
  const [refunding, setRefunding] = useState<QueuedRefundRequest | null>(null);
  const [rejecting, setRejecting] = useState<QueuedRefundRequest | null>(null);
  const requests = list.data?.requests ?? [];

  /** A decided request leaves the pending queue (the decision refetched it); a page left empty steps back one. */
  const decided = (message: string) => {
    setRefunding(null);
    setRejecting(null);
    toast.success(message);
    if (requests.length === 1 && page > 1) setPage(page - 1);
  };

  return (
    <section aria-label="Yêu cầu hoàn tiền">
      <div role="group" aria-label="Lọc theo trạng thái" className="flex flex-wrap gap-2">
        {FILTERS.map((option) => (
          <button
            key={option.value}
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
        itemCount={requests.length}
        errorText={errorMessage(list.error, 'Không thể tải yêu cầu hoàn tiền.')}
        emptyText={filter === 'pending' ? 'Không có yêu cầu hoàn tiền nào đang chờ duyệt.' : 'Không có yêu cầu hoàn tiền nào.'}
        onRetry={() => void list.refetch()}
        testId="refund-requests"
      >
        <ul className="space-y-4">
          {requests.map((request) => (
            <RequestCard key={request._id} request={request} onRefund={() => setRefunding(request)} onReject={() => setRejecting(request)} />
          ))}
        </ul>
      </AsyncListBody>
      {list.data && list.status !== 'error' ? <Pagination className="mt-4" currentPage={page} totalPages={list.data.pagination.totalPages} onPageChange={setPage} /> : null}
      {refunding ? (
        <RefundDialog orderId={refunding.order._id} orderCode={refunding.order.code} request={refunding} onClose={() => setRefunding(null)} onRefunded={decided} />
      ) : null}
      {rejecting ? <RejectRequestModal request={rejecting} onClose={() => setRejecting(null)} onRejected={decided} /> : null}
    </section>
  );
}

function RequestCard({ request, onRefund, onReject }: { request: QueuedRefundRequest; onRefund: () => void; onReject: () => void }) {
  const orderStatus = ORDER_STATUSES[request.order.status];
  const status = REFUND_REQUEST_STATUSES[request.status];
  const asked = request.lines.reduce((sum, line) => sum + line.refundable, 0);
  return (
    <li className="card space-y-3" data-testid="refund-request">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900 dark:text-white">
            <Link to={`/admin/orders/${request.order._id}`} className="font-mono text-brand-700 hover:underline dark:text-brand-300">
              {request.order.code}
            </Link>
            <StatusBadge status={orderStatus.badge} label={orderStatus.label} />
            {request.status !== 'pending' ? <StatusBadge status={status.badge} label={status.label} /> : null}
          </p>
          <p className="mt-1 text-sm break-words text-slate-700 dark:text-slate-300">
            {request.buyer.name} · <span className="break-words">{request.buyer.email}</span>
          </p>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            Gửi lúc {formatDateTime(request.createdAt)} · Muốn nhận qua: {REFUND_METHOD_LABELS[request.method]}
          </p>
        </div>
        <div className="sm:text-right">
          <p className="text-xs text-slate-500 dark:text-slate-400">Yêu cầu hoàn</p>
          <p className="font-bold text-slate-900 dark:text-white">{formatVnd(asked)}</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">trên tổng {formatVnd(request.order.total)}</p>
        </div>
      </div>
      <ul className="divide-y divide-slate-100 rounded-xl bg-slate-50 text-sm dark:divide-slate-800 dark:bg-slate-800/60">
        {request.lines.map((line) => (
          <li key={line.orderItemId} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-3 py-2">
            <span className="min-w-0 font-medium break-words text-slate-900 dark:text-white">{line.title}</span>
            <span className="text-slate-600 dark:text-slate-400">
              {formatVnd(line.refundable)}
              {line.progress !== null ? ` · Đã học ${line.progress}%` : ''}
            </span>
          </li>
        ))}
      </ul>
      <blockquote className="border-l-4 border-slate-300 pl-3 text-sm break-words text-slate-700 dark:border-slate-600 dark:text-slate-300">{request.reason}</blockquote>
      {request.decisionNote ? <p className="text-sm break-words text-slate-600 dark:text-slate-400">Lý do từ chối: {request.decisionNote}</p> : null}
      {request.status === 'pending' ? (
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary btn-sm" onClick={onRefund}>
            Hoàn tiền
          </button>
          <button type="button" className="btn btn-danger btn-sm" onClick={onReject}>
            Từ chối
          </button>
        </div>
      ) : null}
    </li>
  );
}
