import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { FormError } from '../../../components/ui/FormError';
import { Icon } from '../../../components/ui/Icon';
import { Spinner } from '../../../components/ui/Spinner';
import type { CartItem } from '../../../lib/db';
import { formatVnd } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useAuth } from '../../auth';
import { clearCart } from '../../cart';
import { useCart } from '../../cart';
import { useWalletBalance } from '../../wallet';
import { ORDER_FAILED, type PaymentMethod, quoteOrder, usePlaceOrder, useQuote } from '../api/checkoutApi';
import { DiscountCodeForm } from './DiscountCodeForm';
import { PaymentMethodPicker } from './PaymentMethodPicker';
import { OriginalPrice } from '../../../components/ui/OriginalPrice';

/** /checkout: the cart priced by the server, an optional discount code, the payment method, then the order. */
export default function CheckoutPage() {
  const cart = useCart();
  const { pathname } = useLocation();

  if (cart.auth === 'anonymous') {
    return (
      <CheckoutFrame>
        <div className="card mt-6 flex flex-col items-center px-6 py-12 text-center" data-testid="checkout-visitor">
          <p className="text-slate-600 dark:text-slate-300">Vui lòng đăng nhập để thanh toán.</p>
          <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">Giỏ hàng của bạn được giữ nguyên và gộp vào tài khoản sau khi đăng nhập.</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/login" state={{ from: pathname }} className="btn btn-primary" data-testid="checkout-login">
              Đăng nhập
            </Link>
            <Link to="/register" state={{ from: pathname }} className="btn btn-secondary" data-testid="checkout-register">
              Đăng ký
            </Link>
          </div>
        </div>
      </CheckoutFrame>
    );
  }
  if (!cart.loaded) return <Spinner />;
  if (cart.items.length === 0) {
    return (
      <CheckoutFrame>
        <div className="card mt-6 flex flex-col items-center px-6 py-12 text-center" data-testid="checkout-empty">
          <Icon name="cart" className="h-12 w-12 text-slate-400" />
          <p className="mt-4 text-slate-600 dark:text-slate-300">Giỏ hàng của bạn đang trống.</p>
          <Link to="/courses" className="btn btn-primary mt-6">
            Khám phá khóa học
          </Link>
        </div>
      </CheckoutFrame>
    );
  }
  return (
    <CheckoutFrame>
      <CheckoutForm items={cart.items} />
    </CheckoutFrame>
  );
}

function CheckoutFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12" data-testid="checkout-page">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">Thanh toán đơn hàng</h1>
      {children}
    </div>
  );
}

function CheckoutForm({ items }: { items: CartItem[] }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [discountCode, setDiscountCode] = useState<string | null>(null);
  const [method, setMethod] = useState<PaymentMethod>('bank_transfer');
  const [placing, setPlacing] = useState(false);
  const [orderError, setOrderError] = useState<string | null>(null);
  const quote = useQuote(items, discountCode);
  const wallet = useWalletBalance();
  const place = usePlaceOrder();

  // A code the server refused is dropped so the order can still be placed without it.
  const applyCode = async (code: string | null) => {
    if (!code) {
      setDiscountCode(null);
      return null;
    }
    try {
      const priced = await quoteOrder(items, code);
      setDiscountCode(priced.discountCode);
      return null;
    } catch (error) {
      return errorMessage(error, 'Không áp dụng được mã giảm giá.');
    }
  };

  const submit = async () => {
    if (!user) return;
    setPlacing(true);
    setOrderError(null);
    try {
      const { order } = await place.mutateAsync({ items, paymentMethod: method, discountCode });
      await clearCart(user._id);
      if (order.status === 'paid') toast.success('Thanh toán thành công!');
      navigate(`/payment?order=${order._id}`, { replace: true });
    } catch (error) {
      setOrderError(errorMessage(error, ORDER_FAILED));
      setPlacing(false);
    }
  };

  if (quote.isError && !quote.data) {
    // e.g. a course already owned or no longer sold: the cart has to change before paying.
    return (
      <div className="card mt-6" role="alert" data-testid="checkout-error">
        <p className="text-slate-800 dark:text-slate-200">{errorMessage(quote.error, 'Không thể tính giá đơn hàng.')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" className="btn btn-secondary" onClick={() => void quote.refetch()}>
            Thử lại
          </button>
          <Link to="/cart" className="btn btn-primary">
            Sửa giỏ hàng
          </Link>
        </div>
      </div>
    );
  }
  const priced = quote.data;
  const walletShort = method === 'wallet' && priced !== undefined && wallet.data !== undefined && wallet.data.balance < priced.total;

  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-5">
      <div className="space-y-6 lg:col-span-3">
        <section className="card" aria-labelledby="checkout-items">
          <h2 id="checkout-items" className="text-lg font-semibold text-slate-900 dark:text-white">
            Sản phẩm ({items.length})
          </h2>
          {!priced ? (
            <Spinner />
          ) : (
            <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
              {priced.items.map((line) => (
                <li key={line.id} className="flex items-start justify-between gap-4 py-3" data-testid={`checkout-line-${line.id}`}>
                  <p className="min-w-0 font-medium text-slate-800 dark:text-slate-200">{line.title}</p>
                  <p className="shrink-0 text-right">
                    <span className="font-semibold text-slate-900 dark:text-white">{formatVnd(line.amount)}</span>
                    {line.discount > 0 ? <OriginalPrice amount={line.unitPrice} className="ml-2 text-sm" /> : null}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
        <PaymentMethodPicker method={method} onChange={setMethod} wallet={wallet} />
      </div>

      <aside className="card space-y-4 lg:sticky lg:top-24 lg:col-span-2 lg:self-start" aria-label="Tóm tắt đơn hàng">
        <DiscountCodeForm applied={discountCode} onApply={applyCode} />
        {priced ? (
          <dl className="space-y-2 border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
            <div className="flex justify-between">
              <dt className="text-slate-600 dark:text-slate-400">Tạm tính</dt>
              <dd data-testid="checkout-subtotal">{formatVnd(priced.subtotal)}</dd>
            </div>
            {priced.discountAmount > 0 ? (
              <div className="flex justify-between text-green-700 dark:text-green-400">
                <dt>Giảm giá ({priced.discountCode})</dt>
                <dd data-testid="checkout-discount">−{formatVnd(priced.discountAmount)}</dd>
              </div>
            ) : null}
            <div className="flex items-baseline justify-between border-t border-slate-200 pt-3 dark:border-slate-800">
              <dt className="font-medium text-slate-800 dark:text-slate-200">Tổng thanh toán</dt>
              <dd className="text-xl font-bold text-accent-700 dark:text-accent-400" data-testid="checkout-total">
                {formatVnd(priced.total)}
              </dd>
            </div>
          </dl>
        ) : null}
        {walletShort ? <FormError message="Số dư ví không đủ. Hãy nạp thêm hoặc chọn chuyển khoản ngân hàng." testId="checkout-wallet-short" /> : null}
        <FormError message={orderError} testId="checkout-order-error" />
        <button type="button" className="btn btn-primary w-full" disabled={!priced || placing || walletShort} onClick={() => void submit()} data-testid="checkout-place-order">
          {placing ? 'Đang tạo đơn hàng...' : method === 'wallet' ? 'Thanh toán bằng ví' : 'Đặt hàng và lấy mã QR'}
        </button>
        <p className="text-xs text-slate-500 dark:text-slate-400">Giá và mã giảm giá được máy chủ kiểm tra lại khi đặt hàng.</p>
      </aside>
    </div>
  );
}
