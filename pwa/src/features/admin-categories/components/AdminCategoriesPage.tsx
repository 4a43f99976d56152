import toast from 'react-hot-toast';
import { AdminActionsCell } from '../../../components/admin/AdminActionsCell';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { AdminTable } from '../../../components/admin/AdminTable';
import { EditDeleteButtons } from '../../../components/admin/EditDeleteButtons';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useManagedList } from '../../../lib/useManagedList';
import { adminCategoryKeys, deleteCategory, listAllCategories, useToggleCategoryActive, type ManagedCategory } from '../api/adminCategoriesApi';
import { CategoryFormModal } from './CategoryFormModal';

const byName = (a: ManagedCategory, b: ManagedCategory) => a.name.localeCompare(b.name, 'vi');

/** /admin/categories: every category with its course count; add, edit, show/hide, delete. */
export default function AdminCategoriesPage() {
  const {
    list,
    items: categories,
    editor,
    startCreate,
    startEdit,
    closeEditor,
    saved,
    toDelete,
    askDelete,
    deleteDialog,
  } = useManagedList({
    queryKey: adminCategoryKeys.list(),
    queryFn: listAllCategories,
    remove: deleteCategory,
    order: byName,
    messages: { created: 'Đã thêm danh mục.', updated: 'Đã lưu danh mục.', deleted: 'Đã xóa danh mục.' },
    onDeleteFailed: (error) => toast.error(errorMessage(error, 'Không thể xóa danh mục.')),
  });
  const toggleActive = useToggleCategoryActive();
  const togglingId = toggleActive.isPending ? toggleActive.variables : null;

  const toggle = (category: ManagedCategory) =>
    toggleActive.mutate(category._id, {
      onSuccess: (updated) => toast.success(updated.isActive ? `Đã hiện danh mục "${updated.name}".` : `Đã ẩn danh mục "${updated.name}".`),
      onError: (error) => toast.error(errorMessage(error, 'Không thể cập nhật danh mục.')),
    });

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Danh mục khóa học"
        description="Danh mục đang ẩn không xuất hiện trong bộ lọc của trang Khóa học."
        addLabel="Thêm danh mục"
        addTestId="add-category"
        onAdd={startCreate}
      />
      <AsyncListBody
        status={list.status}
        itemCount={categories.length}
        errorText={errorMessage(list.error, 'Không thể tải danh mục.')}
        emptyText="Chưa có danh mục nào."
        onRetry={() => void list.refetch()}
        testId="admin-categories"
      >
        <AdminTable columns={['Tên danh mục', 'Số khóa học', 'Trạng thái']}>
          {categories.map((category) => (
            <tr key={category._id} data-testid={`category-row-${category.slug}`}>
              <td className="px-4 py-3" data-label="Tên danh mục">
                <div>
                  <p className="font-medium text-slate-900 dark:text-white">{category.name}</p>
                  <p className="text-xs break-words text-slate-500 dark:text-slate-400">/{category.slug}</p>
                  {category.description ? <p className="mt-1 max-w-md text-slate-600 dark:text-slate-400">{category.description}</p> : null}
                </div>
              </td>
              <td className="px-4 py-3 tabular-nums" data-label="Số khóa học">
                {category.coursesCount}
              </td>
              <td className="px-4 py-3" data-label="Trạng thái">
                <StatusBadge status={category.isActive ? 'active' : 'inactive'} label={category.isActive ? 'Đang hiện' : 'Đang ẩn'} />
              </td>
              <AdminActionsCell>
                <button
                  type="button"
                  className="font-medium text-brand-700 hover:underline disabled:opacity-50 dark:text-brand-300"
                  disabled={togglingId === category._id}
                  onClick={() => toggle(category)}
                >
                  {category.isActive ? 'Ẩn' : 'Hiện'}
                </button>
                <EditDeleteButtons onEdit={() => startEdit(category)} onDelete={() => askDelete(category)} />
              </AdminActionsCell>
            </tr>
          ))}
        </AdminTable>
      </AsyncListBody>
      {editor ? <CategoryFormModal category={editor.item} onClose={closeEditor} onSaved={saved} /> : null}
      <ConfirmDialog
        {...deleteDialog}
        title="Xóa danh mục"
        message={`Xóa danh mục "${toDelete?.name ?? ''}"? Danh mục còn khóa học thì không xóa được; hãy chuyển các khóa học sang danh mục khác hoặc ẩn danh mục.`}
      />
    </div>
  );
}
