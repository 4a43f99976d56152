import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Link, useParams } from 'react-router-dom';
import { DataTable, type DataColumn } from '../../../components/ui/DataTable';
import { DetailLoadFailure } from '../../../components/ui/DetailLoadFailure';
import { Icon } from '../../../components/ui/Icon';
import { Spinner } from '../../../components/ui/Spinner';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatDateTime, formatVnd } from '../../../lib/format';
import { canRefund, ORDER_STATUSES, REFUND_METHOD_LABELS, REFUND_REQUEST_STATUSES } from '../../../lib/orderStatus';
import { useAdminOrder, type AdminOrderDetail, type AdminOrderLine } from '../api/adminOrdersApi';
import { RefundDialog, type RequestedRefund } from './RefundDialog';
import { RejectRequestModal } from './RejectRequestModal';

const TIER_LABELS: Record<AdminOrderDetail['commissions'][number]['tier'], string> = { direct: 'Trực tiếp', team: 'Đội nhóm' };
const TRANSFER_STATUSES: Record<string, { badge: string; label: string }> = {
  held: { badge: 'pending', label: 'Chờ duyệt' },
  applied: { badge: 'paid', label: 'Tự động ghi nhận' },
  confirmed: { badge: 'paid', label: 'Đã xác nhận' },
  rejected: { badge: 'rejected', label: 'Đã từ chối' },
  ignored: { badge: 'ignored', label: 'Bỏ qua' },
};

const LINE_COLUMNS: DataColumn[] = [
  { label: 'Sản phẩm' },
  { label: 'Thành tiền', align: 'right' },
  { label: 'Đã hoàn', align: 'right' },
  { label: 'Còn hoàn được', align: 'right' },
  { label: 'Tiến độ', align: 'right' },
  { label: 'Quyền truy cập' },
];

/** /admin/orders/:orderId: one order and everything that moved its money, with the refund dialog. */
export default function AdminOrderDetailPage() {
  const { orderId = '' } = useParams();
  const loaded = useAdminOrder(orderId);
  const [refunding, setRefunding] = useState<{ request?: RequestedRefund } | null>(null);
  const [rejecting, setRejecting] = useState(false);

  if (loaded.status === 'error') {
    return <DetailLoadFailure error={loaded.error} onRetry={() => void loaded.refetch()} noun="đơn hàng" gone="đã bị xóa" listPath="/admin/orders" testId="admin-order" />;
  }
  if (!loaded.data) return <Spinner />;
  const detail = loaded.data;
  const { order } = detail;
  const status = ORDER_STATUSES[order.status];
  const openRequest = detail.refundRequests.find((request) => request.status === 'pending');
  const titleOf = (orderItemId: string) => order.lines.find((line) => line.orderItemId === orderItemId)?.title ?? '';

  const decided = (message: string) => {
    setRefunding(null);
    setRejecting(false);
    toast.success(message);
  };

  return (
    <div className="space-y-6" data-testid="admin-order-detail">
      <Link to="/admin/orders" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
        <Icon name="arrowLeft" className="h-4 w-4" /> Danh sách đơn hàng
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold text-slate-900 dark:text-white">
            <span>
              Đơn hàng <span className="font-mono">{order.code}</span>
            </span>
            <StatusBadge status={status.badge} label={status.label} />
          </h1>
          <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">
            {order.buyer.name} · <span className="break-words">{order.buyer.email}</span>
            {order.buyer.phoneNumber ? ` · ${order.buyer.phoneNumber}` : ''}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Tạo lúc {formatDateTime(order.createdAt)}
            {order.paidAt ? ` · thanh toán lúc ${formatDateTime(order.paidAt)}` : ''} · {order.paymentMethod === 'wallet' ? 'Thanh toán bằng ví' : 'Chuyển khoản'}
          </p>
        </div>
        {canRefund(order.status) ? (
          <button type="button" className="btn btn-danger" onClick={() => setRefunding({})} data-testid="open-refund">
            Hoàn tiền
          </button>
        ) : null}
      </header>

      {openRequest ? (
        <section className="rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200 dark:bg-amber-500/10 dark:ring-amber-500/30" data-testid="open-refund-request">
          <p className="font-semibold text-amber-900 dark:text-amber-200">
            Học viên yêu cầu hoàn tiền lúc {formatDateTime(openRequest.createdAt)} (muốn nhận qua {REFUND_METHOD_LABELS[openRequest.method].toLowerCase()})
          </p>
          <p className="mt-1 text-sm break-words text-amber-900 dark:text-amber-200">
            {order.lines
              .filter((line) => openRequest.orderItemIds.includes(line.orderItemId))
              .map((line) => line.title)
              .join(', ')}
          </p>
          <blockquote className="mt-2 border-l-4 border-amber-300 pl-3 text-sm break-words text-amber-900 dark:border-amber-500/50 dark:text-amber-100">
            {openRequest.reason}
          </blockquote>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className="btn btn-primary btn-sm" onClick={() => setRefunding({ request: openRequest })}>
              Hoàn tiền theo yêu cầu
            </button>
            <button type="button" className="btn btn-danger btn-sm" onClick={() => setRejecting(true)}>
              Từ chối
            </button>
          </div>
        </section>
      ) : null}

      <Section title="Sản phẩm">
        <ul className="space-y-3 sm:hidden">
          {order.lines.map((line) => (
            <li key={line.orderItemId} className="rounded-xl bg-slate-50 p-3 text-sm dark:bg-slate-800/60" data-testid={`order-line-card-${line.orderItemId}`}>
              <p className="font-medium break-words text-slate-900 dark:text-white">{line.title}</p>
              <p className="text-xs text-slate-500 dark:text-slate-400">{lineMeta(line)}</p>
              <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5">
                <Row label="Thành tiền" value={formatVnd(line.amount)} />
                <Row label="Đã hoàn" value={line.refundedAmount > 0 ? formatVnd(line.refundedAmount) : '—'} />
                <Row label="Còn hoàn được" value={formatVnd(line.refundable)} />
                <Row label="Tiến độ" value={line.progress !== null ? `${line.progress}%` : '—'} />
              </dl>
              <p className="mt-2">
                <AccessBadge revoked={line.accessRevoked} />
              </p>
            </li>
          ))}
        </ul>
        <div className="hidden sm:block">
          <DataTable columns={LINE_COLUMNS} label="Bảng sản phẩm trong đơn" testId="order-lines">
            {order.lines.map((line) => (
              <tr key={line.orderItemId} className="align-top" data-testid={`order-line-${line.orderItemId}`}>
                <td className="min-w-[12rem] px-3 py-2">
                  <p className="font-medium text-slate-900 dark:text-white">{line.title}</p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">{lineMeta(line)}</p>
                </td>
                <td className="px-3 py-2 text-right whitespace-nowrap">{formatVnd(line.amount)}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap">{line.refundedAmount > 0 ? formatVnd(line.refundedAmount) : '—'}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap">{formatVnd(line.refundable)}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap">{line.progress !== null ? `${line.progress}%` : '—'}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <AccessBadge revoked={line.accessRevoked} />
                </td>
              </tr>
            ))}
          </DataTable>
        </div>
      </Section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Thanh toán">
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" data-testid="order-payment">
            <Row label="Tạm tính" value={formatVnd(order.subtotal)} />
            {order.discountAmount > 0 ? <Row label={`Giảm giá${order.discountCode ? ` (${order.discountCode})` : ''}`} value={`-${formatVnd(order.discountAmount)}`} /> : null}
            <Row label="Tổng tiền" value={formatVnd(order.total)} strong />
            <Row label="Từ ví thưởng" value={formatVnd(order.paidFromBonus)} />
            <Row label="Từ ví chính" value={formatVnd(order.paidFromMain)} />
            <Row label="Chuyển khoản" value={formatVnd(order.paidByBank)} />
            <Row label="Đã hoàn" value={formatVnd(order.refundedAmount)} strong />
          </dl>
        </Section>
        <Section title="Chuyển khoản ngân hàng">
          {detail.bankTransfers.length ? (
            <ul className="space-y-2" data-testid="order-bank-transfers">
              {detail.bankTransfers.map((transfer) => {
                const badge = TRANSFER_STATUSES[transfer.status] ?? { badge: transfer.status, label: transfer.status };
                return (
                  <li key={transfer._id} className="rounded-xl bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60">
                    <p className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-semibold text-slate-900 dark:text-white">{formatVnd(transfer.amount)}</span>
                      <StatusBadge status={badge.badge} label={badge.label} />
                    </p>
                    <p className="text-xs break-words text-slate-500 dark:text-slate-400">
                      {formatDateTime(transfer.createdAt)}
                      {transfer.referenceCode ? ` · mã ${transfer.referenceCode}` : ''}
                    </p>
                    {transfer.holdReason ? <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{transfer.holdReason}</p> : null}
                  </li>
                );
              })}
            </ul>
          ) : (
            <Empty>Không có chuyển khoản nào cho đơn này.</Empty>
          )}
        </Section>
      </div>

      <Section title="Hoa hồng affiliate">
        {detail.commissions.length ? (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="order-commissions">
            {detail.commissions.map((commission) => (
              <li key={commission._id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-sm">
                <span className="min-w-0">
                  <span className="font-medium text-slate-900 dark:text-white">{commission.affiliateName}</span>
                  <span className="text-slate-500 dark:text-slate-400"> · {TIER_LABELS[commission.tier]}</span>
                  {commission.orderItemId ? <span className="block text-xs text-slate-500 dark:text-slate-400">{titleOf(commission.orderItemId)}</span> : null}
                </span>
                <span className="flex flex-wrap items-center gap-2">
                  <span className="text-right whitespace-nowrap">
                    <span className="block text-xs text-slate-500 dark:text-slate-400">Ghi nhận lúc bán</span>
                    <span data-testid="commission-recorded">{formatVnd(commission.recordedAmount)}</span>
                    {commission.reversedAmount > 0 ? (
                      <span className="block text-xs text-red-600 dark:text-red-400">
                        thu hồi {formatVnd(commission.reversedAmount)} · còn {formatVnd(commission.recordedAmount - commission.reversedAmount)}
                      </span>
                    ) : null}
                  </span>
                  <StatusBadge status={commission.status} />
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>Đơn này không có hoa hồng affiliate.</Empty>
        )}
      </Section>

      <Section title="Hoàn tiền">
        {detail.refunds.length ? (
          <ul className="space-y-3" data-testid="order-refunds">
            {detail.refunds.map((refund) => (
              <li key={refund._id} className="rounded-xl bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
                <p className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-semibold text-slate-900 dark:text-white">
                    {formatVnd(refund.amount)} · {REFUND_METHOD_LABELS[refund.method]}
                  </span>
                  <span className="text-xs text-slate-500 dark:text-slate-400">{formatDateTime(refund.createdAt)}</span>
                </p>
                <p className="mt-1 break-words text-slate-700 dark:text-slate-300">
                  {refund.lines.map((line) => `${line.title} (${formatVnd(line.amount)}${line.accessRevoked ? ', thu hồi quyền truy cập' : ''})`).join('; ')}
                </p>
                <p className="mt-1 text-slate-600 dark:text-slate-400">
                  Ví chính {formatVnd(refund.toMain)} · ngân hàng {formatVnd(refund.toBank)} · ví thưởng {formatVnd(refund.toBonus)}
                  {refund.bonusExpired > 0 ? ` · thưởng hết hạn ${formatVnd(refund.bonusExpired)}` : ''}
                </p>
                <p className="text-slate-600 dark:text-slate-400">
                  Thu lại: giảng viên {formatVnd(refund.fromInstructors)} · affiliate {formatVnd(refund.fromAffiliates)} · nền tảng {formatVnd(refund.fromPlatform)}
                  {refund.instructorShortfall > 0 ? ` (nền tảng chịu thay giảng viên ${formatVnd(refund.instructorShortfall)})` : ''}
                </p>
                {refund.reference ? (
                  <p className="break-words text-slate-600 dark:text-slate-400">
                    Mã giao dịch <span className="font-mono">{refund.reference}</span>
                    {refund.bankName ? ` · ${refund.bankName} ${refund.accountNumber ?? ''}` : ''}
                  </p>
                ) : null}
                {refund.reason ? <p className="break-words text-slate-600 dark:text-slate-400">Ghi chú: {refund.reason}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <Empty>Chưa có khoản hoàn tiền nào.</Empty>
        )}
      </Section>

      <Section title="Yêu cầu hoàn tiền">
        {detail.refundRequests.length ? (
          <ul className="space-y-3" data-testid="order-refund-requests">
            {detail.refundRequests.map((request) => {
              const badge = REFUND_REQUEST_STATUSES[request.status];
              return (
                <li key={request._id} className="rounded-xl bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
                  <p className="flex flex-wrap items-center gap-2">
                    <StatusBadge status={badge.badge} label={badge.label} />
                    <span className="text-xs text-slate-500 dark:text-slate-400">
                      {formatDateTime(request.createdAt)} · {REFUND_METHOD_LABELS[request.method]}
                    </span>
                  </p>
                  <p className="mt-1 break-words text-slate-700 dark:text-slate-300">{request.reason}</p>
                  {request.decisionNote ? <p className="mt-1 break-words text-slate-600 dark:text-slate-400">Trả lời: {request.decisionNote}</p> : null}
                </li>
              );
            })}
          </ul>
        ) : (
          <Empty>Học viên chưa gửi yêu cầu hoàn tiền nào.</Empty>
        )}
      </Section>

      <Section title="Bút toán sổ cái">
        {detail.ledgerTransactions.length ? (
          <ul className="space-y-4" data-testid="order-ledger">
            {detail.ledgerTransactions.map((transaction) => (
              <li key={transaction._id}>
                <p className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
                  <span className="font-semibold text-slate-900 dark:text-white">{transaction.typeLabel}</span>
                  <span className="text-xs text-slate-500 dark:text-slate-400">{formatDateTime(transaction.createdAt)}</span>
                </p>
                <p className="text-xs break-words text-slate-500 dark:text-slate-400">{transaction.description}</p>
                <ul className="mt-2 divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200 dark:divide-slate-800 dark:ring-slate-800">
                  {transaction.entries.map((entry, index) => (
                    <li key={index} className="flex items-baseline justify-between gap-3 px-3 py-1.5 text-sm">
                      <span className="min-w-0 break-words text-slate-700 dark:text-slate-300">
                        {entry.accountLabel}
                        {entry.ownerName ? <span className="text-slate-500 dark:text-slate-400"> · {entry.ownerName}</span> : null}
                      </span>
                      <span className={`whitespace-nowrap font-medium ${entry.amount >= 0 ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-600 dark:text-red-400'}`}>
                        {entry.amount > 0 ? '+' : ''}
                        {formatVnd(entry.amount)}
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>Chưa có bút toán nào.</Empty>
        )}
      </Section>

      {refunding ? <RefundDialog orderId={order._id} orderCode={order.code} request={refunding.request} onClose={() => setRefunding(null)} onRefunded={decided} /> : null}
      {rejecting && openRequest ? <RejectRequestModal request={{ _id: openRequest._id, order }} onClose={() => setRejecting(false)} onRejected={decided} /> : null}
    </div>
  );
}

function lineMeta(line: AdminOrderLine): string {
  return [
    line.kind === 'course' ? 'Khóa học' : 'Gói phần mềm',
    line.instructor ? `GV ${line.instructor.name}` : null,
    line.discount > 0 ? `giảm ${formatVnd(line.discount)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function AccessBadge({ revoked }: { revoked: boolean }) {
  return revoked ? <StatusBadge status="cancelled" label="Đã thu hồi" /> : <StatusBadge status="active" label="Còn hiệu lực" />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card min-w-0 space-y-3">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      {children}
    </section>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <>
      <dt className={strong ? 'font-semibold text-slate-900 dark:text-white' : 'text-slate-600 dark:text-slate-400'}>{label}</dt>
      <dd className={`text-right whitespace-nowrap ${strong ? 'font-semibold text-slate-900 dark:text-white' : 'text-slate-800 dark:text-slate-200'}`}>{value}</dd>
    </>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-500 dark:text-slate-400">{children}</p>;
}
