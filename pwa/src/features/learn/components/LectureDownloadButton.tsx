import toast from 'react-hot-toast';
import { Icon } from '../../../components/ui/Icon';
import { formatFileSize } from '../../../lib/format';
import { DownloadError, deleteDownload, isDownloadPlayable, pauseDownload, resumeDownload, useDownload } from '../../downloads';

type Props = {
  userId: string;
  lecture: { _id: string; title: string };
  accessToken: string | null;
  online: boolean;
  /** 'Tải về': the download dialog opens for this lecture (quality and size before starting). */
  onDownload: () => void;
  /** The server no longer takes the face check's token: the player asks for it again. */
  onAccessInvalid: () => void;
};

const percentOf = (stored: number, total: number) => (total > 0 ? Math.min(100, Math.floor((stored / total) * 100)) : 0);

/**
 * 'Tải về' for a video lecture (opening the dialog that shows its size and quality), then its download's state in place: progress, pause and resume, a failure
 * with its reason and 'Thử lại', and 'Đã tải về' once it plays with no connection (docs/learning.md,
 * "Offline downloads"). The bytes go to this device only, for the signed-in learner.
 */
export function LectureDownloadButton({ userId, lecture, accessToken, online, onDownload, onAccessInvalid }: Props) {
  const download = useDownload(userId, lecture._id);
  const refused = (error: unknown) => {
    if (error instanceof DownloadError && error.code === 'COURSE_ACCESS_INVALID') return onAccessInvalid();
    toast.error(error instanceof Error && error.message ? error.message : 'Không tải được bài giảng, vui lòng thử lại.');
  };
  const resume = () => void resumeDownload(userId, lecture._id, accessToken).catch(refused);

  if (download === undefined) return null;
  if (download === null) {
    return (
      <button type="button" className="btn btn-secondary" disabled={!online} onClick={onDownload} data-testid="download-lecture">
        <Icon name="download" className="h-4 w-4" /> Tải về
      </button>
    );
  }

  const percent = percentOf(download.storedBytes, download.totalBytes);
  const sizes = `${formatFileSize(download.storedBytes)} / ${formatFileSize(download.totalBytes)}`;
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm" data-testid="lecture-download" data-state={download.state}>
      {download.state === 'done' ? (
        <span className="font-medium text-emerald-700 dark:text-emerald-400">
          <Icon name="check" className="inline h-4 w-4" /> {isDownloadPlayable(download) ? 'Đã tải về' : 'Đã tải về · cần mạng để gia hạn'} ({formatFileSize(download.totalBytes)})
        </span>
      ) : download.state === 'failed' ? (
        <span className="text-red-700 dark:text-red-400" role="alert">
          Tải về lỗi: {download.failureReason}
        </span>
      ) : (
        <span className="flex items-center gap-2 text-slate-700 dark:text-slate-300">
          <span
            role="progressbar"
            aria-label={`Tải về ${lecture.title}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 w-24 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
          >
            <span className="block h-full bg-brand-600" style={{ width: `${percent}%` }} />
          </span>
          {download.state === 'paused' ? 'Tạm dừng' : download.state === 'waiting' ? 'Đang chờ' : `Đang tải ${percent}%`} · {sizes}
        </span>
      )}
      {download.state === 'downloading' || download.state === 'waiting' ? (
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void pauseDownload(userId, lecture._id)}>
          Tạm dừng
        </button>
      ) : null}
      {download.state === 'paused' || download.state === 'failed' ? (
        <button type="button" className="btn btn-secondary btn-sm" disabled={!online} onClick={resume}>
          {download.state === 'paused' ? 'Tiếp tục' : 'Thử lại'}
        </button>
      ) : null}
      {download.state === 'done' || download.state === 'failed' ? (
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void deleteDownload(userId, lecture._id)} aria-label={`Xóa bản tải về của ${lecture.title}`}>
          Xóa bản tải
        </button>
      ) : null}
    </div>
  );
}
