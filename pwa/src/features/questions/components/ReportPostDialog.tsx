import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { FormError } from '../../../components/ui/FormError';
import { Modal } from '../../../components/ui/Modal';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useModalSubmit } from '../../../lib/useModalSubmit';
import { REPORT_MESSAGES, REPORT_REASON_MAX, REPORT_REASON_MIN, validateReportReason } from '../../reviews';
import { useReportPost, type ReportTarget } from '../api/questionsApi';

type Props = { courseId: string; target: ReportTarget; authorName: string; onClose: () => void };

/** Reports a question or an answer to the admins with a required reason (5..500, as for reviews). */
export function ReportPostDialog({ courseId, target, authorName, onClose }: Props) {
  const [reason, setReason] = useState('');
  const report = useReportPost(courseId);
  const reasonId = useId();
  const hintId = useId();
  const { error, saving, submit, close } = useModalSubmit({
    validate: () => validateReportReason(reason),
    save: async () => {
      await report.mutateAsync({ target, reason: reason.trim() });
      toast.success(REPORT_MESSAGES.sent);
      onClose();
    },
    failureMessage: (failure) => errorMessage(failure, REPORT_MESSAGES.failed),
    onClose,
  });
  const noun = target.kind === 'question' ? 'Câu hỏi' : 'Câu trả lời';

  return (
    <Modal open onClose={close} title={`Báo cáo ${noun.toLowerCase()}`} testId="report-post-dialog">
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {noun} của <span className="font-medium text-slate-900 dark:text-white">{authorName}</span> sẽ được gửi tới quản trị viên để xem xét.
        </p>
        <div>
          <label htmlFor={reasonId} className="field-label">
            Lý do báo cáo
          </label>
          <textarea
            id={reasonId}
            className="field-input min-h-24"
            maxLength={REPORT_REASON_MAX}
            required
            aria-required="true"
            aria-describedby={hintId}
            aria-invalid={error ? true : undefined}
            value={reason}
            autoFocus
            onChange={(event) => setReason(event.target.value)}
          />
          <p id={hintId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            Từ {REPORT_REASON_MIN} đến {REPORT_REASON_MAX} ký tự.
          </p>
        </div>
        <FormError message={error} testId="report-post-error" />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn btn-secondary" onClick={close} disabled={saving}>
            Hủy
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? 'Đang gửi…' : 'Gửi báo cáo'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
