import { type CourseAccess, readCourseAccess } from '../face-verify';

/** The stored course access token while it is still inside its lifetime; null otherwise. */
export function usableCourseAccess(userId: string, courseId: string, now: number = Date.now()): CourseAccess | null {
  const access = readCourseAccess(userId, courseId);
  if (!access) return null;
  const expiresAt = Date.parse(access.expiresAt);
  return Number.isNaN(expiresAt) || expiresAt > now ? access : null;
}
