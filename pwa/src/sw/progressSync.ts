import { PROGRESS_SYNC_MESSAGE, PROGRESS_SYNC_TAG } from '../features/learn/sync/progressSyncNames';

// Background Sync's SyncEvent is in none of TypeScript's libs; these are the parts used here.
type SyncEventLike = Event & { tag: string; waitUntil(work: Promise<unknown>): void };
type WindowLike = { postMessage(message: unknown): void };
type ServiceWorkerScopeLike = {
  addEventListener(type: 'sync', listener: (event: SyncEventLike) => void): void;
  clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowLike[]> };
};

/**
 * Background Sync for the progress outbox. Sending needs the user's bearer token, which lives only
 * in a page's memory (never in storage the worker could read), so the worker does not send itself:
 * it asks every open window to replay, and the page's replay (one at a time across tabs, by Web
 * Lock) does the work. With no window open it does nothing: the next app start replays the outbox.
 */
export function registerProgressSync(scope: ServiceWorkerScopeLike): void {
  scope.addEventListener('sync', (event) => {
    if (event.tag !== PROGRESS_SYNC_TAG) return;
    event.waitUntil(
      scope.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
        for (const client of windows) client.postMessage({ type: PROGRESS_SYNC_MESSAGE });
      }),
    );
  });
}
