import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { DetailLoadFailure } from '../../../components/ui/DetailLoadFailure';
import { Icon } from '../../../components/ui/Icon';
import { Spinner } from '../../../components/ui/Spinner';
import { formatVnd } from '../../../lib/format';
import { useCourse } from '../api/coursesApi';
import { formatCourseDuration } from '../courseFormat';
import { firstFreePreview, useFreePreview } from '../hooks/useFreePreview';
import { CurriculumAccordion } from './CurriculumAccordion';
import { FreePreviewPlayer } from './FreePreviewPlayer';

/** /demodetail/{slug}: try a course in a player layout: its free lessons play, the rest is listed to unlock. */
export default function DemoDetailPage() {
  const { slug = '' } = useParams();
  const detail = useCourse(slug);
  const course = detail.data;
  const preview = useFreePreview(course?._id ?? '');
  const { lecture: playing, play } = preview;

  // Start on the first free lesson, as a demo should.
  useEffect(() => {
    const first = course ? firstFreePreview(course) : undefined;
    if (first && !playing) play(first);
  }, [course, playing, play]);

  if (detail.isError) {
    return <DetailLoadFailure error={detail.error} onRetry={() => void detail.refetch()} noun="khóa học" gone="đã ngừng phát hành" listPath="/courses" testId="course" />;
  }
  if (!course) return <Spinner />;

  const freeCount = course.curriculum.flatMap((section) => section.lectures).filter((lecture) => lecture.previewMediaId).length;
  return (
    <article className="mx-auto max-w-7xl px-4 py-8" data-testid="demo-detail">
      <p className="text-sm font-semibold uppercase tracking-wide text-emerald-700 dark:text-emerald-400">Học thử miễn phí</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">{course.title}</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {playing ? (
            <FreePreviewPlayer preview={preview} poster={course.courseThumbnail ?? course.thumbnailUrl} />
          ) : (
            <p className="card text-slate-600 dark:text-slate-300">Khóa học này chưa có bài học thử. Xem giáo trình bên cạnh để biết bạn sẽ học gì.</p>
          )}
          <div className="card mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="font-semibold text-slate-900 dark:text-white">Mở khóa toàn bộ {course.totalLectures} bài giảng</p>
              <p className="text-sm text-slate-600 dark:text-slate-300">{formatCourseDuration(course.duration)} nội dung · học trọn đời · hỗ trợ từ giảng viên</p>
            </div>
            <Link to={`/courses/${course.slug}`} className="btn btn-accent shrink-0">
              {course.price === 0 ? 'Đăng ký học miễn phí' : `Mua khóa học ${formatVnd(course.price)}`}
            </Link>
          </div>
        </div>
        <aside>
          <h2 className="mb-1 text-lg font-semibold text-slate-900 dark:text-white">Giáo trình</h2>
          <p className="mb-3 flex items-center gap-1 text-sm text-slate-500 dark:text-slate-400">
            <Icon name="play" className="h-4 w-4" /> {freeCount} bài học thử, các bài còn lại mở khi bạn sở hữu khóa học
          </p>
          <CurriculumAccordion sections={course.curriculum} onPlayPreview={play} activeLectureId={playing?._id} />
        </aside>
      </div>
    </article>
  );
}
