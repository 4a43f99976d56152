import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../../../components/ui/Icon';
import { CourseCard, useCourseList } from '../../../courses';
import type { FeaturedCoursesBlock } from '../../homeBlocks';
import { SectionHeading } from './SectionHeading';

type Props = { block: Omit<FeaturedCoursesBlock, 'id'> };

/** The newest published courses (as many as the block asks, 30 by default), linking to their pages, and the way to the full catalogue. */
export function FeaturedCourses({ block: { title, subtitle, limit } }: Props) {
  const titleId = useId();
  const courses = useCourseList({ page: 1, limit });
  const items = courses.data?.courses ?? [];
  return (
    <section className="mx-auto max-w-7xl px-4 py-16" aria-labelledby={titleId}>
      <SectionHeading id={titleId} title={title} subtitle={subtitle} />
      {courses.isError ? (
        <p className="text-center text-slate-600 dark:text-slate-400">Chưa tải được danh sách khóa học. Bạn có thể xem tại trang Khóa học.</p>
      ) : (
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="featured-courses" aria-busy={items.length === 0}>
          {items.length === 0
            ? Array.from({ length: 4 }, (_, index) => <div key={index} className="aspect-[4/5] animate-pulse rounded-2xl bg-slate-100 dark:bg-slate-800" />)
            : items.map((course) => <CourseCard key={course._id} course={course} />)}
        </div>
      )}
      <div className="mt-10 text-center">
        <Link to="/courses" className="btn btn-primary px-6 py-3" data-testid="view-all-courses-bottom">
          Xem tất cả khóa học <Icon name="chevronRight" className="h-4 w-4" />
        </Link>
      </div>
    </section>
  );
}
