import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { FormError } from '../../../components/ui/FormError';
import { errorMessage } from '../../../lib/http/errorMessage';
import { deleteEmailTemplate, type TemplateUsage } from '../api/emailTemplatesApi';

type Props = {
  template: { _id: string; name: string; usedBy: TemplateUsage[] } | null;
  onCancel: () => void;
  /** With the server's confirmation. */
  onDeleted: (message: string) => void;
};

/** Asks before deleting a template; a refusal (a template still used by campaigns: 409) stays in the dialog. */
export function DeleteTemplateDialog({ template, onCancel, onDeleted }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onCancel();
  };
  const confirm = async () => {
    if (!template) return;
    setBusy(true);
    setError(null);
    try {
      const message = await deleteEmailTemplate(template._id);
      onDeleted(message);
    } catch (failure) {
      setError(errorMessage(failure, 'Không xóa được mẫu email.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open={template !== null}
      title="Xóa mẫu email"
      confirmLabel="Xóa"
      danger
      busy={busy}
      onCancel={close}
      onConfirm={() => void confirm()}
      message={
        <div className="space-y-3">
          <p>
            Mẫu “{template?.name}” sẽ bị xóa hẳn.
            {template && template.usedBy.length > 0 ? ` Mẫu đang được ${template.usedBy.length} chiến dịch dùng: hãy đổi mẫu của các chiến dịch đó trước.` : ''}
          </p>
          <FormError message={error} testId="delete-template-error" />
        </div>
      }
    />
  );
}
