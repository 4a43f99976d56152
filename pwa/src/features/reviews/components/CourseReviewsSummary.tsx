import { formatNumber } from '../../../lib/format';
import { formatRating } from '../../courses';
import type { ReviewSummary } from '../api/reviewsApi';
import { RatingDistribution } from './RatingDistribution';
import { RatingStars } from './RatingStars';

type CourseReviewsSummaryProps = {
  summary: ReviewSummary;
  selectedStars?: number;
  onSelectStars: (stars: number | undefined) => void;
};

/** The average with one decimal ('4,7'), its stars, the count ('512 đánh giá') and the distribution. */
export function CourseReviewsSummary({ summary, selectedStars, onSelectStars }: CourseReviewsSummaryProps) {
  const average = summary.average ?? 0;
  return (
    <div
      className="mt-4 flex flex-col gap-5 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:gap-8 dark:bg-slate-900 dark:ring-slate-800"
      data-testid="course-reviews-summary"
    >
      <div className="flex shrink-0 flex-col items-center text-center sm:w-40">
        <p className="text-4xl font-bold text-slate-900 dark:text-white" data-testid="reviews-average">
          {formatRating(average)}
        </p>
        <RatingStars value={average} size="md" />
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" data-testid="reviews-count">
          {formatNumber(summary.count)} đánh giá
        </p>
      </div>
      <div className="min-w-0 flex-1">
        <RatingDistribution summary={summary} selected={selectedStars} onSelect={onSelectStars} />
      </div>
    </div>
  );
}
