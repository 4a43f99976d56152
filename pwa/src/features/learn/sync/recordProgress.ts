import { db } from '../../../lib/db';
import type { ProgressUpdateBody } from '../api/learnApi';
import { mergeLocalProgress } from './localProgress';
import type { ProgressChange } from './mergeProgress';
import { PROGRESS_KIND } from './progressOutboxEntries';
import { requestProgressSync, SYNC_DEBOUNCE_MS } from './syncScheduler';

/** The server's upper bound for a resume position (one day). */
const MAX_POSITION_SECONDS = 86_400;

/**
 * A progress change by the student: saved on this device at once (the tick shows offline too) and
 * queued in the outbox with its own update id, in one transaction, then sent by the next replay.
 */
export async function recordProgress(userId: string, courseId: string, lectureId: string, change: ProgressChange): Promise<void> {
  const payload: ProgressUpdateBody = { courseId, lectureId, updateId: crypto.randomUUID() };
  if (change.completed) payload.completed = true;
  if (change.positionSeconds !== undefined) {
    payload.positionSeconds = Math.min(MAX_POSITION_SECONDS, Math.max(0, Math.floor(change.positionSeconds)));
  }
  await db.transaction('rw', db.progress, db.outbox, async () => {
    await mergeLocalProgress(userId, courseId, [{ lectureId, ...change, positionSeconds: payload.positionSeconds }]);
    await db.outbox.add({ userId, clientId: payload.updateId, kind: PROGRESS_KIND, courseId: payload.courseId, payload, createdAt: Date.now() });
  });
  requestProgressSync(userId, SYNC_DEBOUNCE_MS);
}
