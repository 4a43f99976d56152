import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { Pagination } from '../../../components/ui/Pagination';
import { SearchBox } from '../../../components/ui/SearchBox';
import { ApiError } from '../../../lib/http/ApiError';
import { errorMessage } from '../../../lib/http/errorMessage';
import { toastError } from '../../../lib/http/toastError';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useCourseQuestions, useFollowQuestion, type QuestionFilter, type QuestionsQuery } from '../api/questionsApi';
import { usePostOutbox } from '../hooks/usePostOutbox';
import { formatVideoSecond, QUESTIONS_OFFLINE_NOTE, type LectureRef, type PlayerControls } from '../questionFormat';
import { AskQuestionForm } from './AskQuestionForm';
import { PostRefusals, WaitingBadge } from './PostOutboxNotes';
import { QuestionDetailView } from './QuestionDetailView';
import { QuestionSummary } from './QuestionSummary';

const FILTERS: { id: QuestionFilter; label: string }[] = [
  { id: 'all', label: 'Tất cả câu hỏi' },
  { id: 'lecture', label: 'Bài học này' },
  { id: 'unanswered', label: 'Chưa có trả lời' },
  { id: 'mine', label: 'Câu hỏi của tôi' },
  { id: 'following', label: 'Đang theo dõi' },
];

type Props = { userId: string; courseId: string; lecture: LectureRef; player: PlayerControls };

/** The player's 'Hỏi đáp' tab: the course's questions, or the one named by `?question=` in the URL. */
export function QuestionsTab({ userId, courseId, lecture, player }: Props) {
  const [searchParams, setSearchParams] = useSearchParams();
  const questionId = searchParams.get('question');
  const outbox = usePostOutbox(userId, courseId);
  const [accessEnded, setAccessEnded] = useState<string | null>(null);
  const ended = accessEnded ?? outbox.refusals.find((refusal) => refusal.code === 'QUESTION_ACCESS_ENDED')?.message ?? null;

  const openQuestion = (id: string | null) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (id) next.set('question', id);
        else next.delete('question');
        next.set('tab', 'questions');
        return next;
      },
      { preventScrollReset: true },
    );

  return (
    <div data-testid="questions-tab">
      {ended ? (
        <p role="alert" className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:bg-amber-500/10 dark:text-amber-300" data-testid="questions-access-ended">
          {ended}
        </p>
      ) : null}
      <PostRefusals refusals={outbox.refusals.filter((refusal) => refusal.code !== 'QUESTION_ACCESS_ENDED')} onDismiss={outbox.dismiss} />
      {questionId ? (
        <QuestionDetailView
          userId={userId}
          courseId={courseId}
          questionId={questionId}
          player={player}
          canPost={!ended}
          pendingAnswers={outbox.pending.flatMap((entry) => (entry.kind === 'answer' && entry.questionId === questionId ? [entry] : []))}
          onBack={() => openQuestion(null)}
          onAccessEnded={setAccessEnded}
        />
      ) : (
        <QuestionList userId={userId} courseId={courseId} lecture={lecture} player={player} canPost={!ended} outbox={outbox} onOpen={openQuestion} onAccessEnded={setAccessEnded} />
      )}
    </div>
  );
}

type ListProps = Props & {
  canPost: boolean;
  outbox: ReturnType<typeof usePostOutbox>;
  onOpen: (questionId: string) => void;
  onAccessEnded: (message: string) => void;
};

function QuestionList({ userId, courseId, lecture, player, canPost, outbox, onOpen, onAccessEnded }: ListProps) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<QuestionFilter>('all');
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState(false);
  const filterId = useId();
  const q = useDebouncedValue(search.trim(), 400);
  const query: QuestionsQuery = { page, filter, q: q || undefined, lectureId: filter === 'lecture' ? lecture._id : undefined };
  const questions = useCourseQuestions(userId, courseId, query);
  const follow = useFollowQuestion(courseId);
  const waiting = outbox.pending.flatMap((entry) => (entry.kind === 'question' ? [entry] : []));

  const error = questions.error;
  const endedMessage = error instanceof ApiError && error.code === 'QUESTION_ACCESS_ENDED' ? error.message : null;
  // The tab says it once, above, and drops its forms.
  useEffect(() => {
    if (endedMessage) onAccessEnded(endedMessage);
  }, [endedMessage, onAccessEnded]);
  if (endedMessage) return null;
  const items = questions.data?.questions ?? [];
  const pagination = questions.data?.pagination;

  return (
    <section aria-labelledby={`${filterId}-heading`}>
      <h2 id={`${filterId}-heading`} className="sr-only">
        Hỏi đáp
      </h2>
      {questions.data?.saved ? (
        <p role="status" className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:bg-amber-500/10 dark:text-amber-300" data-testid="questions-offline">
          {QUESTIONS_OFFLINE_NOTE}
        </p>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <SearchBox
          label="Tìm câu hỏi"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <div>
          <label htmlFor={filterId} className="sr-only">
            Lọc câu hỏi
          </label>
          <select
            id={filterId}
            className="field-input"
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value as QuestionFilter);
              setPage(1);
            }}
          >
            {FILTERS.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {canPost ? (
        <div className="mt-3">
          {asking ? (
            <AskQuestionForm userId={userId} courseId={courseId} lecture={lecture} player={player} onDone={() => setAsking(false)} />
          ) : (
            <button type="button" className="btn btn-primary" onClick={() => setAsking(true)}>
              Đặt câu hỏi
            </button>
          )}
        </div>
      ) : null}
      {waiting.length > 0 ? (
        <ul className="mt-3 space-y-2" data-testid="questions-waiting">
          {waiting.map((entry) => (
            <li key={entry.clientId} className="rounded-lg border border-dashed border-slate-300 px-3 py-2 dark:border-slate-700">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold break-words text-slate-900 dark:text-white">{entry.title}</span>
                <WaitingBadge lastError={entry.lastError} />
              </div>
              <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                {entry.lectureTitle ?? 'Cả khóa học'}
                {entry.videoSecond !== null ? ` · ${formatVideoSecond(entry.videoSecond)}` : ''}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <AsyncListBody
        status={questions.status}
        itemCount={items.length}
        errorText={errorMessage(error, 'Không tải được câu hỏi.')}
        emptyText={q ? 'Không có câu hỏi nào khớp với từ khóa.' : 'Chưa có câu hỏi nào. Hãy là người đầu tiên đặt câu hỏi!'}
        onRetry={() => void questions.refetch()}
        testId="questions"
      >
        <ul className="mt-2">
          {items.map((question) => (
            <QuestionSummary
              key={question._id}
              question={question}
              player={player}
              onOpen={() => onOpen(question._id)}
              followBusy={follow.isPending}
              onFollow={
                canPost && !questions.data?.saved ? (next) => follow.mutate({ questionId: question._id, follow: next }, { onError: (failure) => toastError(failure) }) : undefined
              }
            />
          ))}
        </ul>
      </AsyncListBody>
      {pagination ? <Pagination currentPage={pagination.currentPage} totalPages={pagination.totalPages} onPageChange={setPage} className="mt-4" /> : null}
    </section>
  );
}
