import { useState } from 'react';
import { Icon } from '../../../components/ui/Icon';
import { Modal } from '../../../components/ui/Modal';
import { Pagination } from '../../../components/ui/Pagination';
import { Spinner } from '../../../components/ui/Spinner';
import { formatFileSize } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { formatLectureDuration } from '../../courses';
import { useMediaPage, type MediaAsset, type MediaKind } from '../api/mediaApi';
import { MediaUploader } from './MediaUploader';
import { MEDIA_STATUS_LABELS } from '../mediaStatus';
import { fileTypeLabel, RESOURCE_ACCEPT } from '../../../lib/fileTypes';

/** What is being chosen: a lecture's video, an image (a quiz question's), or a file learners download under a lecture. */
export type PickerKind = 'video' | 'image' | 'resource';

type Props = { open: boolean; onClose: () => void; onPick: (asset: MediaAsset) => void; kind?: PickerKind };

/** The library kinds each picker lists, and what its upload field accepts. */
const KINDS: Record<PickerKind, { kinds: readonly MediaKind[]; accept: string }> = {
  video: { kinds: ['video'], accept: 'video/*' },
  image: { kinds: ['image'], accept: 'image/*' },
  resource: { kinds: ['document', 'image'], accept: `${RESOURCE_ACCEPT},image/*` },
};

const COPY: Record<PickerKind, { title: string; upload: string; hint: string; choose: string; none: string }> = {
  video: {
    title: 'Chọn video cho bài giảng',
    upload: 'Tải video mới lên',
    hint: 'MP4, MOV, WebM tối đa 2 GB. Bài giảng dùng video ngay sau khi tải lên; video được xử lý trong vài phút.',
    choose: 'Hoặc chọn video trong thư viện',
    none: 'Chưa có video nào ở trang này.',
  },
  image: {
    title: 'Chọn ảnh minh họa',
    upload: 'Tải ảnh mới lên',
    hint: 'JPEG, PNG hoặc WebP. Ảnh dùng được ngay sau khi tải lên.',
    choose: 'Hoặc chọn ảnh trong thư viện',
    none: 'Chưa có ảnh nào ở trang này.',
  },
  resource: {
    title: 'Đính kèm tài liệu cho bài giảng',
    upload: 'Tải tài liệu mới lên',
    hint: 'PDF, Word (DOCX), Excel (XLSX), PowerPoint (PPTX), ZIP tối đa 100 MB, hoặc ảnh JPEG, PNG, WebP. Học viên tải về ngay dưới bài giảng.',
    choose: 'Hoặc chọn tài liệu trong thư viện',
    none: 'Chưa có tài liệu hay ảnh nào ở trang này.',
  },
};

/**
 * Chooses a video of my library for a lecture (an image, for a quiz question; documents and images, for a
 * lecture's resources), or uploads a new one
 * right here (it is taken once uploaded), so the course being edited stays on screen. Videos still
 * processing can be chosen and play once ready. The dialog stays open while an upload runs (its 'Hủy' stops it).
 */
export function MediaPickerModal({ open, onClose, onPick, kind = 'video' }: Props) {
  const [page, setPage] = useState(1);
  const [uploading, setUploading] = useState(false);
  const { kinds, accept } = KINDS[kind];
  const media = useMediaPage(page, { enabled: open, kinds });
  const assets = (media.data?.assets ?? []).filter((asset) => kinds.includes(asset.kind) && asset.status !== 'failed');
  const copy = COPY[kind];

  return (
    <Modal open={open} onClose={uploading ? () => {} : onClose} title={copy.title} size="2xl" testId="media-picker">
      <section className="mb-6 space-y-3 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60" aria-labelledby="picker-upload-title">
        <h3 id="picker-upload-title" className="font-semibold text-slate-900 dark:text-white">
          {copy.upload}
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">{copy.hint}</p>
        <MediaUploader accept={accept} appearance="inline" onUploaded={onPick} onUploadingChange={setUploading} />
      </section>
      <h3 className="mb-3 font-semibold text-slate-900 dark:text-white">{copy.choose}</h3>
      {media.isError ? (
        <p role="alert" className="text-red-600">
          {errorMessage(media.error, 'Không tải được thư viện media.')}
        </p>
      ) : !media.data ? (
        <Spinner />
      ) : assets.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">{copy.none}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {assets.map((asset) => (
            <li key={asset._id}>
              <button
                type="button"
                className="flex w-full items-center gap-3 rounded-xl p-2 text-left ring-1 ring-slate-200 hover:bg-slate-50 dark:ring-slate-800 dark:hover:bg-slate-800"
                onClick={() => onPick(asset)}
              >
                <span className="flex h-14 w-24 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
                  {asset.posterUrl ? (
                    <img src={asset.posterUrl} alt="" className="h-full w-full object-cover" />
                  ) : asset.kind === 'document' ? (
                    <span className="text-xs font-bold text-slate-600 dark:text-slate-300">{fileTypeLabel(asset.mimeType)}</span>
                  ) : (
                    <Icon name="play" className="h-6 w-6 text-slate-400" />
                  )}
                </span>
                <span className="min-w-0 text-sm">
                  <span className="block truncate font-medium text-slate-900 dark:text-white">{asset.originalName}</span>
                  <span className="text-slate-500 dark:text-slate-400">
                    {asset.kind !== 'video'
                      ? formatFileSize(asset.sizeBytes)
                      : asset.durationSeconds
                        ? formatLectureDuration(asset.durationSeconds)
                        : MEDIA_STATUS_LABELS[asset.status]}
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
