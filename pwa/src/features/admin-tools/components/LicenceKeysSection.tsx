import { useId, useState, type FormEvent } from 'react';
import { FormError } from '../../../components/ui/FormError';
import { FilePicker } from '../../../components/ui/FilePicker';
import { formatNumber } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { type ToolDelivery, useAddLicenceKeys } from '../api/toolDeliveryApi';
import { keysFromFile } from '../deliveryDraft';

type Props = { toolId: string; delivery: ToolDelivery };

const lineCount = (text: string) => text.split(/\r?\n/).filter((line) => line.trim()).length;

/** The key pool: how many are free, held by unpaid orders, given; and new keys pasted or read from a file. */
export function LicenceKeysSection({ toolId, delivery }: Props) {
  const addKeys = useAddLicenceKeys(toolId);
  const [text, setText] = useState('');
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const keysId = useId();
  const { available, reserved, assigned } = delivery.keys;
  const low = available <= delivery.keysLowThreshold;
  const counts = [
    { key: 'available', label: 'Còn', value: available },
    { key: 'reserved', label: 'Đang giữ', value: reserved },
    { key: 'assigned', label: 'Đã cấp', value: assigned },
  ];

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const keys = keysFromFile(file.name, await file.text());
      setText((current) => [current.trim(), keys].filter(Boolean).join('\n'));
      setError(null);
    } catch (failure) {
      setError(errorMessage(failure, 'Không đọc được tệp.'));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    if (!lineCount(text)) {
      setError('Hãy dán ít nhất một mã bản quyền (mỗi dòng một mã).');
      return;
    }
    setError(null);
    setSending(true);
    try {
      const added = await addKeys.mutateAsync(text);
      setResult(added.message);
      setText('');
    } catch (failure) {
      setError(errorMessage(failure, 'Không thêm được mã bản quyền.'));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="space-y-4" aria-labelledby={`${keysId}-title`} data-testid="licence-keys">
      <h3 id={`${keysId}-title`} className="font-semibold text-slate-900 dark:text-white">
        Kho mã bản quyền
      </h3>
      <dl className="grid grid-cols-3 gap-3">
        {counts.map((count) => (
          <div key={count.key} className="rounded-xl bg-slate-50 px-3 py-2 text-center dark:bg-slate-800/60">
            <dt className="text-xs text-slate-500 dark:text-slate-400">{count.label}</dt>
            <dd className="text-lg font-bold tabular-nums text-slate-900 dark:text-white" data-testid={`keys-${count.key}`}>
              {formatNumber(count.value)}
            </dd>
          </div>
        ))}
      </dl>
      {low ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:bg-amber-500/10 dark:text-amber-300" data-testid="keys-low">
          Sắp hết mã: còn {formatNumber(available)} mã (ngưỡng báo {formatNumber(delivery.keysLowThreshold)}). Khi hết, đơn hàng mới sẽ bị từ chối.
        </p>
      ) : null}
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
        <div>
          <label htmlFor={keysId} className="field-label">
            Thêm mã (mỗi dòng một mã)
          </label>
          <textarea
            id={keysId}
            className="field-input min-h-32 font-mono"
            spellCheck={false}
            autoComplete="off"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
          />
        </div>
        <FilePicker
          label="Hoặc đọc từ tệp"
          accept=".txt,.csv,text/plain,text/csv"
          buttonLabel="Chọn tệp .txt / .csv"
          hint="Tệp .csv: lấy cột đầu tiên của mỗi dòng. Kiểm tra danh sách trước khi thêm."
          onFiles={([file]) => void readFile(file)}
        />
        <FormError message={error} testId="licence-keys-error" />
        {result ? (
          <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-300" role="status" data-testid="licence-keys-result">
            {result}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-end gap-3">
          <span className="text-sm text-slate-500 dark:text-slate-400">{formatNumber(lineCount(text))} mã</span>
          <button type="submit" className="btn btn-primary" disabled={sending} data-testid="add-licence-keys">
            {sending ? 'Đang thêm...' : 'Thêm mã'}
          </button>
        </div>
      </form>
    </section>
  );
}
