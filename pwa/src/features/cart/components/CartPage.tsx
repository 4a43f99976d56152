import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { Spinner } from '../../../components/ui/Spinner';
import type { CartItem } from '../../../lib/db';
import { formatVnd } from '../../../lib/format';
import { useCart, useCartActions } from '../hooks/useCart';

const KIND_LABELS: Record<CartItem['kind'], string> = { course: 'Khóa học', tool_plan: 'Phần mềm' };

const itemPath = (item: CartItem) => (item.kind === 'course' ? `/courses/${item.slug}` : `/tools/${item.slug}`);
const itemPrice = (price: number) => (price === 0 ? 'Miễn phí' : formatVnd(price));

/** /cart: the cart with its total and the way to checkout; a visitor's cart waits on this device for sign-in at checkout. */
export default function CartPage() {
  const cart = useCart();

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12" data-testid="cart-page">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">Giỏ hàng</h1>
        {cart.items.length > 0 ? <p className="text-sm text-slate-600 dark:text-slate-400">{cart.items.length} sản phẩm</p> : null}
      </header>
      {!cart.loaded ? (
        <Spinner />
      ) : cart.items.length === 0 ? (
        <EmptyCart visitor={cart.auth === 'anonymous'} />
      ) : (
        <CartContents items={cart.items} total={cart.total} visitor={cart.auth === 'anonymous'} />
      )}
    </div>
  );
}

function CartContents({ items, total, visitor }: { items: CartItem[]; total: number; visitor: boolean }) {
  const { remove } = useCartActions();
  const [removing, setRemoving] = useState<string | null>(null);

  const removeItem = async (item: CartItem) => {
    setRemoving(item._id);
    try {
      await remove(item);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-3">
      <ul className="space-y-4 lg:col-span-2" aria-label="Sản phẩm trong giỏ hàng">
        {items.map((item) => (
          <li key={item._id} className="card flex gap-3 p-3 sm:gap-4 sm:p-4" data-testid={`cart-item-${item._id}`}>
            <Link to={itemPath(item)} className="block w-24 shrink-0 sm:w-36" tabIndex={-1} aria-hidden="true">
              <div className="aspect-video overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
                {item.thumbnailUrl ? (
                  <img src={item.thumbnailUrl} alt="" width={144} height={81} loading="lazy" decoding="async" className="h-full w-full object-cover" />
                ) : (
                  <div className="flex h-full w-full items-center justify-center text-slate-400">
                    <Icon name={item.kind === 'course' ? 'book' : 'wrench'} className="h-6 w-6" />
                  </div>
                )}
              </div>
            </Link>
            <div className="min-w-0 flex-1">
              <p className="text-xs font-medium text-slate-500 dark:text-slate-400">{KIND_LABELS[item.kind]}</p>
              <Link to={itemPath(item)} className="line-clamp-2 font-semibold text-slate-900 hover:text-brand-700 dark:text-white dark:hover:text-brand-300">
                {item.title}
              </Link>
              {item.subtitle ? <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{item.subtitle}</p> : null}
            </div>
            <div className="flex shrink-0 flex-col items-end justify-between gap-2">
              <p className="font-bold text-accent-700 dark:text-accent-400">{itemPrice(item.price)}</p>
              <button
                type="button"
                className="icon-btn hover:text-red-600 dark:hover:text-red-400"
                aria-label={`Xóa ${item.title} khỏi giỏ hàng`}
                disabled={removing === item._id}
                onClick={() => void removeItem(item)}
              >
                <Icon name="trash" className="h-5 w-5" />
              </button>
            </div>
          </li>
        ))}
      </ul>

      <aside className="card lg:sticky lg:top-24 lg:self-start" aria-label="Tóm tắt đơn hàng">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Tóm tắt đơn hàng</h2>
        <dl className="mt-4 flex items-baseline justify-between gap-4 border-t border-slate-200 pt-4 dark:border-slate-800">
          <dt className="font-medium text-slate-700 dark:text-slate-300">Tổng cộng</dt>
          <dd className="text-xl font-bold text-accent-700 dark:text-accent-400" data-testid="cart-total">
            {formatVnd(total)}
          </dd>
        </dl>
        <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">Giá được xác nhận lại ở bước thanh toán.</p>
        {visitor ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300" data-testid="cart-visitor-note">
            Bạn sẽ đăng nhập hoặc đăng ký ở bước thanh toán; các sản phẩm này được giữ lại trong giỏ hàng.
          </p>
        ) : null}
        <Link to="/checkout" className="btn btn-primary mt-5 w-full" data-testid="cart-checkout">
          Tiến hành thanh toán
        </Link>
        <Link to="/courses" className="btn btn-secondary mt-3 w-full">
          Tiếp tục mua sắm
        </Link>
      </aside>
    </div>
  );
}

function EmptyCart({ visitor }: { visitor: boolean }) {
  const { pathname } = useLocation();
  return (
    <div className="card mt-6 flex flex-col items-center px-6 py-12 text-center" data-testid="cart-empty">
      <Icon name="cart" className="h-12 w-12 text-slate-400" />
      <p className="mt-4 text-slate-600 dark:text-slate-300">Giỏ hàng của bạn đang trống.</p>
      <Link to="/courses" className="btn btn-primary mt-6">
        Khám phá khóa học
      </Link>
      {visitor ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400" data-testid="cart-visitor">
          Đã có tài khoản?{' '}
          <Link to="/login" state={{ from: pathname }} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
            Đăng nhập
          </Link>{' '}
          để xem giỏ hàng đã lưu.
        </p>
      ) : null}
    </div>
  );
}
