import { AdminActionsCell } from '../../../components/admin/AdminActionsCell';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { AdminTable } from '../../../components/admin/AdminTable';
import { EditDeleteButtons } from '../../../components/admin/EditDeleteButtons';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatDate, formatVnd } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { toastError } from '../../../lib/http/toastError';
import { useManagedList } from '../../../lib/useManagedList';
import { deleteDiscount, listDiscounts, adminDiscountKeys, type ManagedDiscount } from '../api/adminDiscountsApi';
import { DiscountFormModal } from './DiscountFormModal';

const discountValue = (discount: ManagedDiscount) => (discount.type === 'percentage' ? `${discount.value}%` : formatVnd(discount.value));
// SPEC §3: an empty or 0 limit means unlimited.
const usage = (discount: ManagedDiscount) => `${discount.timesUsed} / ${discount.usageLimit || '∞'}`;

/** /admin/discounts: every discount code with its usage and expiry; create, edit, delete (SPEC §2). */
export default function AdminDiscountsPage() {
  const {
    list,
    items: discounts,
    editor,
    startCreate,
    startEdit,
    closeEditor,
    saved,
    toDelete,
    askDelete,
    deleteDialog,
  } = useManagedList({
    queryKey: adminDiscountKeys.list(),
    queryFn: listDiscounts,
    remove: deleteDiscount,
    messages: { created: 'Đã tạo mã giảm giá.', updated: 'Đã cập nhật mã giảm giá.', deleted: 'Đã xóa mã giảm giá.' },
    onDeleteFailed: (error) => toastError(error, 'Không thể xóa mã giảm giá.'),
  });

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Mã giảm giá"
        description="Mã khách nhập khi thanh toán khóa học hoặc phần mềm."
        addLabel="Tạo mã giảm giá"
        addTestId="add-discount"
        onAdd={startCreate}
      />
      <AsyncListBody
        status={list.status}
        itemCount={discounts.length}
        errorText={errorMessage(list.error, 'Không thể tải danh sách mã giảm giá.')}
        emptyText="Chưa có mã giảm giá nào."
        onRetry={() => void list.refetch()}
        testId="admin-discounts"
      >
        <AdminTable columns={['Mã code', 'Loại / Giá trị', 'Lượt dùng', 'Ngày hết hạn', 'Trạng thái']}>
          {discounts.map((discount) => (
            <tr key={discount._id} data-testid={`discount-row-${discount.code}`}>
              <td className="px-4 py-3 font-mono font-medium text-slate-900 dark:text-white" data-label="Mã code">
                {discount.code}
              </td>
              <td className="px-4 py-3 tabular-nums" data-label="Loại / Giá trị">
                {discountValue(discount)}
              </td>
              <td className="px-4 py-3 whitespace-nowrap tabular-nums" data-label="Lượt dùng">
                <span>
                  {usage(discount)}
                  {/* Pending orders hold uses: they count against the limit until paid or expired. */}
                  {discount.timesReserved > 0 ? <span className="block text-xs text-slate-500 dark:text-slate-400">{discount.timesReserved} đang giữ</span> : null}
                </span>
              </td>
              <td className="px-4 py-3 whitespace-nowrap" data-label="Ngày hết hạn">
                {discount.expiresAt ? formatDate(discount.expiresAt) : 'Không hết hạn'}
              </td>
              <td className="px-4 py-3" data-label="Trạng thái">
                {/* The server works the status out from the switch, the expiry and the uses when the list is read. */}
                <StatusBadge status={discount.status} />
              </td>
              <AdminActionsCell>
                <EditDeleteButtons onEdit={() => startEdit(discount)} onDelete={() => askDelete(discount)} />
              </AdminActionsCell>
            </tr>
          ))}
        </AdminTable>
      </AsyncListBody>
      {editor ? <DiscountFormModal discount={editor.item} onClose={closeEditor} onSaved={saved} /> : null}
      <ConfirmDialog {...deleteDialog} title="Xóa mã giảm giá" message={`Xóa mã "${toDelete?.code ?? ''}"? Khách sẽ không dùng được mã này nữa.`} />
    </div>
  );
}
