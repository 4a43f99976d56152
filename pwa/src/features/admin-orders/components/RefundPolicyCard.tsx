import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { FormError } from '../../../components/ui/FormError';
import { LoadFailureCard } from '../../../components/ui/LoadFailureCard';
import { Spinner } from '../../../components/ui/Spinner';
import { TextField } from '../../../components/ui/TextField';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useRefundPolicy, useSaveRefundPolicy, type RefundPolicy } from '../api/adminOrdersApi';

/** 'Chính sách hoàn tiền': what a student may ask for. Saving makes a new version in force from now. */
export function RefundPolicyCard() {
  const policy = useRefundPolicy();
  return (
    <section className="card space-y-3" aria-labelledby="refund-policy-title" data-testid="refund-policy-card">
      <h2 id="refund-policy-title" className="font-semibold text-slate-900 dark:text-white">
        Chính sách hoàn tiền
      </h2>
      {policy.status === 'error' ? (
        <LoadFailureCard error={policy.error} fallback="Không thể tải chính sách hoàn tiền." onRetry={() => void policy.refetch()} />
      ) : !policy.data ? (
        <Spinner />
      ) : (
        <PolicyForm key={policy.data.effectiveFrom} policy={policy.data} />
      )}
    </section>
  );
}

function PolicyForm({ policy }: { policy: RefundPolicy }) {
  const savePolicy = useSaveRefundPolicy();
  const [maxDays, setMaxDays] = useState(String(policy.maxDays));
  const [maxProgress, setMaxProgress] = useState(String(policy.maxProgressPercent));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const whole = (text: string, max: number) => (/^\d+$/.test(text.trim()) && Number(text) <= max ? Number(text) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const days = whole(maxDays, 365);
    const percent = whole(maxProgress, 100);
    if (days === null) return setError('Số ngày được yêu cầu hoàn tiền phải là số nguyên từ 0 đến 365.');
    if (percent === null) return setError('Tỉ lệ học tối đa phải là số nguyên từ 0 đến 100.');
    setSaving(true);
    try {
      await savePolicy.mutateAsync({ maxDays: days, maxProgressPercent: percent });
      toast.success('Đã lưu chính sách hoàn tiền.');
    } catch (failure) {
      setError(errorMessage(failure, 'Không thể lưu chính sách hoàn tiền.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="refund-policy-effective">
        Học viên được yêu cầu hoàn tiền trong {policy.maxDays} ngày kể từ khi thanh toán, khi học chưa quá {policy.maxProgressPercent}% khóa học. Áp dụng từ{' '}
        {formatDateTime(policy.effectiveFrom)}; thay đổi chỉ áp dụng cho yêu cầu gửi sau khi lưu. Quản trị viên vẫn hoàn tiền được ngoài chính sách.
      </p>
      <div className="grid gap-3 sm:grid-cols-[12rem_12rem_auto] sm:items-end">
        <TextField
          label="Số ngày được yêu cầu"
          type="number"
          inputMode="numeric"
          min={0}
          max={365}
          value={maxDays}
          onChange={(event) => {
            setMaxDays(event.target.value);
            setError(null);
          }}
        />
        <TextField
          label="Tiến độ học tối đa (%)"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          value={maxProgress}
          onChange={(event) => {
            setMaxProgress(event.target.value);
            setError(null);
          }}
        />
        <button type="submit" className="btn btn-primary sm:justify-self-start" disabled={saving} data-testid="refund-policy-save">
          {saving ? 'Đang lưu...' : 'Lưu chính sách'}
        </button>
      </div>
      <FormError message={error} testId="refund-policy-error" />
    </form>
  );
}
