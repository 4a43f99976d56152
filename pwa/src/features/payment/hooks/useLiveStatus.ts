import { useEffect, useRef, useState } from 'react';
import { streamPaymentStatus } from '../api/paymentStatusStream';

const POLL_MS = 3_000;
const PENDING = 'pending';

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * The status of a payment while the page waits for the bank: pushed by server-sent events, and
 * polled every few seconds instead whenever the stream cannot be opened or drops before the end.
 */
export function useLiveStatus(code: string | undefined, initial: string | undefined, poll: () => Promise<string>): string | undefined {
  // What the stream said belongs to the payment as it was loaded: once it is reloaded (cancelled here,
  // say), the page starts again from what the server now says.
  const loadedAs = `${code}:${initial}`;
  const [live, setLive] = useState<{ loadedAs: string; status: string } | undefined>(undefined);
  // `poll` is rebuilt on every render; the loop reads the latest through a ref. The code and status
  // identify what it polls.
  const pollRef = useRef(poll);
  useEffect(() => {
    pollRef.current = poll;
  });

  useEffect(() => {
    if (!code || initial !== PENDING) return undefined;
    const controller = new AbortController();
    let settled = false;
    const update = (next: string) => {
      setLive({ loadedAs, status: next });
      settled = next !== PENDING;
    };
    void (async () => {
      try {
        await streamPaymentStatus(code, (event) => update(event.status), controller.signal);
      } catch {
        // Falls through to polling.
      }
      while (!settled && !controller.signal.aborted) {
        await pause(POLL_MS, controller.signal);
        if (controller.signal.aborted) return;
        try {
          update(await pollRef.current());
        } catch {
          // Offline for a moment: try again at the next tick.
        }
      }
    })();
    return () => controller.abort();
  }, [code, initial, loadedAs]);

  return live?.loadedAs === loadedAs ? live.status : initial;
}
