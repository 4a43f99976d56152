import type { Actor } from '../common/access/ownership';
import { Prisma, type Db } from '../prisma/prisma.service';

export interface CourseReader {
  course: { id: string; title: string; slug: string; instructorId: string };
  /** The course's instructor or an admin. */
  teaches: boolean;
}

/** SQL: the user `userId` is enrolled in the course whose id is `courseId` (a column), by any source of enrollment. */
export const enrolledIn = (userId: string, courseId: Prisma.Sql) => Prisma.sql`EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = ${userId} AND e.course_id = ${courseId})`;

/**
 * Who may read a course's posts (questions, announcements): its enrolled students (any source of
 * enrollment) while their access lasts, its instructor, admins. 'ended': a student refunded in full
 * (told why, 403); null: anyone else, or no such course (the caller's 404, so ids tell nothing).
 */
export async function courseReader(db: Db, actor: Actor, courseId: string): Promise<CourseReader | 'ended' | null> {
  // The course and the enrollment in one statement, in SQL: it runs before every read and post of a
  // course's questions, notes, announcements and downloads, where two ORM queries cost more than the rows.
  const [row] = await db.$queryRaw<(CourseReader['course'] & { enrolled: number | bigint | boolean })[]>`
    SELECT c.id, c.title, c.slug, c.instructor_id AS instructorId,
           ${enrolledIn(actor.id, Prisma.raw('c.id'))} AS enrolled
      FROM courses c WHERE c.id = ${courseId}`;
  if (!row) return null;
  const course = { id: row.id, title: row.title, slug: row.slug, instructorId: row.instructorId };
  if (actor.role === 'admin' || course.instructorId === actor.id) return { course, teaches: true };
  if (Number(row.enrolled) === 1) return { course, teaches: false };
  // Bought it once and was refunded in full: their access ended.
  const revoked = await db.orderItem.findFirst({ where: { courseId, accessRevokedAt: { not: null }, order: { userId: actor.id } }, select: { id: true } });
  return revoked ? 'ended' : null;
}
