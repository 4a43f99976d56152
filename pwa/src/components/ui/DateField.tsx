import { useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { formatDayText, INVALID_DAY_MESSAGE, maskDayText, parseDayText } from '../../lib/dayText';
import { useDismissable } from '../../lib/useDismissable';
import { DateCalendar } from './DateCalendar';
import { Icon } from './Icon';

type Props = {
  label: string;
  /** ISO day (yyyy-mm-dd) or '' for none. */
  value: string;
  /** Called with an ISO day, or '' when the box is emptied; never with a half-typed or invalid day. */
  onChange: (value: string) => void;
  /** ISO bounds, inclusive. */
  min?: string;
  max?: string;
  disabled?: boolean;
  hint?: ReactNode;
  /** The label stays for screen readers and tests but is not shown (a row of inputs with its own heading). */
  hideLabel?: boolean;
  className?: string;
  testId?: string;
};

/** Why `text` is not a day this field takes, or null. */
function problemOf(text: string, min?: string, max?: string): string | null {
  const iso = parseDayText(text);
  if (iso === null) return INVALID_DAY_MESSAGE;
  if (iso && min && iso < min) return `Ngày không được trước ${formatDayText(min)}.`;
  if (iso && max && iso > max) return `Ngày không được sau ${formatDayText(max)}.`;
  return null;
}

/**
 * A day in Vietnamese form: typed as dd/mm/yyyy (slashes added while typing) or picked on a
 * Vietnamese calendar. The browser's own date input shows the device's language and format; this
 * one is the same everywhere. The value in and out stays ISO yyyy-mm-dd.
 */
export function DateField({ label, value, onChange, min, max, disabled = false, hint, hideLabel = false, className = '', testId }: Props) {
  const id = useId();
  const [text, setText] = useState(() => formatDayText(value));
  const [shownValue, setShownValue] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismissable(root, open, close);

  // A value set from outside (a reset, a default) replaces what the box shows, unless the box already says it.
  if (value !== shownValue) {
    setShownValue(value);
    if (parseDayText(text) !== value) {
      setText(formatDayText(value));
      setError(null);
    }
  }

  const edit = (raw: string) => {
    const next = maskDayText(raw, text);
    setText(next);
    const problem = problemOf(next, min, max);
    // A whole day is judged at once; a half-typed one only when the user leaves the box.
    setError(problem && next.length === 10 ? problem : null);
    if (!problem && parseDayText(next) !== value) onChange(parseDayText(next) ?? '');
  };

  const leave = () => {
    const problem = problemOf(text, min, max);
    if (problem) return setError(problem);
    // The form did not take the day (a field that cannot be empty): show what it kept.
    if (parseDayText(text) !== value) setText(formatDayText(value));
  };

  const pick = (iso: string) => {
    setText(formatDayText(iso));
    setError(null);
    if (iso !== value) onChange(iso);
    setOpen(false);
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    // Only the calendar closes, not a dialog the field sits in.
    event.stopPropagation();
    setOpen(false);
    input.current?.focus();
  };

  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div ref={root} className={className} onKeyDown={onKeyDown}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'field-label'}>
        {label}
      </label>
      <div className="relative">
        <input
          ref={input}
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd/mm/yyyy"
          maxLength={10}
          className={`field-input pr-10 tabular-nums ${error ? 'border-red-500 focus:border-red-500 focus:ring-red-500/30' : ''}`}
          value={text}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => edit(event.target.value)}
          onBlur={leave}
          data-testid={testId}
        />
        <button
          type="button"
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-500 hover:text-brand-700 disabled:opacity-50 dark:text-slate-400"
          aria-label="Mở lịch"
          aria-haspopup="dialog"
          aria-expanded={open}
          disabled={disabled}
          onClick={() => setOpen((isOpen) => !isOpen)}
        >
          <Icon name="calendar" className="h-5 w-5" />
        </button>
        {open ? <DateCalendar value={parseDayText(text) || value} min={min} max={max} onPick={pick} onClose={close} /> : null}
      </div>
      {message ? (
        <p id={messageId} className={`mt-1 text-xs ${error ? 'text-red-600 dark:text-red-400' : 'text-slate-500 dark:text-slate-400'}`} role={error ? 'alert' : undefined}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
