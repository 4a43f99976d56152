import toast from 'react-hot-toast';
import { REASON_MAX, REASON_MIN, ReasonDialog } from '../../../components/ui/ReasonDialog';
import { useReportReview } from '../api/reviewsApi';

export const REPORT_MESSAGES = {
  reasonRequired: 'Vui lòng nhập lý do báo cáo.',
  reasonTooShort: `Lý do báo cáo cần ít nhất ${REASON_MIN} ký tự.`,
  reasonTooLong: `Lý do báo cáo tối đa ${REASON_MAX} ký tự.`,
  sent: 'Đã gửi báo cáo. Cảm ơn bạn!',
  failed: 'Không thể gửi báo cáo. Vui lòng thử lại.',
} as const;

export function validateReportReason(reason: string): string | null {
  const text = reason.trim();
  if (!text) return REPORT_MESSAGES.reasonRequired;
  if (text.length < REASON_MIN) return REPORT_MESSAGES.reasonTooShort;
  if (text.length > REASON_MAX) return REPORT_MESSAGES.reasonTooLong;
  return null;
}

/** What a report dialog of any post says and checks (a review here, a question or an answer in questions/). */
export const REPORT_DIALOG_TEXTS = {
  label: 'Lý do báo cáo',
  hint: `Từ ${REASON_MIN} đến ${REASON_MAX} ký tự.`,
  submitLabel: 'Gửi báo cáo',
  savingLabel: 'Đang gửi…',
  validate: validateReportReason,
  failureMessage: REPORT_MESSAGES.failed,
} as const;

type ReportReviewDialogProps = { reviewId: string; authorName: string; onClose: () => void };

/** Reports a review to the admins with a required reason; closes only once the report is sent. */
export function ReportReviewDialog({ reviewId, authorName, onClose }: ReportReviewDialogProps) {
  const report = useReportReview();
  return (
    <ReasonDialog
      {...REPORT_DIALOG_TEXTS}
      title="Báo cáo đánh giá"
      testId="report-review-dialog"
      intro={
        <>
          Đánh giá của <span className="font-medium text-slate-900 dark:text-white">{authorName}</span> sẽ được gửi tới quản trị viên để xem xét.
        </>
      }
      errorTestId="report-review-error"
      onSubmit={async (reason) => {
        await report.mutateAsync({ reviewId, reason });
        toast.success(REPORT_MESSAGES.sent);
        onClose();
      }}
      onClose={onClose}
    />
  );
}
