import { useId, useState, type FormEvent } from 'react';
import { FormError } from '../../../components/ui/FormError';
import { formatNumber } from '../../../lib/format';

/** The API's bound (notes.dto.ts): 1..2.000 characters after trimming. */
export const NOTE_TEXT_MAX = 2000;

type Props = {
  /** What the form is about, e.g. 'Ghi chú tại 1:15'. */
  label: string;
  initialText?: string;
  submitLabel: string;
  onSubmit: (text: string) => Promise<void>;
  onCancel: () => void;
};

/** Writing or editing a note: plain text, checked as the server checks it, saved on the device first. */
export function NoteForm({ label, initialText = '', submitLabel, onSubmit, onCancel }: Props) {
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const textId = useId();
  const length = text.trim().length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (length === 0) return setError('Vui lòng nhập nội dung ghi chú.');
    if (length > NOTE_TEXT_MAX) return setError(`Ghi chú tối đa ${formatNumber(NOTE_TEXT_MAX)} ký tự.`);
    setError(null);
    setSaving(true);
    try {
      await onSubmit(text);
    } catch (failure) {
      console.error(failure);
      setError('Không lưu được ghi chú trên thiết bị này.');
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-2" data-testid="note-form">
      <label htmlFor={textId} className="field-label">
        {label}
      </label>
      <textarea id={textId} className="field-input min-h-24" value={text} maxLength={NOTE_TEXT_MAX} autoFocus onChange={(event) => setText(event.target.value)} />
      <p className="text-right text-xs text-slate-500 dark:text-slate-400">
        {formatNumber(length)}/{formatNumber(NOTE_TEXT_MAX)}
      </p>
      <FormError message={error} testId="note-error" />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={saving}>
          Hủy
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Đang lưu…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
