import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { Icon } from '../../../components/ui/Icon';
import { Pagination } from '../../../components/ui/Pagination';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { TabBar, tabPanelProps } from '../../../components/ui/TabBar';
import { formatDateTime, formatVnd } from '../../../lib/format';
import { useAsyncData } from '../../../lib/useAsyncData';
import { fetchMyOrders, fetchWalletMovements, type MyOrder } from '../api/transactionsApi';

type Tab = 'orders' | 'wallet';

const TABS: { id: Tab; label: string }[] = [
  { id: 'orders', label: 'Đơn hàng' },
  { id: 'wallet', label: 'Biến động ví' },
];

/** Order statuses as the student reads them (an unpaid order past its time is shown as expired). */
const ORDER_STATUS: Record<MyOrder['status'], { badge: string; label: string }> = {
  pending: { badge: 'unpaid', label: 'Chưa thanh toán' },
  paid: { badge: 'paid', label: 'Đã thanh toán' },
  expired: { badge: 'expired', label: 'Hết hạn' },
  cancelled: { badge: 'cancelled', label: 'Đã hủy' },
  // The transfer arrived for a course already owned: the money went to the main wallet.
  credited_to_wallet: { badge: 'processing', label: 'Đã chuyển vào ví' },
};

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
  const list = useAsyncData(() => fetchMyOrders(page), [page]);
  const orders = list.data?.orders ?? [];
  return (
    <>
      <AsyncListBody
        status={list.status}
        itemCount={orders.length}
        errorText="Không thể tải lịch sử đơn hàng."
        emptyText="Bạn chưa có đơn hàng nào."
        onRetry={list.reload}
        testId="orders"
      >
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {orders.map((order) => {
            const status = ORDER_STATUS[order.status];
            return (
              <li key={order._id} className="flex flex-wrap items-start justify-between gap-3 p-4" data-testid={`order-${order.code}`}>
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900 dark:text-white">
                    {order.code} <StatusBadge status={status.badge} label={status.label} />
                  </p>
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                    {formatDateTime(order.createdAt)} · {METHOD_LABELS[order.paymentMethod]}
                  </p>
                  <p className="mt-1 line-clamp-2 text-sm text-slate-700 dark:text-slate-300">{order.items.map((item) => item.title).join(', ')}</p>
                </div>
                <div className="text-right">
                  <p className="font-bold text-slate-900 dark:text-white">{formatVnd(order.total)}</p>
                  {order.status === 'pending' && order.paymentMethod === 'bank_transfer' ? (
                    <Link to={`/payment?order=${order._id}`} className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
                      Thanh toán ngay
                    </Link>
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

function MovementList() {
  const [page, setPage] = useState(1);
  const list = useAsyncData(() => fetchWalletMovements(page), [page]);
  const movements = list.data?.transactions ?? [];
  return (
    <>
      <AsyncListBody
        status={list.status}
        itemCount={movements.length}
        errorText="Không thể tải biến động ví."
        emptyText="Không có giao dịch nào."
        onRetry={list.reload}
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
