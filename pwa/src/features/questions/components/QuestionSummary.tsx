import { Avatar } from '../../../components/ui/Avatar';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatDate } from '../../../lib/format';
import type { QuestionView } from '../api/questionTypes';
import { excerpt, formatVideoSecond, QUESTION_STATUS_LABELS, QUESTION_STATUS_TONES, type PlayerControls } from '../questionFormat';

type Props = {
  question: QuestionView;
  player: PlayerControls;
  onOpen: () => void;
  onFollow?: (follow: boolean) => void;
  followBusy?: boolean;
};

/** A question in the list: title (opens it), excerpt, who and when, lecture, counts, status, 'Tôi cũng muốn biết'. */
export function QuestionSummary({ question, player, onOpen, onFollow, followBusy = false }: Props) {
  const deleted = question.deleted;
  return (
    <li className="border-b border-slate-200 py-4 last:border-b-0 dark:border-slate-800" data-testid={`question-${question._id}`}>
      <div className="flex items-start gap-3">
        <Avatar name={question.author.name} src={question.author.avatarUrl} size="sm" decorative />
        <div className="min-w-0 flex-1">
          <button type="button" className="text-left font-semibold text-slate-900 hover:text-brand-700 hover:underline dark:text-white dark:hover:text-brand-300" onClick={onOpen}>
            {deleted ? 'Câu hỏi đã xóa' : question.title}
          </button>
          {!deleted && question.body ? <p className="mt-1 break-words text-sm text-slate-600 dark:text-slate-300">{excerpt(question.body)}</p> : null}
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            {question.author.name} · {formatDate(question.createdAt)}
            {question.lectureTitle ? ` · ${question.lectureTitle}` : ' · Cả khóa học'}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-300">
            <StatusBadge status={QUESTION_STATUS_TONES[question.status]} label={QUESTION_STATUS_LABELS[question.status]} />
            <span>{question.answersCount} câu trả lời</span>
            <span>· {question.followersCount} người theo dõi</span>
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
            {onFollow && !question.mine && !deleted ? (
              <button type="button" className="btn btn-secondary btn-sm" aria-pressed={question.following} disabled={followBusy} onClick={() => onFollow(!question.following)}>
                {question.following ? 'Đang theo dõi' : 'Tôi cũng muốn biết'}
              </button>
            ) : null}
          </div>
        </div>
      </div>
    </li>
  );
}
