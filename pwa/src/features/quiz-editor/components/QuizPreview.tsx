import type { QuizDraft } from '../quizDraft';
import { optionLetter } from './QuestionEditor';

/** The quiz being written as a learner meets it: rules, questions and options to tick, no right answer shown. */
export function QuizPreview({ draft }: { draft: QuizDraft }) {
  const wait = Number(draft.retakeWaitMinutes) || 0;
  return (
    <div className="space-y-4" data-testid="quiz-preview">
      <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
        {draft.questions.length} câu hỏi · Đạt khi đúng từ {draft.passPercent}% · {wait > 0 ? `Làm lại sau ${wait} phút` : 'Làm lại ngay khi muốn'}
        {draft.shuffleQuestions || draft.shuffleOptions ? (
          <span className="block text-slate-500 dark:text-slate-400">
            Mỗi lượt làm bài xáo trộn thứ tự {draft.shuffleQuestions && draft.shuffleOptions ? 'câu hỏi và đáp án' : draft.shuffleQuestions ? 'câu hỏi' : 'đáp án'}.
          </span>
        ) : null}
      </p>
      {draft.questions.length === 0 ? <p className="text-slate-600 dark:text-slate-400">Chưa có câu hỏi nào.</p> : null}
      <ol className="space-y-4">
        {draft.questions.map((question, index) => (
          <li key={question.key}>
            <fieldset className="min-w-0 rounded-2xl p-4 ring-1 ring-slate-200 dark:ring-slate-800">
              <legend className="px-1 font-semibold break-words whitespace-pre-wrap text-slate-900 dark:text-white">
                Câu {index + 1}. {question.prompt}
              </legend>
              {question.imageUrl ? <img src={question.imageUrl} alt={`Ảnh minh họa câu ${index + 1}`} className="mb-3 max-h-60 max-w-full rounded-lg object-contain" /> : null}
              <p className="mb-2 text-sm text-slate-500 dark:text-slate-400">{question.multiple ? 'Chọn mọi đáp án đúng' : 'Chọn một đáp án'}</p>
              <ul className="space-y-2">
                {question.options.map((option, optionIndex) => (
                  <li key={option.key}>
                    <label className="flex items-start gap-3 rounded-xl p-3 ring-1 ring-slate-200 dark:ring-slate-700">
                      <input type={question.multiple ? 'checkbox' : 'radio'} name={`preview-${question.key}`} className="mt-0.5 h-5 w-5 shrink-0" />
                      <span className="min-w-0 break-words">
                        {optionLetter(optionIndex)}. {option.text}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          </li>
        ))}
      </ol>
    </div>
  );
}
