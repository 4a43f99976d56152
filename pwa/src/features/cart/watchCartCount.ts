import { liveQuery } from 'dexie';
import { db } from '../../lib/db';

/** Calls `onChange` with the number of items in the user's cart now and after every change. */
export function watchCartCount(userId: string, onChange: (count: number) => void): () => void {
  const subscription = liveQuery(() => db.cart.get(userId)).subscribe({
    next: (cart) => onChange(cart?.items.length ?? 0),
    error: (error: unknown) => console.error(error),
  });
  return () => subscription.unsubscribe();
}
