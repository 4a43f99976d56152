import { Link } from 'react-router-dom';
import { CardThumbnail } from '../../../components/ui/CardThumbnail';
import { Icon } from '../../../components/ui/Icon';
import { ProgressBar } from '../../learn';
import { coursePercent } from '../../learn';
import { isDownloadPlayable, type DownloadRecord } from '../../downloads';
import type { MyCourse } from '../api/myCoursesApi';

type Props = {
  course: MyCourse;
  /** Lectures completed on this device, which may be ahead of the server while offline. */
  completedHere: number;
  /** This device's downloads of the course's lectures. */
  downloads: DownloadRecord[];
  online: boolean;
};

export function MyCourseCard({ course, completedHere, downloads, online }: Props) {
  const completed = Math.max(course.completedLectures, completedHere);
  const percent = course.totalLectures > 0 ? coursePercent(completed, course.totalLectures) : course.progress;
  const finished = course.totalLectures > 0 ? completed >= course.totalLectures : course.progress >= 100;
  const started = completed > 0 || course.progress > 0;
  // A finished course is reviewed from its start; one in progress reopens where the learner left off.
  const continuePath = course.lastLectureId && !finished ? `/learn/${course.slug}/${course.lastLectureId}` : `/learn/${course.slug}`;
  const action = finished ? 'Xem lại khóa học' : started ? 'Tiếp tục học' : 'Bắt đầu học';
  return (
    <article className="card group flex flex-col overflow-hidden p-0" data-testid={`my-course-${course.slug}`}>
      <Link to={continuePath} tabIndex={-1} aria-hidden="true">
        <CardThumbnail src={course.thumbnailUrl} alt="" width={640} height={360} fallbackIcon="academic" />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h2 className="font-semibold text-slate-900 dark:text-white">{course.title}</h2>
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{course.instructorName}</p>
        </div>
        <div className="mt-auto">
          <div className="mb-1 flex justify-between text-xs text-slate-600 dark:text-slate-400">
            <span>
              {Math.min(completed, course.totalLectures)}/{course.totalLectures} bài học
            </span>
            <span className="font-semibold tabular-nums" data-testid="my-course-percent">
              {percent}%
            </span>
          </div>
          <ProgressBar percent={percent} label={`Tiến độ ${course.title}`} />
        </div>
        <OfflineLectures slug={course.slug} downloads={downloads} />
        <Link to={continuePath} className="btn btn-primary">
          <Icon name="play" className="h-4 w-4" /> {action}
        </Link>
        {online ? (
          // The download needs the face check: the player asks for it, then opens the course's download dialog.
          <Link
            to={`/learn/${course.slug}?download=course`}
            className="btn btn-secondary"
            data-testid="my-course-download"
            aria-label={`Tải về ${course.title} để học không cần mạng`}
          >
            <Icon name="download" className="h-4 w-4" /> Tải về
          </Link>
        ) : null}
      </div>
    </article>
  );
}

/** Which of the course's lectures play on this device with no connection, and which are still on their way. */
function OfflineLectures({ slug, downloads }: { slug: string; downloads: DownloadRecord[] }) {
  // Oldest first: a section or course download starts its lectures in the outline's order.
  const ready = downloads.filter((download) => download.state === 'done' && isDownloadPlayable(download)).sort((a, b) => a.createdAt - b.createdAt);
  const pending = downloads.filter((download) => download.state !== 'done').length;
  if (!ready.length && !pending) return null;
  return (
    <details className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:bg-emerald-500/10 dark:text-emerald-200" data-testid="my-course-offline">
      <summary className="cursor-pointer font-medium">
        <Icon name="download" className="mr-1 inline h-4 w-4" />
        {ready.length} bài học được khi không có mạng{pending ? ` · ${pending} bài đang tải` : ''}
      </summary>
      {ready.length ? (
        <ul className="mt-2 space-y-1">
          {ready.map((download) => (
            <li key={download.lectureId}>
              <Link to={`/learn/${slug}/${download.lectureId}`} className="break-words underline-offset-2 hover:underline">
                {download.lectureTitle}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </details>
  );
}
