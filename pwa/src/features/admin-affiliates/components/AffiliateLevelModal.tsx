import { useState } from 'react';
import { FormError } from '../../../components/ui/FormError';
import { Modal } from '../../../components/ui/Modal';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useModalSubmit } from '../../../lib/useModalSubmit';
import { type AdminAffiliate, useSetAffiliateLevel } from '../api/adminAffiliatesApi';

/** The affiliate's level (its rates come from the level overrides in the settings). */
export function AffiliateLevelModal({ affiliate, onClose, onSaved }: { affiliate: AdminAffiliate; onClose: () => void; onSaved: (level: number) => void }) {
  const [level, setLevel] = useState(String(affiliate.level));
  const setLevelOf = useSetAffiliateLevel();
  const form = useModalSubmit({
    validate: () => (/^\d+$/.test(level) && Number(level) >= 1 && Number(level) <= 20 ? null : 'Cấp độ phải là số nguyên từ 1 đến 20.'),
    save: async () => {
      await setLevelOf.mutateAsync({ userId: affiliate._id, level: Number(level) });
      onSaved(Number(level));
    },
    failureMessage: (failure) => errorMessage(failure, 'Không thể cập nhật cấp độ affiliate.'),
    onClose,
  });
  return (
    <Modal
      open
      onClose={form.close}
      title={`Cấp độ của ${affiliate.name}`}
      size="sm"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={form.close} disabled={form.saving}>
            Hủy
          </button>
          <button type="submit" form="affiliate-level-form" className="btn btn-primary" disabled={form.saving}>
            {form.saving ? 'Đang lưu...' : 'Lưu'}
          </button>
        </>
      }
    >
      <form id="affiliate-level-form" onSubmit={form.submit} className="space-y-3" noValidate>
        <TextField
          label="Cấp độ"
          type="number"
          min={1}
          max={20}
          value={level}
          onChange={(event) => setLevel(event.target.value)}
          hint="Tỉ lệ hoa hồng theo cấp độ được đặt trong Cài đặt affiliate."
        />
        <FormError message={form.error} />
      </form>
    </Modal>
  );
}
