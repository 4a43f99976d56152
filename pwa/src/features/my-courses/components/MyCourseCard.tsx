import { Link } from 'react-router-dom';
import { CardThumbnail } from '../../../components/ui/CardThumbnail';
import { Icon } from '../../../components/ui/Icon';
import { ProgressBar } from '../../learn';
import { coursePercent } from '../../learn';
import type { MyCourse } from '../api/myCoursesApi';

type Props = {
  course: MyCourse;
  /** Lectures completed on this device, which may be ahead of the server while offline. */
  completedHere: number;
};

export function MyCourseCard({ course, completedHere }: Props) {
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
        <Link to={continuePath} className="btn btn-primary">
          <Icon name="play" className="h-4 w-4" /> {action}
        </Link>
      </div>
    </article>
  );
}
