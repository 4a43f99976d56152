import { useState, type FormEvent } from 'react';

type Options = {
  /** The message that stops the save before anything is sent, or null when the form is fine. */
  validate?: () => string | null;
  /** Sends the form and hands the result to the page, which closes the modal. */
  save: () => Promise<void>;
  /** The message kept in the modal when the save fails. */
  failureMessage: (failure: unknown) => string;
  onClose: () => void;
};

/**
 * The submit of a create/edit modal: a validation or save failure stays in the modal as its one error message,
 * and the modal cannot be closed while the save is under way, so it closes only when the save succeeds (SPEC §4).
 */
export function useModalSubmit({ validate, save, failureMessage, onClose }: Options) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validate?.() ?? null;
    setError(invalid);
    if (invalid) return;
    setSaving(true);
    try {
      await save();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return { error, setError, saving, submit, close: saving ? () => undefined : onClose };
}
