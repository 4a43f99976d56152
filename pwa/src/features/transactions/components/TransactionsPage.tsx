import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { Icon } from '../../../components/ui/Icon';
import { Pagination } from '../../../components/ui/Pagination';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { TabBar, tabPanelProps } from '../../../components/ui/TabBar';
import { formatDateTime, formatVnd } from '../../../lib/format';
import { canAskForRefund, ORDER_STATUSES, REFUND_METHOD_LABELS, REFUND_REQUEST_STATUSES } from '../../../lib/orderStatus';
import { useMyOrders, useRefundEligibility, useWalletMovements, type MyOrder } from '../api/transactionsApi';
import { RefundRequestModal } from './RefundRequestModal';

type Tab = 'orders' | 'wallet';

const TABS: { id: Tab; label: string }[] = [
  { id: 'orders', label: 'Đơn hàng' },
  { id: 'wallet', label: 'Biến động ví' },
];

const METHOD_LABELS: Record<MyOrder['paymentMethod'], string> = { bank_transfer: 'Chuyển khoản', wallet: 'Ví' };

/** /transactions: the student's orders and wallet movements, 10 per page each. */
export default function TransactionsPage() {
  const [tab, setTab] = useState<Tab>('orders');
  const baseId = useId();
  return (
    <div className="mx-auto max-w-4xl" data-testid="transactions-page">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Lịch sử giao dịch</h1>
      <TabBar tabs={TABS} active={tab} onChange={setTab} baseId={baseId} label="Loại giao dịch" className="mt-5" />
      <div className="card mt-4 p-0" {...tabPanelProps(baseId, tab)}>
        {tab === 'orders' ? <OrderList /> : <MovementList />}
      </div>
    </div>
  );
}

function OrderList() {
  const [page, setPage] = useState(1);
  const list = useMyOrders(page);
  const [refunding, setRefunding] = useState<MyOrder | null>(null);
  const orders = list.data?.orders ?? [];

  return (
    <>
      <AsyncListBody
        status={list.status}
        itemCount={orders.length}
        errorText="Không thể tải lịch sử đơn hàng."
        emptyText="Bạn chưa có đơn hàng nào."
        onRetry={() => void list.refetch()}
        testId="orders"
      >
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {orders.map((order) => {
            const status = ORDER_STATUSES[order.status];
            return (
              <li key={order._id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between" data-testid={`order-${order.code}`}>
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900 dark:text-white">
                    {order.code} <StatusBadge status={status.badge} label={status.label} />
                  </p>
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                    {formatDateTime(order.createdAt)} · {METHOD_LABELS[order.paymentMethod]}
                  </p>
                  <p className="mt-1 line-clamp-2 text-sm text-slate-700 dark:text-slate-300">{order.items.map((item) => item.title).join(', ')}</p>
                  <RefundRequestStatus request={order.refundRequest} />
                </div>
                <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 sm:shrink-0 sm:flex-col sm:items-end sm:text-right">
                  <div className="sm:text-right">
                    <p className="font-bold text-slate-900 dark:text-white">{formatVnd(order.total)}</p>
                    {order.refundedAmount > 0 ? (
                      <p className="text-sm font-medium text-emerald-700 dark:text-emerald-400" data-testid="order-refunded">
                        Đã hoàn {formatVnd(order.refundedAmount)}
                      </p>
                    ) : null}
                  </div>
                  {order.status === 'pending' && order.paymentMethod === 'bank_transfer' ? (
                    <Link to={`/payment?order=${order._id}`} className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
                      Thanh toán ngay
                    </Link>
                  ) : null}
                  {canAskForRefund(order.status) ? <RefundOffer order={order} onAsk={() => setRefunding(order)} /> : null}
                </div>
              </li>
            );
          })}
        </ul>
      </AsyncListBody>
      {list.data ? <Pagination className="p-4" currentPage={page} totalPages={list.data.pagination.totalPages} onPageChange={setPage} /> : null}
      {refunding ? <RefundRequestModal order={refunding} onClose={() => setRefunding(null)} onRequested={() => setRefunding(null)} /> : null}
    </>
  );
}

/** The order's latest refund request: waiting, or the admin's answer (with the note of a refusal). */
/**
 * 'Yêu cầu hoàn tiền' only where the policy in force lets the request through (the same check the
 * request runs); elsewhere the reason why not, so no one opens a dialog only to be refused. Should the
 * check itself fail, the button stays: the dialog then shows what the server says.
 */
function RefundOffer({ order, onAsk }: { order: MyOrder; onAsk: () => void }) {
  const eligibility = useRefundEligibility(order._id);
  if (eligibility.data && !eligibility.data.eligible) {
    return (
      <p className="max-w-xs text-xs text-slate-600 sm:text-right dark:text-slate-400" data-testid="refund-unavailable">
        {eligibility.data.reasons[0] ?? 'Đơn hàng này không còn được yêu cầu hoàn tiền.'}
      </p>
    );
  }
  if (eligibility.isPending) return null;
  return (
    <button type="button" className="btn btn-secondary btn-sm" onClick={onAsk}>
      Yêu cầu hoàn tiền
    </button>
  );
}

function RefundRequestStatus({ request }: { request: MyOrder['refundRequest'] }) {
  if (!request) return null;
  const status = REFUND_REQUEST_STATUSES[request.status];
  return (
    <div className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60" data-testid="refund-request-status">
      <p className="flex flex-wrap items-center gap-2">
        <StatusBadge status={status.badge} label={status.label} />
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {formatDateTime(request.createdAt)} · {REFUND_METHOD_LABELS[request.method]}
        </span>
      </p>
      {request.status === 'rejected' && request.decisionNote ? <p className="mt-1 break-words text-slate-700 dark:text-slate-300">Lý do từ chối: {request.decisionNote}</p> : null}
    </div>
  );
}

function MovementList() {
  const [page, setPage] = useState(1);
  const list = useWalletMovements(page);
  const movements = list.data?.transactions ?? [];
  return (
    <>
      <AsyncListBody
        status={list.status}
        itemCount={movements.length}
        errorText="Không thể tải biến động ví."
        emptyText="Không có giao dịch nào."
        onRetry={() => void list.refetch()}
        testId="movements"
      >
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {movements.map((movement) => {
            const credit = movement.amount > 0;
            return (
              <li key={movement._id} className="flex items-start justify-between gap-3 p-4" data-testid="movement">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900 dark:text-white">{movement.typeLabel}</p>
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{movement.description}</p>
                  <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{formatDateTime(movement.date)}</p>
                </div>
                <div className="text-right">
                  <p
                    className={`inline-flex items-center gap-1 font-semibold ${credit ? 'text-green-700 dark:text-green-400' : 'text-red-600 dark:text-red-400'}`}
                    data-sign={credit ? 'credit' : 'debit'}
                  >
                    <Icon name={credit ? 'arrowUp' : 'arrowDown'} className="h-4 w-4" />
                    {credit ? '+' : ''}
                    {formatVnd(movement.amount)}
                  </p>
                  {movement.bonusAmount !== 0 && movement.mainAmount !== 0 ? (
                    <p className="text-xs text-slate-500 dark:text-slate-400">
                      chính {formatVnd(movement.mainAmount)} · thưởng {formatVnd(movement.bonusAmount)}
                    </p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </AsyncListBody>
      {list.data ? <Pagination className="p-4" currentPage={page} totalPages={list.data.pagination.totalPages} onPageChange={setPage} /> : null}
    </>
  );
}
