/**
 * The short-lived course access token from the face check (POST /api/learn/verify-access), kept in
 * sessionStorage per user and course: it dies with the tab and is never shared between users.
 */
export type CourseAccess = { token: string; expiresAt: string };

const key = (userId: string, courseId: string) => `course-access:${userId}:${courseId}`;

/** The stored access, or null when there is none or it is unreadable. */
export function readCourseAccess(userId: string, courseId: string): CourseAccess | null {
  try {
    const raw = sessionStorage.getItem(key(userId, courseId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<CourseAccess>;
    return typeof value.token === 'string' && typeof value.expiresAt === 'string' ? { token: value.token, expiresAt: value.expiresAt } : null;
  } catch {
    return null;
  }
}

export function saveCourseAccess(userId: string, courseId: string, access: CourseAccess): void {
  try {
    sessionStorage.setItem(key(userId, courseId), JSON.stringify(access));
  } catch {
    // Storage refused (private mode, quota): the player then asks for the face check again.
  }
}

export function clearCourseAccess(userId: string, courseId: string): void {
  sessionStorage.removeItem(key(userId, courseId));
}
