import { useState } from 'react';
import toast from 'react-hot-toast';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Icon } from '../../../components/ui/Icon';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useAsyncData } from '../../../lib/useAsyncData';
import { deleteCategory, listAllCategories, toggleCategoryActive, type ManagedCategory } from '../api/adminCategoriesApi';
import { CategoryFormModal } from './CategoryFormModal';

/** /admin/categories: every category with its course count; add, edit, show/hide, delete. */
export default function AdminCategoriesPage() {
  const list = useAsyncData(listAllCategories, []);
  const [editing, setEditing] = useState<ManagedCategory | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<ManagedCategory | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [togglingId, setTogglingId] = useState<string | null>(null);
  const categories = list.data ?? [];

  const replace = (category: ManagedCategory) => list.setData((current) => current?.map((item) => (item._id === category._id ? category : item)) ?? current);

  const saved = (category: ManagedCategory, created: boolean) => {
    setEditing(null);
    toast.success(created ? 'Đã thêm danh mục.' : 'Đã lưu danh mục.');
    if (created) list.setData((current) => [...(current ?? []), category].sort((a, b) => a.name.localeCompare(b.name, 'vi')));
    else replace(category);
  };

  const toggle = async (category: ManagedCategory) => {
    setTogglingId(category._id);
    try {
      const updated = await toggleCategoryActive(category._id);
      replace(updated);
      toast.success(updated.isActive ? `Đã hiện danh mục "${updated.name}".` : `Đã ẩn danh mục "${updated.name}".`);
    } catch (error) {
      toast.error(errorMessage(error, 'Không thể cập nhật danh mục.'));
    } finally {
      setTogglingId(null);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteCategory(toDelete._id);
      list.setData((current) => current?.filter((item) => item._id !== toDelete._id) ?? current);
      toast.success('Đã xóa danh mục.');
    } catch (error) {
      toast.error(errorMessage(error, 'Không thể xóa danh mục.'));
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Danh mục khóa học</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">Danh mục đang ẩn không xuất hiện trong bộ lọc của trang Khóa học.</p>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')} data-testid="add-category">
          <Icon name="plus" className="h-4 w-4" /> Thêm danh mục
        </button>
      </header>
      <AsyncListBody
        status={list.status}
        itemCount={categories.length}
        errorText={errorMessage(list.error, 'Không thể tải danh mục.')}
        emptyText="Chưa có danh mục nào."
        onRetry={list.reload}
        testId="admin-categories"
      >
        <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
          <table className="min-w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">Tên danh mục</th>
                <th scope="col" className="px-4 py-3 font-semibold">Số khóa học</th>
                <th scope="col" className="px-4 py-3 font-semibold">Trạng thái</th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">Thao tác</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {categories.map((category) => (
                <tr key={category._id} data-testid={`category-row-${category.slug}`}>
                  <td className="px-4 py-3">
                    <p className="font-medium text-slate-900 dark:text-white">{category.name}</p>
                    <p className="text-xs text-slate-500 dark:text-slate-400">/{category.slug}</p>
                    {category.description ? <p className="mt-1 max-w-md text-slate-600 dark:text-slate-400">{category.description}</p> : null}
                  </td>
                  <td className="px-4 py-3 tabular-nums">{category.coursesCount}</td>
                  <td className="px-4 py-3">
                    <StatusBadge status={category.isActive ? 'active' : 'inactive'} label={category.isActive ? 'Đang hiện' : 'Đang ẩn'} />
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-right">
                    <div className="inline-flex gap-3">
                      <button
                        type="button"
                        className="font-medium text-brand-700 hover:underline disabled:opacity-50 dark:text-brand-300"
                        disabled={togglingId === category._id}
                        onClick={() => void toggle(category)}
                      >
                        {category.isActive ? 'Ẩn' : 'Hiện'}
                      </button>
                      <button type="button" className="font-medium text-brand-700 hover:underline dark:text-brand-300" onClick={() => setEditing(category)}>
                        Sửa
                      </button>
                      <button type="button" className="font-medium text-red-600 hover:underline" onClick={() => setToDelete(category)}>
                        Xóa
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </AsyncListBody>
      {editing ? <CategoryFormModal category={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} onSaved={saved} /> : null}
      <ConfirmDialog
        open={toDelete !== null}
        title="Xóa danh mục"
        message={`Xóa danh mục "${toDelete?.name ?? ''}"? Danh mục còn khóa học thì không xóa được; hãy chuyển các khóa học sang danh mục khác hoặc ẩn danh mục.`}
        confirmLabel="Xóa"
        danger
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
