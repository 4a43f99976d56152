import type { Actor } from '../common/access/ownership';
import type { Db } from '../prisma/prisma.service';

export interface CourseReader {
  course: { id: string; title: string; slug: string; instructorId: string };
  /** The course's instructor or an admin. */
  teaches: boolean;
}

/**
 * Who may read a course's posts (questions, announcements): its enrolled students (any source of
 * enrollment) while their access lasts, its instructor, admins. 'ended': a student refunded in full
 * (told why, 403); null: anyone else, or no such course (the caller's 404, so ids tell nothing).
 */
export async function courseReader(db: Db, actor: Actor, courseId: string): Promise<CourseReader | 'ended' | null> {
  const course = await db.course.findUnique({ where: { id: courseId }, select: { id: true, title: true, slug: true, instructorId: true } });
  if (!course) return null;
  if (actor.role === 'admin' || course.instructorId === actor.id) return { course, teaches: true };
  const enrollment = await db.enrollment.findUnique({ where: { userId_courseId: { userId: actor.id, courseId } }, select: { id: true } });
  if (enrollment) return { course, teaches: false };
  // Bought it once and was refunded in full: their access ended.
  const revoked = await db.orderItem.findFirst({ where: { courseId, accessRevokedAt: { not: null }, order: { userId: actor.id } }, select: { id: true } });
  return revoked ? 'ended' : null;
}
