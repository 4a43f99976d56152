import { Link } from 'react-router-dom';
import { CardThumbnail } from '../../../components/ui/CardThumbnail';
import { formatNumber, formatVnd } from '../../../lib/format';
import type { CourseCardData } from '../api/coursesApi';
import { COURSE_LEVEL_LABELS, formatCourseDuration } from '../courseFormat';
import { CourseRating } from './CourseRating';
import { OriginalPrice } from '../../../components/ui/OriginalPrice';

type CourseCardProps = {
  course: CourseCardData;
  /** Heading level of the title inside the surrounding page (h2 on /courses, h3 under a section heading). */
  headingLevel?: 2 | 3;
  /** In the first row of the grid: its picture is fetched at once (see CardThumbnail). */
  priority?: boolean;
};

/** A course in a grid: links to /courses/{slug}. Reused by the listing and the home page. */
export function CourseCard({ course, headingLevel = 2, priority = false }: CourseCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const discounted = course.originalPrice !== null && course.originalPrice > course.price;
  return (
    <article
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md dark:bg-slate-900 dark:ring-slate-800"
      data-testid={`course-card-${course.slug}`}
    >
      <Link to={`/courses/${course.slug}`} className="flex h-full flex-col focus-visible:outline-2 focus-visible:outline-brand-500">
        <CardThumbnail src={course.thumbnailUrl} alt={course.title} width={640} height={360} fallbackIcon="academic" priority={priority} />
        <div className="flex flex-1 flex-col gap-2 p-4">
          <div className="flex flex-wrap items-center gap-2 text-xs">
            <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">{course.category.name}</span>
            <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300" data-testid="course-level">
              {COURSE_LEVEL_LABELS[course.level]}
            </span>
          </div>
          <Heading className="line-clamp-2 text-base font-semibold text-slate-900 group-hover:text-brand-700 dark:text-white dark:group-hover:text-brand-300">
            {course.title}
          </Heading>
          <p className="line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{course.shortDescription}</p>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            <span className="sr-only">Giảng viên: </span>
            {course.instructorName}
          </p>
          <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
            <li>{formatNumber(course.lessonsCount)} bài học</li>
            <li>{formatCourseDuration(course.duration)}</li>
            <li>
              <CourseRating rating={course.rating} reviewsCount={course.reviewsCount} />
            </li>
          </ul>
          <div className="mt-auto flex flex-wrap items-baseline gap-2 pt-2">
            <span className="text-lg font-bold text-accent-700 dark:text-accent-400" data-testid="course-price">
              {course.price === 0 ? 'Miễn phí' : formatVnd(course.price)}
            </span>
            {discounted ? <OriginalPrice amount={course.originalPrice!} className="text-sm" testId="course-original-price" /> : null}
          </div>
        </div>
      </Link>
    </article>
  );
}
