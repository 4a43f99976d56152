import toast from 'react-hot-toast';
import { ReasonDialog } from '../../../components/ui/ReasonDialog';
import { REPORT_DIALOG_TEXTS, REPORT_MESSAGES } from '../../reviews';
import { useReportPost, type ReportTarget } from '../api/questionsApi';

type Props = { courseId: string; target: ReportTarget; authorName: string; onClose: () => void };

/** Reports a question or an answer to the admins with a required reason (5..500, as for reviews). */
export function ReportPostDialog({ courseId, target, authorName, onClose }: Props) {
  const report = useReportPost(courseId);
  const noun = target.kind === 'question' ? 'Câu hỏi' : 'Câu trả lời';
  return (
    <ReasonDialog
      {...REPORT_DIALOG_TEXTS}
      title={`Báo cáo ${noun.toLowerCase()}`}
      testId="report-post-dialog"
      intro={
        <>
          {noun} của <span className="font-medium text-slate-900 dark:text-white">{authorName}</span> sẽ được gửi tới quản trị viên để xem xét.
        </>
      }
      errorTestId="report-post-error"
      onSubmit={async (reason) => {
        await report.mutateAsync({ target, reason });
        toast.success(REPORT_MESSAGES.sent);
        onClose();
      }}
      onClose={onClose}
    />
  );
}
