import { useId, useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/http/errorMessage';
import { useModalSubmit } from '../../lib/useModalSubmit';
import { FormError } from './FormError';
import { Modal } from './Modal';

/** The API's bounds on every reason a user gives (a report, a moderation decision): 5..500 characters. */
export const REASON_MIN = 5;
export const REASON_MAX = 500;

/** A moderation decision's reason (the author is told it): required, within the bounds. */
export function validateModerationReason(reason: string): string | null {
  const text = reason.trim();
  if (text.length < REASON_MIN) return `Lý do cần ít nhất ${REASON_MIN} ký tự.`;
  if (text.length > REASON_MAX) return `Lý do tối đa ${REASON_MAX} ký tự.`;
  return null;
}

type Props = {
  title: string;
  testId: string;
  /** What happens, above the field (whose post goes where). */
  intro?: ReactNode;
  label: string;
  hint: string;
  submitLabel: string;
  savingLabel: string;
  /** A red submit button: the action hides something. */
  danger?: boolean;
  /** The message that stops the submit, or null for a reason that will do. */
  validate: (reason: string) => string | null;
  /** Kept in the dialog when sending fails for a reason the API does not name. */
  failureMessage: string;
  errorTestId: string;
  /** Sends the trimmed reason; the caller closes the dialog (or says what happened) once it is done. */
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
};

/**
 * A dialog that asks for one required reason and sends it: reporting a review or a post, hiding or
 * showing again a review, a reply, a question or an answer. It cannot be closed while sending; an
 * error stays in it.
 */
export function ReasonDialog({ title, testId, intro, label, hint, submitLabel, savingLabel, danger, validate, failureMessage, errorTestId, onSubmit, onClose }: Props) {
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const hintId = useId();
  const formId = useId();
  const form = useModalSubmit({
    validate: () => validate(reason),
    save: () => onSubmit(reason.trim()),
    failureMessage: (failure) => errorMessage(failure, failureMessage),
    onClose,
  });
  return (
    <Modal
      open
      onClose={form.close}
      title={title}
      testId={testId}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={form.close} disabled={form.saving}>
            Hủy
          </button>
          <button type="submit" form={formId} className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} disabled={form.saving} data-testid={`${testId}-submit`}>
            {form.saving ? savingLabel : submitLabel}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={form.submit} noValidate className="space-y-3">
        {intro ? <p className="text-sm text-slate-600 dark:text-slate-300">{intro}</p> : null}
        <div>
          <label htmlFor={reasonId} className="field-label">
            {label}
          </label>
          <textarea
            id={reasonId}
            className="field-input min-h-24"
            maxLength={REASON_MAX}
            required
            aria-required="true"
            aria-describedby={hintId}
            aria-invalid={form.error ? true : undefined}
            value={reason}
            autoFocus
            data-testid={`${testId}-reason`}
            onChange={(event) => {
              setReason(event.target.value);
              form.setError(null);
            }}
          />
          <p id={hintId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            {hint}
          </p>
        </div>
        <FormError message={form.error} testId={errorTestId} />
      </form>
    </Modal>
  );
}
