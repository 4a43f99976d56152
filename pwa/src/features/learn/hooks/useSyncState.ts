import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { progressEntries } from '../sync/progressOutboxEntries';
import { getSyncPhase, subscribeSyncPhase } from '../sync/syncPhase';
import { useOnlineStatus } from './useOnlineStatus';

export type SyncState = { state: 'saved' | 'syncing' | 'waiting'; pending: number; label: string };

/** The student's progress sync as shown to them: everything saved, sending, or waiting for the network. */
export function useSyncState(userId: string): SyncState {
  const pending = useLiveQuery(() => progressEntries(userId).count(), [userId], 0);
  const phase = useSyncExternalStore(subscribeSyncPhase, getSyncPhase);
  const online = useOnlineStatus();
  if (pending === 0) return { state: 'saved', pending, label: 'Đã lưu' };
  if (online && phase === 'syncing') return { state: 'syncing', pending, label: 'Đang đồng bộ...' };
  return { state: 'waiting', pending, label: `Đang chờ mạng (${pending} thay đổi)` };
}
