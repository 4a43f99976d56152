import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Icon } from '../../../components/ui/Icon';
import { Pagination } from '../../../components/ui/Pagination';
import { formatVnd } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useAsyncData } from '../../../lib/useAsyncData';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { usePageFor } from '../../../lib/usePageFor';
import { deleteTool, listAdminTools, type ManagedTool } from '../api/adminToolsApi';
import { ToolFormModal } from './ToolFormModal';

const SEARCH_DEBOUNCE_MS = 500;

/** /admin/tools: every tool (hidden ones too) with its plans; add, edit, delete. */
export default function AdminToolsPage() {
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = usePageFor(search);
  const list = useAsyncData(() => listAdminTools({ page, ...(search ? { search } : {}) }), [page, search]);
  const [editing, setEditing] = useState<ManagedTool | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<ManagedTool | null>(null);
  const [deleting, setDeleting] = useState(false);
  const searchId = useId();
  const tools = list.data?.tools ?? [];

  const saved = (tool: ManagedTool, created: boolean) => {
    setEditing(null);
    toast.success(created ? 'Đã thêm phần mềm.' : 'Đã lưu phần mềm.');
    if (created) list.reload();
    else list.setData((current) => current && { ...current, tools: current.tools.map((item) => (item._id === tool._id ? tool : item)) });
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteTool(toDelete._id);
      toast.success('Đã xóa phần mềm.');
      if (tools.length === 1 && page > 1) setPage(page - 1);
      else list.reload();
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
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Quản lý phần mềm</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{list.data ? `${list.data.pagination.totalItems} phần mềm` : 'Phần mềm bán kèm theo gói thời hạn.'}</p>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')} data-testid="add-tool">
          <Icon name="plus" className="h-4 w-4" /> Thêm phần mềm
        </button>
      </header>
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
        onRetry={list.reload}
        testId="admin-tools"
      >
        <ul className="grid gap-4 md:grid-cols-2">
          {tools.map((tool) => (
            <li key={tool._id} className="card flex gap-4" data-testid={`admin-tool-${tool.slug}`}>
              <div className="h-20 w-32 shrink-0 overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
                {tool.thumbnailUrl ? <img src={tool.thumbnailUrl} alt="" className="h-full w-full object-cover" width={128} height={72} /> : null}
              </div>
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900 dark:text-white">
                  {tool.name} {tool.isActive ? null : <span className="ml-1 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-700 dark:text-slate-200">Đang ẩn</span>}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {tool.plansCount} gói{tool.priceFrom !== null ? ` · từ ${formatVnd(tool.priceFrom)}` : ''}
                </p>
                <div className="mt-2 flex gap-3 text-sm">
                  <button type="button" className="font-medium text-brand-700 hover:underline dark:text-brand-300" onClick={() => setEditing(tool)}>
                    Sửa
                  </button>
                  <button type="button" className="font-medium text-red-600 hover:underline" onClick={() => setToDelete(tool)}>
                    Xóa
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </AsyncListBody>
      {list.data && list.status !== 'failed' ? <Pagination currentPage={page} totalPages={list.data.pagination.totalPages} onPageChange={setPage} /> : null}
      {editing ? <ToolFormModal tool={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} onSaved={saved} /> : null}
      <ConfirmDialog
        open={toDelete !== null}
        title="Xóa phần mềm"
        message={`Phần mềm "${toDelete?.name ?? ''}" và các gói của nó sẽ bị xóa. Nếu đã có người mua, hãy ẩn thay vì xóa.`}
        confirmLabel="Xóa"
        danger
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
