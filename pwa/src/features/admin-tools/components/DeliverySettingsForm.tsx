import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { FormError } from '../../../components/ui/FormError';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/http/errorMessage';
import { DELIVERY_LABELS } from '../../my-tools';
import { type DeliveryMethod, type ToolDelivery, useSaveDelivery } from '../api/toolDeliveryApi';
import { deliveryInput, draftFromDelivery, type DeliveryDraft, validateDelivery } from '../deliveryDraft';

const METHODS: DeliveryMethod[] = ['licence_key', 'download', 'hosted_account'];

const METHOD_HINTS: Record<DeliveryMethod, string> = {
  licence_key: 'Mỗi gói đã thanh toán nhận một mã từ kho mã bên dưới.',
  download: 'Người mua tải tệp cài đặt qua liên kết riêng, hiệu lực vài phút.',
  hosted_account: 'Bạn điền tài khoản cho từng người mua trong danh sách "Người dùng".',
};

type Props = { toolId: string; delivery: ToolDelivery };

/** How the tool is delivered: method, instructions shown only to buyers, sign-in page, low-stock threshold. */
export function DeliverySettingsForm({ toolId, delivery }: Props) {
  const save = useSaveDelivery(toolId);
  const [draft, setDraft] = useState<DeliveryDraft>(() => draftFromDelivery(delivery));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const methodId = useId();
  const instructionsId = useId();
  const set = <K extends keyof DeliveryDraft>(key: K, value: DeliveryDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateDelivery(draft);
    setError(invalid);
    if (invalid) return;
    setSaving(true);
    try {
      await save.mutateAsync(deliveryInput(draft));
      toast.success('Đã lưu cách giao hàng.');
    } catch (failure) {
      setError(errorMessage(failure, 'Không lưu được cách giao hàng.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4" data-testid="delivery-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={methodId} className="field-label">
            Cách giao
          </label>
          <select id={methodId} className="field-input" value={draft.deliveryMethod} onChange={(event) => set('deliveryMethod', event.target.value as DeliveryMethod)}>
            {METHODS.map((method) => (
              <option key={method} value={method}>
                {DELIVERY_LABELS[method]}
              </option>
            ))}
          </select>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            {METHOD_HINTS[draft.deliveryMethod]}
            {draft.deliveryMethod !== delivery.deliveryMethod ? ' Lưu để áp dụng cách giao mới.' : ''}
          </p>
        </div>
        <TextField
          label="Ngưỡng báo sắp hết mã"
          inputMode="numeric"
          value={draft.keysLowThreshold}
          onChange={(event) => set('keysLowThreshold', event.target.value)}
          hint="Admin nhận thông báo khi số mã còn lại chạm ngưỡng này."
        />
      </div>
      <TextField
        label="Đường dẫn đăng nhập"
        type="url"
        inputMode="url"
        placeholder="https://..."
        value={draft.accessUrl}
        onChange={(event) => set('accessUrl', event.target.value)}
        hint="Trang người mua mở để dùng phần mềm (bắt buộc với tài khoản sử dụng)."
      />
      <div>
        <label htmlFor={instructionsId} className="field-label">
          Hướng dẫn sử dụng
        </label>
        <textarea
          id={instructionsId}
          className="field-input min-h-24"
          maxLength={5000}
          value={draft.accessInstructions}
          onChange={(event) => set('accessInstructions', event.target.value)}
        />
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Chỉ người mua thấy: trên màn hình thanh toán thành công, trong thư biên nhận và "Phần mềm của tôi".</p>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <FormError message={error} testId="delivery-form-error" />
        <button type="submit" className="btn btn-primary" disabled={saving} data-testid="save-delivery">
          {saving ? 'Đang lưu...' : 'Lưu cách giao'}
        </button>
      </div>
    </form>
  );
}
