import { useId, useState } from 'react';
import { CancelSaveButtons } from '../../../components/admin/CancelSaveButtons';
import { CodeGeneratorField } from '../../../components/admin/CodeGeneratorField';
import { FormError } from '../../../components/ui/FormError';
import { Modal } from '../../../components/ui/Modal';
import { DateField } from '../../../components/ui/DateField';
import { TextField } from '../../../components/ui/TextField';
import { formatVnd } from '../../../lib/format';
import { toastError } from '../../../lib/http/toastError';
import { useModalSubmit } from '../../../lib/useModalSubmit';
import { createDiscount, updateDiscount, type DiscountScope, type DiscountType, type ManagedDiscount } from '../api/adminDiscountsApi';
import { draftFromDiscount, toDiscountInput, validateDiscount, type DiscountDraft } from '../discountDraft';
import { DiscountTargetPicker } from './DiscountTargetPicker';

type Props = { discount?: ManagedDiscount; onClose: () => void; onSaved: (discount: ManagedDiscount, created: boolean) => void };

const TYPE_LABELS: Record<DiscountType, string> = { percentage: 'Phần trăm', fixed_amount: 'Số tiền cố định' };
const SCOPE_LABELS: Record<DiscountScope, string> = { all: 'Tất cả', specific_courses: 'Khóa học cụ thể', specific_tools: 'Phần mềm cụ thể' };

const digitsOnly = (text: string) => text.replace(/\D/g, '');

/** Create or edit a discount code; it closes only when the save succeeds (SPEC §4). */
export function DiscountFormModal({ discount, onClose, onSaved }: Props) {
  const [draft, setDraft] = useState<DiscountDraft>(() => draftFromDiscount(discount));
  const { error, setError, saving, submit, close } = useModalSubmit({
    validate: () => validateDiscount(draft),
    save: async () => {
      const input = toDiscountInput(draft);
      onSaved(discount ? await updateDiscount(discount._id, input) : await createDiscount(input), !discount);
    },
    failureMessage: (failure) => toastError(failure, 'Không thể lưu mã giảm giá.'),
    onClose,
  });
  const typeId = useId();
  const scopeId = useId();
  const set = <K extends keyof DiscountDraft>(key: K, value: DiscountDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setError(null);
  };

  const valueHint = draft.type === 'percentage' ? 'Phần trăm giảm trên giá, từ 1 đến 100.' : draft.value ? formatVnd(Number(draft.value)) : 'Số tiền giảm (VND).';

  return (
    <Modal open onClose={close} title={discount ? 'Sửa mã giảm giá' : 'Tạo mã giảm giá'} size="xl" testId="discount-form">
      <form onSubmit={submit} noValidate className="space-y-4">
        <CodeGeneratorField label="Mã code" value={draft.code} onChange={(code) => set('code', code)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={typeId} className="field-label">
              Loại giảm giá
            </label>
            <select id={typeId} className="field-input" value={draft.type} onChange={(event) => set('type', event.target.value as DiscountType)}>
              {Object.entries(TYPE_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <TextField label="Giá trị" inputMode="numeric" value={draft.value} hint={valueHint} onChange={(event) => set('value', digitsOnly(event.target.value))} />
          <DateField label="Ngày hết hạn (không bắt buộc)" value={draft.expiresOn} hint="Mã dùng được hết ngày này." onChange={(day) => set('expiresOn', day)} />
          <TextField
            label="Giới hạn lượt dùng (không bắt buộc)"
            inputMode="numeric"
            value={draft.usageLimit}
            hint="Để trống hoặc 0 là không giới hạn."
            onChange={(event) => set('usageLimit', digitsOnly(event.target.value))}
          />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={draft.isActive} onChange={(event) => set('isActive', event.target.checked)} /> Đang hoạt động
        </label>
        <div>
          <label htmlFor={scopeId} className="field-label">
            Áp dụng cho
          </label>
          <select id={scopeId} className="field-input" value={draft.appliesTo} onChange={(event) => set('appliesTo', event.target.value as DiscountScope)}>
            {Object.entries(SCOPE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {draft.appliesTo === 'specific_courses' ? (
          <DiscountTargetPicker scope="specific_courses" selected={draft.applicableCourses} onChange={(ids) => set('applicableCourses', ids)} />
        ) : null}
        {draft.appliesTo === 'specific_tools' ? (
          <DiscountTargetPicker scope="specific_tools" selected={draft.applicableTools} onChange={(ids) => set('applicableTools', ids)} />
        ) : null}
        <FormError message={error} testId="discount-form-error" />
        <div className="flex justify-end gap-3">
          <CancelSaveButtons saving={saving} onCancel={onClose} saveLabel={discount ? 'Lưu thay đổi' : 'Tạo mã'} saveTestId="save-discount" />
        </div>
      </form>
    </Modal>
  );
}
