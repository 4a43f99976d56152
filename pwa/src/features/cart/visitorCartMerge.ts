import { liveQuery } from 'dexie';
import { type CartItem, db } from '../../lib/db';
import { listMyCourses } from '../my-courses';
import { VISITOR_CART_ID } from './cartOwner';
import { mergeVisitorCart, type MergeResult, readCart } from './cartStore';

/** The ids of the courses the user owns; none when the server cannot say (checkout still refuses an owned course). */
async function ownedCourseIds(): Promise<Set<string>> {
  try {
    return new Set((await listMyCourses()).map((course) => course._id));
  } catch (error) {
    console.error(error);
    return new Set();
  }
}

/** Merges the visitor's cart into the user's, leaving out the courses the user already owns. */
export async function mergeVisitorCartInto(userId: string): Promise<MergeResult> {
  const visitorItems = await readCart(VISITOR_CART_ID);
  if (visitorItems.length === 0) return { added: [], owned: [] };
  // Asked before the transaction: an IndexedDB transaction cannot wait for the network.
  const owned = visitorItems.some((item) => item.kind === 'course') ? await ownedCourseIds() : new Set<string>();
  return mergeVisitorCart(userId, owned);
}

/**
 * While the user is signed in, merges the visitor's cart each time it has items: right after any kind of
 * sign-in (form, Google, a session restored on start) and when a tab still signed out adds to it.
 */
export function watchVisitorCart(userId: string, onOwned: (items: CartItem[]) => void): () => void {
  const subscription = liveQuery(() => db.cart.get(VISITOR_CART_ID)).subscribe({
    next: (record) => {
      if (!record?.items.length) return;
      mergeVisitorCartInto(userId).then(
        ({ owned }) => owned.length > 0 && onOwned(owned),
        (error: unknown) => console.error(error),
      );
    },
    error: (error: unknown) => console.error(error),
  });
  return () => subscription.unsubscribe();
}
