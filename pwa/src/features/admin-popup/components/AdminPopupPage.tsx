import toast from 'react-hot-toast';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { EditDeleteButtons } from '../../../components/admin/EditDeleteButtons';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useManagedList } from '../../../lib/useManagedList';
import { deletePopup, listPopups, adminPopupKeys, type ManagedPopup } from '../api/adminPopupApi';
import { PopupFormModal } from './PopupFormModal';

const newestFirst = (a: ManagedPopup, b: ManagedPopup) => b.createdAt.localeCompare(a.createdAt);

/** /admin/popup: the promotional popups; visitors see the newest one that is switched on, once per browser session. */
export default function AdminPopupPage() {
  const {
    list,
    items: popups,
    editor,
    startCreate,
    startEdit,
    closeEditor,
    saved,
    toDelete,
    askDelete,
    deleteDialog,
  } = useManagedList({
    queryKey: adminPopupKeys.list(),
    queryFn: listPopups,
    remove: deletePopup,
    order: newestFirst,
    messages: { created: 'Đã thêm popup.', updated: 'Đã lưu popup.', deleted: 'Đã xóa popup.' },
    onDeleteFailed: (error) => toast.error(`Xóa thất bại: ${errorMessage(error)}`),
  });
  const liveId = popups.find((popup) => popup.isActive)?._id;

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Popup quảng cáo"
        description="Khách truy cập thấy popup mới nhất đang bật, 1,5 giây sau khi mở trang, một lần mỗi phiên trình duyệt."
        addLabel="Thêm popup"
        addTestId="add-popup"
        onAdd={startCreate}
      />
      <AsyncListBody
        status={list.status}
        itemCount={popups.length}
        errorText={errorMessage(list.error, 'Không tải được danh sách popup.')}
        emptyText="Chưa có popup nào."
        onRetry={() => void list.refetch()}
        testId="admin-popups"
      >
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {popups.map((popup) => (
            <li key={popup._id} className="card flex flex-col gap-3" data-testid={`admin-popup-${popup._id}`}>
              <img src={popup.imageUrl} alt={popup.title} className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover dark:bg-slate-800" loading="lazy" />
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-semibold text-slate-900 dark:text-white">{popup.title}</p>
                {popup._id === liveId ? (
                  <StatusBadge status="active" label="Đang hiển thị" />
                ) : (
                  <StatusBadge status={popup.isActive ? 'pending' : 'inactive'} label={popup.isActive ? 'Bật (chờ lượt)' : 'Đang tắt'} />
                )}
              </div>
              <p className="truncate text-sm text-slate-600 dark:text-slate-400">{popup.link ? `Liên kết: ${popup.link}` : 'Không có liên kết'}</p>
              <p className="text-xs text-slate-500 dark:text-slate-400">Tạo lúc {formatDateTime(popup.createdAt)}</p>
              <div className="mt-auto flex gap-3 text-sm">
                <EditDeleteButtons onEdit={() => startEdit(popup)} onDelete={() => askDelete(popup)} />
              </div>
            </li>
          ))}
        </ul>
      </AsyncListBody>
      {editor ? <PopupFormModal popup={editor.item} onClose={closeEditor} onSaved={saved} /> : null}
      <ConfirmDialog {...deleteDialog} title="Xóa popup" message={`Xóa popup "${toDelete?.title ?? ''}"? Thao tác này không hoàn tác được.`} />
    </div>
  );
}
