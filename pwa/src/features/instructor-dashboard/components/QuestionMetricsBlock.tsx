import { Link } from 'react-router-dom';
import { AsyncContent } from '../../../components/ui/AsyncContent';
import { DataTable } from '../../../components/ui/DataTable';
import { StatCard } from '../../../components/ui/StatCard';
import { formatDate, formatNumber } from '../../../lib/format';
import { formatAnswerMinutes, useQuestionMetrics } from '../../instructor-questions';

const COLUMNS = [
  { label: 'Khóa học' },
  { label: 'Câu hỏi', align: 'right' },
  { label: 'Đã trả lời', align: 'right' },
  { label: 'Trung vị', align: 'right' },
  { label: '90% câu hỏi', align: 'right' },
  { label: 'Chờ quá 48 giờ', align: 'right' },
] as const;

/** 'Hỏi đáp 30 ngày qua': asked, answered, how fast the first instructor answer came, and how many waited over 48 hours. */
export function QuestionMetricsBlock() {
  const metrics = useQuestionMetrics();
  return (
    <section className="card space-y-4" aria-labelledby="question-metrics-title" data-testid="question-metrics">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="question-metrics-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          Hỏi đáp 30 ngày qua
        </h2>
        <Link to="/instructor/questions" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
          Trả lời câu hỏi
        </Link>
      </div>
      <AsyncContent result={metrics} errorText="Không thể tải số liệu hỏi đáp." errorTestId="question-metrics-error" loadingLabel="Đang tải số liệu hỏi đáp..." retry>
        {({ since, overall, courses }) => (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-400">Câu hỏi đặt từ {formatDate(since)}; thời gian tính từ lúc hỏi tới câu trả lời đầu tiên của giảng viên.</p>
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5" aria-label="Số liệu hỏi đáp">
              <StatCard testId="qa-asked" label="Câu hỏi mới" value={formatNumber(overall.asked)} />
              <StatCard testId="qa-answered" label="Đã được giảng viên trả lời" value={formatNumber(overall.answered)} />
              <StatCard testId="qa-median" label="Thời gian trả lời (trung vị)" value={formatAnswerMinutes(overall.medianFirstAnswerMinutes)} />
              <StatCard testId="qa-p90" label="Thời gian trả lời (90% câu hỏi)" value={formatAnswerMinutes(overall.p90FirstAnswerMinutes)} />
              <StatCard testId="qa-waited" label="Chờ quá 48 giờ" value={formatNumber(overall.waitedOver48h)} />
            </ul>
            {courses.length === 0 ? (
              <p className="py-4 text-center text-sm text-slate-500 dark:text-slate-400" data-testid="question-metrics-empty">
                Bạn chưa có khóa học nào.
              </p>
            ) : (
              <DataTable columns={COLUMNS} label="Bảng hỏi đáp theo khóa học" testId="question-metrics-table">
                {courses.map((course) => (
                  <tr key={course.courseId} data-testid={`question-metrics-${course.courseId}`}>
                    <td className="px-3 py-2 font-medium break-words text-slate-900 dark:text-white">{course.courseTitle}</td>
                    <td className="px-3 py-2 text-right">{formatNumber(course.asked)}</td>
                    <td className="px-3 py-2 text-right">{formatNumber(course.answered)}</td>
                    <td className="px-3 py-2 text-right">{formatAnswerMinutes(course.medianFirstAnswerMinutes)}</td>
                    <td className="px-3 py-2 text-right">{formatAnswerMinutes(course.p90FirstAnswerMinutes)}</td>
                    <td className={`px-3 py-2 text-right ${course.waitedOver48h > 0 ? 'font-semibold text-red-700 dark:text-red-300' : ''}`}>
                      {formatNumber(course.waitedOver48h)}
                    </td>
                  </tr>
                ))}
              </DataTable>
            )}
          </>
        )}
      </AsyncContent>
    </section>
  );
}
