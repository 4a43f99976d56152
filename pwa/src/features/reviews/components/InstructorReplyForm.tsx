import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { CountedTextarea } from '../../../components/ui/CountedTextarea';
import { FormError } from '../../../components/ui/FormError';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useReplyToReview } from '../api/reviewsApi';

/** The API's limit on a reply, once trimmed. */
export const REPLY_MAX_LENGTH = 2000;

/** The form's one problem with a reply, or null when it can be sent. */
export function validateReply(body: string): string | null {
  const text = body.trim();
  if (!text) return 'Vui lòng nhập nội dung phản hồi.';
  if (text.length > REPLY_MAX_LENGTH) return 'Phản hồi tối đa 2.000 ký tự.';
  return null;
}

type Props = {
  reviewId: string;
  /** The reply being edited; absent for a first reply. */
  initialBody?: string;
  /** Whose review it answers, for the field's accessible name. */
  authorName: string;
  onDone: () => void;
  onCancel?: () => void;
};

/** Writes the instructor's one reply to a review, or edits it: 1 to 2,000 characters, counted as typed. */
export function InstructorReplyForm({ reviewId, initialBody = '', authorName, onDone, onCancel }: Props) {
  const [body, setBody] = useState(initialBody);
  const [error, setError] = useState<string | null>(null);
  const reply = useReplyToReview();
  const editing = initialBody !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateReply(body);
    setError(invalid);
    if (invalid) return;
    reply.mutate(
      { reviewId, body: body.trim() },
      {
        onSuccess: () => {
          toast.success(editing ? 'Đã cập nhật phản hồi.' : 'Đã gửi phản hồi.');
          onDone();
        },
        onError: (failure) => setError(errorMessage(failure, 'Không thể gửi phản hồi.')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-2" data-testid={`reply-form-${reviewId}`}>
      <CountedTextarea
        label={
          <>
            Phản hồi
            <span className="sr-only"> đánh giá của {authorName}</span>
          </>
        }
        value={body}
        max={REPLY_MAX_LENGTH}
        invalid={Boolean(error)}
        onChange={(value) => {
          setBody(value);
          setError(null);
        }}
      />
      <FormError message={error} testId={`reply-error-${reviewId}`} />
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <button type="button" className="btn btn-secondary btn-sm" onClick={onCancel} disabled={reply.isPending}>
            Hủy
          </button>
        ) : null}
        <button type="submit" className="btn btn-primary btn-sm" disabled={reply.isPending}>
          {reply.isPending ? 'Đang gửi...' : editing ? 'Lưu phản hồi' : 'Gửi phản hồi'}
        </button>
      </div>
    </form>
  );
}
