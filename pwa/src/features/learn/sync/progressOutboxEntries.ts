import { db, type OutboxRecord, type ProgressOutboxRecord } from '../../../lib/db';
import type { ProgressUpdateBody } from '../api/learnApi';

/** Outbox `kind` of a lecture progress update (reviews travel in the same outbox, see reviewOutbox.ts). */
export const PROGRESS_KIND = 'progress';

export type ProgressOutboxEntry = ProgressOutboxRecord & { id: number; payload: ProgressUpdateBody };
export type OutboxEntry = OutboxRecord & { id: number };

/** The user's queued progress updates, oldest first (the `userId` index keeps ids in order). */
export function progressEntries(userId: string) {
  return db.outbox
    .where('userId')
    .equals(userId)
    .filter((entry) => entry.kind === PROGRESS_KIND);
}

/** The user's queued changes of every kind, oldest first: the order the replay sends them in. */
export async function oldestOutboxEntries(userId: string, limit: number): Promise<OutboxEntry[]> {
  return (await db.outbox.where('userId').equals(userId).limit(limit).toArray()) as OutboxEntry[];
}
