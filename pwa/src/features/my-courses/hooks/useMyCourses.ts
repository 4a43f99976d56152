import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../lib/db';
import { isNetworkError } from '../../learn';
import { readMyCourses, saveMyCourses } from '../../learn';
import { useServerCourses, type MyCourse } from '../api/myCoursesApi';

export type MyCourses = {
  /** undefined while nothing can be shown yet. */
  courses: MyCourse[] | undefined;
  /** The list shown is this device's copy: the server did not answer (`offline`: no network at all). */
  fromDevice: boolean;
  offline: boolean;
  /** A server failure with no saved copy to fall back on. */
  error: unknown;
  retry: () => void;
  /** Lectures completed on this device per course id (ticks not yet synced included). */
  completedHere: ReadonlyMap<string, number>;
};

const NONE: ReadonlyMap<string, number> = new Map();

/** This device's list read ahead of the first render (see MyCoursesPage's prepare): one user at a time. */
let readAhead: { userId: string; courses?: MyCourse[] } | undefined;

/** Starts reading the user's saved list now, so that the first render can already show it. */
export function readMyCoursesAhead(userId: string): Promise<void> {
  if (readAhead?.userId === userId) return Promise.resolve();
  const entry: { userId: string; courses?: MyCourse[] } = { userId };
  readAhead = entry;
  return readMyCourses(userId).then(
    (courses) => {
      entry.courses = courses;
    },
    () => undefined,
  );
}

/** The user's enrolled courses: from the server when it answers (and then saved), else from this device. */
export function useMyCourses(userId: string): MyCourses {
  // The read-ahead copy stands in until the live query's first answer (a few ms later, or a frame).
  const saved = useLiveQuery(() => readMyCourses(userId), [userId], readAhead?.userId === userId ? readAhead.courses : undefined);
  // Used once: a later visit must not flash this start's list before its own answer.
  useEffect(() => {
    if (readAhead?.userId === userId) readAhead = undefined;
  }, [userId]);
  const fresh = useServerCourses(userId, (courses) =>
    saveMyCourses(userId, courses).catch((error: unknown) => console.error('Could not save the course list for offline use', error)),
  );
  const completedHere = useLiveQuery(
    async () => {
      const counts = new Map<string, number>();
      await db.progress
        .where('userId')
        .equals(userId)
        .filter((record) => record.completed)
        .each((record) => counts.set(record.courseId, (counts.get(record.courseId) ?? 0) + 1));
      return counts;
    },
    [userId],
    NONE,
  );

  const failed = fresh.isError;
  const offline = failed && isNetworkError(fresh.error);
  const { refetch } = fresh;
  // Back online: ask the server again at once, so the offline notice goes as soon as the list is fresh.
  useEffect(() => {
    if (!offline) return;
    const reload = () => void refetch();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [offline, refetch]);
  const savedCourses = saved && (saved.length > 0 || failed) ? saved : undefined;
  return {
    courses: fresh.isSuccess ? fresh.data : savedCourses,
    fromDevice: failed,
    offline,
    error: failed && !offline && !saved?.length ? fresh.error : null,
    retry: () => void refetch(),
    completedHere,
  };
}
