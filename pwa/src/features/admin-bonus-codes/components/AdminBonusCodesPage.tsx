import { AdminActionsCell } from '../../../components/admin/AdminActionsCell';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { AdminTable } from '../../../components/admin/AdminTable';
import { EditDeleteButtons } from '../../../components/admin/EditDeleteButtons';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatVnd } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { toastError } from '../../../lib/http/toastError';
import { useManagedList } from '../../../lib/useManagedList';
import { deleteBonusCode, listBonusCodes, adminBonusCodeKeys, type ManagedBonusCode } from '../api/adminBonusCodesApi';
import { BonusCodeFormModal } from './BonusCodeFormModal';

// An empty or 0 limit means unlimited.
const usage = (bonusCode: ManagedBonusCode) => `${bonusCode.timesUsed} / ${bonusCode.usageLimit || '∞'}`;

/** /admin/wallet/bonusCodes: codes that credit the bonus wallet; create, edit, delete. */
export default function AdminBonusCodesPage() {
  const {
    list,
    items: bonusCodes,
    editor,
    startCreate,
    startEdit,
    closeEditor,
    saved,
    toDelete,
    askDelete,
    deleteDialog,
  } = useManagedList({
    queryKey: adminBonusCodeKeys.list(),
    queryFn: listBonusCodes,
    remove: deleteBonusCode,
    messages: { created: 'Đã tạo mã thưởng.', updated: 'Đã cập nhật mã thưởng.', deleted: 'Đã xóa mã thưởng.' },
    onDeleteFailed: (error) => toastError(error, 'Không thể xóa mã thưởng.'),
  });

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Mã thưởng"
        description="Học viên nhập mã để nhận tiền vào ví thưởng, dùng được trong số ngày hiệu lực."
        addLabel="Tạo mã thưởng"
        addTestId="add-bonus-code"
        onAdd={startCreate}
      />
      <AsyncListBody
        status={list.status}
        itemCount={bonusCodes.length}
        errorText={errorMessage(list.error, 'Không thể tải danh sách mã thưởng.')}
        emptyText="Chưa có mã thưởng nào."
        onRetry={() => void list.refetch()}
        testId="admin-bonus-codes"
      >
        <AdminTable columns={['Mã thưởng', 'Số tiền', 'Hiệu lực', 'Lượt nhận', 'Trạng thái']}>
          {bonusCodes.map((bonusCode) => (
            <tr key={bonusCode._id} data-testid={`bonus-code-row-${bonusCode.code}`}>
              <td className="px-4 py-3 font-mono font-medium text-slate-900 dark:text-white" data-label="Mã thưởng">
                {bonusCode.code}
              </td>
              <td className="px-4 py-3 whitespace-nowrap tabular-nums" data-label="Số tiền">
                {formatVnd(bonusCode.amount)}
              </td>
              <td className="px-4 py-3 whitespace-nowrap tabular-nums" data-label="Hiệu lực">
                {bonusCode.validityDays} ngày
              </td>
              <td className="px-4 py-3 tabular-nums" data-label="Lượt nhận">
                {usage(bonusCode)}
              </td>
              <td className="px-4 py-3" data-label="Trạng thái">
                <StatusBadge status={bonusCode.isActive ? 'active' : 'inactive'} />
              </td>
              <AdminActionsCell>
                <EditDeleteButtons onEdit={() => startEdit(bonusCode)} onDelete={() => askDelete(bonusCode)} />
              </AdminActionsCell>
            </tr>
          ))}
        </AdminTable>
      </AsyncListBody>
      {editor ? <BonusCodeFormModal bonusCode={editor.item} onClose={closeEditor} onSaved={saved} /> : null}
      <ConfirmDialog {...deleteDialog} title="Xóa mã thưởng" message={`Xóa mã "${toDelete?.code ?? ''}"? Mã đã có người nhận thì không xóa được; hãy tắt mã thay vì xóa.`} />
    </div>
  );
}
