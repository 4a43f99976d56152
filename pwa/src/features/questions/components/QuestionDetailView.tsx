import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { Avatar } from '../../../components/ui/Avatar';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { FormError } from '../../../components/ui/FormError';
import { Icon } from '../../../components/ui/Icon';
import { PlainTextWithLinks } from '../../../components/ui/PlainTextWithLinks';
import { Spinner } from '../../../components/ui/Spinner';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatDateTime } from '../../../lib/format';
import { ApiError } from '../../../lib/http/ApiError';
import { errorMessage } from '../../../lib/http/errorMessage';
import { toastError } from '../../../lib/http/toastError';
import { queueAnswer, type PostOutboxEntry } from '../../learn';
import {
  useAcceptAnswer,
  useDeleteAnswer,
  useDeleteQuestion,
  useEditAnswer,
  useEditQuestion,
  useFollowQuestion,
  useQuestion,
  type AnswerView,
  type QuestionView,
  type ReportTarget,
} from '../api/questionsApi';
import { formatVideoSecond, QUESTION_STATUS_LABELS, QUESTION_STATUS_TONES, QUESTIONS_OFFLINE_NOTE, type PlayerControls } from '../questionFormat';
import { POST_BODY_MAX, QUESTION_TITLE_MAX } from './AskQuestionForm';
import { WaitingBadge } from './PostOutboxNotes';
import { ReportPostDialog } from './ReportPostDialog';

type Props = {
  userId: string;
  courseId: string;
  questionId: string;
  player: PlayerControls;
  canPost: boolean;
  pendingAnswers: Extract<PostOutboxEntry, { kind: 'answer' }>[];
  onBack: () => void;
  onAccessEnded: (message: string) => void;
};

type Deleting = { kind: 'question' | 'answer'; id: string } | null;

/** A question with its answers (the instructor's first, as the API orders them), the answer form and the post actions. */
export function QuestionDetailView({ userId, courseId, questionId, player, canPost, pendingAnswers, onBack, onAccessEnded }: Props) {
  const detail = useQuestion(userId, courseId, questionId);
  const { hash } = useLocation();
  const [reporting, setReporting] = useState<{ target: ReportTarget; authorName: string } | null>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const deleteQuestion = useDeleteQuestion(courseId);
  const deleteAnswer = useDeleteAnswer(courseId);
  const accept = useAcceptAnswer(courseId);
  const follow = useFollowQuestion(courseId);

  const endedMessage = detail.error instanceof ApiError && detail.error.code === 'QUESTION_ACCESS_ENDED' ? detail.error.message : null;
  useEffect(() => {
    if (endedMessage) onAccessEnded(endedMessage);
  }, [endedMessage, onAccessEnded]);

  // A notification's link names the answer (#answer-<id>): once it is on screen, bring it into view.
  const target = hash.startsWith('#answer-') ? hash.slice(1) : null;
  const loaded = detail.data !== undefined;
  useEffect(() => {
    if (target && loaded) document.getElementById(target)?.scrollIntoView({ block: 'center' });
  }, [target, loaded]);

  const back = (
    <button type="button" className="btn btn-secondary btn-sm mb-3" onClick={onBack}>
      <Icon name="chevronLeft" className="h-4 w-4" /> Tất cả câu hỏi
    </button>
  );
  if (detail.status === 'pending') return <Spinner />;
  if (detail.status === 'error') {
    return (
      <div>
        {back}
        {endedMessage ? null : (
          <div role="alert" className="py-6 text-center">
            <p className="text-red-600 dark:text-red-400" data-testid="question-error">
              {errorMessage(detail.error, 'Không tải được câu hỏi.')}
            </p>
            <button type="button" className="btn btn-secondary mt-3" onClick={() => void detail.refetch()}>
              Thử lại
            </button>
          </div>
        )}
      </div>
    );
  }
  const { question, answers, saved } = detail.data;
  const live = canPost && !saved;

  const confirmDelete = () => {
    if (!deleting) return;
    const done = { onSuccess: () => setDeleting(null), onError: (failure: unknown) => toastError(failure) };
    if (deleting.kind === 'question') deleteQuestion.mutate(deleting.id, { ...done, onSuccess: () => (setDeleting(null), question.answersCount === 0 ? onBack() : undefined) });
    else deleteAnswer.mutate(deleting.id, done);
  };

  return (
    <article data-testid="question-detail">
      {back}
      {saved ? (
        <p role="status" className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:bg-amber-500/10 dark:text-amber-300">
          {QUESTIONS_OFFLINE_NOTE}
        </p>
      ) : null}
      <QuestionBody
        question={question}
        courseId={courseId}
        player={player}
        live={live}
        onDelete={() => setDeleting({ kind: 'question', id: question._id })}
        onReport={() => setReporting({ target: { kind: 'question', id: question._id }, authorName: question.author.name })}
        onFollow={(next) => follow.mutate({ questionId: question._id, follow: next }, { onError: (failure) => toastError(failure) })}
        followBusy={follow.isPending}
      />
      <h3 className="mt-6 text-base font-semibold text-slate-900 dark:text-white">{answers.length} câu trả lời</h3>
      <ul className="mt-2 space-y-3">
        {answers.map((answer) => (
          <AnswerItem
            key={answer._id}
            answer={answer}
            courseId={courseId}
            highlighted={target === `answer-${answer._id}`}
            live={live}
            canAccept={live && question.mine && !question.deleted && !answer.accepted}
            acceptBusy={accept.isPending}
            onAccept={() => accept.mutate({ questionId: question._id, answerId: answer._id }, { onError: (failure) => toastError(failure) })}
            onDelete={() => setDeleting({ kind: 'answer', id: answer._id })}
            onReport={() => setReporting({ target: { kind: 'answer', id: answer._id }, authorName: answer.author.name })}
          />
        ))}
        {pendingAnswers.map((entry) => (
          <li key={entry.clientId} className="rounded-lg border border-dashed border-slate-300 p-3 dark:border-slate-700" data-testid="answer-waiting">
            <WaitingBadge lastError={entry.lastError} />
            <PlainTextWithLinks text={entry.body} className="mt-2 text-sm text-slate-700 dark:text-slate-200" />
          </li>
        ))}
      </ul>
      {canPost && !question.deleted ? <AnswerForm userId={userId} courseId={courseId} questionId={question._id} /> : null}
      {reporting ? <ReportPostDialog courseId={courseId} target={reporting.target} authorName={reporting.authorName} onClose={() => setReporting(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting?.kind === 'question' ? 'Xóa câu hỏi' : 'Xóa câu trả lời'}
        message={
          deleting?.kind === 'question' && question.answersCount > 0
            ? 'Câu hỏi sẽ hiện là "đã xóa"; các câu trả lời vẫn được giữ lại.'
            : 'Bạn có chắc muốn xóa? Thao tác này không thể hoàn tác.'
        }
        confirmLabel="Xóa"
        danger
        busy={deleteQuestion.isPending || deleteAnswer.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </article>
  );
}

type QuestionBodyProps = {
  question: QuestionView;
  courseId: string;
  player: PlayerControls;
  live: boolean;
  onDelete: () => void;
  onReport: () => void;
  onFollow: (follow: boolean) => void;
  followBusy: boolean;
};

function QuestionBody({ question, courseId, player, live, onDelete, onReport, onFollow, followBusy }: QuestionBodyProps) {
  const [editing, setEditing] = useState(false);
  if (question.deleted) {
    return (
      <div className="rounded-xl bg-slate-50 p-4 text-slate-500 italic dark:bg-slate-800/50 dark:text-slate-400" data-testid="question-deleted">
        Câu hỏi này đã xóa.
      </div>
    );
  }
  if (editing) return <EditQuestionForm question={question} courseId={courseId} onDone={() => setEditing(false)} />;
  return (
    <div>
      <h2 className="text-lg font-bold break-words text-slate-900 dark:text-white">{question.title}</h2>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        {question.author.name} · {formatDateTime(question.createdAt)}
        {question.edited ? ' · đã sửa' : ''}
        {question.lectureTitle ? ` · ${question.lectureTitle}` : ' · Cả khóa học'}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-xs">
        <StatusBadge status={QUESTION_STATUS_TONES[question.status]} label={QUESTION_STATUS_LABELS[question.status]} />
        <span className="text-slate-600 dark:text-slate-300">{question.followersCount} người theo dõi</span>
        {question.videoSecond !== null ? (
          <button
            type="button"
            className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-brand-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-brand-300"
            aria-label={`Xem video tại ${formatVideoSecond(question.videoSecond)}`}
            onClick={() => player.seek(question.lectureId, question.videoSecond ?? 0)}
          >
            {formatVideoSecond(question.videoSecond)}
          </button>
        ) : null}
      </div>
      {question.body ? <PlainTextWithLinks text={question.body} className="mt-3 text-slate-700 dark:text-slate-200" /> : null}
      {live ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {question.mine ? (
            <>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => setEditing(true)}>
                Sửa
              </button>
              <button type="button" className="btn btn-secondary btn-sm" onClick={onDelete}>
                Xóa
              </button>
            </>
          ) : (
            <>
              <button type="button" className="btn btn-secondary btn-sm" aria-pressed={question.following} disabled={followBusy} onClick={() => onFollow(!question.following)}>
                {question.following ? 'Đang theo dõi' : 'Tôi cũng muốn biết'}
              </button>
              <button type="button" className="btn btn-secondary btn-sm" onClick={onReport}>
                Báo cáo
              </button>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}

type AnswerItemProps = {
  answer: AnswerView;
  courseId: string;
  highlighted: boolean;
  live: boolean;
  canAccept: boolean;
  acceptBusy: boolean;
  onAccept: () => void;
  onDelete: () => void;
  onReport: () => void;
};

function AnswerItem({ answer, courseId, highlighted, live, canAccept, acceptBusy, onAccept, onDelete, onReport }: AnswerItemProps) {
  const [editing, setEditing] = useState(false);
  const tone = answer.accepted
    ? 'border-emerald-300 bg-emerald-50/60 dark:border-emerald-500/40 dark:bg-emerald-500/10'
    : answer.author.isInstructor
      ? 'border-brand-200 bg-brand-50/60 dark:border-brand-500/40 dark:bg-brand-500/10'
      : 'border-slate-200 dark:border-slate-700';
  return (
    <li
      id={`answer-${answer._id}`}
      className={`scroll-mt-24 rounded-lg border p-3 ${tone} ${highlighted ? 'ring-2 ring-amber-400' : ''}`}
      data-highlighted={highlighted || undefined}
      data-testid={`answer-${answer._id}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Avatar name={answer.author.name} src={answer.author.avatarUrl} size="sm" decorative />
        <span className="font-medium text-slate-900 dark:text-white">{answer.author.name}</span>
        {answer.author.isInstructor ? <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">Giảng viên</span> : null}
        {answer.accepted ? <StatusBadge status="resolved" label="Đã giải quyết" /> : null}
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {formatDateTime(answer.createdAt)}
          {answer.edited ? ' · đã sửa' : ''}
        </span>
      </div>
      {editing ? (
        <EditAnswerForm answer={answer} courseId={courseId} onDone={() => setEditing(false)} />
      ) : (
        <PlainTextWithLinks text={answer.body} className="mt-2 text-sm text-slate-700 dark:text-slate-200" />
      )}
      {live && !editing ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {canAccept ? (
            <button type="button" className="btn btn-secondary btn-sm" disabled={acceptBusy} onClick={onAccept}>
              <Icon name="check" className="h-4 w-4" /> Đánh dấu đã giải quyết
            </button>
          ) : null}
          {answer.mine ? (
            <>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => setEditing(true)}>
                Sửa
              </button>
              <button type="button" className="btn btn-secondary btn-sm" onClick={onDelete}>
                Xóa
              </button>
            </>
          ) : (
            <button type="button" className="btn btn-secondary btn-sm" onClick={onReport}>
              Báo cáo
            </button>
          )}
        </div>
      ) : null}
    </li>
  );
}

/** Answering goes through the outbox: offline it waits ('Đang chờ gửi') and is posted once. */
function AnswerForm({ userId, courseId, questionId }: { userId: string; courseId: string; questionId: string }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const bodyId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return setError('Vui lòng nhập nội dung câu trả lời.');
    setError(null);
    try {
      await queueAnswer(userId, courseId, questionId, body);
      setBody('');
    } catch (failure) {
      console.error(failure);
      setError('Không lưu được câu trả lời trên thiết bị này.');
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-2" data-testid="answer-form">
      <label htmlFor={bodyId} className="field-label">
        Câu trả lời của bạn
      </label>
      <textarea id={bodyId} className="field-input min-h-24" value={body} maxLength={POST_BODY_MAX} onChange={(event) => setBody(event.target.value)} />
      <FormError message={error} testId="answer-form-error" />
      <div className="flex justify-end">
        <button type="submit" className="btn btn-primary">
          Gửi câu trả lời
        </button>
      </div>
    </form>
  );
}

function EditQuestionForm({ question, courseId, onDone }: { question: QuestionView; courseId: string; onDone: () => void }) {
  const [title, setTitle] = useState(question.title);
  const [body, setBody] = useState(question.body);
  const [error, setError] = useState<string | null>(null);
  const edit = useEditQuestion(courseId);
  const titleId = useId();
  const bodyId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError('Vui lòng nhập tiêu đề câu hỏi.');
    edit.mutate({ questionId: question._id, input: { title: title.trim(), body: body.trim() } }, { onSuccess: onDone, onError: (failure) => setError(failure.message) });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <label htmlFor={titleId} className="field-label">
        Tiêu đề
      </label>
      <input id={titleId} className="field-input" value={title} maxLength={QUESTION_TITLE_MAX} onChange={(event) => setTitle(event.target.value)} />
      <label htmlFor={bodyId} className="field-label">
        Nội dung
      </label>
      <textarea id={bodyId} className="field-input min-h-24" value={body} maxLength={POST_BODY_MAX} onChange={(event) => setBody(event.target.value)} />
      <FormError message={error} />
      <div className="flex justify-end gap-2">
        <button type="button" className="btn btn-secondary" onClick={onDone} disabled={edit.isPending}>
          Hủy
        </button>
        <button type="submit" className="btn btn-primary" disabled={edit.isPending}>
          Lưu
        </button>
      </div>
    </form>
  );
}

function EditAnswerForm({ answer, courseId, onDone }: { answer: AnswerView; courseId: string; onDone: () => void }) {
  const [body, setBody] = useState(answer.body);
  const [error, setError] = useState<string | null>(null);
  const edit = useEditAnswer(courseId);
  const bodyId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return setError('Vui lòng nhập nội dung câu trả lời.');
    edit.mutate({ answerId: answer._id, body: body.trim() }, { onSuccess: onDone, onError: (failure) => setError(failure.message) });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-2 space-y-2">
      <label htmlFor={bodyId} className="field-label">
        Sửa câu trả lời
      </label>
      <textarea id={bodyId} className="field-input min-h-24" value={body} maxLength={POST_BODY_MAX} onChange={(event) => setBody(event.target.value)} />
      <FormError message={error} />
      <div className="flex justify-end gap-2">
        <button type="button" className="btn btn-secondary" onClick={onDone} disabled={edit.isPending}>
          Hủy
        </button>
        <button type="submit" className="btn btn-primary" disabled={edit.isPending}>
          Lưu
        </button>
      </div>
    </form>
  );
}
