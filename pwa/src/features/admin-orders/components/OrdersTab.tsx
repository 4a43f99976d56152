import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { DateField } from '../../../components/ui/DateField';
import { Pagination } from '../../../components/ui/Pagination';
import { SearchBox } from '../../../components/ui/SearchBox';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatDateTime, formatVnd } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { ORDER_STATUS_OPTIONS, ORDER_STATUSES, type OrderStatus } from '../../../lib/orderStatus';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { usePageFor } from '../../../lib/usePageFor';
import { useAdminOrders } from '../api/adminOrdersApi';

const SEARCH_DEBOUNCE_MS = 500;

const HEADINGS: { label: string; right?: boolean }[] = [
  { label: 'Mã đơn · ngày tạo' },
  { label: 'Người mua' },
  { label: 'Sản phẩm' },
  { label: 'Tổng tiền', right: true },
  { label: 'Đã hoàn', right: true },
  { label: 'Trạng thái' },
];

/** The order list: search by code, email or name (once typing pauses), status and a day range; any change means page 1. */
export function OrdersTab() {
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [fromDate, setFromDate] = useState('');
  const [toDate, setToDate] = useState('');
  const [page, setPage] = usePageFor(`${search}|${status}|${fromDate}|${toDate}`);
  const list = useAdminOrders({
    page,
    ...(search ? { search } : {}),
    ...(status ? { status } : {}),
    ...(fromDate ? { fromDate } : {}),
    ...(toDate ? { toDate } : {}),
  });
  const navigate = useNavigate();
  const statusId = useId();
  const orders = list.data?.orders ?? [];

  return (
    <section aria-label="Danh sách đơn hàng">
      {/* Top-aligned, so a day field's error line grows downwards; the search box (no visible label) lines up with the inputs. */}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[1fr_12rem_10rem_10rem] lg:items-start lg:gap-4">
        <div className="col-span-2 lg:col-span-1 lg:pt-6">
          <SearchBox label="Tìm theo mã đơn, email hoặc tên" value={searchInput} onChange={setSearchInput} />
        </div>
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor={statusId} className="field-label">
            Trạng thái
          </label>
          <select id={statusId} className="field-input" value={status} onChange={(event) => setStatus(event.target.value as OrderStatus | '')}>
            <option value="">Tất cả trạng thái</option>
            {ORDER_STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <DateField label="Từ ngày" value={fromDate} max={toDate || undefined} onChange={setFromDate} />
        <DateField label="Đến ngày" value={toDate} min={fromDate || undefined} onChange={setToDate} />
      </div>
      <AsyncListBody
        status={list.status}
        itemCount={orders.length}
        errorText={errorMessage(list.error, 'Không thể tải danh sách đơn hàng.')}
        emptyText="Không có đơn hàng nào."
        onRetry={() => void list.refetch()}
        testId="admin-orders"
      >
        <ul className="space-y-3 md:hidden" aria-label="Đơn hàng">
          {orders.map((order) => {
            const badge = ORDER_STATUSES[order.status];
            return (
              <li key={order._id}>
                <Link
                  to={`/admin/orders/${order._id}`}
                  className="card block space-y-1 p-4 hover:ring-brand-300 dark:hover:ring-brand-700"
                  data-testid={`admin-order-card-${order.code}`}
                >
                  <span className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-mono font-semibold text-brand-700 dark:text-brand-300">{order.code}</span>
                    <StatusBadge status={badge.badge} label={badge.label} />
                  </span>
                  <span className="block truncate text-sm text-slate-900 dark:text-white">
                    {order.buyer.name} · <span className="text-slate-500 dark:text-slate-400">{order.buyer.email}</span>
                  </span>
                  <span className="line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{order.itemsSummary}</span>
                  <span className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
                    <span className="text-xs text-slate-500 dark:text-slate-400">{formatDateTime(order.createdAt)}</span>
                    <span className="text-right">
                      <span className="font-semibold text-slate-900 dark:text-white">{formatVnd(order.total)}</span>
                      {order.refundedAmount > 0 ? <span className="ml-2 text-emerald-700 dark:text-emerald-400">đã hoàn {formatVnd(order.refundedAmount)}</span> : null}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="card hidden overflow-x-auto p-0 md:block">
          <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800" data-testid="admin-orders-table">
            <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wider text-slate-500 dark:bg-slate-800/60 dark:text-slate-400">
              <tr>
                {HEADINGS.map((heading) => (
                  <th key={heading.label} scope="col" className={`px-4 py-3 whitespace-nowrap ${heading.right ? 'text-right' : ''}`}>
                    {heading.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {orders.map((order) => {
                const badge = ORDER_STATUSES[order.status];
                return (
                  <tr
                    key={order._id}
                    className="cursor-pointer align-top hover:bg-slate-50 dark:hover:bg-slate-800/40"
                    onClick={() => navigate(`/admin/orders/${order._id}`)}
                    data-testid={`admin-order-${order.code}`}
                  >
                    <td className="px-4 py-3 whitespace-nowrap">
                      <Link
                        to={`/admin/orders/${order._id}`}
                        className="font-mono font-semibold text-brand-700 hover:underline dark:text-brand-300"
                        onClick={(event) => event.stopPropagation()}
                      >
                        {order.code}
                      </Link>
                      <time dateTime={order.createdAt} className="block text-xs text-slate-500 dark:text-slate-400">
                        {formatDateTime(order.createdAt)}
                      </time>
                    </td>
                    <td className="max-w-[13rem] px-4 py-3">
                      <p className="truncate font-medium text-slate-900 dark:text-white">{order.buyer.name}</p>
                      <p className="truncate text-xs text-slate-500 dark:text-slate-400">{order.buyer.email}</p>
                    </td>
                    <td className="max-w-xs min-w-[10rem] px-4 py-3 text-slate-700 dark:text-slate-300">
                      <span className="line-clamp-2">{order.itemsSummary}</span>
                    </td>
                    <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-slate-900 dark:text-white">{formatVnd(order.total)}</td>
                    <td className="px-4 py-3 text-right whitespace-nowrap text-slate-700 dark:text-slate-300">
                      {order.refundedAmount > 0 ? formatVnd(order.refundedAmount) : '—'}
                    </td>
                    <td className="px-4 py-3">
                      <StatusBadge status={badge.badge} label={badge.label} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </AsyncListBody>
      {list.data && list.status !== 'error' ? <Pagination className="mt-4" currentPage={page} totalPages={list.data.pagination.totalPages} onPageChange={setPage} /> : null}
    </section>
  );
}
