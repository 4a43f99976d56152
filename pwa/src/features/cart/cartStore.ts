import { type CartItem, db } from '../../lib/db';
import { VISITOR_CART_ID } from './cartOwner';

// The cart lives in IndexedDB (table `cart`), one record per signed-in user id, plus one for the
// visitor (VISITOR_CART_ID) until sign-in merges it into the user's record. Every change
// reads and writes inside one 'rw' transaction: IndexedDB runs such transactions on the same
// store one after another, so two tabs adding at once cannot drop each other's item.
// Prices kept here are only for display; the server prices the order itself.

export type AddResult = 'added' | 'exists';

/** The user's items, oldest first; empty when the user has no cart. */
export async function readCart(userId: string): Promise<CartItem[]> {
  return (await db.cart.get(userId))?.items ?? [];
}

/** Adds the item unless one with the same id is already there. */
export function addToCart(userId: string, item: CartItem): Promise<AddResult> {
  return db.transaction('rw', db.cart, async () => {
    const items = await readCart(userId);
    if (items.some((existing) => existing._id === item._id)) return 'exists';
    await db.cart.put({ userId, items: [...items, item], updatedAt: Date.now() });
    return 'added';
  });
}

/** Removes the item; the record itself is deleted once the cart is empty. */
export function removeFromCart(userId: string, itemId: string): Promise<void> {
  return db.transaction('rw', db.cart, async () => {
    const items = await readCart(userId);
    const left = items.filter((item) => item._id !== itemId);
    if (left.length === items.length) return;
    if (left.length === 0) await db.cart.delete(userId);
    else await db.cart.put({ userId, items: left, updatedAt: Date.now() });
  });
}

/** Buy now: the cart becomes exactly this one item. */
export async function replaceCart(userId: string, item: CartItem): Promise<void> {
  await db.cart.put({ userId, items: [item], updatedAt: Date.now() });
}

/** Empties the cart (e.g. after an order is placed) by deleting the record. */
export async function clearCart(userId: string): Promise<void> {
  await db.cart.delete(userId);
}

export type MergeResult = {
  /** Visitor items that were new to the user's cart. */
  added: CartItem[];
  /** Visitor courses the user already owns, left out of the cart. */
  owned: CartItem[];
};

/**
 * Sign-in: moves the visitor's items into the user's cart, skipping ids already there and courses
 * the user owns, then deletes the visitor record. One transaction over both records, so when two
 * tabs merge at once the second finds the visitor cart already empty and adds nothing twice.
 */
export function mergeVisitorCart(userId: string, ownedCourseIds: ReadonlySet<string>): Promise<MergeResult> {
  return db.transaction('rw', db.cart, async () => {
    const visitorItems = await readCart(VISITOR_CART_ID);
    if (visitorItems.length === 0) return { added: [], owned: [] };
    const items = await readCart(userId);
    const owned = visitorItems.filter((item) => item.kind === 'course' && ownedCourseIds.has(item._id));
    const added = visitorItems.filter((item) => !owned.includes(item) && !items.some((existing) => existing._id === item._id));
    if (added.length > 0) await db.cart.put({ userId, items: [...items, ...added], updatedAt: Date.now() });
    await db.cart.delete(VISITOR_CART_ID);
    return { added, owned };
  });
}
