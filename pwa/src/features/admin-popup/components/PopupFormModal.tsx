import { useState } from 'react';
import { CancelSaveButtons } from '../../../components/admin/CancelSaveButtons';
import { FormError } from '../../../components/ui/FormError';
import { Modal } from '../../../components/ui/Modal';
import { TextField } from '../../../components/ui/TextField';
import { UploadedImageField } from '../../../components/ui/UploadedImageField';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useModalSubmit } from '../../../lib/useModalSubmit';
import { uploadContentImage } from '../../home-editor';
import { createPopup, updatePopup, type ManagedPopup } from '../api/adminPopupApi';

type Props = { popup?: ManagedPopup; onClose: () => void; onSaved: (popup: ManagedPopup, created: boolean) => void };

/** Create or edit a promotional popup: its picture (uploaded or pasted as a URL), where it leads, whether it shows. */
export function PopupFormModal({ popup, onClose, onSaved }: Props) {
  const [title, setTitle] = useState(popup?.title ?? '');
  const [imageUrl, setImageUrl] = useState(popup?.imageUrl ?? '');
  const [link, setLink] = useState(popup?.link ?? '');
  const [isActive, setIsActive] = useState(popup?.isActive ?? true);
  const { error, saving, submit, close } = useModalSubmit({
    validate: () => {
      if (!title.trim()) return 'Vui lòng nhập tiêu đề popup.';
      if (!imageUrl.trim()) return 'Vui lòng tải ảnh lên hoặc dán đường dẫn ảnh popup.';
      return null;
    },
    save: async () => {
      const input = { title: title.trim(), imageUrl: imageUrl.trim(), link: link.trim() || null, isActive };
      onSaved(popup ? await updatePopup(popup._id, input) : await createPopup(input), !popup);
    },
    failureMessage: (failure) => errorMessage(failure, 'Không lưu được popup.'),
    onClose,
  });

  return (
    <Modal open onClose={close} title={popup ? 'Sửa popup' : 'Thêm popup'} size="xl" testId="popup-form">
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField label="Tiêu đề" value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} hint="Dùng làm mô tả ảnh cho trình đọc màn hình." />
        <UploadedImageField
          label="Ảnh popup"
          hint="Cắt về 1200×900 (4:3)."
          url={imageUrl || null}
          upload={uploadContentImage}
          onChange={(url) => setImageUrl(url ?? '')}
          previewClassName="aspect-[4/3] w-64"
        />
        <TextField label="Hoặc dán đường dẫn ảnh" value={imageUrl} placeholder="https://... hoặc /uploads/..." onChange={(event) => setImageUrl(event.target.value)} />
        <TextField
          label="Liên kết khi bấm vào ảnh"
          value={link}
          placeholder="/courses/... hoặc https://..."
          onChange={(event) => setLink(event.target.value)}
          hint="Mở trong thẻ mới. Để trống nếu ảnh chỉ để xem."
        />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={isActive} onChange={(event) => setIsActive(event.target.checked)} /> Đang bật
        </label>
        <FormError message={error} testId="popup-form-error" />
        <div className="flex justify-end gap-3">
          <CancelSaveButtons saving={saving} onCancel={onClose} saveLabel="Lưu popup" saveTestId="save-popup" />
        </div>
      </form>
    </Modal>
  );
}
