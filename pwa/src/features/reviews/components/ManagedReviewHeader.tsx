import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../lib/format';
import { RatingStars } from './RatingStars';

/** What the instructor's and the admin's lists show of any review. */
interface ManagedReview {
  courseSlug: string;
  courseTitle: string;
  author: { name: string };
  rating: number;
  createdAt: string;
  edited: boolean;
  comment: string | null;
}

interface ManagedReviewHeaderProps {
  review: ManagedReview;
  /** The state badges beside the course (reply state, visibility, reports). */
  badges: ReactNode;
  /** Said in place of the comment when the student only gave stars. */
  starsOnlyText: string;
}

/** A review as the people who manage it see it: its course, badges, author, stars, date, and its text. */
export function ManagedReviewHeader({ review, badges, starsOnlyText }: ManagedReviewHeaderProps) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Link to={`/courses/${review.courseSlug}#reviews`} className="min-w-0 font-semibold break-words text-brand-700 hover:underline dark:text-brand-300">
          {review.courseTitle}
        </Link>
        {badges}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
        <span className="font-medium break-words text-slate-900 dark:text-white">{review.author.name}</span>
        <RatingStars value={review.rating} />
        <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
        {review.edited ? <span className="italic">đã chỉnh sửa</span> : null}
      </div>
      {review.comment ? (
        <p className="whitespace-pre-line break-words text-slate-700 dark:text-slate-300" data-testid="review-comment">
          {review.comment}
        </p>
      ) : (
        <p className="text-sm italic text-slate-500 dark:text-slate-400">{starsOnlyText}</p>
      )}
    </>
  );
}
