import { useState } from 'react';
import { Link } from 'react-router-dom';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatDate } from '../../../lib/format';
import type { InstructorReview } from '../api/reviewsApi';
import { InstructorReplyForm } from './InstructorReplyForm';
import { RatingStars } from './RatingStars';

/** One review of my course: course, stars, text, date, and my reply (written, or the form to write or edit it). */
export function InstructorReviewItem({ review }: { review: InstructorReview }) {
  const [editing, setEditing] = useState(false);
  const { reply } = review;
  return (
    <li className="card min-w-0 space-y-3" data-testid={`instructor-review-${review._id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Link to={`/courses/${review.courseSlug}#reviews`} className="min-w-0 font-semibold break-words text-brand-700 hover:underline dark:text-brand-300">
          {review.courseTitle}
        </Link>
        <span data-testid="reply-state">{reply ? <StatusBadge status="resolved" label="Đã phản hồi" /> : <StatusBadge status="pending" label="Chưa phản hồi" />}</span>
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
        <p className="text-sm italic text-slate-500 dark:text-slate-400">Học viên chỉ chấm sao, không viết nhận xét.</p>
      )}
      {reply && !editing ? (
        <div className="rounded-xl bg-slate-50 p-3 text-sm dark:bg-slate-800/60" data-testid={`reply-${review._id}`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold text-slate-900 dark:text-white">
              Phản hồi của bạn{' '}
              <span className="font-normal text-slate-500 dark:text-slate-400">
                · <time dateTime={reply.updatedAt}>{formatDate(reply.updatedAt)}</time>
                {reply.edited ? ' · đã chỉnh sửa' : ''}
              </span>
            </p>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => setEditing(true)} aria-label={`Sửa phản hồi cho ${review.author.name}`}>
              Sửa phản hồi
            </button>
          </div>
          <p className="mt-2 whitespace-pre-line break-words text-slate-700 dark:text-slate-300">{reply.body}</p>
        </div>
      ) : (
        <InstructorReplyForm
          key={reply ? 'edit' : 'new'}
          reviewId={review._id}
          initialBody={reply?.body}
          authorName={review.author.name}
          onDone={() => setEditing(false)}
          onCancel={reply ? () => setEditing(false) : undefined}
        />
      )}
    </li>
  );
}
