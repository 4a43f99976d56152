import { useId, useState } from 'react';
import { FormError } from '../../../components/ui/FormError';
import { Modal } from '../../../components/ui/Modal';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useModalSubmit } from '../../../lib/useModalSubmit';
import { type PayoutQueueEntry, useRecordPayout } from '../api/adminAffiliatesApi';
import { PayoutAmounts } from './PayoutAmounts';

type Method = 'bank_transfer' | 'wallet';
type Props = { entry: PayoutQueueEntry; onClose: () => void; onRecorded: () => void };

/**
 * Records one payout: the bank's reference of the transfer just made, or straight to the main wallet. The
 * request key is made once per opened dialog, so a double click or a retry after a lost answer pays once.
 */
export function RecordPayoutModal({ entry, onClose, onRecorded }: Props) {
  const [idempotencyKey] = useState(() => crypto.randomUUID().replace(/-/g, ''));
  const [method, setMethod] = useState<Method>(entry.payoutAccount ? 'bank_transfer' : 'wallet');
  const [reference, setReference] = useState('');
  const formId = useId();
  const record = useRecordPayout();
  const form = useModalSubmit({
    validate: () => (method === 'bank_transfer' && !reference.trim() ? 'Vui lòng nhập mã giao dịch chuyển khoản của ngân hàng.' : null),
    save: async () => {
      await record.mutateAsync({ affiliateUserId: entry.affiliateId, kind: entry.kind, method, reference: method === 'bank_transfer' ? reference.trim() : null, idempotencyKey });
      onRecorded();
    },
    failureMessage: (failure) => errorMessage(failure, 'Không thể ghi nhận chi trả.'),
    onClose,
  });
  const methods: { value: Method; label: string; disabled: boolean }[] = [
    {
      value: 'bank_transfer',
      label: entry.payoutAccount ? `Chuyển khoản tới ${entry.payoutAccount.bankName} ${entry.payoutAccount.accountNumber}` : 'Chuyển khoản (chưa có tài khoản ngân hàng)',
      disabled: !entry.payoutAccount,
    },
    { value: 'wallet', label: 'Cộng vào ví chính của người nhận', disabled: false },
  ];
  return (
    <Modal
      open
      onClose={form.close}
      title="Ghi nhận chi trả"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={form.close} disabled={form.saving}>
            Hủy
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={form.saving}>
            {form.saving ? 'Đang lưu...' : 'Xác nhận'}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={form.submit} className="space-y-4" noValidate>
        <PayoutAmounts entry={entry} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60" />
        <fieldset className="space-y-2">
          <legend className="field-label">Hình thức</legend>
          {methods.map((option) => (
            <label key={option.value} className={`flex items-center gap-2 text-sm ${option.disabled ? 'text-slate-400' : 'text-slate-800 dark:text-slate-200'}`}>
              <input type="radio" name="method" value={option.value} checked={method === option.value} disabled={option.disabled} onChange={() => setMethod(option.value)} />
              {option.label}
            </label>
          ))}
        </fieldset>
        {method === 'bank_transfer' ? (
          <TextField
            label="Mã giao dịch ngân hàng"
            hint="Mã tham chiếu trên biên lai chuyển khoản, ví dụ FT26328XXXXX."
            value={reference}
            maxLength={100}
            onChange={(event) => setReference(event.target.value)}
          />
        ) : null}
        <FormError message={form.error} />
      </form>
    </Modal>
  );
}
