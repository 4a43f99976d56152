import { AsyncContent } from '../../../components/ui/AsyncContent';
import { StatCard } from '../../../components/ui/StatCard';
import { useQuizStats } from '../api/quizEditorApi';

const percent = (value: number | null) => (value === null ? '—' : `${value}%`);

/** What learners made of the quiz: attempts, pass rate (of learners), average score and the most missed question. */
export function QuizStatsPanel({ lectureId }: { lectureId: string }) {
  const stats = useQuizStats(lectureId);
  return (
    <AsyncContent result={stats} errorText="Không tải được kết quả bài kiểm tra." loadingLabel="Đang tải kết quả" retry>
      {(figures) =>
        figures.attempts === 0 ? (
          <p className="text-slate-600 dark:text-slate-400" data-testid="quiz-stats-empty">
            Chưa có lượt làm bài nào.
          </p>
        ) : (
          <div className="space-y-4" data-testid="quiz-stats">
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              <StatCard label="Lượt làm bài" value={figures.attempts.toLocaleString('vi-VN')} hint={`${figures.learners} học viên`} testId="stat-attempts" />
              <StatCard label="Tỷ lệ đạt" value={percent(figures.passRate)} hint={`${figures.passedLearners}/${figures.learners} học viên đã đạt`} testId="stat-pass-rate" />
              <StatCard label="Điểm trung bình" value={percent(figures.averageScore)} testId="stat-average" />
            </ul>
            <section className="card" aria-labelledby="most-missed-title" data-testid="stat-most-missed">
              <h3 id="most-missed-title" className="text-sm text-slate-500 dark:text-slate-400">
                Câu sai nhiều nhất
              </h3>
              {figures.mostMissed ? (
                <>
                  <p className="mt-1 font-semibold break-words whitespace-pre-wrap text-slate-900 dark:text-white">{figures.mostMissed.prompt}</p>
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                    Sai ở {figures.mostMissed.missRate}% lượt làm bài ({figures.mostMissed.missed}/{figures.attempts})
                  </p>
                </>
              ) : (
                <p className="mt-1 text-slate-600 dark:text-slate-400">Chưa có câu nào bị trả lời sai.</p>
              )}
            </section>
          </div>
        )
      }
    </AsyncContent>
  );
}
