import { useState } from 'react';
import toast from 'react-hot-toast';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Icon } from '../../../components/ui/Icon';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatVnd } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { toastError } from '../../../lib/http/toastError';
import { useAsyncData } from '../../../lib/useAsyncData';
import { deleteBonusCode, listBonusCodes, type ManagedBonusCode } from '../api/adminBonusCodesApi';
import { BonusCodeFormModal } from './BonusCodeFormModal';

// An empty or 0 limit means unlimited.
const usage = (bonusCode: ManagedBonusCode) => `${bonusCode.timesUsed} / ${bonusCode.usageLimit || '∞'}`;

/** /admin/wallet/bonusCodes: codes that credit the bonus wallet; create, edit, delete. */
export default function AdminBonusCodesPage() {
  const list = useAsyncData(listBonusCodes, []);
  const [editing, setEditing] = useState<ManagedBonusCode | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<ManagedBonusCode | null>(null);
  const [deleting, setDeleting] = useState(false);
  const bonusCodes = list.data ?? [];

  const saved = (bonusCode: ManagedBonusCode, created: boolean) => {
    setEditing(null);
    toast.success(created ? 'Đã tạo mã thưởng.' : 'Đã cập nhật mã thưởng.');
    // The server lists the newest first.
    list.setData((current) => (created ? [bonusCode, ...(current ?? [])] : current?.map((item) => (item._id === bonusCode._id ? bonusCode : item))));
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteBonusCode(toDelete._id);
      list.setData((current) => current?.filter((item) => item._id !== toDelete._id));
      toast.success('Đã xóa mã thưởng.');
    } catch (error) {
      toastError(error, 'Không thể xóa mã thưởng.');
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Mã thưởng</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">Học viên nhập mã để nhận tiền vào ví thưởng, dùng được trong số ngày hiệu lực.</p>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')} data-testid="add-bonus-code">
          <Icon name="plus" className="h-4 w-4" /> Tạo mã thưởng
        </button>
      </header>
      <AsyncListBody
        status={list.status}
        itemCount={bonusCodes.length}
        errorText={errorMessage(list.error, 'Không thể tải danh sách mã thưởng.')}
        emptyText="Chưa có mã thưởng nào."
        onRetry={list.reload}
        testId="admin-bonus-codes"
      >
        <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
          <table className="min-w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">Mã thưởng</th>
                <th scope="col" className="px-4 py-3 font-semibold">Số tiền</th>
                <th scope="col" className="px-4 py-3 font-semibold">Hiệu lực</th>
                <th scope="col" className="px-4 py-3 font-semibold">Lượt nhận</th>
                <th scope="col" className="px-4 py-3 font-semibold">Trạng thái</th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">Thao tác</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {bonusCodes.map((bonusCode) => (
                <tr key={bonusCode._id} data-testid={`bonus-code-row-${bonusCode.code}`}>
                  <td className="px-4 py-3 font-mono font-medium text-slate-900 dark:text-white">{bonusCode.code}</td>
                  <td className="px-4 py-3 tabular-nums">{formatVnd(bonusCode.amount)}</td>
                  <td className="px-4 py-3 tabular-nums">{bonusCode.validityDays} ngày</td>
                  <td className="px-4 py-3 tabular-nums">{usage(bonusCode)}</td>
                  <td className="px-4 py-3">
                    <StatusBadge status={bonusCode.isActive ? 'active' : 'inactive'} />
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-right">
                    <div className="inline-flex gap-3">
                      <button type="button" className="font-medium text-brand-700 hover:underline dark:text-brand-300" onClick={() => setEditing(bonusCode)}>
                        Sửa
                      </button>
                      <button type="button" className="font-medium text-red-600 hover:underline" onClick={() => setToDelete(bonusCode)}>
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
      {editing ? <BonusCodeFormModal bonusCode={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} onSaved={saved} /> : null}
      <ConfirmDialog
        open={toDelete !== null}
        title="Xóa mã thưởng"
        message={`Xóa mã "${toDelete?.code ?? ''}"? Mã đã có người nhận thì không xóa được; hãy tắt mã thay vì xóa.`}
        confirmLabel="Xóa"
        danger
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
