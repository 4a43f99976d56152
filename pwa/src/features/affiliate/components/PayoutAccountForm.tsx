import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { FormError } from '../../../components/ui/FormError';
import { TextField } from '../../../components/ui/TextField';
import { formatBankHolderName } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useFormFields } from '../../../lib/useFormFields';
import { type PayoutAccount, useBanks, useSavePayoutAccount } from '../api/affiliateApi';

/**
 * The bank account payouts go to (affiliate commission and instructor revenue alike): entered once,
 * shown masked afterwards, editable. The holder name is what the bank shows: upper case, no accents; it may be
 * typed with accents ('Trần Thị Mai'), the form shows and sends the bank form ('TRAN THI MAI').
 * Saving writes the account to the cache (every screen showing it follows); `onSaved` is told as well.
 */
export function PayoutAccountForm({ account, onSaved }: { account: PayoutAccount | null; onSaved?: (account: PayoutAccount | null) => void }) {
  const [editing, setEditing] = useState(account === null);
  const banks = useBanks();
  const save = useSavePayoutAccount();
  const bankId = useId();
  const form = useFormFields({ bankBin: account?.bankBin ?? '', accountNumber: account?.accountNumber ?? '', accountHolder: account?.accountHolder ?? '' });
  const holder = formatBankHolderName(form.fields.accountHolder);

  if (account && !editing) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 px-4 py-3 dark:border-slate-800" data-testid="payout-account">
        <div className="min-w-0">
          <p className="text-xs text-slate-500 dark:text-slate-400">Tài khoản nhận tiền</p>
          <p className="font-semibold break-words text-slate-900 dark:text-white">
            {account.bankName} · {account.accountNumber}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{account.accountHolder}</p>
        </div>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => setEditing(true)}>
          Sửa
        </button>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.fields.bankBin) return form.setError('Vui lòng chọn ngân hàng.');
    try {
      const saved = await save.mutateAsync({ ...form.fields, accountHolder: holder });
      toast.success('Đã lưu tài khoản nhận tiền.');
      onSaved?.(saved);
      setEditing(false);
    } catch (error) {
      form.setError(errorMessage(error, 'Không thể lưu tài khoản nhận tiền.'));
    }
  };

  return (
    <form className="space-y-3" onSubmit={submit} noValidate data-testid="payout-account-form">
      <div>
        <label htmlFor={bankId} className="field-label">
          Ngân hàng
        </label>
        <select id={bankId} className="field-input" value={form.fields.bankBin} onChange={form.update('bankBin')} required>
          <option value="">{banks.isError ? 'Không tải được danh sách ngân hàng' : 'Chọn ngân hàng'}</option>
          {banks.data?.map((bank) => (
            <option key={bank.bin} value={bank.bin}>
              {bank.shortName} · {bank.name}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Số tài khoản" inputMode="numeric" autoComplete="off" value={form.fields.accountNumber} onChange={form.update('accountNumber')} required />
        <TextField
          label="Tên chủ tài khoản"
          hint={
            holder ? (
              <span data-testid="payout-holder-preview">
                Tên gửi ngân hàng: <strong>{holder}</strong>
              </span>
            ) : (
              'Gõ như trên thẻ, có dấu cũng được: hệ thống tự đổi sang chữ in hoa không dấu.'
            )
          }
          autoComplete="name"
          value={form.fields.accountHolder}
          onChange={form.update('accountHolder')}
          // Typing (a Telex keyboard composes accents) is left alone; leaving the field shows the bank form.
          onBlur={() => form.setFields((fields) => ({ ...fields, accountHolder: formatBankHolderName(fields.accountHolder) }))}
          data-testid="payout-holder"
          required
        />
      </div>
      <FormError message={form.error} />
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Đang lưu...' : 'Lưu tài khoản'}
        </button>
        {account ? (
          <button type="button" className="btn btn-ghost" onClick={() => setEditing(false)}>
            Hủy
          </button>
        ) : null}
      </div>
    </form>
  );
}
