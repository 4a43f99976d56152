import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { EditDeleteButtons } from '../../../components/admin/EditDeleteButtons';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Pagination } from '../../../components/ui/Pagination';
import { formatVnd } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useManagedList } from '../../../lib/useManagedList';
import { usePageFor } from '../../../lib/usePageFor';
import { adminToolKeys, deleteTool, listAdminTools } from '../api/adminToolsApi';
import { ToolDeliveryPanel } from './ToolDeliveryPanel';
import { ToolFormModal } from './ToolFormModal';

const SEARCH_DEBOUNCE_MS = 500;

/** /admin/tools: every tool (hidden ones too) with its plans; add, edit, delete. */
export default function AdminToolsPage() {
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = usePageFor(search);
  const {
    list,
    items: tools,
    editor,
    startCreate,
    startEdit,
    closeEditor,
    saved,
    toDelete,
    askDelete,
    deleteDialog,
  } = useManagedList({
    queryKey: adminToolKeys.list(page, search),
    queryFn: () => listAdminTools({ page, ...(search ? { search } : {}) }),
    items: (data) => data?.tools ?? [],
    // A new tool changes the totals and may land on another page, so every page is fetched again.
    invalidates: adminToolKeys.lists(),
    remove: deleteTool,
    messages: { created: 'Đã thêm phần mềm.', updated: 'Đã lưu phần mềm.', deleted: 'Đã xóa phần mềm.' },
    onDeleteFailed: (error) => toast.error(`Xóa thất bại: ${errorMessage(error)}`),
    // Deleting the last tool of a page steps back one page.
    afterDelete: (data) => {
      if (data?.tools.length === 1 && page > 1) setPage(page - 1);
    },
  });
  const searchId = useId();
  // The one tool whose "Giao hàng" panel is open, spanning the whole row.
  const [deliveryFor, setDeliveryFor] = useState<string | null>(null);

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Quản lý phần mềm"
        description={list.data ? `${list.data.pagination.totalItems} phần mềm` : 'Phần mềm bán kèm theo gói thời hạn.'}
        addLabel="Thêm phần mềm"
        addTestId="add-tool"
        onAdd={startCreate}
      />
      <div>
        <label htmlFor={searchId} className="field-label">
          Tìm theo tên
        </label>
        <input id={searchId} type="search" className="field-input" value={searchInput} onChange={(event) => setSearchInput(event.target.value)} />
      </div>
      <AsyncListBody
        status={list.status}
        itemCount={tools.length}
        errorText={errorMessage(list.error, 'Không tải được danh sách phần mềm.')}
        emptyText={search ? 'Không có phần mềm nào phù hợp.' : 'Chưa có phần mềm nào.'}
        onRetry={() => void list.refetch()}
        testId="admin-tools"
      >
        <ul className="grid gap-4 md:grid-cols-2">
          {tools.map((tool) => (
            <li key={tool._id} className={`card min-w-0 ${deliveryFor === tool._id ? 'md:col-span-2' : ''}`} data-testid={`admin-tool-${tool.slug}`}>
              <div className="flex gap-4">
                <div className="h-20 w-32 shrink-0 overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
                  {tool.thumbnailUrl ? <img src={tool.thumbnailUrl} alt="" className="h-full w-full object-cover" width={128} height={72} /> : null}
                </div>
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900 dark:text-white">
                    {tool.name}{' '}
                    {tool.isActive ? null : (
                      <span className="ml-1 inline-block rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-slate-700 dark:bg-slate-700 dark:text-slate-200">
                        Đang ẩn
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {tool.plansCount} gói{tool.priceFrom !== null ? ` · từ ${formatVnd(tool.priceFrom)}` : ''}
                  </p>
                  <div className="mt-2 flex flex-wrap gap-3 text-sm">
                    <EditDeleteButtons onEdit={() => startEdit(tool)} onDelete={() => askDelete(tool)} />
                    <button
                      type="button"
                      className="font-medium text-brand-700 hover:underline dark:text-brand-300"
                      aria-expanded={deliveryFor === tool._id}
                      onClick={() => setDeliveryFor((current) => (current === tool._id ? null : tool._id))}
                      data-testid="tool-delivery-toggle"
                    >
                      Giao hàng
                    </button>
                  </div>
                </div>
              </div>
              {deliveryFor === tool._id ? <ToolDeliveryPanel toolId={tool._id} /> : null}
            </li>
          ))}
        </ul>
      </AsyncListBody>
      {list.data && list.status !== 'error' ? <Pagination currentPage={page} totalPages={list.data.pagination.totalPages} onPageChange={setPage} /> : null}
      {editor ? <ToolFormModal tool={editor.item} onClose={closeEditor} onSaved={saved} /> : null}
      <ConfirmDialog {...deleteDialog} title="Xóa phần mềm" message={`Phần mềm "${toDelete?.name ?? ''}" và các gói của nó sẽ bị xóa. Nếu đã có người mua, hãy ẩn thay vì xóa.`} />
    </div>
  );
}
