import { useId, useState } from 'react';
import { useReviewWriter } from '../hooks/useReviewWriter';
import { dismissInvitation, isInvitationDismissed, shouldInviteReview, type InvitationDismissal } from '../reviewInvitation';
import { MyReviewForm } from './MyReviewForm';

type Props = { userId: string; courseId: string; completedLectures: number; totalLectures: number };

/**
 * The player's one invitation to review: a card (never blocking the lesson) once half of the course
 * is completed, while the student has no review; 'Để sau' hides it for this session, 'Không hỏi lại'
 * for good on this device.
 */
export function ReviewInvitation({ userId, courseId, completedLectures, totalLectures }: Props) {
  const writer = useReviewWriter(userId, courseId, completedLectures);
  const [dismissed, setDismissed] = useState(() => isInvitationDismissed(userId, courseId));
  // Saved from this card: it stays to show the review being sent until closed.
  const [savedHere, setSavedHere] = useState(false);
  const headingId = useId();

  const invited = shouldInviteReview({ completedLectures, totalLectures, hasReview: writer.hasReview, canReview: writer.canReview, dismissed });
  if (dismissed || !(invited || savedHere)) return null;

  const dismiss = (how: InvitationDismissal) => {
    dismissInvitation(userId, courseId, how);
    setDismissed(true);
  };

  return (
    <section aria-labelledby={headingId} className="card mt-6 space-y-4 p-4 sm:p-5" data-testid="review-invitation">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {savedHere ? 'Cảm ơn bạn đã đánh giá!' : 'Bạn thấy khóa học này thế nào?'}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Đánh giá của bạn giúp học viên khác chọn khóa học và giúp giảng viên hoàn thiện bài giảng.</p>
      </div>
      <MyReviewForm writer={writer} onSaved={() => setSavedHere(true)} />
      <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-3 dark:border-slate-800">
        {savedHere ? (
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => dismiss('later')} data-testid="review-invitation-close">
            Đóng
          </button>
        ) : (
          <>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => dismiss('later')} data-testid="review-invitation-later">
              Để sau
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => dismiss('never')} data-testid="review-invitation-never">
              Không hỏi lại
            </button>
          </>
        )}
      </div>
    </section>
  );
}
