import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { FormError } from '../../../components/ui/FormError';
import { formatNumber } from '../../../lib/format';
import type { ReviewDraft } from '../hooks/useReviewWriter';

/** The server's limit on a review's comment. */
export const REVIEW_COMMENT_MAX = 2000;

export const REVIEW_FORM_MESSAGES = {
  ratingRequired: 'Hãy chọn số sao.',
  commentTooLong: `Nội dung đánh giá tối đa ${formatNumber(REVIEW_COMMENT_MAX)} ký tự.`,
} as const;

const RATING_WORDS = ['Rất tệ', 'Tệ', 'Bình thường', 'Tốt', 'Tuyệt vời'] as const;

/** The first problem of a draft as the student is told it, or null when it can be saved. */
export function validateReviewDraft({ rating, comment }: { rating: number; comment: string }): string | null {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) return REVIEW_FORM_MESSAGES.ratingRequired;
  if (comment.length > REVIEW_COMMENT_MAX) return REVIEW_FORM_MESSAGES.commentTooLong;
  return null;
}

type Props = {
  /** The student's review to edit; null to write a new one. */
  initial: ReviewDraft | null;
  onSave: (draft: ReviewDraft) => void | Promise<void>;
  onDelete: () => void | Promise<void>;
  /** Shown beside the buttons: where the last change is (sent, waiting for the network...). */
  status?: ReactNode;
};

/** 1–5 stars (a keyboard radio group) and an optional comment; edits or deletes an existing review. */
export function ReviewForm({ initial, onSave, onDelete, status }: Props) {
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(initial !== null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const commentId = useId();
  const counterId = useId();
  const tooLong = comment.length > REVIEW_COMMENT_MAX;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateReviewDraft({ rating, comment });
    setError(problem);
    if (problem) return;
    const trimmed = comment.trim();
    await onSave({ rating, comment: trimmed ? trimmed : null });
    setSaved(true);
  };

  const confirmDelete = async () => {
    setConfirmingDelete(false);
    await onDelete();
    setRating(0);
    setComment('');
    setError(null);
    setSaved(false);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4" data-testid="review-form">
      <StarsInput
        value={rating}
        onChange={(value) => {
          setRating(value);
          setError(null);
        }}
      />
      <div>
        <label htmlFor={commentId} className="field-label">
          Nhận xét (không bắt buộc)
        </label>
        <textarea
          id={commentId}
          className="field-input min-h-28"
          value={comment}
          aria-describedby={counterId}
          aria-invalid={tooLong || undefined}
          placeholder="Điều bạn thích, điều khóa học có thể làm tốt hơn..."
          onChange={(event) => {
            setComment(event.target.value);
            setError(null);
          }}
          data-testid="review-comment"
        />
        <p
          id={counterId}
          className={`mt-1 text-right text-xs tabular-nums ${tooLong ? 'font-semibold text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}`}
          data-testid="review-counter"
        >
          {formatNumber(comment.length)}/{formatNumber(REVIEW_COMMENT_MAX)}
        </p>
      </div>
      <FormError message={error} testId="review-form-error" />
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" className="btn btn-primary" data-testid="save-review">
          {saved ? 'Lưu thay đổi' : 'Gửi đánh giá'}
        </button>
        {saved ? (
          <button type="button" className="btn btn-ghost text-red-700 dark:text-red-300" onClick={() => setConfirmingDelete(true)} data-testid="delete-review">
            Xóa đánh giá
          </button>
        ) : null}
        {status}
      </div>
      <ConfirmDialog
        open={confirmingDelete}
        title="Xóa đánh giá?"
        message="Đánh giá của bạn sẽ bị xóa khỏi khóa học. Bạn có thể viết lại sau."
        confirmLabel="Xóa đánh giá"
        danger
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </form>
  );
}

/**
 * Five stars as a radio group (WAI-ARIA pattern): one tab stop, the arrows move and choose, Home/End
 * jump to 1 and 5 stars; a click or Space chooses too.
 */
function StarsInput({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const labelId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;

  const choose = (next: number) => {
    onChange(next);
    refs.current[next - 1]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, star: number) => {
    const moves: Record<string, number> = { ArrowRight: star + 1, ArrowUp: star + 1, ArrowLeft: star - 1, ArrowDown: star - 1, Home: 1, End: 5 };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      choose(target > 5 ? 1 : target < 1 ? 5 : target);
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      choose(star);
    }
  };

  return (
    <div>
      <p id={labelId} className="field-label">
        Số sao
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <div role="radiogroup" aria-labelledby={labelId} aria-required="true" className="flex" onMouseLeave={() => setHovered(0)} data-testid="review-stars">
          {[1, 2, 3, 4, 5].map((star) => (
            <button
              key={star}
              ref={(element) => {
                refs.current[star - 1] = element;
              }}
              type="button"
              role="radio"
              aria-checked={value === star}
              aria-label={`${star} sao: ${RATING_WORDS[star - 1]}`}
              // Roving tab stop: the chosen star, or the first while none is.
              tabIndex={value === star || (value === 0 && star === 1) ? 0 : -1}
              className={`flex h-11 w-11 items-center justify-center rounded-md text-3xl leading-none focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 ${star <= shown ? 'text-amber-500' : 'text-slate-300 dark:text-slate-600'}`}
              onClick={() => choose(star)}
              onKeyDown={(event) => onKeyDown(event, star)}
              onMouseEnter={() => setHovered(star)}
            >
              <span aria-hidden="true">★</span>
            </button>
          ))}
        </div>
        <span className="text-sm text-slate-700 dark:text-slate-300" aria-hidden="true">
          {shown ? RATING_WORDS[shown - 1] : 'Chưa chọn'}
        </span>
      </div>
    </div>
  );
}
