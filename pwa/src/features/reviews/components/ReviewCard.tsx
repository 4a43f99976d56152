import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/Avatar';
import { formatDate, formatNumber } from '../../../lib/format';
import type { ReviewView } from '../api/reviewsApi';
import { RatingStars } from './RatingStars';

type ReviewCardProps = {
  review: ReviewView;
  /** Shown as a 'Hữu ích (N)' toggle; left out on the viewer's own review and where nobody votes. */
  onToggleHelpful?: (review: ReviewView) => void;
  helpfulPending?: boolean;
  /** Shown as 'Báo cáo'; left out on the viewer's own review. */
  onReport?: (review: ReviewView) => void;
  /** Extra content under the review (a reply form, moderation details…). */
  children?: ReactNode;
  headingLevel?: 3 | 4;
};

/**
 * One review: author, stars, date, the comment as plain text (line breaks kept, long words wrapped), the
 * instructor's reply, and the helpful and report actions. Renders from the data alone (no clock, no viewer
 * state), so the server's first HTML and the browser's first render are the same.
 */
export function ReviewCard({ review, onToggleHelpful, helpfulPending = false, onReport, children, headingLevel = 3 }: ReviewCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const showActions = !review.mine && (onToggleHelpful || onReport);
  return (
    <article className="border-b border-slate-200 py-5 last:border-b-0 dark:border-slate-800" data-testid={`review-${review._id}`}>
      <header className="flex items-start gap-3">
        <Avatar name={review.author.name} src={review.author.avatarUrl} decorative />
        <div className="min-w-0 flex-1">
          <Heading className="font-semibold break-words text-slate-900 dark:text-white" data-testid="review-author">
            {review.author.name}
            {review.mine ? <span className="ml-2 text-xs font-normal text-slate-500 dark:text-slate-400">(Đánh giá của bạn)</span> : null}
          </Heading>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
            <RatingStars value={review.rating} />
            <time dateTime={review.createdAt} data-testid="review-date">
              {formatDate(review.createdAt)}
            </time>
            {review.edited ? <span data-testid="review-edited">(đã chỉnh sửa)</span> : null}
          </p>
        </div>
      </header>

      {review.comment ? (
        <p className="mt-3 text-sm whitespace-pre-line wrap-anywhere text-slate-700 dark:text-slate-300" data-testid="review-comment">
          {review.comment}
        </p>
      ) : null}

      {review.reply ? (
        <div className="mt-3 rounded-xl bg-slate-50 p-3 text-sm ring-1 ring-slate-200 dark:bg-slate-800/60 dark:ring-slate-700" data-testid="review-reply">
          <p className="font-semibold text-slate-900 dark:text-white">
            Phản hồi của giảng viên
            <span className="ml-2 text-xs font-normal text-slate-500 dark:text-slate-400">
              <time dateTime={review.reply.createdAt}>{formatDate(review.reply.createdAt)}</time>
              {review.reply.edited ? ' (đã chỉnh sửa)' : null}
            </span>
          </p>
          <p className="mt-1 whitespace-pre-line wrap-anywhere text-slate-700 dark:text-slate-300">{review.reply.body}</p>
        </div>
      ) : null}

      {showActions ? (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {onToggleHelpful ? (
            <button
              type="button"
              className={`btn btn-sm ${review.votedHelpful ? 'btn-primary' : 'btn-secondary'}`}
              aria-pressed={review.votedHelpful}
              disabled={helpfulPending}
              onClick={() => onToggleHelpful(review)}
              data-testid="review-helpful"
            >
              Hữu ích ({formatNumber(review.helpfulCount)})
            </button>
          ) : null}
          {onReport ? (
            <button
              type="button"
              className="btn btn-sm btn-ghost"
              aria-label={`Báo cáo đánh giá của ${review.author.name}`}
              onClick={() => onReport(review)}
              data-testid="review-report"
            >
              Báo cáo
            </button>
          ) : null}
        </div>
      ) : review.helpfulCount > 0 ? (
        <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">{formatNumber(review.helpfulCount)} người thấy hữu ích</p>
      ) : null}
      {children}
    </article>
  );
}
