import { Db, Prisma } from '../prisma/prisma.service';

export interface CourseProgress {
  totalLectures: number;
  completedLectures: number;
  /** Whole percent, 0-100. */
  progress: number;
}

/** round(100 × completed / total); a course without lectures is at 0. */
export const progressPercent = (completed: number, total: number): number => (total ? Math.round((100 * completed) / total) : 0);

const NO_LECTURES: CourseProgress = { totalLectures: 0, completedLectures: 0, progress: 0 };

/**
 * Per course: its lectures now and how many of them the user completed. Counted from the current
 * curriculum, so a lecture deleted (or moved out) after it was ticked no longer counts.
 */
export async function courseProgress(db: Db, userId: string, courseIds: string[]): Promise<Map<string, CourseProgress>> {
  const result = new Map(courseIds.map((id) => [id, NO_LECTURES]));
  if (!courseIds.length) return result;
  const rows = await db.$queryRaw<{ course_id: string; total: bigint; completed: bigint }[]>`
    SELECT s.course_id, COUNT(*) AS total, COUNT(lp.id) AS completed
    FROM lectures l
    JOIN course_sections s ON s.id = l.section_id
    LEFT JOIN lecture_progress lp ON lp.lecture_id = l.id AND lp.user_id = ${userId} AND lp.completed = 1
    WHERE s.course_id IN (${Prisma.join(courseIds)})
    GROUP BY s.course_id`;
  for (const row of rows) {
    const [total, completed] = [Number(row.total), Number(row.completed)];
    result.set(row.course_id, { totalLectures: total, completedLectures: completed, progress: progressPercent(completed, total) });
  }
  return result;
}
