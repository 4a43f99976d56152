import { type FormEvent, useState } from 'react';
import { FormError } from '../../../components/ui/FormError';

type DiscountCodeFormProps = {
  applied: string | null;
  /** Resolves to an error message when the code is refused, null when it applies. */
  onApply: (code: string | null) => Promise<string | null>;
};

/** The discount code box of /checkout: apply a code, see why it is refused, or remove it. */
export function DiscountCodeForm({ applied, onApply }: DiscountCodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) return;
    setBusy(true);
    const refusal = await onApply(trimmed);
    setBusy(false);
    setError(refusal);
    if (!refusal) setCode('');
  };

  if (applied) {
    return (
      <div
        className="flex items-center justify-between gap-3 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800 dark:bg-green-500/10 dark:text-green-300"
        data-testid="discount-applied"
      >
        <span>
          Đã áp dụng mã <strong>{applied}</strong>
        </span>
        <button type="button" className="font-medium underline" onClick={() => void onApply(null)}>
          Bỏ mã
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-2" noValidate>
      <label htmlFor="discount-code" className="text-sm font-medium text-slate-700 dark:text-slate-300">
        Mã giảm giá
      </label>
      <div className="flex gap-2">
        <input
          id="discount-code"
          className="input min-w-0 flex-1 uppercase placeholder:normal-case"
          value={code}
          maxLength={40}
          autoComplete="off"
          placeholder="Nhập mã giảm giá"
          onChange={(event) => {
            setCode(event.target.value.toUpperCase());
            setError(null);
          }}
        />
        <button type="submit" className="btn btn-secondary" disabled={busy || !code.trim()}>
          Áp dụng
        </button>
      </div>
      <FormError message={error} testId="discount-error" />
    </form>
  );
}
