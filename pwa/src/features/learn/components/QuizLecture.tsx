import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Icon } from '../../../components/ui/Icon';
import type { QuizAnswer, QuizAttemptRecord } from '../../../lib/db';
import { formatDateTime } from '../../../lib/format';
import type { LearnLecture } from '../api/learnApi';
import type { GradedAttempt } from '../api/quizApi';
import { useQuizAttempts } from '../hooks/useQuizAttempts';
import { submitQuizAttempt } from '../sync/quizOutbox';

type Quiz = NonNullable<LearnLecture['quiz']>;
type Question = Quiz['questions'][number];

type Props = { userId: string; courseId: string; lecture: LearnLecture; online: boolean };

/** A shuffled copy (Fisher-Yates): each attempt gets its own order when the instructor asked for it. */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

function attemptOrder(quiz: Quiz): Question[] {
  const questions = quiz.shuffleQuestions ? shuffled(quiz.questions) : quiz.questions;
  return quiz.shuffleOptions ? questions.map((question) => ({ ...question, options: shuffled(question.options) })) : questions;
}

const gradeOf = (record: QuizAttemptRecord) => (record.status === 'graded' ? (record.result as GradedAttempt) : null);

/** When the next attempt is allowed after the latest graded one failed, by the instructor's wait; null: now. */
function nextAttemptAt(quiz: Quiz, attempts: QuizAttemptRecord[]): Date | null {
  const latest = attempts.find((record) => record.status === 'graded');
  const grade = latest && gradeOf(latest);
  if (!grade || grade.passed || quiz.retakeWaitMinutes <= 0) return null;
  const allowed = new Date(new Date(grade.takenAt).getTime() + quiz.retakeWaitMinutes * 60_000);
  return allowed.getTime() > Date.now() ? allowed : null;
}

/** A quiz lecture in the player: its rules and past attempts, the attempt itself, and the graded result. */
export function QuizLecture({ userId, courseId, lecture, online }: Props) {
  const attempts = useQuizAttempts(userId, lecture._id, online);
  const [taking, setTaking] = useState<Question[] | null>(null);
  const [shownAttempt, setShownAttempt] = useState<string | null>(null);
  const quiz = lecture.quiz;

  if (!quiz) {
    return (
      <section className="card p-6 text-slate-600 dark:text-slate-300" data-testid="quiz-lecture">
        Bài kiểm tra này đang được giảng viên soạn câu hỏi.
      </section>
    );
  }
  const shown = shownAttempt ? attempts.find((record) => record.clientId === shownAttempt) : undefined;
  if (taking) {
    return (
      <QuizForm
        questions={taking}
        onCancel={() => setTaking(null)}
        onSubmit={async (answers) => {
          try {
            setShownAttempt(await submitQuizAttempt(userId, courseId, lecture._id, answers));
            setTaking(null);
          } catch (error) {
            console.error(error);
            toast.error('Không lưu được bài làm trên thiết bị này.');
          }
        }}
      />
    );
  }
  if (shown)
    return <QuizResult quiz={quiz} record={shown} onBack={() => setShownAttempt(null)} onRetake={() => setTaking(attemptOrder(quiz))} waitUntil={nextAttemptAt(quiz, attempts)} />;
  return <QuizIntro quiz={quiz} attempts={attempts} onStart={() => setTaking(attemptOrder(quiz))} onShow={setShownAttempt} />;
}

function QuizIntro({ quiz, attempts, onStart, onShow }: { quiz: Quiz; attempts: QuizAttemptRecord[]; onStart: () => void; onShow: (clientId: string) => void }) {
  const best = Math.max(-1, ...attempts.map((record) => gradeOf(record)?.scorePercent ?? -1));
  const passed = attempts.some((record) => gradeOf(record)?.passed);
  const waitUntil = nextAttemptAt(quiz, attempts);
  return (
    <section className="card p-5 sm:p-6" data-testid="quiz-lecture">
      <p className="flex items-center gap-2 text-sm font-semibold text-brand-700 dark:text-brand-300">
        <Icon name="clipboard" className="h-4 w-4" /> Bài kiểm tra
      </p>
      <ul className="mt-3 space-y-1 text-sm text-slate-700 dark:text-slate-200">
        <li>{quiz.questions.length} câu hỏi</li>
        <li>Điểm đạt: {quiz.passPercent}%</li>
        {quiz.retakeWaitMinutes > 0 ? <li>Chưa đạt thì làm lại sau {quiz.retakeWaitMinutes} phút</li> : <li>Được làm lại không giới hạn</li>}
        {best >= 0 ? (
          <li>
            Điểm cao nhất: <strong>{best}%</strong> {passed ? <span className="text-emerald-700 dark:text-emerald-400">· Đã đạt</span> : null}
          </li>
        ) : null}
      </ul>
      {waitUntil ? (
        <p className="mt-4 text-sm text-amber-700 dark:text-amber-300" role="status">
          Bạn có thể làm lại từ {formatDateTime(waitUntil)}.
        </p>
      ) : null}
      <button type="button" className="btn btn-primary mt-4 w-full sm:w-auto" disabled={waitUntil !== null} onClick={onStart} data-testid="start-quiz">
        {attempts.length ? 'Làm lại bài kiểm tra' : 'Bắt đầu làm bài'}
      </button>
      {attempts.length ? (
        <div className="mt-6">
          <h2 className="text-sm font-semibold text-slate-900 dark:text-white">Các lần làm bài</h2>
          <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-700" data-testid="quiz-attempts">
            {attempts.map((record) => (
              <li key={record.clientId} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span className="text-slate-600 dark:text-slate-300">{formatDateTime(record.takenAt)}</span>
                <AttemptStatus record={record} />
                {record.status === 'graded' ? (
                  <button type="button" className="btn btn-secondary btn-sm" onClick={() => onShow(record.clientId)}>
                    Xem kết quả
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function AttemptStatus({ record }: { record: QuizAttemptRecord }) {
  const grade = gradeOf(record);
  if (record.status === 'pending') return <span className="font-medium text-amber-700 dark:text-amber-300">Sẽ chấm điểm khi có mạng</span>;
  if (!grade) return <span className="text-rose-700 dark:text-rose-400">Không chấm được: {record.message}</span>;
  return (
    <span className={grade.passed ? 'font-semibold text-emerald-700 dark:text-emerald-400' : 'font-semibold text-rose-700 dark:text-rose-400'}>
      {grade.scorePercent}% · {grade.passed ? 'Đạt' : 'Chưa đạt'}
    </span>
  );
}

function QuizForm({ questions, onSubmit, onCancel }: { questions: Question[]; onSubmit: (answers: QuizAnswer[]) => Promise<void>; onCancel: () => void }) {
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const unanswered = questions.filter((question) => !chosen[question._id]?.length).length;
  const toggle = (question: Question, optionId: string) =>
    setChosen((previous) => {
      const current = previous[question._id] ?? [];
      const next = question.multiple ? (current.includes(optionId) ? current.filter((id) => id !== optionId) : [...current, optionId]) : [optionId];
      return { ...previous, [question._id]: next };
    });
  const submit = async () => {
    setBusy(true);
    await onSubmit(questions.map((question) => ({ questionId: question._id, optionIds: chosen[question._id] ?? [] })));
    setBusy(false);
  };
  return (
    <form
      className="card space-y-6 p-5 sm:p-6"
      data-testid="quiz-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (unanswered) setConfirming(true);
        else void submit();
      }}
    >
      {questions.map((question, index) => (
        <fieldset key={question._id} className="min-w-0" data-testid="quiz-question">
          <legend className="font-semibold break-words text-slate-900 dark:text-white">
            Câu {index + 1}. {question.prompt}
          </legend>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{question.multiple ? 'Chọn tất cả đáp án đúng' : 'Chọn một đáp án'}</p>
          {question.imageUrl ? <img src={question.imageUrl} alt={`Hình minh họa câu ${index + 1}`} className="mt-3 max-h-64 rounded-lg object-contain" /> : null}
          <div className="mt-3 space-y-2">
            {question.options.map((option) => (
              <label
                key={option._id}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
              >
                <input
                  type={question.multiple ? 'checkbox' : 'radio'}
                  name={`question-${question._id}`}
                  className="mt-1"
                  checked={chosen[question._id]?.includes(option._id) ?? false}
                  onChange={() => toggle(question, option._id)}
                />
                <span className="min-w-0 break-words text-slate-800 dark:text-slate-100">{option.text}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="submit-quiz">
          Nộp bài
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Hủy
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Nộp bài?"
        message={`Bạn còn ${unanswered} câu chưa trả lời. Câu chưa trả lời được tính là sai.`}
        confirmLabel="Vẫn nộp bài"
        cancelLabel="Làm tiếp"
        busy={busy}
        onConfirm={() => {
          setConfirming(false);
          void submit();
        }}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}

function QuizResult({ quiz, record, onBack, onRetake, waitUntil }: { quiz: Quiz; record: QuizAttemptRecord; onBack: () => void; onRetake: () => void; waitUntil: Date | null }) {
  const grade = gradeOf(record);
  const questionOf = useMemo(() => new Map(quiz.questions.map((question) => [question._id, question])), [quiz.questions]);
  return (
    <section className="card p-5 sm:p-6" data-testid="quiz-result">
      {record.status === 'pending' ? (
        <p className="font-semibold text-amber-700 dark:text-amber-300" role="status" data-testid="quiz-pending">
          Đã lưu bài làm trên thiết bị. Sẽ chấm điểm khi có mạng.
        </p>
      ) : null}
      {record.status === 'refused' ? (
        <p className="font-semibold text-rose-700 dark:text-rose-400" role="alert">
          Không chấm được bài làm này: {record.message}
        </p>
      ) : null}
      {grade ? (
        <>
          <p className="text-3xl font-bold text-slate-900 dark:text-white" data-testid="quiz-score">
            {grade.scorePercent}%
          </p>
          <p className={grade.passed ? 'font-semibold text-emerald-700 dark:text-emerald-400' : 'font-semibold text-rose-700 dark:text-rose-400'} role="status">
            {grade.passed ? `Đạt (điểm đạt ${grade.passPercent}%)` : `Chưa đạt (cần ${grade.passPercent}%)`} · {grade.correctCount}/{grade.questionCount} câu đúng
          </p>
          <ol className="mt-5 space-y-5">
            {grade.questions.map((graded, index) => {
              const question = questionOf.get(graded.questionId);
              if (!question) return null;
              const explanationOf = new Map(graded.explanations.map((entry) => [entry.optionId, entry.explanation]));
              return (
                <li key={graded.questionId} className="min-w-0">
                  <p className="font-semibold break-words text-slate-900 dark:text-white">
                    Câu {index + 1}. {question.prompt}{' '}
                    <span className={graded.correct ? 'text-emerald-700 dark:text-emerald-400' : 'text-rose-700 dark:text-rose-400'}>{graded.correct ? '(Đúng)' : '(Sai)'}</span>
                  </p>
                  <ul className="mt-2 space-y-2">
                    {question.options.map((option) => {
                      const picked = graded.chosenOptionIds.includes(option._id);
                      const right = graded.correctOptionIds.includes(option._id);
                      const explanation = explanationOf.get(option._id);
                      return (
                        <li
                          key={option._id}
                          className={`rounded-lg border p-3 text-sm ${right ? 'border-emerald-300 bg-emerald-50 dark:border-emerald-700 dark:bg-emerald-500/10' : picked ? 'border-rose-300 bg-rose-50 dark:border-rose-700 dark:bg-rose-500/10' : 'border-slate-200 dark:border-slate-700'}`}
                        >
                          <p className="break-words text-slate-800 dark:text-slate-100">
                            {option.text}
                            {picked ? <span className="ml-2 font-medium">· Bạn chọn</span> : null}
                            {right ? <span className="ml-2 font-medium text-emerald-800 dark:text-emerald-300">· Đáp án đúng</span> : null}
                          </p>
                          {explanation ? <p className="mt-1 break-words text-slate-600 dark:text-slate-300">{explanation}</p> : null}
                        </li>
                      );
                    })}
                  </ul>
                </li>
              );
            })}
          </ol>
        </>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" onClick={onRetake} disabled={waitUntil !== null || record.status === 'pending'} data-testid="retake-quiz">
          Làm lại
        </button>
        <button type="button" className="btn btn-secondary" onClick={onBack}>
          Xem các lần làm bài
        </button>
      </div>
    </section>
  );
}
