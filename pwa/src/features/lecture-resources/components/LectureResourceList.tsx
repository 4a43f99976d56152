import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Icon } from '../../../components/ui/Icon';
import { fileTypeLabel } from '../../../lib/fileTypes';
import { formatFileSize } from '../../../lib/format';
import { ApiError } from '../../../lib/http/ApiError';
import { errorMessage } from '../../../lib/http/errorMessage';
import { saveBlob } from '../../../lib/saveBlob';
import { isDownloadPlayable, readDownloadedResource, useDownload, useDownloadedResources } from '../../downloads';
import { fetchResourceLink, type LectureResource } from '../api/resourcesApi';

type Props = {
  lectureId: string;
  /** The signed-in learner: a lecture they downloaded to this device gives its files from the device. */
  userId?: string;
  resources: readonly LectureResource[];
  /** The face check's course access token (enrolled students); none for a free preview. */
  accessToken?: string | null;
  /** Files are fetched from the server: with no connection the buttons wait. */
  online?: boolean;
  /** The server no longer takes the access token: the player asks for the face check again. */
  onAccessInvalid?: () => void;
  /** 'card' in the player (with its heading); 'inline' under a lecture of the course page's outline. */
  variant?: 'card' | 'inline';
};

/** Starts the browser's download of a file the server sends as an attachment, without leaving the page. */
function startDownload(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

const OFFLINE_REASON = 'Cần kết nối mạng để tải tài liệu.';

/**
 * 'Tài liệu của bài học': the lecture's files with type and size, each downloaded through a short-lived
 * link; a file kept on this device with the lecture's download (still allowed) is saved from there, with
 * no network and no link asked for.
 */
export function LectureResourceList({ lectureId, userId, resources, accessToken, online = true, onAccessInvalid, variant = 'card' }: Props) {
  const [busy, setBusy] = useState<string | null>(null);
  const reasonId = useId();
  const download = useDownload(userId ?? '', lectureId);
  const stored = useDownloadedResources(userId ?? '', lectureId);
  if (!resources.length) return null;

  const onDevice = (resource: LectureResource) => Boolean(userId && download && isDownloadPlayable(download) && stored?.has(resource._id));

  const fromDevice = async (resource: LectureResource): Promise<boolean> => {
    const file = userId ? await readDownloadedResource(userId, lectureId, resource._id) : null;
    if (file) saveBlob(file, resource.name);
    return file !== null;
  };

  const downloadFile = async (resource: LectureResource) => {
    setBusy(resource._id);
    try {
      if (onDevice(resource) && (await fromDevice(resource))) return;
      // The copy went missing (storage cleared): the server's link, when there is a connection.
      if (!online) throw new Error(OFFLINE_REASON);
      startDownload(await fetchResourceLink(lectureId, resource._id, accessToken), resource.name);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'COURSE_ACCESS_INVALID' && onAccessInvalid) onAccessInvalid();
      else toast.error(errorMessage(error, 'Không tải được tài liệu, vui lòng thử lại.'));
    } finally {
      setBusy(null);
    }
  };

  const inline = variant === 'inline';
  const waitingForNetwork = !online && resources.some((resource) => !onDevice(resource));
  return (
    <section
      className={inline ? '' : 'rounded-xl bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800'}
      aria-label={`Tài liệu của bài học (${resources.length})`}
      data-testid="lecture-resource-list"
    >
      {inline ? null : <h2 className="font-semibold text-slate-900 dark:text-white">Tài liệu của bài học ({resources.length})</h2>}
      {waitingForNetwork ? (
        <p id={reasonId} className="mt-1 text-sm text-amber-700 dark:text-amber-300">
          {OFFLINE_REASON}
        </p>
      ) : null}
      <ul className={inline ? '' : 'mt-3 divide-y divide-slate-100 dark:divide-slate-800'}>
        {resources.map((resource) => {
          const kept = onDevice(resource);
          const needsNetwork = !online && !kept;
          return (
            <li key={resource._id} className={`flex items-center gap-3 ${inline ? 'py-1' : 'py-2'}`} data-testid="lecture-resource">
              <span className="flex h-10 w-14 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-xs font-bold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                {fileTypeLabel(resource.mimeType)}
              </span>
              <span className="min-w-0 flex-1 text-sm">
                <span className="block font-medium break-words text-slate-900 dark:text-white">{resource.name}</span>
                <span className="text-slate-500 dark:text-slate-400">
                  {formatFileSize(resource.sizeBytes)}
                  {kept ? <span className="text-emerald-700 dark:text-emerald-300"> · Đã lưu trên thiết bị</span> : null}
                </span>
              </span>
              <button
                type="button"
                className="btn btn-secondary btn-sm shrink-0"
                disabled={needsNetwork || busy !== null}
                title={needsNetwork ? OFFLINE_REASON : undefined}
                aria-describedby={needsNetwork ? reasonId : undefined}
                onClick={() => void downloadFile(resource)}
                aria-label={`Tải về ${resource.name}`}
              >
                <Icon name="download" className="h-4 w-4" /> {busy === resource._id ? 'Đang mở…' : 'Tải về'}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
