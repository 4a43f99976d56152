import { useEffect, useState } from 'react';
import { countPendingRefundRequests, REFUND_REQUESTS_CHANGED } from '../../admin-orders';

/** Number of refund requests waiting for an admin, for the sidebar badge; recounted after every decision. */
export function usePendingRefundRequestsCount(enabled: boolean): number | null {
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    const load = () =>
      countPendingRefundRequests().then(
        (pending) => active && setCount(pending),
        () => active && setCount(null),
      );
    void load();
    window.addEventListener(REFUND_REQUESTS_CHANGED, load);
    return () => {
      active = false;
      window.removeEventListener(REFUND_REQUESTS_CHANGED, load);
    };
  }, [enabled]);

  return enabled ? count : null;
}
