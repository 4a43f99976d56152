import { useId, useState } from 'react';
import { CancelSaveButtons } from '../../../components/admin/CancelSaveButtons';
import { FormError } from '../../../components/ui/FormError';
import { Modal } from '../../../components/ui/Modal';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useModalSubmit } from '../../../lib/useModalSubmit';
import { createCategory, updateCategory, type ManagedCategory } from '../api/adminCategoriesApi';

type Props = { category?: ManagedCategory; onClose: () => void; onSaved: (category: ManagedCategory, created: boolean) => void };

/** Create or rename a category; the modal closes only when the save succeeds. */
export function CategoryFormModal({ category, onClose, onSaved }: Props) {
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [isActive, setIsActive] = useState(category?.isActive ?? true);
  const { error, saving, submit, close } = useModalSubmit({
    validate: () => (name.trim() ? null : 'Vui lòng nhập tên danh mục.'),
    save: async () => {
      const input = { name: name.trim(), description: description.trim() || null, isActive };
      onSaved(category ? await updateCategory(category._id, input) : await createCategory(input), !category);
    },
    failureMessage: (failure) => errorMessage(failure, category ? 'Không thể cập nhật danh mục.' : 'Không thể tạo danh mục.'),
    onClose,
  });
  const descriptionId = useId();

  return (
    <Modal open onClose={close} title={category ? 'Sửa danh mục' : 'Thêm danh mục'} size="lg" testId="category-form">
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField label="Tên danh mục" value={name} maxLength={120} autoFocus onChange={(event) => setName(event.target.value)} />
        <div>
          <label htmlFor={descriptionId} className="field-label">
            Mô tả
          </label>
          <textarea id={descriptionId} className="field-input min-h-24" maxLength={500} value={description} onChange={(event) => setDescription(event.target.value)} />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={isActive} onChange={(event) => setIsActive(event.target.checked)} /> Hiển thị trên trang Khóa học
        </label>
        <FormError message={error} testId="category-form-error" />
        <div className="flex justify-end gap-3">
          <CancelSaveButtons saving={saving} onCancel={onClose} saveLabel="Lưu danh mục" saveTestId="save-category" />
        </div>
      </form>
    </Modal>
  );
}
