import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PlainTextWithLinks } from '../../../components/ui/PlainTextWithLinks';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format';
import { AnswerForm, QuestionAnswers } from '../../instructor-questions';
import { useInvalidateAdminQuestions } from '../api/adminQuestionsApi';
import type { AdminAnswer, AdminQuestion } from '../api/adminQuestionsApi';
import { postActionTexts, type PostAction } from './PostVisibilityDialog';

type Report = AdminQuestion['reports'][number];

function Reports({ reports, testId }: { reports: Report[]; testId: string }) {
  if (reports.length === 0) return null;
  return (
    <div className="rounded-xl bg-amber-50 p-3 text-sm dark:bg-amber-500/10">
      <p className="font-semibold text-slate-900 dark:text-white">Báo cáo gần đây</p>
      <ul className="mt-1 divide-y divide-amber-100 dark:divide-amber-500/20" data-testid={testId}>
        {reports.map((report, index) => (
          <li key={`${report.createdAt}-${index}`} className="py-2">
            <p className="whitespace-pre-line break-words text-slate-800 dark:text-slate-200">{report.reason}</p>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {report.reporterName} · <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

function VisibilityButton({ action, onAct, subject }: { action: PostAction; onAct: (action: PostAction) => void; subject: string }) {
  const { action: label } = postActionTexts(action);
  return (
    <button type="button" className={`btn btn-sm ${action.hidden ? 'btn-danger' : 'btn-primary'}`} aria-label={`${label} ${subject}`} onClick={() => onAct(action)}>
      {label}
    </button>
  );
}

function FlaggedAnswer({ answer, onAct }: { answer: AdminAnswer; onAct: (action: PostAction) => void }) {
  return (
    <li className="space-y-2 rounded-xl bg-slate-50 p-3 text-sm dark:bg-slate-800/60" data-testid={`flagged-answer-${answer._id}`}>
      <p className="flex flex-wrap items-center gap-2 text-slate-600 dark:text-slate-400">
        <span className="font-semibold break-words text-slate-900 dark:text-white">{answer.author.name}</span>
        {answer.author.isInstructor ? <StatusBadge status="approved" label="Giảng viên" /> : null}
        {answer.hidden ? <StatusBadge status="rejected" label="Đã ẩn" /> : null}
        {answer.openReports > 0 ? <StatusBadge status="pending" label={`${formatNumber(answer.openReports)} báo cáo`} /> : null}
        <time dateTime={answer.createdAt}>{formatDate(answer.createdAt)}</time>
      </p>
      <PlainTextWithLinks text={answer.body} className="text-slate-700 dark:text-slate-300" />
      {answer.hidden && answer.hiddenReason ? <p className="break-words text-slate-600 dark:text-slate-400">Lý do ẩn: {answer.hiddenReason}</p> : null}
      <Reports reports={answer.reports} testId={`answer-reports-${answer._id}`} />
      <VisibilityButton action={{ target: 'answer', id: answer._id, hidden: !answer.hidden, authorName: answer.author.name }} onAct={onAct} subject={`của ${answer.author.name}`} />
    </li>
  );
}

/** One question as a card (it reads on a 390 px phone as on a desktop): where and by whom, text, reports, flagged answers, actions. */
export function AdminQuestionCard({ question, onAct }: { question: AdminQuestion; onAct: (action: PostAction) => void }) {
  const [answering, setAnswering] = useState(false);
  const refreshQueue = useInvalidateAdminQuestions();
  const panelId = `admin-question-${question._id}-answer`;
  return (
    <li className="card min-w-0 space-y-3" data-testid={`admin-question-${question._id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 text-sm">
          <Link to={`/courses/${question.courseSlug}`} className="font-semibold break-words text-brand-700 hover:underline dark:text-brand-300">
            {question.courseTitle}
          </Link>
          <p className="break-words text-slate-600 dark:text-slate-400">{question.lectureTitle ? `Bài: ${question.lectureTitle}` : 'Câu hỏi chung về khóa học'}</p>
        </div>
        <span className="flex flex-wrap gap-2" data-testid="admin-question-badges">
          {question.hidden ? <StatusBadge status="rejected" label="Đã ẩn" /> : <StatusBadge status="active" label="Đang hiển thị" />}
          {question.openReports > 0 ? <StatusBadge status="pending" label={`${formatNumber(question.openReports)} báo cáo`} /> : null}
          {question.status === 'open' ? <StatusBadge status="pending" label="Chưa trả lời" /> : null}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
        <span className="font-medium break-words text-slate-900 dark:text-white">{question.author.name}</span>
        <time dateTime={question.createdAt}>{formatDate(question.createdAt)}</time>
        <span>{formatNumber(question.answersCount)} câu trả lời</span>
      </div>
      <div className="space-y-1">
        <h2 className="text-base font-semibold break-words text-slate-900 dark:text-white" data-testid="admin-question-title">
          {question.deleted ? 'Câu hỏi đã bị người hỏi xóa' : question.title}
        </h2>
        {question.body ? <PlainTextWithLinks text={question.body} className="text-slate-700 dark:text-slate-300" /> : null}
      </div>
      {question.hidden && question.hiddenReason ? <p className="text-sm break-words text-slate-600 dark:text-slate-400">Lý do ẩn: {question.hiddenReason}</p> : null}
      <Reports reports={question.reports} testId={`question-reports-${question._id}`} />
      {question.flaggedAnswers.length > 0 ? (
        <div className="space-y-2">
          <p className="text-sm font-semibold text-slate-900 dark:text-white">Câu trả lời bị báo cáo hoặc đã ẩn</p>
          <ul className="space-y-2">
            {question.flaggedAnswers.map((answer) => (
              <FlaggedAnswer key={answer._id} answer={answer} onAct={onAct} />
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <VisibilityButton
          action={{ target: 'question', id: question._id, hidden: !question.hidden, authorName: question.author.name }}
          onAct={onAct}
          subject={`của ${question.author.name}`}
        />
        {question.deleted ? null : (
          <button type="button" className="btn btn-secondary btn-sm" aria-expanded={answering} aria-controls={panelId} onClick={() => setAnswering(!answering)}>
            {answering ? 'Thu gọn' : 'Trả lời với tư cách học viện'}
          </button>
        )}
      </div>
      {answering ? (
        <div id={panelId} className="space-y-3 border-t border-slate-100 pt-3 dark:border-slate-800">
          <QuestionAnswers questionId={question._id} />
          <AnswerForm questionId={question._id} askerName={question.author.name} label="Câu trả lời của học viện" onAnswered={refreshQueue} />
        </div>
      ) : null}
    </li>
  );
}
