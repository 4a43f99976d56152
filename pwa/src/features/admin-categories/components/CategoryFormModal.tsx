import { useId, useState, type FormEvent } from 'react';
import { FormError } from '../../../components/ui/FormError';
import { Modal } from '../../../components/ui/Modal';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/http/errorMessage';
import { createCategory, updateCategory, type ManagedCategory } from '../api/adminCategoriesApi';

type Props = { category?: ManagedCategory; onClose: () => void; onSaved: (category: ManagedCategory, created: boolean) => void };

/** Create or rename a category; the modal closes only when the save succeeds. */
export function CategoryFormModal({ category, onClose, onSaved }: Props) {
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [isActive, setIsActive] = useState(category?.isActive ?? true);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const descriptionId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('Vui lòng nhập tên danh mục.');
    setSaving(true);
    setError(null);
    const input = { name: name.trim(), description: description.trim() || null, isActive };
    try {
      onSaved(category ? await updateCategory(category._id, input) : await createCategory(input), !category);
    } catch (failure) {
      setError(errorMessage(failure, category ? 'Không thể cập nhật danh mục.' : 'Không thể tạo danh mục.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open onClose={saving ? () => undefined : onClose} title={category ? 'Sửa danh mục' : 'Thêm danh mục'} size="lg" testId="category-form">
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
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={saving}>
            Hủy
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving} data-testid="save-category">
            {saving ? 'Đang lưu…' : 'Lưu danh mục'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
