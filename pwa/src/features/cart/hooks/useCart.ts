import { useLiveQuery } from 'dexie-react-hooks';
import type { CartItem } from '../../../lib/db';
import type { AuthStatus } from '../../auth';
import { useAuth } from '../../auth';
import { readCart } from '../cartStore';

export { useCartActions } from './useCartActions';

export type CartView = {
  /** 'anonymous' for visitors, who always see an empty cart. */
  auth: AuthStatus;
  /** False until the signed-in user's cart has been read. */
  loaded: boolean;
  items: CartItem[];
  total: number;
};

const NO_ITEMS: CartItem[] = [];

/**
 * The signed-in user's cart, following every change (other tabs included). The cart is read by
 * user id, so signing in restores it and signing out shows an empty one while keeping it stored.
 */
export function useCart(): CartView {
  const { status, user } = useAuth();
  const userId = user?._id;
  // Tagged with the user id: after a switch of account the previous result must not show.
  const read = useLiveQuery(async () => (userId ? { userId, items: await readCart(userId) } : null), [userId]);
  const current = userId && read?.userId === userId ? read : null;
  const items = current?.items ?? NO_ITEMS;
  return {
    auth: status,
    loaded: userId ? current !== null : status !== 'loading',
    items,
    total: items.reduce((sum, item) => sum + item.price, 0),
  };
}
