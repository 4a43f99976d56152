import { useId } from 'react';
import { Icon } from '../../../components/ui/Icon';
import { ReorderButtons } from '../../../components/ui/ReorderButtons';
import { emptyOption, MAX_EXPLANATION, MAX_OPTION_TEXT, MAX_OPTIONS, MAX_PROMPT, MIN_OPTIONS, type OptionDraft, type QuestionDraft, type QuizErrors } from '../quizDraft';

type Props = {
  question: QuestionDraft;
  /** 1-based, as the learner sees it and the server's messages say it. */
  number: number;
  errors: QuizErrors;
  onChange: (question: QuestionDraft) => void;
  onMove: (delta: -1 | 1) => void;
  onDelete: () => void;
  onPickImage: () => void;
};

export const optionLetter = (index: number) => String.fromCharCode(65 + index);

/** A field's message under it, tied to the field by `aria-describedby`. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}

const invalidProps = (id: string, message: string | undefined) => (message ? { 'aria-invalid': true, 'aria-describedby': id } : {});

/** One question: prompt, one or several right answers, optional image, 2-6 options with their explanations. */
export function QuestionEditor({ question, number, errors, onChange, onMove, onDelete, onPickImage }: Props) {
  const id = useId();
  const set = (update: Partial<QuestionDraft>) => onChange({ ...question, ...update });
  const setOption = (index: number, update: Partial<OptionDraft>) => set({ options: question.options.map((option, i) => (i === index ? { ...option, ...update } : option)) });
  const markCorrect = (index: number, checked: boolean) =>
    // One answer: choosing an option makes it the only right one.
    set({ options: question.options.map((option, i) => (i === index ? { ...option, correct: checked } : question.multiple ? option : { ...option, correct: false })) });
  const toggleMultiple = (multiple: boolean) => {
    // Back to one answer: the first option marked right stays right, so the radios show what will be saved.
    const first = question.options.findIndex((option) => option.correct);
    set({ multiple, options: multiple ? question.options : question.options.map((option, i) => ({ ...option, correct: i === first })) });
  };
  const promptError = errors[`prompt:${question.key}`];
  const optionsError = errors[`options:${question.key}`];

  return (
    <fieldset className="min-w-0 rounded-2xl p-4 ring-1 ring-slate-200 dark:ring-slate-800" data-testid={`question-${number - 1}`}>
      <legend className="sr-only">Câu {number}</legend>
      <div className="flex items-center gap-2">
        <span className="flex-1 font-semibold text-slate-900 dark:text-white" aria-hidden="true">
          Câu {number}
        </span>
        <ReorderButtons label={`câu ${number}`} onMove={onMove} />
        <button type="button" className="icon-btn text-red-600" aria-label={`Xóa câu ${number}`} onClick={onDelete}>
          <Icon name="trash" className="h-4 w-4" />
        </button>
      </div>

      <label htmlFor={`${id}-prompt`} className="field-label mt-2">
        Nội dung câu {number}
      </label>
      <textarea
        id={`${id}-prompt`}
        className="field-input min-h-20"
        value={question.prompt}
        maxLength={MAX_PROMPT}
        onChange={(event) => set({ prompt: event.target.value })}
        {...invalidProps(`${id}-prompt-error`, promptError)}
      />
      <FieldError id={`${id}-prompt-error`} message={promptError} />

      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={question.multiple} onChange={(event) => toggleMultiple(event.target.checked)} />
          Nhiều đáp án đúng
        </label>
        {question.imageUrl ? null : (
          <button type="button" className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline dark:text-brand-300" onClick={onPickImage}>
            <Icon name="image" className="h-4 w-4" /> Thêm ảnh minh họa
          </button>
        )}
      </div>
      {question.imageUrl ? (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <img src={question.imageUrl} alt={`Ảnh minh họa câu ${number}`} className="max-h-40 max-w-full rounded-lg object-contain ring-1 ring-slate-200 dark:ring-slate-700" />
          <span className="flex gap-3 text-sm">
            <button type="button" className="font-medium text-brand-700 hover:underline dark:text-brand-300" onClick={onPickImage}>
              Đổi ảnh
            </button>
            <button type="button" className="font-medium text-red-600 hover:underline" onClick={() => set({ imageUrl: null })}>
              Bỏ ảnh
            </button>
          </span>
        </div>
      ) : null}

      <fieldset className="mt-4 min-w-0" {...invalidProps(`${id}-options-error`, optionsError)}>
        <legend className="text-sm font-medium text-slate-700 dark:text-slate-300">Đáp án ({question.multiple ? 'đánh dấu mọi đáp án đúng' : 'chọn một đáp án đúng'})</legend>
        <ol className="mt-2 space-y-3">
          {question.options.map((option, index) => {
            const letter = optionLetter(index);
            const textError = errors[`text:${option.key}`];
            const explanationError = errors[`explanation:${option.key}`];
            return (
              <li key={option.key} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-900" data-testid={`option-${index}`}>
                <div className="flex items-center gap-2">
                  <input
                    type={question.multiple ? 'checkbox' : 'radio'}
                    name={`${id}-correct`}
                    className="h-5 w-5 shrink-0"
                    checked={option.correct}
                    aria-label={`Đáp án ${letter} đúng`}
                    onChange={(event) => markCorrect(index, event.target.checked)}
                  />
                  <span className="font-semibold text-slate-600 dark:text-slate-400" aria-hidden="true">
                    {letter}.
                  </span>
                  <input
                    className="field-input min-w-0 flex-1"
                    value={option.text}
                    maxLength={MAX_OPTION_TEXT}
                    placeholder="Nội dung đáp án"
                    aria-label={`Nội dung đáp án ${letter}`}
                    onChange={(event) => setOption(index, { text: event.target.value })}
                    {...invalidProps(`${id}-${option.key}-text-error`, textError)}
                  />
                  <button
                    type="button"
                    className="icon-btn text-red-600 disabled:opacity-40"
                    aria-label={`Xóa đáp án ${letter}`}
                    disabled={question.options.length <= MIN_OPTIONS}
                    onClick={() => set({ options: question.options.filter((_, i) => i !== index) })}
                  >
                    <Icon name="trash" className="h-4 w-4" />
                  </button>
                </div>
                <FieldError id={`${id}-${option.key}-text-error`} message={textError} />
                <input
                  className="field-input mt-2 text-sm"
                  value={option.explanation}
                  maxLength={MAX_EXPLANATION}
                  placeholder="Giải thích (không bắt buộc), hiện sau khi nộp bài"
                  aria-label={`Giải thích đáp án ${letter}`}
                  onChange={(event) => setOption(index, { explanation: event.target.value })}
                  {...invalidProps(`${id}-${option.key}-explanation-error`, explanationError)}
                />
                <FieldError id={`${id}-${option.key}-explanation-error`} message={explanationError} />
              </li>
            );
          })}
        </ol>
      </fieldset>
      <FieldError id={`${id}-options-error`} message={optionsError} />
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
        <button
          type="button"
          className="font-medium text-brand-700 hover:underline disabled:text-slate-400 disabled:no-underline dark:text-brand-300"
          disabled={question.options.length >= MAX_OPTIONS}
          onClick={() => set({ options: [...question.options, emptyOption()] })}
        >
          + Thêm đáp án
        </button>
        {question.options.length >= MAX_OPTIONS ? <span className="text-slate-500 dark:text-slate-400">Tối đa 6 đáp án.</span> : null}
      </div>
    </fieldset>
  );
}
