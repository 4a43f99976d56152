import { useLiveQuery } from 'dexie-react-hooks';
import type { CartItem } from '../../../lib/db';
import type { AuthStatus } from '../../auth';
import { useAuth } from '../../auth';
import { cartOwner, VISITOR_CART_ID } from '../cartOwner';
import { readCart } from '../cartStore';

export { useCartActions } from './useCartActions';

export type CartView = {
  /** 'anonymous' for visitors, whose cart is kept on this device until they sign in. */
  auth: AuthStatus;
  /** False until the cart has been read (and, after a sign-in, the visitor's items merged into it). */
  loaded: boolean;
  items: CartItem[];
  total: number;
};

const NO_ITEMS: CartItem[] = [];

/**
 * The cart of whoever uses the app (the signed-in user's, or the visitor's), following every change,
 * other tabs included. Carts are read by owner, so signing in shows the user's cart (the visitor's
 * items join it, see mergeVisitorCart) and signing out shows the visitor's, never the user's.
 */
export function useCart(): CartView {
  const { status, user } = useAuth();
  const owner = cartOwner(status, user?._id);
  // Tagged with the owner: after a switch of account the previous result must not show.
  const read = useLiveQuery(async () => {
    if (!owner) return null;
    // Visitor items still waiting for the sign-in merge: the merged cart is about to replace this one.
    const merging = owner !== VISITOR_CART_ID && (await readCart(VISITOR_CART_ID)).length > 0;
    return { owner, items: await readCart(owner), merging };
  }, [owner]);
  const current = owner && read?.owner === owner ? read : null;
  const items = current?.items ?? NO_ITEMS;
  return {
    auth: status,
    loaded: current !== null && !current.merging,
    items,
    total: items.reduce((sum, item) => sum + item.price, 0),
  };
}
