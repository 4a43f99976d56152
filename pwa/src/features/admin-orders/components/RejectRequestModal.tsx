import { useId, useState } from 'react';
import { FormError } from '../../../components/ui/FormError';
import { Modal } from '../../../components/ui/Modal';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useModalSubmit } from '../../../lib/useModalSubmit';
import { useRejectRefundRequest } from '../api/adminOrdersApi';

const NOTE_MIN = 5;
const NOTE_MAX = 500;

type Props = { request: { _id: string; order: { code: string } }; onClose: () => void; onRejected: (message: string) => void };

/** Refuses a refund request with a reason the student reads on /transactions; the order goes back to where it was. */
export function RejectRequestModal({ request, onClose, onRejected }: Props) {
  const [note, setNote] = useState('');
  const reject = useRejectRefundRequest(request._id);
  const noteId = useId();
  const formId = useId();
  const form = useModalSubmit({
    validate: () => (note.trim().length < NOTE_MIN ? `Lý do từ chối cần ít nhất ${NOTE_MIN} ký tự.` : null),
    save: async () => onRejected(await reject.mutateAsync(note.trim())),
    failureMessage: (failure) => errorMessage(failure, 'Không thể từ chối yêu cầu hoàn tiền.'),
    onClose,
  });
  return (
    <Modal
      open
      onClose={form.close}
      title={`Từ chối hoàn tiền đơn ${request.order.code}`}
      testId="reject-refund-request"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={form.close} disabled={form.saving}>
            Hủy
          </button>
          <button type="submit" form={formId} className="btn btn-danger" disabled={form.saving}>
            {form.saving ? 'Đang gửi...' : 'Từ chối'}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={form.submit} noValidate className="space-y-3">
        <div>
          <label htmlFor={noteId} className="field-label">
            Lý do từ chối
          </label>
          <textarea
            id={noteId}
            className="field-input min-h-24"
            maxLength={NOTE_MAX}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              form.setError(null);
            }}
          />
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Học viên sẽ thấy lý do này trong lịch sử giao dịch và thông báo.</p>
        </div>
        <FormError message={form.error} />
      </form>
    </Modal>
  );
}
