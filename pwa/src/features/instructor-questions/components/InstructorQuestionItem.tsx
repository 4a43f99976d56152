import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PlainTextWithLinks } from '../../../components/ui/PlainTextWithLinks';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatDate, formatNumber } from '../../../lib/format';
import { formatLectureDuration } from '../../courses';
import type { QuestionStatus, QuestionView } from '../api/instructorQuestionsApi';
import { waitingText } from '../questionTime';
import { AnswerForm } from './AnswerForm';
import { QuestionAnswers } from './QuestionAnswers';

export const STATUS_LABELS: Record<QuestionStatus, string> = { open: 'Chưa trả lời', answered: 'Đã trả lời', solved: 'Đã giải quyết' };
const STATUS_TONES: Record<QuestionStatus, string> = { open: 'pending', answered: 'approved', solved: 'resolved' };

/** A question as the list gives it (with its course), or fetched by id from a notification (course title looked up). */
export type ListedQuestion = QuestionView & { courseTitle?: string; courseSlug?: string };

type Props = {
  question: ListedQuestion;
  /** Opened, and scrolled to, when the page was reached from its notification. */
  highlighted?: boolean;
  testIdPrefix?: string;
};

/** One question on my course: where it was asked, who asked and when, its text, and its answers with the form to answer in place. */
export function InstructorQuestionItem({ question, highlighted = false, testIdPrefix = 'instructor-question' }: Props) {
  const [open, setOpen] = useState(highlighted);
  const itemRef = useRef<HTMLLIElement>(null);
  const status = question.status as QuestionStatus;
  const panelId = `question-${question._id}-answers`;

  useEffect(() => {
    if (highlighted) itemRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [highlighted]);

  return (
    <li
      ref={itemRef}
      id={`question-${question._id}`}
      className={`card min-w-0 scroll-mt-24 space-y-3 ${highlighted ? 'ring-2 ring-brand-500' : ''}`}
      data-testid={`${testIdPrefix}-${question._id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 text-sm">
          {question.courseSlug ? (
            <Link to={`/courses/${question.courseSlug}`} className="font-semibold break-words text-brand-700 hover:underline dark:text-brand-300">
              {question.courseTitle}
            </Link>
          ) : (
            <span className="font-semibold break-words text-slate-900 dark:text-white">{question.courseTitle ?? 'Khóa học'}</span>
          )}
          <p className="break-words text-slate-600 dark:text-slate-400" data-testid="question-where">
            {question.lectureTitle ? `Bài: ${question.lectureTitle}` : 'Câu hỏi chung về khóa học'}
            {question.videoSecond !== null ? ` · tại ${formatLectureDuration(question.videoSecond)}` : ''}
          </p>
        </div>
        <span className="flex flex-wrap items-center gap-2" data-testid="question-status">
          <StatusBadge status={STATUS_TONES[status] ?? status} label={STATUS_LABELS[status] ?? status} />
          {status === 'open' ? (
            <span className="text-xs font-medium text-amber-800 dark:text-amber-300" data-testid="question-waiting">
              {waitingText(question.createdAt)}
            </span>
          ) : null}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
        <span className="font-medium break-words text-slate-900 dark:text-white">{question.author.name}</span>
        <time dateTime={question.createdAt}>{formatDate(question.createdAt)}</time>
        {question.edited ? <span className="italic">đã chỉnh sửa</span> : null}
      </div>
      {question.deleted ? (
        <p className="text-sm italic text-slate-500 dark:text-slate-400">Câu hỏi đã bị người hỏi xóa.</p>
      ) : (
        <div className="space-y-1">
          <h2 className="text-base font-semibold break-words text-slate-900 dark:text-white" data-testid="question-title">
            {question.title}
          </h2>
          {question.body ? <PlainTextWithLinks text={question.body} className="text-slate-700 dark:text-slate-300" /> : null}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className="btn btn-secondary btn-sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {open ? 'Thu gọn' : question.answersCount > 0 ? `Xem ${formatNumber(question.answersCount)} câu trả lời và trả lời` : 'Trả lời'}
        </button>
        {question.courseSlug && question.lectureId ? (
          <Link
            to={`/learn/${question.courseSlug}/${question.lectureId}?question=${question._id}`}
            className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            Mở trong bài học
          </Link>
        ) : null}
      </div>
      {open ? (
        <div id={panelId} className="space-y-3 border-t border-slate-100 pt-3 dark:border-slate-800">
          <QuestionAnswers questionId={question._id} />
          {question.deleted ? null : <AnswerForm questionId={question._id} askerName={question.author.name} />}
        </div>
      ) : null}
    </li>
  );
}
