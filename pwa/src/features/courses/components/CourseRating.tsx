import { formatNumber } from '../../../lib/format';
import { formatRating } from '../courseFormat';

export const NO_REVIEWS_TEXT = 'Chưa có đánh giá';

/**
 * A course's figures as cards and the course page header show them: '★ 4,7 (512 đánh giá)', or 'Chưa có
 * đánh giá' when nobody reviewed it (never '★ 0,0 (0 đánh giá)'). Same numbers as the reviews summary.
 */
export function CourseRating({ rating, reviewsCount }: { rating: number; reviewsCount: number }) {
  if (reviewsCount === 0) return <span data-testid="course-rating">{NO_REVIEWS_TEXT}</span>;
  return (
    <span data-testid="course-rating">
      <span aria-hidden="true" className="text-amber-700 dark:text-amber-400">
        ★
      </span>{' '}
      {formatRating(rating)}
      <span className="sr-only"> sao</span> ({formatNumber(reviewsCount)} đánh giá)
    </span>
  );
}
