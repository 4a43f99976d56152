import { useState } from 'react';
import { Icon } from '../../../components/ui/Icon';
import { errorMessage } from '../../../lib/http/errorMessage';
import { formatLectureDuration } from '../../courses';
import { fetchPlaybackUrl, PLAYBACK_URL_FAILED } from '../../video-player';
import { HlsPlayer } from '../../video-player';
import type { ManagedCourse } from '../api/adminCoursesApi';

const MEDIA_STATUS_LABELS: Record<string, string> = { uploaded: 'Chờ xử lý', processing: 'Đang xử lý', ready: 'Sẵn sàng', failed: 'Lỗi xử lý' };

/** The submitted curriculum; the reviewer can watch any lecture whose video is ready. */
export function LecturePreviewList({ sections }: { sections: ManagedCourse['sections'] }) {
  const [watching, setWatching] = useState<{ lectureId: string; url: string | null; error: string | null } | null>(null);

  const watch = (lectureId: string, mediaId: string) => {
    setWatching({ lectureId, url: null, error: null });
    fetchPlaybackUrl(mediaId).then(
      (url) => setWatching((current) => (current?.lectureId === lectureId ? { ...current, url } : current)),
      (failure: unknown) => setWatching((current) => (current?.lectureId === lectureId ? { ...current, error: errorMessage(failure, PLAYBACK_URL_FAILED) } : current)),
    );
  };

  if (sections.length === 0) return <p className="text-slate-500 dark:text-slate-400">Khóa học chưa có chương nào.</p>;
  return (
    <ol className="space-y-4">
      {sections.map((section) => (
        <li key={section._id} className="overflow-hidden rounded-2xl ring-1 ring-slate-200 dark:ring-slate-800">
          <h3 className="bg-slate-50 px-4 py-3 font-semibold text-slate-900 dark:bg-slate-900 dark:text-white">{section.title}</h3>
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {section.lectures.map((lecture) => (
              <li key={lecture._id} className="px-4 py-3 text-sm">
                <div className="flex flex-wrap items-center gap-3">
                  <Icon name={lecture.mediaAssetId ? 'play' : 'book'} className="h-4 w-4 text-slate-400" />
                  <span className="flex-1 text-slate-800 dark:text-slate-200">{lecture.title}</span>
                  {lecture.isFreePreview ? <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-800">Học thử</span> : null}
                  {lecture.mediaStatus ? (
                    <span className="text-xs text-slate-500 dark:text-slate-400">Video: {MEDIA_STATUS_LABELS[lecture.mediaStatus] ?? lecture.mediaStatus}</span>
                  ) : null}
                  <span className="tabular-nums text-xs text-slate-500 dark:text-slate-400">{formatLectureDuration(lecture.durationSeconds)}</span>
                  {lecture.mediaAssetId && lecture.mediaStatus === 'ready' ? (
                    <button type="button" className="font-medium text-brand-700 hover:underline dark:text-brand-300" onClick={() => watch(lecture._id, lecture.mediaAssetId!)}>
                      Xem video
                    </button>
                  ) : null}
                </div>
                {watching?.lectureId === lecture._id ? (
                  <div className="mt-3 max-w-2xl">
                    {watching.url ? (
                      <HlsPlayer src={watching.url} title={lecture.title} autoPlay />
                    ) : (
                      <p role={watching.error ? 'alert' : 'status'}>{watching.error ?? 'Đang tải video...'}</p>
                    )}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
