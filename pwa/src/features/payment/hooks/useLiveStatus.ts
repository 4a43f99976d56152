import { useEffect, useRef, useState } from 'react';
import { streamPaymentStatus } from '../api/paymentStatusStream';

// After a stream that ended early (its server process is stopping: the next connection goes to
// another one) and after one that could not be opened.
const REOPEN_AFTER_END_MS = 500;
const REOPEN_AFTER_FAILURE_MS = 3_000;
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
 * The status of a payment while the page waits for the bank: pushed by server-sent events. A stream
 * that ends before the payment is settled is opened again (after one plain read, in case the news
 * came in between); one that cannot be opened is retried every few seconds, reading the status each time.
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
      while (!settled && !controller.signal.aborted) {
        let opened = true;
        try {
          await streamPaymentStatus(code, (event) => update(event.status), controller.signal);
        } catch {
          opened = false;
        }
        if (settled || controller.signal.aborted) return;
        await pause(opened ? REOPEN_AFTER_END_MS : REOPEN_AFTER_FAILURE_MS, controller.signal);
        if (controller.signal.aborted) return;
        try {
          update(await pollRef.current());
        } catch {
          // Offline for a moment: the next round tries again.
        }
      }
    })();
    return () => controller.abort();
  }, [code, initial, loadedAs]);

  return live?.loadedAs === loadedAs ? live.status : initial;
}
