import { useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { DetailLoadFailure } from '../../../components/ui/DetailLoadFailure';
import { Icon } from '../../../components/ui/Icon';
import { Spinner } from '../../../components/ui/Spinner';
import type { CartItem } from '../../../lib/db';
import { formatNumber, formatVnd } from '../../../lib/format';
import { useCartActions } from '../../cart';
import { useCourse } from '../api/coursesApi';
import { COURSE_LEVEL_LABELS, formatCourseDuration } from '../courseFormat';
import { CourseRating } from './CourseRating';
import { CourseReviews } from '../../reviews';
import { firstFreePreview, type PreviewLecture, useFreePreview } from '../hooks/useFreePreview';
import { CurriculumAccordion } from './CurriculumAccordion';
import { FreePreviewPlayer } from './FreePreviewPlayer';
import { OriginalPrice } from '../../../components/ui/OriginalPrice';

/** /courses/{slug}: course detail with curriculum and purchase buttons. */
export default function CourseDetailPage() {
  const { slug = '' } = useParams();
  const detail = useCourse(slug);
  const preview = useFreePreview(detail.data?._id ?? '');
  const cart = useCartActions();
  const playerRef = useRef<HTMLDivElement>(null);

  if (detail.isError) {
    return <DetailLoadFailure error={detail.error} onRetry={() => void detail.refetch()} noun="khóa học" gone="đã ngừng phát hành" listPath="/courses" testId="course" />;
  }

  const course = detail.data;
  if (!course) return <Spinner />;

  const discounted = course.originalPrice !== null && course.originalPrice > course.price;
  const image = course.courseThumbnail ?? course.thumbnailUrl;
  const cartItem: CartItem = { _id: course._id, kind: 'course', title: course.title, price: course.price, thumbnailUrl: image, slug: course.slug };
  const freeLecture = firstFreePreview(course);
  const playPreview = (lecture: PreviewLecture) => {
    preview.play(lecture);
    playerRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };

  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:py-12" data-testid="course-detail">
      <nav aria-label="Đường dẫn" className="mb-4 text-sm text-slate-500 dark:text-slate-400">
        <Link to="/courses" className="hover:text-brand-700 dark:hover:text-brand-300">
          Khóa học
        </Link>{' '}
        / <span>{course.category.name}</span>
      </nav>
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">{course.title}</h1>
          <p className="mt-3 text-slate-600 dark:text-slate-300">{course.shortDescription}</p>
          <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            <li>Trình độ: {COURSE_LEVEL_LABELS[course.level]}</li>
            <li>{formatNumber(course.lessonsCount)} bài học</li>
            <li>{formatCourseDuration(course.duration)}</li>
            <li>{formatNumber(course.enrolledStudents)} học viên</li>
            <li>
              <a href="#reviews" className="hover:text-brand-700 hover:underline dark:hover:text-brand-300">
                <CourseRating rating={course.rating} reviewsCount={course.reviewsCount} />
              </a>
            </li>
          </ul>

          {course.outcomes.length > 0 ? (
            <section className="card mt-8">
              <h2 className="text-xl font-semibold text-slate-900 dark:text-white">Bạn sẽ học được gì</h2>
              <ul className="mt-4 grid gap-2 sm:grid-cols-2">
                {course.outcomes.map((outcome) => (
                  <li key={outcome} className="flex gap-2 text-sm text-slate-700 dark:text-slate-300">
                    <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
                    {outcome}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section className="mt-8">
            <h2 className="text-xl font-semibold text-slate-900 dark:text-white">Nội dung khóa học</h2>
            <p className="mb-4 mt-1 text-sm text-slate-500 dark:text-slate-400">
              {course.curriculum.length} chương · {formatNumber(course.totalLectures)} bài giảng · {formatCourseDuration(course.duration)}
            </p>
            <CurriculumAccordion sections={course.curriculum} onPlayPreview={playPreview} activeLectureId={preview.lecture?._id} />
          </section>

          {course.requirements.length > 0 ? (
            <section className="mt-8">
              <h2 className="text-xl font-semibold text-slate-900 dark:text-white">Yêu cầu</h2>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
                {course.requirements.map((requirement) => (
                  <li key={requirement}>{requirement}</li>
                ))}
              </ul>
            </section>
          ) : null}

          <section className="mt-8">
            <h2 className="text-xl font-semibold text-slate-900 dark:text-white">Mô tả</h2>
            <p className="mt-3 whitespace-pre-line text-slate-700 dark:text-slate-300">{course.description}</p>
          </section>

          <section className="mt-8">
            <h2 className="text-xl font-semibold text-slate-900 dark:text-white">Giảng viên</h2>
            <div className="mt-3 flex items-center gap-3">
              {course.instructor.avatarUrl ? (
                <img
                  src={course.instructor.avatarUrl}
                  alt={`Ảnh đại diện của ${course.instructor.name}`}
                  width={56}
                  height={56}
                  loading="lazy"
                  className="h-14 w-14 rounded-full object-cover"
                />
              ) : (
                <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-100 text-lg font-semibold text-brand-700" aria-hidden="true">
                  {course.instructor.name.charAt(0).toUpperCase()}
                </span>
              )}
              <p className="font-medium text-slate-900 dark:text-white" data-testid="course-instructor">
                {course.instructor.name}
              </p>
            </div>
          </section>

          <CourseReviews courseId={course._id} />
        </div>

        {/* First on phones: the price, the free lesson and the buy buttons matter most. */}
        <aside className="order-first lg:sticky lg:top-24 lg:order-none lg:self-start">
          <div className="card overflow-hidden p-0" ref={playerRef}>
            {preview.lecture ? (
              <div className="p-3">
                <FreePreviewPlayer preview={preview} poster={image} />
              </div>
            ) : (
              <CoverImage image={image} title={course.title} onPlay={freeLecture ? () => playPreview(freeLecture) : undefined} />
            )}
            <div className="p-5">
              <p className="flex flex-wrap items-baseline gap-2">
                <span className="text-2xl font-bold text-accent-700 dark:text-accent-400" data-testid="course-price">
                  {course.price === 0 ? 'Miễn phí' : formatVnd(course.price)}
                </span>
                {discounted ? <OriginalPrice amount={course.originalPrice!} /> : null}
              </p>
              {course.isEnrolled ? (
                <Link to={`/learn/${course.slug}`} className="btn btn-primary mt-4 w-full">
                  Vào học
                </Link>
              ) : (
                <div className="mt-4 flex flex-col gap-3">
                  <button type="button" className="btn btn-accent w-full" disabled={!cart.ready} onClick={() => void cart.buyNow(cartItem)} data-testid="course-buy-now">
                    Mua ngay
                  </button>
                  <button type="button" className="btn btn-secondary w-full" disabled={!cart.ready} onClick={() => void cart.add(cartItem)} data-testid="course-add-to-cart">
                    <Icon name="cart" className="h-4 w-4" /> Thêm vào giỏ hàng
                  </button>
                </div>
              )}
            </div>
          </div>
        </aside>
      </div>
    </article>
  );
}

/** The course image; with a free lesson it becomes the button that starts it. */
function CoverImage({ image, title, onPlay }: { image: string | null; title: string; onPlay?: () => void }) {
  const picture = image ? (
    <img src={image} alt={title} width={1280} height={720} fetchPriority="high" className="aspect-video w-full object-cover" />
  ) : (
    <div className="aspect-video w-full bg-gradient-to-br from-brand-600 to-accent-700" />
  );
  if (!onPlay) return picture;
  return (
    <button type="button" className="group relative block w-full" onClick={onPlay} data-testid="play-free-preview">
      {picture}
      <span className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-black/40 text-white transition group-hover:bg-black/55">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow-lg">
          <Icon name="play" className="h-6 w-6" />
        </span>
        <span className="rounded-full bg-black/60 px-3 py-1 text-sm font-semibold">Xem học thử miễn phí</span>
      </span>
    </button>
  );
}
