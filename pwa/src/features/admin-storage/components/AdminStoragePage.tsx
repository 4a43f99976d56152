import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Icon } from '../../../components/ui/Icon';
import { Spinner } from '../../../components/ui/Spinner';
import { formatDateTime, formatFileSize } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useDeleteStorageFile, useStorageFolder, type StorageFile } from '../api/storageApi';
import { baseName, breadcrumbsOf, parentPrefix } from '../storagePaths';

/** /admin/storage: browse both storage areas folder by folder, 50 files at a time, and delete files. */
export default function AdminStoragePage() {
  const [prefix, setPrefix] = useState('');
  const folder = useStorageFolder(prefix);
  const removal = useDeleteStorageFile();
  const [toDelete, setToDelete] = useState<StorageFile | null>(null);

  const pages = folder.data?.pages ?? [];
  const folders = pages.flatMap((page) => page.folders);
  const files = pages.flatMap((page) => page.files);
  // A failed "Tải thêm" keeps the pages already shown; only a failed first page replaces the list.
  const failed = folder.status === 'error' && !folder.data;

  const loadMore = async () => {
    const result = await folder.fetchNextPage();
    if (result.isFetchNextPageError) toast.error(errorMessage(result.error, 'Không tải thêm được tệp.'));
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    removal.mutate(toDelete, {
      onSuccess: () => toast.success('Đã xóa tệp.'),
      onError: (error) => toast.error(`Xóa thất bại: ${errorMessage(error)}`),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Lưu trữ</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Tệp công khai (ảnh, video HLS đã chuyển mã) và tệp riêng tư (video gốc) trên kho lưu trữ.</p>
      </header>

      <nav aria-label="Thư mục hiện tại" className="flex flex-wrap items-center gap-1 text-sm" data-testid="storage-breadcrumbs">
        <button type="button" className="font-medium text-brand-700 hover:underline dark:text-brand-300" onClick={() => setPrefix('')}>
          Gốc
        </button>
        {breadcrumbsOf(prefix).map((crumb) => (
          <span key={crumb.prefix} className="flex items-center gap-1">
            <Icon name="chevronRight" className="h-4 w-4 text-slate-400" />
            <button type="button" className="font-medium text-brand-700 hover:underline dark:text-brand-300" onClick={() => setPrefix(crumb.prefix)}>
              {crumb.name}
            </button>
          </span>
        ))}
      </nav>

      {failed ? (
        <div role="alert" className="py-10 text-center">
          <p className="text-red-600 dark:text-red-400" data-testid="storage-error">
            {errorMessage(folder.error, 'Không tải được danh sách tệp.')}
          </p>
          <button type="button" className="btn btn-secondary mt-4" onClick={() => void folder.refetch()}>
            Thử lại
          </button>
        </div>
      ) : !folder.data ? (
        <Spinner />
      ) : (
        <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
          <ul className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="storage-entries">
            {prefix ? (
              <li>
                <button
                  type="button"
                  className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50 dark:hover:bg-slate-800"
                  onClick={() => setPrefix(parentPrefix(prefix))}
                  data-testid="storage-up"
                >
                  <Icon name="arrowLeft" className="h-5 w-5 text-slate-400" /> Lên thư mục trên
                </button>
              </li>
            ) : null}
            {folders.map((folder) => (
              <li key={folder}>
                <button
                  type="button"
                  className="flex w-full items-center gap-3 px-4 py-3 text-left font-medium hover:bg-slate-50 dark:hover:bg-slate-800"
                  onClick={() => setPrefix(folder)}
                  data-testid="storage-folder"
                >
                  <Icon name="folder" className="h-5 w-5 text-amber-500" /> {baseName(folder)}
                </button>
              </li>
            ))}
            {files.map((file) => (
              <li key={file.fullPath} className="flex flex-wrap items-center gap-3 px-4 py-3" data-testid="storage-file">
                <Icon name="document" className="h-5 w-5 text-slate-400" />
                <span className="min-w-0 flex-1">
                  {file.url ? (
                    <a href={file.url} target="_blank" rel="noopener noreferrer" className="break-words font-medium text-brand-700 hover:underline dark:text-brand-300">
                      {baseName(file.fullPath)}
                    </a>
                  ) : (
                    <span className="break-words font-medium text-slate-900 dark:text-white">{baseName(file.fullPath)}</span>
                  )}
                  <span className="block text-xs text-slate-500 dark:text-slate-400">
                    {formatFileSize(file.size)} · {formatDateTime(file.updatedAt)}
                  </span>
                </span>
                <button type="button" className="icon-btn text-red-600" aria-label={`Xóa ${baseName(file.fullPath)}`} onClick={() => setToDelete(file)}>
                  <Icon name="trash" className="h-4 w-4" />
                </button>
              </li>
            ))}
            {folders.length === 0 && files.length === 0 ? <li className="px-4 py-10 text-center text-slate-500 dark:text-slate-400">Thư mục trống.</li> : null}
          </ul>
        </div>
      )}

      {folder.hasNextPage && folder.data ? (
        <div className="text-center">
          <button type="button" className="btn btn-secondary" disabled={folder.isFetchingNextPage} onClick={() => void loadMore()} data-testid="storage-load-more">
            {folder.isFetchingNextPage ? 'Đang tải...' : 'Tải thêm'}
          </button>
        </div>
      ) : null}

      <ConfirmDialog
        open={toDelete !== null}
        title="Xóa tệp"
        message={`Tệp "${toDelete?.fullPath ?? ''}" sẽ bị xóa vĩnh viễn khỏi kho lưu trữ. Trang nào đang dùng tệp này sẽ không còn hiển thị được nó.`}
        confirmLabel="Xóa"
        danger
        busy={removal.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
