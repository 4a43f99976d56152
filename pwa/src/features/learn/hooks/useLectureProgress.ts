import { useLiveQuery } from 'dexie-react-hooks';
import { db, type ProgressRecord } from '../../../lib/db';

const NONE: ReadonlyMap<string, ProgressRecord> = new Map();

/** This device's progress of the course's lectures by lecture id, updated live as it changes. */
export function useLectureProgress(userId: string, courseId: string): ReadonlyMap<string, ProgressRecord> {
  return useLiveQuery(
    async () => {
      const records = await db.progress
        .where('userId')
        .equals(userId)
        .filter((record) => record.courseId === courseId)
        .toArray();
      return new Map(records.map((record) => [record.lectureId, record]));
    },
    [userId, courseId],
    NONE,
  );
}
