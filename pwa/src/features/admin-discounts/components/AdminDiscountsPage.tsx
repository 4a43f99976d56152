import { useState } from 'react';
import toast from 'react-hot-toast';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Icon } from '../../../components/ui/Icon';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatDate, formatVnd } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { toastError } from '../../../lib/http/toastError';
import { useAsyncData } from '../../../lib/useAsyncData';
import { deleteDiscount, listDiscounts, type ManagedDiscount } from '../api/adminDiscountsApi';
import { DiscountFormModal } from './DiscountFormModal';

const discountValue = (discount: ManagedDiscount) => (discount.type === 'percentage' ? `${discount.value}%` : formatVnd(discount.value));
// SPEC §3: an empty or 0 limit means unlimited.
const usage = (discount: ManagedDiscount) => `${discount.timesUsed} / ${discount.usageLimit || '∞'}`;

/** /admin/discounts: every discount code with its usage and expiry; create, edit, delete (SPEC §2). */
export default function AdminDiscountsPage() {
  const list = useAsyncData(listDiscounts, []);
  const [editing, setEditing] = useState<ManagedDiscount | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<ManagedDiscount | null>(null);
  const [deleting, setDeleting] = useState(false);
  const discounts = list.data ?? [];

  const saved = (discount: ManagedDiscount, created: boolean) => {
    setEditing(null);
    toast.success(created ? 'Đã tạo mã giảm giá.' : 'Đã cập nhật mã giảm giá.');
    // The server lists the newest first.
    list.setData((current) => (created ? [discount, ...(current ?? [])] : current?.map((item) => (item._id === discount._id ? discount : item))));
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteDiscount(toDelete._id);
      list.setData((current) => current?.filter((item) => item._id !== toDelete._id));
      toast.success('Đã xóa mã giảm giá.');
    } catch (error) {
      toastError(error, 'Không thể xóa mã giảm giá.');
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Mã giảm giá</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">Mã khách nhập khi thanh toán khóa học hoặc phần mềm.</p>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')} data-testid="add-discount">
          <Icon name="plus" className="h-4 w-4" /> Tạo mã giảm giá
        </button>
      </header>
      <AsyncListBody
        status={list.status}
        itemCount={discounts.length}
        errorText={errorMessage(list.error, 'Không thể tải danh sách mã giảm giá.')}
        emptyText="Chưa có mã giảm giá nào."
        onRetry={list.reload}
        testId="admin-discounts"
      >
        <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
          <table className="min-w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">Mã code</th>
                <th scope="col" className="px-4 py-3 font-semibold">Loại / Giá trị</th>
                <th scope="col" className="px-4 py-3 font-semibold">Lượt dùng</th>
                <th scope="col" className="px-4 py-3 font-semibold">Ngày hết hạn</th>
                <th scope="col" className="px-4 py-3 font-semibold">Trạng thái</th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">Thao tác</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {discounts.map((discount) => (
                <tr key={discount._id} data-testid={`discount-row-${discount.code}`}>
                  <td className="px-4 py-3 font-mono font-medium text-slate-900 dark:text-white">{discount.code}</td>
                  <td className="px-4 py-3 tabular-nums">{discountValue(discount)}</td>
                  <td className="px-4 py-3 tabular-nums">{usage(discount)}</td>
                  <td className="px-4 py-3">{discount.expiresAt ? formatDate(discount.expiresAt) : 'Không hết hạn'}</td>
                  <td className="px-4 py-3">
                    <StatusBadge status={discount.isActive ? 'active' : 'inactive'} />
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-right">
                    <div className="inline-flex gap-3">
                      <button type="button" className="font-medium text-brand-700 hover:underline dark:text-brand-300" onClick={() => setEditing(discount)}>
                        Sửa
                      </button>
                      <button type="button" className="font-medium text-red-600 hover:underline" onClick={() => setToDelete(discount)}>
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
      {editing ? <DiscountFormModal discount={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} onSaved={saved} /> : null}
      <ConfirmDialog
        open={toDelete !== null}
        title="Xóa mã giảm giá"
        message={`Xóa mã "${toDelete?.code ?? ''}"? Khách sẽ không dùng được mã này nữa.`}
        confirmLabel="Xóa"
        danger
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
