import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { useCartCount } from '../../cart';

export function CartButton() {
  const count = useCartCount();
  return (
    <Link to="/cart" className="icon-btn relative" aria-label={count > 0 ? `Giỏ hàng (${count} sản phẩm)` : 'Giỏ hàng'} data-testid="header-cart">
      <Icon name="cart" className="h-6 w-6" />
      {count > 0 ? (
        <span
          className="absolute -right-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-700 px-1 text-[11px] font-bold text-white"
          data-testid="cart-count"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
