import { useState } from 'react';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatDate } from '../../../lib/format';
import type { InstructorReview } from '../api/reviewsApi';
import { InstructorReplyForm } from './InstructorReplyForm';
import { ManagedReviewHeader } from './ManagedReviewHeader';

/** One review of my course: course, stars, text, date, and my reply (written, or the form to write or edit it). */
export function InstructorReviewItem({ review }: { review: InstructorReview }) {
  const [editing, setEditing] = useState(false);
  const { reply } = review;
  return (
    <li className="card min-w-0 space-y-3" data-testid={`instructor-review-${review._id}`}>
      <ManagedReviewHeader
        review={review}
        badges={<span data-testid="reply-state">{reply ? <StatusBadge status="resolved" label="Đã phản hồi" /> : <StatusBadge status="pending" label="Chưa phản hồi" />}</span>}
        starsOnlyText="Học viên chỉ chấm sao, không viết nhận xét."
      />
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
