import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { FormError } from '../../../components/ui/FormError';
import { Modal } from '../../../components/ui/Modal';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useModalSubmit } from '../../../lib/useModalSubmit';
import { useReportReview } from '../api/reviewsApi';

/** The API's bounds on a report reason (contract: reason 5..500). */
export const REPORT_REASON_MIN = 5;
export const REPORT_REASON_MAX = 500;

export const REPORT_MESSAGES = {
  reasonRequired: 'Vui lòng nhập lý do báo cáo.',
  reasonTooShort: `Lý do báo cáo cần ít nhất ${REPORT_REASON_MIN} ký tự.`,
  reasonTooLong: `Lý do báo cáo tối đa ${REPORT_REASON_MAX} ký tự.`,
  sent: 'Đã gửi báo cáo. Cảm ơn bạn!',
  failed: 'Không thể gửi báo cáo. Vui lòng thử lại.',
} as const;

export function validateReportReason(reason: string): string | null {
  const text = reason.trim();
  if (!text) return REPORT_MESSAGES.reasonRequired;
  if (text.length < REPORT_REASON_MIN) return REPORT_MESSAGES.reasonTooShort;
  if (text.length > REPORT_REASON_MAX) return REPORT_MESSAGES.reasonTooLong;
  return null;
}

type ReportReviewDialogProps = { reviewId: string; authorName: string; onClose: () => void };

/** Reports a review to the admins with a required reason; closes only once the report is sent. */
export function ReportReviewDialog({ reviewId, authorName, onClose }: ReportReviewDialogProps) {
  const [reason, setReason] = useState('');
  const report = useReportReview();
  const reasonId = useId();
  const hintId = useId();
  const { error, saving, submit, close } = useModalSubmit({
    validate: () => validateReportReason(reason),
    save: async () => {
      await report.mutateAsync({ reviewId, reason: reason.trim() });
      toast.success(REPORT_MESSAGES.sent);
      onClose();
    },
    failureMessage: (failure) => errorMessage(failure, REPORT_MESSAGES.failed),
    onClose,
  });

  return (
    <Modal open onClose={close} title="Báo cáo đánh giá" testId="report-review-dialog">
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Đánh giá của <span className="font-medium text-slate-900 dark:text-white">{authorName}</span> sẽ được gửi tới quản trị viên để xem xét.
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
            data-testid="report-reason"
          />
          <p id={hintId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            Từ {REPORT_REASON_MIN} đến {REPORT_REASON_MAX} ký tự.
          </p>
        </div>
        <FormError message={error} testId="report-review-error" />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn btn-secondary" onClick={close} disabled={saving}>
            Hủy
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving} data-testid="report-review-submit">
            {saving ? 'Đang gửi…' : 'Gửi báo cáo'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
