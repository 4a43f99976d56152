import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { CancelSaveButtons } from '../../../components/admin/CancelSaveButtons';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { FormError } from '../../../components/ui/FormError';
import { Icon } from '../../../components/ui/Icon';
import { Modal } from '../../../components/ui/Modal';
import { TextField } from '../../../components/ui/TextField';
import { formatDate } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useModalSubmit } from '../../../lib/useModalSubmit';
import { type AccountField, type ToolHolder, useExtendAccess, useFillAccount, useRevokeAccess } from '../api/toolDeliveryApi';
import { validateAccount, validateExtendDays, validateReason } from '../deliveryDraft';

type Props = { holder: ToolHolder; onClose: () => void; onDone: () => void };

const MAX_FIELDS = 10;

function ReasonField({ value, onChange, label }: { value: string; onChange: (value: string) => void; label: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <textarea id={id} className="field-input min-h-20" maxLength={500} value={value} onChange={(event) => onChange(event.target.value)} />
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Ít nhất 5 ký tự; ghi vào lịch sử thao tác và báo cho người mua.</p>
    </div>
  );
}

/** The buyer's account on a hosted tool, as label/value rows (sealed by the server; the buyer is told). */
export function HostedAccountModal({ holder, onClose, onDone }: Props) {
  const fillAccount = useFillAccount();
  const [fields, setFields] = useState<AccountField[]>([
    { label: 'Tên đăng nhập', value: '' },
    { label: 'Mật khẩu', value: '' },
  ]);
  const { error, setError, saving, submit, close } = useModalSubmit({
    validate: () => validateAccount(fields),
    save: async () => {
      const filled = fields.filter((field) => field.label.trim() || field.value.trim()).map((field) => ({ label: field.label.trim(), value: field.value.trim() }));
      toast.success(await fillAccount.mutateAsync({ subscriptionId: holder.subscriptionId, fields: filled }));
      onDone();
    },
    failureMessage: (failure) => errorMessage(failure, 'Không lưu được tài khoản.'),
    onClose,
  });
  const setField = (index: number, update: Partial<AccountField>) => {
    setFields((current) => current.map((field, i) => (i === index ? { ...field, ...update } : field)));
    setError(null);
  };

  return (
    <Modal open onClose={close} title={`Tài khoản của ${holder.user.name}`} size="lg" testId="hosted-account-modal">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {holder.user.email} · {holder.planName} · đơn {holder.orderCode}
          {holder.accountFilled ? '. Tài khoản đã điền trước đó sẽ được thay bằng tài khoản này.' : ''}
        </p>
        {fields.map((field, index) => (
          <div key={index} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
            <TextField label={`Tên trường ${index + 1}`} value={field.label} maxLength={60} onChange={(event) => setField(index, { label: event.target.value })} />
            <TextField label={`Giá trị ${index + 1}`} value={field.value} maxLength={300} autoComplete="off" onChange={(event) => setField(index, { value: event.target.value })} />
            <button
              type="button"
              className="icon-btn mb-1 text-red-600"
              aria-label={`Xóa trường ${index + 1}`}
              disabled={fields.length === 1}
              onClick={() => setFields((current) => current.filter((_, i) => i !== index))}
            >
              <Icon name="trash" className="h-4 w-4" />
            </button>
          </div>
        ))}
        {fields.length < MAX_FIELDS ? (
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setFields((current) => [...current, { label: '', value: '' }])}>
            <Icon name="plus" className="h-4 w-4" /> Thêm trường
          </button>
        ) : null}
        <div className="flex flex-wrap items-center justify-end gap-3">
          <FormError message={error} testId="hosted-account-error" />
          <CancelSaveButtons saving={saving} onCancel={close} saveLabel="Lưu và báo người mua" saveTestId="save-hosted-account" />
        </div>
      </form>
    </Modal>
  );
}

/** More days on one buyer's period (later periods of the tool move with it), with a reason. */
export function ExtendAccessModal({ holder, onClose, onDone }: Props) {
  const extendAccess = useExtendAccess();
  const [days, setDays] = useState('30');
  const [reason, setReason] = useState('');
  const { error, setError, saving, submit, close } = useModalSubmit({
    validate: () => validateExtendDays(days) ?? validateReason(reason),
    save: async () => {
      toast.success(await extendAccess.mutateAsync({ subscriptionId: holder.subscriptionId, days: Number(days.trim()), reason: reason.trim() }));
      onDone();
    },
    failureMessage: (failure) => errorMessage(failure, 'Không gia hạn được.'),
    onClose,
  });

  return (
    <Modal open onClose={close} title={`Gia hạn cho ${holder.user.name}`} size="md" testId="extend-access-modal">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {holder.planName}, hết hạn {formatDate(holder.expiresAt)}.
        </p>
        <TextField
          label="Số ngày gia hạn"
          inputMode="numeric"
          value={days}
          onChange={(event) => {
            setDays(event.target.value);
            setError(null);
          }}
        />
        <ReasonField
          label="Lý do gia hạn"
          value={reason}
          onChange={(value) => {
            setReason(value);
            setError(null);
          }}
        />
        <div className="flex flex-wrap items-center justify-end gap-3">
          <FormError message={error} testId="extend-access-error" />
          <CancelSaveButtons saving={saving} onCancel={close} saveLabel="Gia hạn" saveTestId="save-extend-access" />
        </div>
      </form>
    </Modal>
  );
}

/** Ends one buyer's access now: asks for the reason, then confirms. */
export function RevokeAccessDialog({ holder, onClose, onDone }: Props) {
  const revokeAccess = useRevokeAccess();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    const invalid = validateReason(reason);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      toast.success(await revokeAccess.mutateAsync({ subscriptionId: holder.subscriptionId, reason: reason.trim() }));
      onDone();
    } catch (failure) {
      setError(errorMessage(failure, 'Không thu hồi được quyền sử dụng.'));
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open
      title="Thu hồi quyền sử dụng?"
      danger
      busy={busy}
      confirmLabel="Thu hồi"
      cancelLabel="Không thu hồi"
      onCancel={onClose}
      onConfirm={() => void confirm()}
      message={
        <div className="space-y-3">
          <p>
            {holder.user.name} ({holder.user.email}) sẽ mất quyền sử dụng phần mềm này (gói {holder.planName}, đơn {holder.orderCode}) ngay lập tức; mã hoặc tài khoản đã cấp không
            còn hiển thị cho họ.
          </p>
          <ReasonField
            label="Lý do thu hồi"
            value={reason}
            onChange={(value) => {
              setReason(value);
              setError(null);
            }}
          />
          <FormError message={error} testId="revoke-access-error" />
        </div>
      }
    />
  );
}
