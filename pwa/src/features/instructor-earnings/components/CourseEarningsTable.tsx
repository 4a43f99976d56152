import { formatNumber, formatVnd } from '../../../lib/format';
import type { CourseEarnings } from '../api/instructorEarningsApi';

/** Per course: units sold, what buyers paid and my share of it. */
export function CourseEarningsTable({ courses }: { courses: CourseEarnings[] }) {
  if (courses.length === 0) {
    return (
      <p className="py-8 text-center text-sm text-slate-500 dark:text-slate-400" data-testid="course-earnings-empty">
        Chưa có khóa học nào được bán.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800" data-testid="course-earnings-table">
        <thead className="text-left text-xs font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400">
          <tr>
            <th scope="col" className="px-3 py-2">
              Khóa học
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Lượt bán
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Doanh thu
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Thu nhập của bạn
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {courses.map((course) => (
            <tr key={course.courseId} data-testid={`course-earnings-${course.courseId}`}>
              <td className="px-3 py-2 font-medium text-slate-900 dark:text-white">{course.title}</td>
              <td className="px-3 py-2 text-right">{formatNumber(course.sales)}</td>
              <td className="px-3 py-2 text-right">{formatVnd(course.revenue)}</td>
              <td className="px-3 py-2 text-right font-semibold">{formatVnd(course.earnings)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
