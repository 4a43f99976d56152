import { useEffect, useState } from 'react';
import { useAuth } from '../../auth';

/** Item count of the signed-in user's cart (Dexie table `cart`, keyed by user id); 0 for visitors. */
export function useCartCount(): number {
  const { user } = useAuth();
  const userId = user?._id;
  const [counted, setCounted] = useState<{ userId: string; count: number } | null>(null);

  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let active = true;
    // Imported on demand so anonymous visitors never download IndexedDB code.
    void import('../watchCartCount').then(({ watchCartCount }) => {
      if (active) stop = watchCartCount(userId, (count) => setCounted({ userId, count }));
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [userId]);

  return userId && counted?.userId === userId ? counted.count : 0;
}
