import { useId, useState, type FormEvent } from 'react';
import { FormError } from '../../../components/ui/FormError';
import { Modal } from '../../../components/ui/Modal';
import { TextField } from '../../../components/ui/TextField';
import { formatDateTime, formatVnd } from '../../../lib/format';
import { toastError } from '../../../lib/http/toastError';
import { useFormFields } from '../../../lib/useFormFields';
import { useConfirmBankTransfer, useRejectBankTransfer, type BankTransfer } from '../api/adminBankTransfersApi';

export type ReviewAction = 'confirm' | 'reject';

type Props = {
  transfer: BankTransfer;
  action: ReviewAction;
  onClose: () => void;
  /** The server's message and the fields the review changed. */
  /** The server's message; the review already refetched the lists. */
  onReviewed: (message: string) => void;
};

/**
 * Confirming applies the money to the order or deposit in the memo, or to the code typed here when the bank
 * mangled the memo; rejecting needs a note saying why (the customer may have to be refunded by hand).
 */
export function ReviewTransferModal({ transfer, action, onClose, onReviewed }: Props) {
  const { fields, update, error, setError } = useFormFields({ note: '', paymentCode: '' });
  const [busy, setBusy] = useState(false);
  const noteId = useId();
  const confirm = useConfirmBankTransfer(transfer._id);
  const reject = useRejectBankTransfer(transfer._id);
  const confirming = action === 'confirm';
  const actionLabel = confirming ? 'Xác nhận' : 'Từ chối';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const note = fields.note.trim();
    const paymentCode = fields.paymentCode.trim().toUpperCase();
    if (!confirming && !note) return setError('Vui lòng nhập lý do từ chối.');
    if (confirming && !paymentCode && !transfer.paymentCode)
      return setError('Nội dung chuyển khoản không có mã thanh toán: hãy nhập mã đơn hàng (DH...) hoặc mã nạp tiền (NAP...).');
    setBusy(true);
    try {
      if (confirming) {
        onReviewed(await confirm.mutateAsync({ ...(note ? { note } : {}), ...(paymentCode ? { paymentCode } : {}) }));
      } else {
        onReviewed(await reject.mutateAsync({ note }));
      }
    } catch (failure) {
      toastError(failure, confirming ? 'Không thể xác nhận giao dịch.' : 'Không thể từ chối giao dịch.');
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={busy ? () => undefined : onClose} title={`${actionLabel} chuyển khoản`} testId="review-transfer">
      <form onSubmit={submit} noValidate className="space-y-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
          <dt className="text-slate-500 dark:text-slate-400">Số tiền</dt>
          <dd className="font-semibold text-slate-900 dark:text-white">{formatVnd(transfer.amount)}</dd>
          <dt className="text-slate-500 dark:text-slate-400">Nhận lúc</dt>
          <dd>{formatDateTime(transfer.createdAt)}</dd>
          <dt className="text-slate-500 dark:text-slate-400">Nội dung</dt>
          <dd className="break-words">{transfer.content}</dd>
        </dl>
        {confirming ? (
          <TextField
            label="Áp dụng cho mã thanh toán (không bắt buộc)"
            value={fields.paymentCode}
            onChange={update('paymentCode')}
            maxLength={20}
            placeholder={transfer.paymentCode ?? 'DH... hoặc NAP...'}
            hint={transfer.paymentCode ? `Để trống để dùng mã ${transfer.paymentCode} tìm thấy trong nội dung.` : 'Nhập mã đơn hàng hoặc mã nạp tiền mà khoản tiền này thanh toán.'}
          />
        ) : null}
        <div>
          <label htmlFor={noteId} className="field-label">
            {confirming ? 'Ghi chú (không bắt buộc)' : 'Lý do từ chối'}
          </label>
          <textarea id={noteId} className="field-input min-h-24" maxLength={500} value={fields.note} onChange={update('note')} required={!confirming} />
        </div>
        <FormError message={error} testId="review-transfer-error" />
        <div className="flex justify-end gap-3">
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            Hủy
          </button>
          <button type="submit" className={`btn ${confirming ? 'btn-primary' : 'btn-danger'}`} disabled={busy} data-testid="submit-review">
            {busy ? 'Đang xử lý...' : actionLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
