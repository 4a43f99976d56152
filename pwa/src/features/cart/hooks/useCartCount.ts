import { useEffect, useState } from 'react';
import { useAuth } from '../../auth';
import { cartOwner } from '../cartOwner';

/** Item count of the cart shown in the header (Dexie table `cart`): the signed-in user's, or the visitor's. */
export function useCartCount(): number {
  const { status, user } = useAuth();
  const owner = cartOwner(status, user?._id);
  const [counted, setCounted] = useState<{ owner: string; count: number } | null>(null);

  useEffect(() => {
    if (!owner) return;
    let stop: (() => void) | undefined;
    let active = true;
    // Imported on demand, after the first render, so IndexedDB code is never on the way to the first paint.
    void import('../watchCartCount').then(({ watchCartCount }) => {
      if (active) stop = watchCartCount(owner, (count) => setCounted({ owner, count }));
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [owner]);

  return owner && counted?.owner === owner ? counted.count : 0;
}
