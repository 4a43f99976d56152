import { PROGRESS_SYNC_MESSAGE, PROGRESS_SYNC_TAG } from './progressSyncNames';
import { syncProgress } from './progressSync';
import { setSyncPhase } from './syncPhase';

/** Quiet time after a change before sending, so a burst of ticks goes out in one replay. */
export const SYNC_DEBOUNCE_MS = 1000;
/** Retry while the page stays open but the server (or a captive network) failed the last replay. */
const RETRY_MS = 30_000;

let debounceTimer: ReturnType<typeof setTimeout> | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** Replays the user's outbox now, or after `delayMs` of quiet (each call restarts the wait). */
export function requestProgressSync(userId: string, delayMs = 0): void {
  clearTimeout(debounceTimer);
  if (delayMs <= 0) {
    void runSync(userId);
    return;
  }
  if (navigator.onLine) setSyncPhase('syncing');
  debounceTimer = setTimeout(() => void runSync(userId), delayMs);
}

/** Drops the pending debounce and retry (sign-out, tests). */
export function cancelScheduledProgressSync(): void {
  clearTimeout(debounceTimer);
  clearTimeout(retryTimer);
}

async function runSync(userId: string): Promise<void> {
  clearTimeout(retryTimer);
  const outcome = await syncProgress(userId);
  if (outcome !== 'offline' && outcome !== 'failed') return;
  void registerBackgroundSync();
  // Offline: the `online` event (or Background Sync) brings the next replay; online but failing: a timer.
  if (navigator.onLine) retryTimer = setTimeout(() => void runSync(userId), RETRY_MS);
}

/**
 * Replays the signed-in user's outbox now (app start), on `online`, and when the service worker
 * relays a Background Sync. Returns the stop function for sign-out.
 */
export function startProgressSyncAgent(userId: string): () => void {
  const onOnline = () => requestProgressSync(userId);
  const onWorkerMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === PROGRESS_SYNC_MESSAGE) requestProgressSync(userId);
  };
  window.addEventListener('online', onOnline);
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  requestProgressSync(userId);
  return () => {
    window.removeEventListener('online', onOnline);
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    cancelScheduledProgressSync();
  };
}

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/** Asks the browser to wake the service worker when the connection is back (Chromium only). */
async function registerBackgroundSync(): Promise<void> {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container?.controller) return;
  try {
    const registration: SyncRegistration = await container.ready;
    await registration.sync?.register(PROGRESS_SYNC_TAG);
  } catch (error) {
    console.warn('Background Sync registration failed', error);
  }
}
