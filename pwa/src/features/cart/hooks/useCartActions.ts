import { useCallback, useMemo } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CartItem } from '../../../lib/db';
import { useAuth } from '../../auth';
import { cartOwner } from '../cartOwner';

export const CART_MESSAGES = {
  added: 'Đã thêm vào giỏ hàng.',
  exists: 'Khóa học đã có trong giỏ hàng.',
  removed: 'Đã xóa khỏi giỏ hàng.',
  signInFirst: 'Vui lòng đăng nhập để mua khóa học.',
  failed: 'Không thể cập nhật giỏ hàng. Vui lòng thử lại.',
} as const;

export type CartActions = {
  /** False while the session is still being restored: the buttons wait for it. */
  ready: boolean;
  /** Adds the item to the cart (a visitor's is kept on this device until sign-in). */
  add: (item: CartItem) => Promise<void>;
  /** Replaces the cart with this one item and opens /checkout; visitors are sent to /login first. */
  buyNow: (item: CartItem) => Promise<void>;
  remove: (item: CartItem) => Promise<void>;
};

// The store is loaded on first use, so it stays out of the chunks of the product pages.
const loadStore = () => import('../cartStore');

/** Cart buttons of product pages and the cart page, with their messages and the visitor redirect. */
export function useCartActions(): CartActions {
  const { status, user } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const userId = user?._id;
  const owner = cartOwner(status, userId);

  const signedInUser = useCallback((): string | null => {
    if (userId) return userId;
    toast.error(CART_MESSAGES.signInFirst);
    navigate('/login', { state: { from: pathname } });
    return null;
  }, [userId, navigate, pathname]);

  const add = useCallback(
    async (item: CartItem) => {
      if (!owner) return;
      try {
        const { addToCart } = await loadStore();
        const result = await addToCart(owner, item);
        if (result === 'exists') toast(CART_MESSAGES.exists);
        else toast.success(CART_MESSAGES.added);
      } catch (error) {
        console.error(error);
        toast.error(CART_MESSAGES.failed);
      }
    },
    [owner],
  );

  // Buy now empties the cart for this one item, so a visitor signs in first rather than have the
  // sign-in merge add their saved cart back to it.
  const buyNow = useCallback(
    async (item: CartItem) => {
      const id = signedInUser();
      if (!id) return;
      try {
        const { replaceCart } = await loadStore();
        await replaceCart(id, item);
      } catch (error) {
        console.error(error);
        toast.error(CART_MESSAGES.failed);
        return;
      }
      navigate('/checkout');
    },
    [signedInUser, navigate],
  );

  const remove = useCallback(
    async (item: CartItem) => {
      if (!owner) return;
      try {
        const { removeFromCart } = await loadStore();
        await removeFromCart(owner, item._id);
        toast.success(CART_MESSAGES.removed);
      } catch (error) {
        console.error(error);
        toast.error(CART_MESSAGES.failed);
      }
    },
    [owner],
  );

  return useMemo(() => ({ ready: status !== 'loading', add, buyNow, remove }), [status, add, buyNow, remove]);
}
