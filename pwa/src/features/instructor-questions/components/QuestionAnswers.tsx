import { PlainTextWithLinks } from '../../../components/ui/PlainTextWithLinks';
import { Spinner } from '../../../components/ui/Spinner';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useQuestionDetail } from '../api/instructorQuestionsApi';

/** The answers under an opened question, oldest first as the API gives them; compact, inside the question's card. */
export function QuestionAnswers({ questionId }: { questionId: string }) {
  const detail = useQuestionDetail(questionId);
  if (detail.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <p className="text-red-700 dark:text-red-300" data-testid={`answers-${questionId}-error`}>
          {errorMessage(detail.error, 'Không thể tải các câu trả lời.')}
        </p>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void detail.refetch()}>
          Thử lại
        </button>
      </div>
    );
  }
  if (!detail.data) return <Spinner label="Đang tải câu trả lời..." className="py-3" />;
  const { answers } = detail.data;
  if (answers.length === 0) {
    return (
      <p className="text-sm text-slate-500 dark:text-slate-400" data-testid={`answers-${questionId}-empty`}>
        Chưa có câu trả lời nào.
      </p>
    );
  }
  return (
    <ul className="space-y-3" data-testid={`answers-${questionId}-list`} aria-label="Các câu trả lời">
      {answers.map((answer) => (
        <li key={answer._id} id={`answer-${answer._id}`} className="rounded-xl bg-slate-50 p-3 text-sm dark:bg-slate-800/60" data-testid={`answer-${answer._id}`}>
          <p className="flex flex-wrap items-center gap-2 text-slate-600 dark:text-slate-400">
            <span className="font-semibold break-words text-slate-900 dark:text-white">{answer.author.name}</span>
            {answer.author.isInstructor ? <StatusBadge status="approved" label="Giảng viên" /> : null}
            {answer.accepted ? <StatusBadge status="resolved" label="Được chọn" /> : null}
            {answer.hidden ? <StatusBadge status="rejected" label="Đã ẩn" /> : null}
            <time dateTime={answer.createdAt}>{formatDateTime(answer.createdAt)}</time>
            {answer.edited ? <span className="italic">đã chỉnh sửa</span> : null}
          </p>
          <PlainTextWithLinks text={answer.body} className="mt-1 text-slate-700 dark:text-slate-300" />
        </li>
      ))}
    </ul>
  );
}
