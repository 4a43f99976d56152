import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { FormError } from '../../../components/ui/FormError';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useDeleteEmailTemplate, type TemplateUsage } from '../api/emailTemplatesApi';

type Props = {
  template: { _id: string; name: string; usedBy: TemplateUsage[] } | null;
  onCancel: () => void;
  /** With the server's confirmation. */
  onDeleted: (message: string) => void;
};

/** Asks before deleting a template; a refusal (a template still used by campaigns: 409) stays in the dialog. */
export function DeleteTemplateDialog({ template, onCancel, onDeleted }: Props) {
  const remove = useDeleteEmailTemplate();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onCancel();
  };
  const confirm = async () => {
    if (!template) return;
    setError(null);
    try {
      onDeleted(await remove.mutateAsync(template._id));
    } catch (failure) {
      setError(errorMessage(failure, 'Không xóa được mẫu email.'));
    }
  };
  return (
    <ConfirmDialog
      open={template !== null}
      title="Xóa mẫu email"
      confirmLabel="Xóa"
      danger
      busy={remove.isPending}
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
