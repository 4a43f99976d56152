import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { Modal } from '../../../components/ui/Modal';
import { Pagination } from '../../../components/ui/Pagination';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useAsyncData } from '../../../lib/useAsyncData';
import { formatLectureDuration } from '../../courses';
import { listMedia, type MediaAsset } from '../api/mediaApi';
import { MEDIA_STATUS_LABELS } from './mediaStatus';

type Props = { open: boolean; onClose: () => void; onPick: (asset: MediaAsset) => void };

/** Chooses a video of my library for a lecture; videos still processing can be chosen and play once ready. */
export function MediaPickerModal({ open, onClose, onPick }: Props) {
  const [page, setPage] = useState(1);
  const media = useAsyncData(() => (open ? listMedia(page) : Promise.resolve(undefined)), [open, page]);
  const videos = (media.data?.assets ?? []).filter((asset) => asset.kind === 'video' && asset.status !== 'failed');

  return (
    <Modal open={open} onClose={onClose} title="Chọn video từ thư viện" size="2xl" testId="media-picker">
      {media.status === 'failed' ? (
        <p role="alert" className="text-red-600">
          {errorMessage(media.error, 'Không tải được thư viện media.')}
        </p>
      ) : !media.data ? (
        <Spinner />
      ) : videos.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">
          Chưa có video nào ở trang này.{' '}
          <Link to="/instructor/media-library/upload" className="font-medium text-brand-700 underline">
            Tải video lên
          </Link>
        </p>
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
