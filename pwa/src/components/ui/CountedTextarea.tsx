import { useId, type ReactNode } from 'react';
import { formatNumber } from '../../lib/format';

type Props = {
  /** The field's label (an sr-only part may name what it answers). */
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The API's limit, once trimmed: the counter turns red past it (the form refuses to send). */
  max: number;
  invalid?: boolean;
  /** The textarea's height class. */
  heightClass?: string;
};

/** A labelled plain-text field with its trimmed length counted against the limit as it is typed. */
export function CountedTextarea({ label, value, onChange, max, invalid, heightClass = 'min-h-24' }: Props) {
  const fieldId = useId();
  const counterId = useId();
  const length = value.trim().length;
  return (
    <>
      <label htmlFor={fieldId} className="field-label">
        {label}
      </label>
      <textarea
        id={fieldId}
        className={`field-input ${heightClass}`}
        value={value}
        aria-describedby={counterId}
        aria-invalid={invalid ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={counterId} className={`text-right text-xs ${length > max ? 'text-red-700 dark:text-red-300' : 'text-slate-500 dark:text-slate-400'}`}>
        {formatNumber(length)}/{formatNumber(max)}
      </p>
    </>
  );
}
