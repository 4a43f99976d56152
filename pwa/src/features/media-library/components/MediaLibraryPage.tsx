import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Icon } from '../../../components/ui/Icon';
import { Pagination } from '../../../components/ui/Pagination';
import { formatDate, formatFileSize } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { formatLectureDuration } from '../../courses';
import { useDeleteMedia, useMediaPage, type MediaAsset } from '../api/mediaApi';
import { MEDIA_STATUS_LABELS } from '../mediaStatus';
import { fileTypeLabel } from '../../../lib/fileTypes';

const STATUS_CLASSES: Record<MediaAsset['status'], string> = {
  uploaded: 'bg-amber-100 text-amber-800',
  processing: 'bg-blue-100 text-blue-800',
  ready: 'bg-emerald-100 text-emerald-800',
  failed: 'bg-red-100 text-red-800',
};

/** /instructor/media-library: my uploads with their transcoding state, refreshed while any is in progress. */
export default function MediaLibraryPage() {
  const [page, setPage] = useState(1);
  const media = useMediaPage(page, { refreshWhileProcessing: true });
  const remove = useDeleteMedia();
  const [toDelete, setToDelete] = useState<MediaAsset | null>(null);
  const assets = media.data?.assets ?? [];

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete._id);
      toast.success('Đã xóa tệp.');
      // The last file of a later page: step back instead of showing an empty page.
      if (assets.length === 1 && page > 1) setPage(page - 1);
    } catch (error) {
      toast.error(`Xóa thất bại: ${errorMessage(error)}`);
    } finally {
      setToDelete(null);
    }
  };

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Thư viện media</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">Video được chuyển sang HLS 3 chất lượng ngay sau khi tải lên; tài liệu và ảnh dùng được ngay.</p>
        </div>
        <Link to="/instructor/media-library/upload" className="btn btn-primary">
          <Icon name="upload" className="h-4 w-4" /> Tải lên
        </Link>
      </header>
      <AsyncListBody
        status={media.status}
        itemCount={assets.length}
        errorText={errorMessage(media.error, 'Không tải được thư viện media.')}
        emptyText="Bạn chưa tải lên tệp nào."
        onRetry={() => void media.refetch()}
        testId="media"
      >
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {assets.map((asset) => (
            <li key={asset._id} className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800" data-testid={`media-${asset._id}`}>
              <div className="flex aspect-video items-center justify-center bg-slate-100 dark:bg-slate-800">
                {asset.posterUrl ? (
                  <img src={asset.posterUrl} alt="" loading="lazy" className="h-full w-full object-cover" />
                ) : asset.kind === 'document' ? (
                  <span className="text-lg font-bold text-slate-600 dark:text-slate-300">{fileTypeLabel(asset.mimeType)}</span>
                ) : (
                  <Icon name={asset.kind === 'video' ? 'play' : 'image'} className="h-10 w-10 text-slate-400" />
                )}
              </div>
              <div className="space-y-1 p-4 text-sm">
                <p className="truncate font-medium text-slate-900 dark:text-white" title={asset.originalName}>
                  {asset.originalName}
                </p>
                <p className="text-slate-500 dark:text-slate-400">
                  {formatFileSize(asset.sizeBytes)}
                  {asset.durationSeconds ? ` · ${formatLectureDuration(asset.durationSeconds)}` : ''} · {formatDate(asset.createdAt)}
                </p>
                <div className="flex items-center justify-between pt-1">
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_CLASSES[asset.status]}`}
                    data-testid="media-status"
                    title={asset.failureReason ?? undefined}
                  >
                    {MEDIA_STATUS_LABELS[asset.status]}
                  </span>
                  <button type="button" className="icon-btn text-red-600" onClick={() => setToDelete(asset)} aria-label={`Xóa ${asset.originalName}`}>
                    <Icon name="trash" className="h-4 w-4" />
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </AsyncListBody>
      {media.data && !media.isError ? <Pagination currentPage={page} totalPages={media.data.pagination.totalPages} onPageChange={setPage} /> : null}
      <ConfirmDialog
        open={toDelete !== null}
        title="Xóa tệp media?"
        message={`Tệp "${toDelete?.originalName ?? ''}" sẽ bị xóa vĩnh viễn. Tệp đang dùng trong một bài giảng (video hoặc tài liệu) thì không xóa được.`}
        confirmLabel="Xóa"
        busy={remove.isPending}
        danger
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
