import { useId, useState } from 'react';
import { FormError } from '../../../components/ui/FormError';
import { Modal } from '../../../components/ui/Modal';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useModalSubmit } from '../../../lib/useModalSubmit';
import { useSetReplyVisibility, useSetReviewVisibility, type AdminReview } from '../api/reviewsApi';

/** The API's bounds on a moderation reason. */
const REASON_MIN = 5;
const REASON_MAX = 500;

/** What the admin does: hide or show again the review itself, or the instructor's reply under it. */
export type VisibilityAction = { target: 'review' | 'reply'; hidden: boolean };

/** Button text, dialog title and the toast after it, per action. */
export function visibilityTexts({ target, hidden }: VisibilityAction): { action: string; done: string } {
  if (target === 'review') return hidden ? { action: 'Ẩn đánh giá', done: 'Đã ẩn đánh giá.' } : { action: 'Hiện lại', done: 'Đã hiện lại đánh giá.' };
  return hidden ? { action: 'Ẩn phản hồi', done: 'Đã ẩn phản hồi.' } : { action: 'Hiện phản hồi', done: 'Đã hiện phản hồi.' };
}

export function validateReason(reason: string): string | null {
  const text = reason.trim();
  if (text.length < REASON_MIN) return `Lý do cần ít nhất ${REASON_MIN} ký tự.`;
  if (text.length > REASON_MAX) return `Lý do tối đa ${REASON_MAX} ký tự.`;
  return null;
}

type Props = { review: AdminReview; action: VisibilityAction; onClose: () => void; onDone: (message: string) => void };

/** Hides or restores a review (or its reply) with the reason the author is told; the reason is required. */
export function ReviewVisibilityDialog({ review, action, onClose, onDone }: Props) {
  const [reason, setReason] = useState('');
  const reviewVisibility = useSetReviewVisibility();
  const replyVisibility = useSetReplyVisibility();
  const mutation = action.target === 'review' ? reviewVisibility : replyVisibility;
  const texts = visibilityTexts(action);
  const reasonId = useId();
  const hintId = useId();
  const formId = useId();
  const form = useModalSubmit({
    validate: () => validateReason(reason),
    save: async () => {
      await mutation.mutateAsync({ reviewId: review._id, hidden: action.hidden, reason: reason.trim() });
      onDone(texts.done);
    },
    failureMessage: (failure) => errorMessage(failure, 'Không thể cập nhật đánh giá.'),
    onClose,
  });
  const whose = action.target === 'review' ? `đánh giá của ${review.author.name}` : `phản hồi cho đánh giá của ${review.author.name}`;
  return (
    <Modal
      open
      onClose={form.close}
      title={`${texts.action}: ${whose}`}
      testId="review-visibility-dialog"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={form.close} disabled={form.saving}>
            Hủy
          </button>
          <button type="submit" form={formId} className={`btn ${action.hidden ? 'btn-danger' : 'btn-primary'}`} disabled={form.saving}>
            {form.saving ? 'Đang lưu...' : texts.action}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={form.submit} noValidate className="space-y-3">
        <div>
          <label htmlFor={reasonId} className="field-label">
            Lý do
          </label>
          <textarea
            id={reasonId}
            className="field-input min-h-24"
            maxLength={REASON_MAX}
            required
            aria-describedby={hintId}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              form.setError(null);
            }}
          />
          <p id={hintId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            Bắt buộc, từ {REASON_MIN} đến {REASON_MAX} ký tự.{action.target === 'review' ? ' Người viết đánh giá sẽ nhận được thông báo kèm lý do này.' : ''}
          </p>
        </div>
        <FormError message={form.error} testId="review-visibility-error" />
      </form>
    </Modal>
  );
}
