import { useState, type FormEvent } from 'react';
import { FormError } from '../../../components/ui/FormError';
import { Modal } from '../../../components/ui/Modal';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useConfirmCertificateName } from '../api/certificatesApi';

type Props = { userId: string; suggestedName: string; open: boolean; onClose: () => void };

/** Before the first certificate: the learner confirms or corrects, once, the full name printed on it. */
export function NameConfirmDialog({ userId, suggestedName, open, onClose }: Props) {
  const [fullName, setFullName] = useState(suggestedName);
  const confirm = useConfirmCertificateName(userId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate({ fullName: fullName.normalize('NFC') }, { onSuccess: onClose });
  };
  return (
    <Modal open={open} onClose={onClose} title="Xác nhận họ và tên trên chứng chỉ" testId="certificate-name-dialog">
      <form onSubmit={submit} className="space-y-4">
        <p className="text-sm text-slate-600 dark:text-slate-300">Họ và tên này sẽ được in trên mọi chứng chỉ của bạn. Hãy viết đầy đủ, có dấu. Bạn chỉ xác nhận một lần.</p>
        <label className="block">
          <span className="text-sm font-medium text-slate-700 dark:text-slate-200">Họ và tên</span>
          <input
            className="input mt-1 w-full"
            value={fullName}
            onChange={(event) => setFullName(event.target.value)}
            maxLength={120}
            autoComplete="name"
            required
            data-testid="certificate-name-input"
          />
        </label>
        <FormError message={confirm.isError ? errorMessage(confirm.error) : null} testId="certificate-name-error" />
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Để sau
          </button>
          <button type="submit" className="btn btn-primary" disabled={confirm.isPending || fullName.trim().length < 2} data-testid="certificate-name-submit">
            {confirm.isPending ? 'Đang lưu…' : 'Xác nhận'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
