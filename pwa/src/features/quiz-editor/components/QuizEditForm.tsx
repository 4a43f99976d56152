import type { FormEvent } from 'react';
import { TextField } from '../../../components/ui/TextField';
import { moveItem } from '../../../lib/moveItem';
import { emptyQuestion, MAX_QUESTIONS, type QuizDraft, type QuizErrors } from '../quizDraft';
import { QuestionEditor } from './QuestionEditor';

type Props = {
  id: string;
  hidden: boolean;
  draft: QuizDraft;
  errors: QuizErrors;
  onSubmit: (event: FormEvent) => void;
  onChange: (change: Partial<QuizDraft>) => void;
  /** Asks before deleting the question at this index. */
  onDeleteQuestion: (index: number) => void;
  onPickImage: (index: number) => void;
};

/** The quiz's settings and its questions, each message next to its field. */
export function QuizEditForm({ id, hidden, draft, errors, onSubmit, onChange, onDeleteQuestion, onPickImage }: Props) {
  return (
    <form id={id} onSubmit={onSubmit} noValidate className={hidden ? 'hidden' : 'space-y-6'}>
      <section className="space-y-3" aria-labelledby={`${id}-settings`}>
        <h3 id={`${id}-settings`} className="font-semibold text-slate-900 dark:text-white">
          Cài đặt
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Điểm đạt (%)"
            inputMode="numeric"
            value={draft.passPercent}
            onChange={(event) => onChange({ passPercent: event.target.value.trim() })}
            hint="Học viên đạt khi trả lời đúng từ tỷ lệ này."
            error={errors.passPercent}
          />
          <TextField
            label="Chờ giữa hai lần làm (phút)"
            inputMode="numeric"
            value={draft.retakeWaitMinutes}
            onChange={(event) => onChange({ retakeWaitMinutes: event.target.value.trim() })}
            hint="0 là được làm lại ngay; tối đa 10.080 (7 ngày)."
            error={errors.retakeWaitMinutes}
          />
        </div>
        <div className="flex flex-col gap-2 text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={draft.shuffleQuestions} onChange={(event) => onChange({ shuffleQuestions: event.target.checked })} />
            Xáo trộn thứ tự câu hỏi mỗi lượt làm
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={draft.shuffleOptions} onChange={(event) => onChange({ shuffleOptions: event.target.checked })} />
            Xáo trộn thứ tự đáp án mỗi lượt làm
          </label>
        </div>
      </section>

      <section className="space-y-3" aria-labelledby={`${id}-questions`}>
        <h3 id={`${id}-questions`} className="font-semibold text-slate-900 dark:text-white">
          Câu hỏi ({draft.questions.length})
        </h3>
        {errors.questions ? (
          <p className="text-sm text-red-700 dark:text-red-300" data-testid="questions-error">
            {errors.questions}
          </p>
        ) : null}
        <ol className="space-y-4">
          {draft.questions.map((question, index) => (
            <li key={question.key}>
              <QuestionEditor
                question={question}
                number={index + 1}
                errors={errors}
                onChange={(changed) => onChange({ questions: draft.questions.map((item, i) => (i === index ? changed : item)) })}
                onMove={(delta) => onChange({ questions: moveItem(draft.questions, index, delta) })}
                onDelete={() => onDeleteQuestion(index)}
                onPickImage={() => onPickImage(index)}
              />
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={draft.questions.length >= MAX_QUESTIONS}
          onClick={() => onChange({ questions: [...draft.questions, emptyQuestion()] })}
        >
          + Thêm câu hỏi
        </button>
      </section>
    </form>
  );
}
