import { useState } from 'react';
import { CancelSaveButtons } from '../../../components/admin/CancelSaveButtons';
import { CodeGeneratorField } from '../../../components/admin/CodeGeneratorField';
import { FormError } from '../../../components/ui/FormError';
import { Modal } from '../../../components/ui/Modal';
import { TextField } from '../../../components/ui/TextField';
import { formatVnd } from '../../../lib/format';
import { toastError } from '../../../lib/http/toastError';
import { useModalSubmit } from '../../../lib/useModalSubmit';
import { createBonusCode, updateBonusCode, type ManagedBonusCode } from '../api/adminBonusCodesApi';
import { draftFromBonusCode, toBonusCodeInput, validateBonusCode, type BonusCodeDraft } from '../bonusCodeDraft';

type Props = { bonusCode?: ManagedBonusCode; onClose: () => void; onSaved: (bonusCode: ManagedBonusCode, created: boolean) => void };

const digitsOnly = (text: string) => text.replace(/\D/g, '');

/** Create or edit a bonus code; it closes only when the save succeeds. */
export function BonusCodeFormModal({ bonusCode, onClose, onSaved }: Props) {
  const [draft, setDraft] = useState<BonusCodeDraft>(() => draftFromBonusCode(bonusCode));
  const { error, setError, saving, submit, close } = useModalSubmit({
    validate: () => validateBonusCode(draft),
    save: async () => {
      const input = toBonusCodeInput(draft);
      onSaved(bonusCode ? await updateBonusCode(bonusCode._id, input) : await createBonusCode(input), !bonusCode);
    },
    failureMessage: (failure) => toastError(failure, 'Không thể lưu mã thưởng.'),
    onClose,
  });
  const set = <K extends keyof BonusCodeDraft>(key: K, value: BonusCodeDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setError(null);
  };

  return (
    <Modal open onClose={close} title={bonusCode ? 'Sửa mã thưởng' : 'Tạo mã thưởng'} size="lg" testId="bonus-code-form">
      <form onSubmit={submit} noValidate className="space-y-4">
        <CodeGeneratorField label="Mã thưởng" value={draft.code} onChange={(code) => set('code', code)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Số tiền thưởng (VND)"
            inputMode="numeric"
            value={draft.amount}
            hint={draft.amount ? formatVnd(Number(draft.amount)) : 'Cộng vào ví thưởng khi nhận mã.'}
            onChange={(event) => set('amount', digitsOnly(event.target.value))}
          />
          <TextField
            label="Hiệu lực (ngày)"
            inputMode="numeric"
            value={draft.validityDays}
            hint="Số ngày tiền thưởng dùng được sau khi nhận."
            onChange={(event) => set('validityDays', digitsOnly(event.target.value))}
          />
          <TextField
            label="Giới hạn lượt nhận (không bắt buộc)"
            inputMode="numeric"
            value={draft.usageLimit}
            hint="Để trống hoặc 0 là không giới hạn."
            onChange={(event) => set('usageLimit', digitsOnly(event.target.value))}
          />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={draft.isActive} onChange={(event) => set('isActive', event.target.checked)} /> Đang hoạt động
        </label>
        <FormError message={error} testId="bonus-code-form-error" />
        <div className="flex justify-end gap-3">
          <CancelSaveButtons saving={saving} onCancel={onClose} saveLabel={bonusCode ? 'Lưu thay đổi' : 'Tạo mã'} saveTestId="save-bonus-code" />
        </div>
      </form>
    </Modal>
  );
}
