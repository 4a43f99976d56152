import { REASON_MAX, REASON_MIN, ReasonDialog, validateModerationReason } from '../../../components/ui/ReasonDialog';
import { useSetReplyVisibility, useSetReviewVisibility, type AdminReview } from '../api/reviewsApi';

/** What the admin does: hide or show again the review itself, or the instructor's reply under it. */
export type VisibilityAction = { target: 'review' | 'reply'; hidden: boolean };

/** Button text, dialog title and the toast after it, per action. */
export function visibilityTexts({ target, hidden }: VisibilityAction): { action: string; done: string } {
  if (target === 'review') return hidden ? { action: 'Ẩn đánh giá', done: 'Đã ẩn đánh giá.' } : { action: 'Hiện lại', done: 'Đã hiện lại đánh giá.' };
  return hidden ? { action: 'Ẩn phản hồi', done: 'Đã ẩn phản hồi.' } : { action: 'Hiện phản hồi', done: 'Đã hiện phản hồi.' };
}

type Props = { review: AdminReview; action: VisibilityAction; onClose: () => void; onDone: (message: string) => void };

/** Hides or restores a review (or its reply) with the reason the author is told; the reason is required. */
export function ReviewVisibilityDialog({ review, action, onClose, onDone }: Props) {
  const reviewVisibility = useSetReviewVisibility();
  const replyVisibility = useSetReplyVisibility();
  const mutation = action.target === 'review' ? reviewVisibility : replyVisibility;
  const texts = visibilityTexts(action);
  const whose = action.target === 'review' ? `đánh giá của ${review.author.name}` : `phản hồi cho đánh giá của ${review.author.name}`;
  return (
    <ReasonDialog
      title={`${texts.action}: ${whose}`}
      testId="review-visibility-dialog"
      label="Lý do"
      hint={`Bắt buộc, từ ${REASON_MIN} đến ${REASON_MAX} ký tự.${action.target === 'review' ? ' Người viết đánh giá sẽ nhận được thông báo kèm lý do này.' : ''}`}
      submitLabel={texts.action}
      savingLabel="Đang lưu..."
      danger={action.hidden}
      validate={validateModerationReason}
      failureMessage="Không thể cập nhật đánh giá."
      errorTestId="review-visibility-error"
      onSubmit={async (reason) => {
        await mutation.mutateAsync({ reviewId: review._id, hidden: action.hidden, reason });
        onDone(texts.done);
      }}
      onClose={onClose}
    />
  );
}
