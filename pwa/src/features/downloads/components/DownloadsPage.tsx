import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Icon } from '../../../components/ui/Icon';
import { Spinner } from '../../../components/ui/Spinner';
import { db, type DownloadRecord, type DownloadState } from '../../../lib/db';
import { formatFileSize } from '../../../lib/format';
import { usePreloadRoute } from '../../../lib/lazyPage';
import { useAuth } from '../../auth';
// The engine's public entry, as the README asks of the page.
import { deleteAllDownloads, deleteDownload, firstPlayablePath, isDownloadPlayable, pauseDownload, resumeDownload, retryDownload, useDownloads } from '../index';
import { useStorageEstimate } from '../hooks/useStorageEstimate';

/** /downloads ('Bài giảng đã tải'): the lectures kept on this device, by course, with their progress. */
export default function DownloadsPage() {
  const { user } = useAuth();
  // The route guard only renders this page for a signed-in user.
  if (!user) return null;
  return <DownloadsList key={user._id} userId={user._id} />;
}

type Confirming = { kind: 'one'; download: DownloadRecord } | { kind: 'all' } | null;

type CourseGroup = { courseId: string; courseTitle: string; downloads: DownloadRecord[] };

/** Newest first, as the engine lists them: a course comes where its newest download is. */
function byCourse(downloads: DownloadRecord[]): CourseGroup[] {
  const groups = new Map<string, CourseGroup>();
  for (const download of downloads) {
    const group = groups.get(download.courseId) ?? { courseId: download.courseId, courseTitle: download.courseTitle, downloads: [] };
    group.downloads.push(download);
    groups.set(download.courseId, group);
  }
  return [...groups.values()];
}

/** The page's content for one learner (the page passes the signed-in user). */
export function DownloadsList({ userId }: { userId: string }) {
  const { downloads, loaded } = useDownloads(userId);
  // The courses kept for offline learning give the slug the player's address needs.
  const slugs = useLiveQuery(async () => new Map((await db.courses.where('userId').equals(userId).toArray()).map((course) => [course.courseId, course.slug])), [userId]);
  // 'Xem' is likely next, maybe with no connection: the player's code is loaded now.
  usePreloadRoute(firstPlayablePath(downloads, (courseId) => slugs?.get(courseId)));
  // The estimate is read again when what is stored changes (a piece arrives, a download is removed).
  const storedBytes = downloads.reduce((sum, download) => sum + download.storedBytes, 0);
  const storage = useStorageEstimate(`${downloads.length}:${storedBytes}`);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [busy, setBusy] = useState(false);

  const act = async (action: () => Promise<unknown>, failure: string) => {
    try {
      await action();
    } catch {
      toast.error(failure);
    }
  };

  const confirm = async () => {
    if (!confirming) return;
    setBusy(true);
    if (confirming.kind === 'all') {
      await act(() => deleteAllDownloads(userId), 'Không xóa được các bài giảng đã tải. Vui lòng thử lại.');
    } else {
      await act(() => deleteDownload(userId, confirming.download.lectureId), 'Không xóa được bài giảng. Vui lòng thử lại.');
    }
    setBusy(false);
    setConfirming(null);
  };

  return (
    <div className="mx-auto max-w-4xl" data-testid="downloads-page">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Bài giảng đã tải</h1>
        {downloads.length > 0 ? (
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setConfirming({ kind: 'all' })} data-testid="downloads-delete-all">
            <Icon name="trash" className="h-4 w-4" />
            Xóa tất cả
          </button>
        ) : null}
      </div>
      {storage ? (
        <div className="mt-2 space-y-1 text-sm" data-testid="downloads-storage">
          <p className="text-slate-600 dark:text-slate-300">
            Ứng dụng đang dùng {formatFileSize(storage.usage)} · Thiết bị còn trống {formatFileSize(storage.free)}
          </p>
          {storage.persisted === false ? (
            <p className="text-amber-700 dark:text-amber-300" data-testid="downloads-not-persisted">
              Trình duyệt có thể xóa dữ liệu khi thiếu dung lượng
            </p>
          ) : null}
        </div>
      ) : null}

      <div className="mt-6">
        {!loaded ? (
          <Spinner label="Đang đọc các bài giảng đã tải" />
        ) : downloads.length === 0 ? (
          <div className="card flex flex-col items-center gap-4 py-12 text-center" data-testid="downloads-empty">
            <Icon name="download" className="h-10 w-10 text-slate-400" />
            <p className="text-slate-600 dark:text-slate-300">Bạn chưa tải bài giảng nào. Mở một bài giảng và bấm "Tải về" để xem khi không có mạng.</p>
            <Link to="/my-courses" className="btn btn-primary">
              Khóa học của tôi
            </Link>
          </div>
        ) : (
          <div className="space-y-6">
            {byCourse(downloads).map((group) => (
              <section key={group.courseId} className="card p-0" aria-labelledby={`downloads-course-${group.courseId}`} data-testid="downloads-course">
                <h2 id={`downloads-course-${group.courseId}`} className="px-4 pt-4 pb-2 text-lg font-semibold break-words text-slate-900 sm:px-5 dark:text-white">
                  {group.courseTitle}
                </h2>
                <ul className="divide-y divide-slate-200 dark:divide-slate-800">
                  {group.downloads.map((download) => (
                    <DownloadRow
                      key={download.lectureId}
                      download={download}
                      courseSlug={slugs?.get(download.courseId)}
                      onPause={() => void act(() => pauseDownload(userId, download.lectureId), 'Không tạm dừng được. Vui lòng thử lại.')}
                      onResume={() => void act(() => resumeDownload(userId, download.lectureId), 'Không tiếp tục tải được. Vui lòng thử lại.')}
                      onRetry={() => void act(() => retryDownload(userId, download.lectureId), 'Không thử lại được. Vui lòng thử lại sau.')}
                      onDelete={() => setConfirming({ kind: 'one', download })}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>

      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.kind === 'all' ? 'Xóa tất cả bài giảng đã tải?' : 'Xóa bài giảng đã tải?'}
        message={
          confirming?.kind === 'all'
            ? `Xóa ${downloads.length} bài giảng khỏi thiết bị này. Bạn sẽ cần tải lại để xem khi không có mạng.`
            : confirming?.kind === 'one'
              ? `Xóa "${confirming.download.lectureTitle}" khỏi thiết bị này. Bạn sẽ cần tải lại để xem khi không có mạng.`
              : ''
        }
        confirmLabel={confirming?.kind === 'all' ? 'Xóa tất cả' : 'Xóa'}
        danger
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}

const STATE_LABELS: Record<DownloadState, string> = {
  waiting: 'Đang chờ',
  downloading: 'Đang tải',
  paused: 'Tạm dừng',
  done: 'Đã tải xong',
  failed: 'Lỗi',
};

const STATE_TONES: Record<DownloadState, string> = {
  waiting: 'bg-slate-100 text-slate-700 dark:bg-slate-500/20 dark:text-slate-300',
  downloading: 'bg-blue-100 text-blue-800 dark:bg-blue-500/15 dark:text-blue-300',
  paused: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  done: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  failed: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
};

type RowProps = {
  download: DownloadRecord;
  courseSlug: string | undefined;
  onPause: () => void;
  onResume: () => void;
  onRetry: () => void;
  onDelete: () => void;
};

function DownloadRow({ download, courseSlug, onPause, onResume, onRetry, onDelete }: RowProps) {
  const { state, lectureTitle, storedBytes, totalBytes } = download;
  const percent = totalBytes > 0 ? Math.min(100, Math.floor((storedBytes * 100) / totalBytes)) : 0;
  const bytes = `${formatFileSize(storedBytes)} / ${formatFileSize(totalBytes)}`;
  const needsRenewal = state === 'done' && !isDownloadPlayable(download);
  const lectureTo = courseSlug ? `/learn/${courseSlug}/${download.lectureId}` : '/my-courses';
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start sm:justify-between sm:px-5" data-testid="download-item" data-state={state}>
      <div className="min-w-0 flex-1">
        <h3 className="font-medium break-words text-slate-900 dark:text-white">{lectureTitle}</h3>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
          <span>{download.height}p</span>
          <span aria-hidden="true">·</span>
          <span>{formatFileSize(totalBytes)}</span>
          <span aria-hidden="true">·</span>
          <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${STATE_TONES[state]}`} data-testid="download-state">
            {STATE_LABELS[state]}
          </span>
        </p>
        {state === 'downloading' ? (
          <div className="mt-2 space-y-1">
            <div
              className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
              role="progressbar"
              aria-label={`Tiến độ tải ${lectureTitle}`}
              aria-valuenow={percent}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <div className="h-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
            </div>
            <p className="text-xs text-slate-600 dark:text-slate-300" data-testid="download-bytes">
              {bytes}
            </p>
          </div>
        ) : null}
        {state === 'paused' ? (
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-300" data-testid="download-bytes">
            Đã tải {bytes}
          </p>
        ) : null}
        {state === 'failed' ? (
          <p className="mt-1 text-sm break-words text-red-700 dark:text-red-300" data-testid="download-failure">
            Lỗi: {download.failureReason ?? 'Không rõ nguyên nhân.'}
          </p>
        ) : null}
        {state === 'failed' && download.failureCode === 'COURSE_ACCESS_INVALID' ? (
          // Trying again needs a new access: the lecture's page asks for the face check, then downloads on.
          <p className="mt-1 text-sm">
            <Link to={lectureTo} className="font-medium text-brand-700 hover:underline dark:text-brand-300" data-testid="download-open-lecture">
              Mở bài giảng để xác minh lại
            </Link>
          </p>
        ) : null}
        {needsRenewal ? (
          <p className="mt-1 text-sm text-amber-700 dark:text-amber-300" data-testid="download-renewal">
            Cần kết nối mạng để gia hạn
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {state === 'done' && !needsRenewal ? (
          <Link to={lectureTo} className="btn btn-primary btn-sm" data-testid="download-watch">
            Xem
          </Link>
        ) : null}
        {state === 'downloading' || state === 'waiting' ? (
          <button type="button" className="btn btn-secondary btn-sm" onClick={onPause}>
            Tạm dừng
          </button>
        ) : null}
        {state === 'paused' ? (
          <button type="button" className="btn btn-secondary btn-sm" onClick={onResume}>
            Tiếp tục
          </button>
        ) : null}
        {state === 'failed' ? (
          <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
            Thử lại
          </button>
        ) : null}
        <button type="button" className="btn btn-ghost btn-sm text-red-700 dark:text-red-300" onClick={onDelete}>
          Xóa
        </button>
      </div>
    </li>
  );
}
