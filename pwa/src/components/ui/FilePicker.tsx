import { useId, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import { Icon } from './Icon';

type Props = {
  /** The field's name: the label of the real file input (tests and screen readers find it by this). */
  label: string;
  /** The label stays for screen readers and tests but is not shown. */
  hideLabel?: boolean;
  onFiles: (files: File[]) => void;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The button text. */
  buttonLabel?: string;
  /** What is chosen, as the caller tracks it (null: nothing); left out, the names of the files last picked. */
  chosen?: string | null;
  hint?: ReactNode;
  /** Shown between the label and the chooser (the current picture). */
  preview?: ReactNode;
  /**
   * inline: button, choice and a drop area in one row; dropzone: a tall drop area (upload pages);
   * button: the button alone (the choice shows elsewhere, e.g. the new avatar).
   */
  appearance?: 'inline' | 'dropzone' | 'button';
  className?: string;
  /** On the real <input type="file">, so tests can set files on it. */
  testId?: string;
};

/** Whether a dropped file fits the `accept` list (the file dialog filters, a drop does not). */
function accepts(file: File, accept: string | undefined): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .some((token) => (token.startsWith('.') ? name.endsWith(token) : token.endsWith('/*') ? type.startsWith(token.slice(0, -1)) : type === token));
}

/**
 * A file chooser that speaks Vietnamese ('Chọn tệp', 'Chưa chọn tệp') whatever the browser's
 * language, and takes dropped files. A real, visually hidden file input stays inside, so keyboard
 * users reach it and tests can set files on it.
 */
export function FilePicker({
  label,
  hideLabel = false,
  onFiles,
  accept,
  multiple = false,
  disabled = false,
  buttonLabel = 'Chọn tệp',
  chosen,
  hint,
  preview,
  appearance = 'inline',
  className = '',
  testId,
}: Props) {
  const id = useId();
  const [picked, setPicked] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const take = (files: File[]) => {
    if (!files.length) return;
    const taken = multiple ? files : files.slice(0, 1);
    setPicked(taken.map((file) => file.name).join(', '));
    setError(null);
    onFiles(taken);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Emptied so that choosing the same file again is still a change.
    event.target.value = '';
    take(files);
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    const fitting = files.filter((file) => accepts(file, accept));
    if (files.length && !fitting.length) return setError('Tệp này không đúng định dạng cho phép.');
    take(fitting);
  };

  const shown = chosen === undefined ? picked : chosen;
  const choice = (
    <span className="min-w-0 text-sm break-words text-slate-600 dark:text-slate-400" aria-live="polite">
      {shown || 'Chưa chọn tệp'}
    </span>
  );
  const buttonClass = `btn btn-secondary btn-sm shrink-0 ${disabled ? 'pointer-events-none opacity-60' : 'cursor-pointer'}`;
  const hintId = `${id}-hint`;
  const fileInput = (
    <input
      id={id}
      type="file"
      className="sr-only"
      accept={accept}
      multiple={multiple}
      disabled={disabled}
      aria-describedby={hint ? hintId : undefined}
      onChange={onChange}
      data-testid={testId}
    />
  );
  const dropHandlers = { onDragOver, onDragLeave: () => setDragging(false), onDrop };
  const frame = `rounded-xl border-2 border-dashed focus-within:ring-2 focus-within:ring-brand-500 ${
    dragging ? 'border-brand-500 bg-brand-50 dark:bg-brand-500/10' : 'border-slate-300 dark:border-slate-700'
  }`;

  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'field-label'}>
        {label}
      </label>
      {preview}
      {appearance === 'dropzone' ? (
        // The whole area opens the file dialog, so the button inside is only its look.
        <label htmlFor={id} className={`flex flex-col items-center justify-center gap-3 p-8 text-center sm:p-10 ${frame} ${disabled ? '' : 'cursor-pointer'}`} {...dropHandlers}>
          <Icon name="upload" className="h-10 w-10 text-slate-400" />
          <span className="font-medium text-slate-800 dark:text-slate-200">Kéo thả tệp vào đây hoặc bấm để chọn</span>
          <span className={buttonClass}>{buttonLabel}</span>
          {choice}
          {fileInput}
        </label>
      ) : appearance === 'button' ? (
        <div className="inline-flex rounded-lg focus-within:ring-2 focus-within:ring-brand-500" {...dropHandlers}>
          <label htmlFor={id} className={buttonClass}>
            <Icon name="upload" className="h-4 w-4" /> {buttonLabel}
          </label>
          {fileInput}
        </div>
      ) : (
        <div className={`flex flex-wrap items-center gap-x-3 gap-y-1 p-2 ${frame}`} {...dropHandlers}>
          <label htmlFor={id} className={buttonClass}>
            <Icon name="upload" className="h-4 w-4" /> {buttonLabel}
          </label>
          {choice}
          <span className="ml-auto hidden text-xs text-slate-500 sm:inline dark:text-slate-400">hoặc kéo thả vào đây</span>
          {fileInput}
        </div>
      )}
      {error ? (
        <p className="mt-1 text-sm text-red-600 dark:text-red-400" role="alert">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
