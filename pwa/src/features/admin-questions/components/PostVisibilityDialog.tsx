import { REASON_MAX, REASON_MIN, ReasonDialog, validateModerationReason } from '../../../components/ui/ReasonDialog';
import { useSetPostVisibility } from '../api/adminQuestionsApi';

/** What the admin does: hide or show again a question or one of its answers. */
export type PostAction = { target: 'question' | 'answer'; id: string; hidden: boolean; authorName: string };

/** Button text and the toast after it, per action. */
export function postActionTexts({ target, hidden }: Pick<PostAction, 'target' | 'hidden'>): { action: string; done: string } {
  if (target === 'question') return hidden ? { action: 'Ẩn câu hỏi', done: 'Đã ẩn câu hỏi.' } : { action: 'Hiện lại câu hỏi', done: 'Đã hiện lại câu hỏi.' };
  return hidden ? { action: 'Ẩn câu trả lời', done: 'Đã ẩn câu trả lời.' } : { action: 'Hiện lại câu trả lời', done: 'Đã hiện lại câu trả lời.' };
}

type Props = { action: PostAction; onClose: () => void; onDone: (message: string) => void };

/** Hides or restores a question or an answer with the reason its author is told; the reason is required. */
export function PostVisibilityDialog({ action, onClose, onDone }: Props) {
  const visibility = useSetPostVisibility();
  const texts = postActionTexts(action);
  return (
    <ReasonDialog
      title={`${texts.action} của ${action.authorName}`}
      testId="post-visibility-dialog"
      label="Lý do"
      hint={`Bắt buộc, từ ${REASON_MIN} đến ${REASON_MAX} ký tự. Người viết sẽ nhận được thông báo kèm lý do này.`}
      submitLabel={texts.action}
      savingLabel="Đang lưu..."
      danger={action.hidden}
      validate={validateModerationReason}
      failureMessage="Không thể cập nhật bài viết."
      errorTestId="post-visibility-error"
      onSubmit={async (reason) => {
        await visibility.mutateAsync({ target: action.target, id: action.id, hidden: action.hidden, reason });
        onDone(texts.done);
      }}
      onClose={onClose}
    />
  );
}
