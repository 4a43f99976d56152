import { db, type OutboxRecord } from '../../../lib/db';
import type { ProgressUpdateBody } from '../api/learnApi';

/** Outbox `kind` of a lecture progress update (the outbox may carry other kinds later). */
export const PROGRESS_KIND = 'progress';

export type ProgressOutboxEntry = OutboxRecord & { id: number; payload: ProgressUpdateBody };

/** The user's queued progress updates, oldest first (the `userId` index keeps ids in order). */
export function progressEntries(userId: string) {
  return db.outbox
    .where('userId')
    .equals(userId)
    .filter((entry) => entry.kind === PROGRESS_KIND);
}

export async function oldestProgressEntries(userId: string, limit: number): Promise<ProgressOutboxEntry[]> {
  return (await progressEntries(userId).limit(limit).toArray()) as ProgressOutboxEntry[];
}
