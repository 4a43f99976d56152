import type { UseQueryResult } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Spinner } from '../../../components/ui/Spinner';
import { formatVnd } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { toastError } from '../../../lib/http/toastError';
import { PaidToolsAccess } from '../../my-tools';
import {
  fetchDepositStatus,
  fetchOrderStatus,
  markStaleAfterPayment,
  useCancelOrder,
  useDepositPayment,
  useOrderPayment,
  type DepositPayment,
  type OrderPayment,
} from '../api/paymentApi';
import { useCountdown } from '../hooks/useCountdown';
import { useLiveStatus } from '../hooks/useLiveStatus';
import { BankTransferPanel } from './BankTransferPanel';
import { PaymentOutcome } from './PaymentOutcome';

/** /payment?order={id} or /payment?deposit={code}: pay by bank transfer and watch it arrive. */
export default function PaymentPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const depositCode = params.get('deposit');

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8" data-testid="payment-page">
      <h1 className="text-center text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">{depositCode && !orderId ? 'Nạp tiền vào ví' : 'Thanh toán đơn hàng'}</h1>
      <div className="card mt-6 p-5 sm:p-8">
        {orderId ? <OrderPaymentView id={orderId} /> : depositCode ? <DepositPaymentView code={depositCode} /> : <LoadFailure message="Không tìm thấy thông tin thanh toán." />}
      </div>
    </div>
  );
}

function OrderPaymentView({ id }: { id: string }) {
  const loaded = useOrderPayment(id);
  const order = loaded.data?.order;
  const status = useLiveStatus(order?.code, order?.status, () => fetchOrderStatus(id));
  useStaleOnceSettled(order?.status, status);
  const secondsLeft = useCountdown(order?.expiresAt);
  if (!loaded.data || !order) return <Loading data={loaded} />;

  if (status === 'paid') {
    const courses = order.items.filter((item) => item.kind === 'course' && item.slug);
    return (
      <PaymentOutcome
        tone="success"
        title="Thanh toán thành công!"
        message={`Đơn hàng ${order.code} đã được thanh toán. Biên nhận đã được gửi tới email của bạn.`}
        actions={[
          { to: courses.length ? '/my-courses' : '/transactions', label: courses.length ? 'Vào khóa học của tôi' : 'Xem lịch sử giao dịch' },
          { to: '/courses', label: 'Tiếp tục khám phá' },
        ]}
      >
        <ul className="mx-auto mt-5 max-w-md space-y-2 text-left" data-testid="paid-items">
          {order.items.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
              {item.kind === 'course' && item.slug ? (
                <Link to={`/learn/${item.slug}`} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
                  {item.title}
                </Link>
              ) : (
                <span className="font-medium text-slate-800 dark:text-slate-200">{item.title}</span>
              )}
              <span className="shrink-0 text-sm text-slate-600 dark:text-slate-400">{formatVnd(item.amount)}</span>
            </li>
          ))}
        </ul>
        <PaidToolsAccess items={order.items} />
      </PaymentOutcome>
    );
  }
  if (status === 'credited_to_wallet') {
    return (
      <PaymentOutcome
        tone="closed"
        title="Tiền đã được cộng vào ví"
        message={`Bạn đã sở hữu khóa học trong đơn hàng ${order.code} nên khoản chuyển khoản đã được cộng vào ví chính. Bạn có thể dùng số tiền này cho lần mua tiếp theo.`}
        actions={[
          { to: '/wallet', label: 'Xem ví của tôi' },
          { to: '/my-courses', label: 'Vào khóa học của tôi' },
        ]}
      />
    );
  }
  if (status === 'refund_requested' || status === 'partially_refunded' || status === 'refunded') {
    // Paid, then a refund was asked for or made: the order's story continues on /transactions.
    return (
      <PaymentOutcome
        tone="closed"
        title={status === 'refund_requested' ? 'Đơn hàng đang chờ hoàn tiền' : 'Đơn hàng đã được hoàn tiền'}
        message={`Đơn hàng ${order.code} đã được thanh toán${status === 'refund_requested' ? ' và đang chờ quản trị viên xử lý yêu cầu hoàn tiền' : status === 'refunded' ? ' và đã được hoàn tiền toàn bộ' : ', một phần đã được hoàn tiền'}.`}
        actions={[
          { to: '/transactions', label: 'Xem lịch sử giao dịch' },
          { to: '/my-courses', label: 'Vào khóa học của tôi' },
        ]}
      />
    );
  }
  const payment = loaded.data.payment;
  if (status !== 'pending' || !payment || secondsLeft === 0) {
    return (
      <PaymentOutcome
        tone="closed"
        title={status === 'cancelled' ? 'Đơn hàng đã được hủy' : 'Đơn hàng đã hết hạn thanh toán'}
        message="Nếu bạn đã chuyển khoản, đừng lo: giao dịch sẽ được đối soát và xác nhận thủ công. Hoặc đặt lại đơn hàng mới."
        actions={[
          { to: '/courses', label: 'Chọn lại khóa học' },
          { to: '/support', label: 'Liên hệ hỗ trợ' },
        ]}
      />
    );
  }
  return (
    <>
      <p className="mb-6 text-center text-slate-600 dark:text-slate-300">
        Mã đơn hàng <strong className="text-slate-900 dark:text-white">{order.code}</strong> · {order.items.length} sản phẩm
      </p>
      <BankTransferPanel payment={payment} secondsLeft={secondsLeft} demoMode={loaded.data.demoMode} kind="order" />
      <CancelOrderButton id={order._id} code={order.code} />
    </>
  );
}

/** Gives up the pending order, e.g. to pay from the wallet instead (the same course cannot be in two orders). */
function CancelOrderButton({ id, code }: { id: string; code: string }) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelOrder(id);
  const confirm = async () => {
    try {
      toast.success(await cancel.mutateAsync());
      setAsking(false);
    } catch (error) {
      toastError(error, 'Không thể hủy đơn hàng.');
    }
  };
  return (
    <div className="mt-6 text-center">
      <button
        type="button"
        className="text-sm font-medium text-slate-500 underline-offset-2 hover:text-red-600 hover:underline dark:text-slate-400"
        onClick={() => setAsking(true)}
      >
        Hủy đơn hàng
      </button>
      <ConfirmDialog
        open={asking}
        title="Hủy đơn hàng?"
        message={`Đơn hàng ${code} sẽ bị hủy. Nếu bạn đã chuyển khoản, đừng hủy: hệ thống sẽ tự ghi nhận khi tiền về.`}
        confirmLabel="Hủy đơn hàng"
        cancelLabel="Giữ đơn hàng"
        danger
        busy={cancel.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}

function DepositPaymentView({ code }: { code: string }) {
  const loaded = useDepositPayment(code);
  const deposit = loaded.data?.deposit;
  const status = useLiveStatus(deposit?.code, deposit?.status, () => fetchDepositStatus(code));
  useStaleOnceSettled(deposit?.status, status);
  const secondsLeft = useCountdown(deposit?.expiresAt);
  if (!loaded.data || !deposit) return <Loading data={loaded} />;

  if (status === 'completed') {
    return (
      <PaymentOutcome
        tone="success"
        title="Nạp tiền thành công!"
        message={`Ví chính của bạn đã được cộng ${formatVnd(deposit.amount)}.`}
        actions={[
          { to: '/wallet', label: 'Xem ví của tôi' },
          { to: '/courses', label: 'Mua khóa học' },
        ]}
      />
    );
  }
  const payment = loaded.data.payment;
  if (status !== 'pending' || !payment || secondsLeft === 0) {
    return (
      <PaymentOutcome
        tone="closed"
        title="Yêu cầu nạp tiền đã hết hạn"
        message="Nếu bạn đã chuyển khoản, giao dịch sẽ được đối soát và cộng vào ví sau khi xác nhận. Bạn có thể tạo yêu cầu nạp mới."
        actions={[{ to: '/wallet', label: 'Về ví của tôi' }]}
      />
    );
  }
  return (
    <>
      <p className="mb-6 text-center text-slate-600 dark:text-slate-300">
        Nạp <strong className="text-slate-900 dark:text-white">{formatVnd(deposit.amount)}</strong> vào ví chính · mã {deposit.code}
      </p>
      <BankTransferPanel payment={payment} secondsLeft={secondsLeft} demoMode={loaded.data.demoMode} kind="deposit" />
    </>
  );
}

function Loading({ data }: { data: UseQueryResult<OrderPayment> | UseQueryResult<DepositPayment> }) {
  if (data.isError) return <LoadFailure message={errorMessage(data.error, 'Không tải được thông tin thanh toán.')} onRetry={() => void data.refetch()} />;
  return <Spinner />;
}

/** Once the live status leaves 'pending', the orders, the wallet and what is owned have changed elsewhere in the app. */
function useStaleOnceSettled(loadedStatus: string | undefined, liveStatus: string | undefined) {
  const queryClient = useQueryClient();
  const settledHere = loadedStatus === 'pending' && liveStatus !== undefined && liveStatus !== 'pending';
  useEffect(() => {
    if (settledHere) void markStaleAfterPayment(queryClient);
  }, [settledHere, queryClient]);
}

function LoadFailure({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="text-center" role="alert" data-testid="payment-error">
      <p className="text-slate-700 dark:text-slate-300">{message}</p>
      <div className="mt-4 flex justify-center gap-3">
        {onRetry ? (
          <button type="button" className="btn btn-secondary" onClick={onRetry}>
            Thử lại
          </button>
        ) : null}
        <Link to="/" className="btn btn-primary">
          Về trang chủ
        </Link>
      </div>
    </div>
  );
}
