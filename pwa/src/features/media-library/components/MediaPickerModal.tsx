import { useState } from 'react';
import { Icon } from '../../../components/ui/Icon';
import { Modal } from '../../../components/ui/Modal';
import { Pagination } from '../../../components/ui/Pagination';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/http/errorMessage';
import { formatLectureDuration } from '../../courses';
import { useMediaPage, type MediaAsset } from '../api/mediaApi';
import { MediaUploader } from './MediaUploader';
import { MEDIA_STATUS_LABELS } from '../mediaStatus';

type Props = { open: boolean; onClose: () => void; onPick: (asset: MediaAsset) => void };

/**
 * Chooses a video of my library for a lecture, or uploads a new one right here (the lecture takes it
 * once uploaded), so the course being edited stays on screen. Videos still processing can be chosen
 * and play once ready. The dialog stays open while an upload runs (its 'Hủy' stops it).
 */
export function MediaPickerModal({ open, onClose, onPick }: Props) {
  const [page, setPage] = useState(1);
  const [uploading, setUploading] = useState(false);
  const media = useMediaPage(page, { enabled: open });
  const videos = (media.data?.assets ?? []).filter((asset) => asset.kind === 'video' && asset.status !== 'failed');

  return (
    <Modal open={open} onClose={uploading ? () => {} : onClose} title="Chọn video cho bài giảng" size="2xl" testId="media-picker">
      <section className="mb-6 space-y-3 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60" aria-labelledby="picker-upload-title">
        <h3 id="picker-upload-title" className="font-semibold text-slate-900 dark:text-white">
          Tải video mới lên
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">MP4, MOV, WebM tối đa 2 GB. Bài giảng dùng video ngay sau khi tải lên; video được xử lý trong vài phút.</p>
        <MediaUploader accept="video/*" appearance="inline" onUploaded={onPick} onUploadingChange={setUploading} />
      </section>
      <h3 className="mb-3 font-semibold text-slate-900 dark:text-white">Hoặc chọn video trong thư viện</h3>
      {media.isError ? (
        <p role="alert" className="text-red-600">
          {errorMessage(media.error, 'Không tải được thư viện media.')}
        </p>
      ) : !media.data ? (
        <Spinner />
      ) : videos.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">Chưa có video nào ở trang này.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {videos.map((asset) => (
            <li key={asset._id}>
              <button
                type="button"
                className="flex w-full items-center gap-3 rounded-xl p-2 text-left ring-1 ring-slate-200 hover:bg-slate-50 dark:ring-slate-800 dark:hover:bg-slate-800"
                onClick={() => onPick(asset)}
              >
                <span className="flex h-14 w-24 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
                  {asset.posterUrl ? <img src={asset.posterUrl} alt="" className="h-full w-full object-cover" /> : <Icon name="play" className="h-6 w-6 text-slate-400" />}
                </span>
                <span className="min-w-0 text-sm">
                  <span className="block truncate font-medium text-slate-900 dark:text-white">{asset.originalName}</span>
                  <span className="text-slate-500 dark:text-slate-400">
                    {asset.durationSeconds ? formatLectureDuration(asset.durationSeconds) : MEDIA_STATUS_LABELS[asset.status]}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {media.data ? <Pagination className="mt-4" currentPage={page} totalPages={media.data.pagination.totalPages} onPageChange={setPage} /> : null}
    </Modal>
  );
}
