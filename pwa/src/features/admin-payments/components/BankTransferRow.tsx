import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatDateTime, formatVnd } from '../../../lib/format';
import type { BankTransfer } from '../api/adminBankTransfersApi';
import type { ReviewAction } from './ReviewTransferModal';
import { TRANSFER_STATUSES } from './transferStatuses';

type Props = { transfer: BankTransfer; onReview: (transfer: BankTransfer, action: ReviewAction) => void };

/** One bank notification; only a held one can still be confirmed or rejected. */
export function BankTransferRow({ transfer, onReview }: Props) {
  const status = TRANSFER_STATUSES.find((option) => option.value === transfer.status);
  return (
    <tr data-testid={`transfer-${transfer._id}`} className="align-top">
      <td className="whitespace-nowrap px-4 py-3 text-slate-600 dark:text-slate-300">
        <time dateTime={transfer.createdAt}>{formatDateTime(transfer.createdAt)}</time>
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-right font-semibold text-slate-900 dark:text-white">{formatVnd(transfer.amount)}</td>
      <td className="max-w-xs min-w-56! break-words px-4 py-3 text-slate-700 dark:text-slate-300">{transfer.content}</td>
      <td className="whitespace-nowrap px-4 py-3 font-mono text-slate-700 dark:text-slate-300">{transfer.paymentCode ?? '-'}</td>
      <td className="max-w-xs min-w-56! px-4 py-3 text-slate-600 dark:text-slate-400">
        {transfer.holdReason ?? '-'}
        {transfer.reviewNote ? <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Ghi chú duyệt: {transfer.reviewNote}</p> : null}
      </td>
      <td className="px-4 py-3">
        <StatusBadge status={status?.badge ?? transfer.status} label={status?.label} />
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-right">
        {transfer.status === 'held' ? (
          <div className="flex justify-end gap-2">
            <button type="button" className="btn btn-primary btn-sm" onClick={() => onReview(transfer, 'confirm')}>
              Xác nhận
            </button>
            <button type="button" className="btn btn-danger btn-sm" onClick={() => onReview(transfer, 'reject')}>
              Từ chối
            </button>
          </div>
        ) : null}
      </td>
    </tr>
  );
}
