import { db, type ProgressRecord } from '../../../lib/db';
import { mergeProgress, type ProgressChange } from './mergeProgress';

export type LectureChange = ProgressChange & { lectureId: string };

/**
 * Merges changes into the user's lecture progress on this device (monotonic, see mergeProgress).
 * Runs inside the caller's transaction when there is one, else in its own.
 */
export function mergeLocalProgress(userId: string, courseId: string, changes: LectureChange[]): Promise<void> {
  return db.transaction('rw', db.progress, async () => {
    const keys = changes.map(({ lectureId }): [string, string] => [userId, lectureId]);
    const existing = await db.progress.bulkGet(keys);
    const now = Date.now();
    const merged = changes.map(({ lectureId, ...change }, index): ProgressRecord => ({
      userId,
      lectureId,
      courseId,
      ...mergeProgress(existing[index], change),
      updatedAt: now,
    }));
    await db.progress.bulkPut(merged);
  });
}
