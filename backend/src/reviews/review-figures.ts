import type { Db } from '../prisma/prisma.service';

/** A review's share of its course's figures: its stars when counted, nothing otherwise. */
export interface Contribution {
  counted: boolean;
  rating: number;
}

/** counted = visible (not hidden by an admin) and written by someone who still has the course. */
export const isCounted = (review: { status: 'visible' | 'hidden'; accessEnded: boolean }) => review.status === 'visible' && !review.accessEnded;

/**
 * Moves courses.rating_sum and reviews_count by the difference between a review's share before and
 * after a write (null: no review), as atomic increments. The caller holds the course row's lock
 * (lockCourses), so the figures and the rows they count change together. Raw SQL so the course's
 * updated_at (its content's date, in the sitemap) does not move. Returns whether anything moved.
 */
export async function moveFigures(tx: Db, courseId: string, before: Contribution | null, after: Contribution | null): Promise<boolean> {
  const share = (contribution: Contribution | null) => (contribution?.counted ? { sum: contribution.rating, count: 1 } : { sum: 0, count: 0 });
  const [from, to] = [share(before), share(after)];
  const sum = to.sum - from.sum;
  const count = to.count - from.count;
  if (sum === 0 && count === 0) return false;
  await tx.$executeRaw`UPDATE courses SET rating_sum = rating_sum + ${sum}, reviews_count = reviews_count + ${count} WHERE id = ${courseId}`;
  return true;
}
