/** What the outbox replay is doing in this tab: nothing, sending (or about to), or waiting to retry. */
export type SyncPhase = 'idle' | 'syncing' | 'waiting';

let phase: SyncPhase = 'idle';
const listeners = new Set<() => void>();

export function getSyncPhase(): SyncPhase {
  return phase;
}

export function setSyncPhase(next: SyncPhase): void {
  if (next === phase) return;
  phase = next;
  for (const listener of listeners) listener();
}

export function subscribeSyncPhase(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
