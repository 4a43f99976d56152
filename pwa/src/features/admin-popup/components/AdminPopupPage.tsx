import { useState } from 'react';
import toast from 'react-hot-toast';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Icon } from '../../../components/ui/Icon';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useAsyncData } from '../../../lib/useAsyncData';
import { deletePopup, listPopups, type ManagedPopup } from '../api/adminPopupApi';
import { PopupFormModal } from './PopupFormModal';

const newestFirst = (a: ManagedPopup, b: ManagedPopup) => b.createdAt.localeCompare(a.createdAt);

/** /admin/popup: the promotional popups; visitors see the newest one that is switched on, once per browser session. */
export default function AdminPopupPage() {
  const list = useAsyncData(listPopups, []);
  const [editing, setEditing] = useState<ManagedPopup | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<ManagedPopup | null>(null);
  const [deleting, setDeleting] = useState(false);
  const popups = list.data ?? [];
  const liveId = popups.find((popup) => popup.isActive)?._id;

  const saved = (popup: ManagedPopup, created: boolean) => {
    setEditing(null);
    toast.success(created ? 'Đã thêm popup.' : 'Đã lưu popup.');
    list.setData((current) => (created ? [popup, ...(current ?? [])] : (current ?? []).map((item) => (item._id === popup._id ? popup : item))).sort(newestFirst));
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deletePopup(toDelete._id);
      list.setData((current) => current?.filter((item) => item._id !== toDelete._id) ?? current);
      toast.success('Đã xóa popup.');
    } catch (error) {
      toast.error(`Xóa thất bại: ${errorMessage(error)}`);
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Popup quảng cáo</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">Khách truy cập thấy popup mới nhất đang bật, 1,5 giây sau khi mở trang, một lần mỗi phiên trình duyệt.</p>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')} data-testid="add-popup">
          <Icon name="plus" className="h-4 w-4" /> Thêm popup
        </button>
      </header>
      <AsyncListBody
        status={list.status}
        itemCount={popups.length}
        errorText={errorMessage(list.error, 'Không tải được danh sách popup.')}
        emptyText="Chưa có popup nào."
        onRetry={list.reload}
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
                <button type="button" className="font-medium text-brand-700 hover:underline dark:text-brand-300" onClick={() => setEditing(popup)}>
                  Sửa
                </button>
                <button type="button" className="font-medium text-red-600 hover:underline" onClick={() => setToDelete(popup)}>
                  Xóa
                </button>
              </div>
            </li>
          ))}
        </ul>
      </AsyncListBody>
      {editing ? <PopupFormModal popup={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} onSaved={saved} /> : null}
      <ConfirmDialog
        open={toDelete !== null}
        title="Xóa popup"
        message={`Xóa popup "${toDelete?.title ?? ''}"? Thao tác này không hoàn tác được.`}
        confirmLabel="Xóa"
        danger
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
