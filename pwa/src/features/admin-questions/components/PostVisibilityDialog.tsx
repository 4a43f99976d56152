import { useId, useState } from 'react';
import { FormError } from '../../../components/ui/FormError';
import { Modal } from '../../../components/ui/Modal';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useModalSubmit } from '../../../lib/useModalSubmit';
import { useSetPostVisibility } from '../api/adminQuestionsApi';

/** The API's bounds on a moderation reason. */
const REASON_MIN = 5;
const REASON_MAX = 500;

/** What the admin does: hide or show again a question or one of its answers. */
export type PostAction = { target: 'question' | 'answer'; id: string; hidden: boolean; authorName: string };

/** Button text and the toast after it, per action. */
export function postActionTexts({ target, hidden }: Pick<PostAction, 'target' | 'hidden'>): { action: string; done: string } {
  if (target === 'question') return hidden ? { action: 'Ẩn câu hỏi', done: 'Đã ẩn câu hỏi.' } : { action: 'Hiện lại câu hỏi', done: 'Đã hiện lại câu hỏi.' };
  return hidden ? { action: 'Ẩn câu trả lời', done: 'Đã ẩn câu trả lời.' } : { action: 'Hiện lại câu trả lời', done: 'Đã hiện lại câu trả lời.' };
}

export function validateReason(reason: string): string | null {
  const text = reason.trim();
  if (text.length < REASON_MIN) return `Lý do cần ít nhất ${REASON_MIN} ký tự.`;
  if (text.length > REASON_MAX) return `Lý do tối đa ${REASON_MAX} ký tự.`;
  return null;
}

type Props = { action: PostAction; onClose: () => void; onDone: (message: string) => void };

/** Hides or restores a question or an answer with the reason its author is told; the reason is required. */
export function PostVisibilityDialog({ action, onClose, onDone }: Props) {
  const [reason, setReason] = useState('');
  const visibility = useSetPostVisibility();
  const texts = postActionTexts(action);
  const reasonId = useId();
  const hintId = useId();
  const formId = useId();
  const form = useModalSubmit({
    validate: () => validateReason(reason),
    save: async () => {
      await visibility.mutateAsync({ target: action.target, id: action.id, hidden: action.hidden, reason: reason.trim() });
      onDone(texts.done);
    },
    failureMessage: (failure) => errorMessage(failure, 'Không thể cập nhật bài viết.'),
    onClose,
  });
  return (
    <Modal
      open
      onClose={form.close}
      title={`${texts.action} của ${action.authorName}`}
      testId="post-visibility-dialog"
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
            Bắt buộc, từ {REASON_MIN} đến {REASON_MAX} ký tự. Người viết sẽ nhận được thông báo kèm lý do này.
          </p>
        </div>
        <FormError message={form.error} testId="post-visibility-error" />
      </form>
    </Modal>
  );
}
