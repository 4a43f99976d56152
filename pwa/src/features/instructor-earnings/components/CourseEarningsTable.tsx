import { formatNumber, formatVnd } from '../../../lib/format';
import type { CourseEarnings } from '../api/instructorEarningsApi';
import { DataTable } from '../../../components/ui/DataTable';

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
    <DataTable
      columns={[{ label: 'Khóa học' }, { label: 'Lượt bán', align: 'right' }, { label: 'Doanh thu', align: 'right' }, { label: 'Thu nhập của bạn', align: 'right' }]}
      label="Bảng thu nhập theo khóa học"
      testId="course-earnings-table"
    >
      {courses.map((course) => (
        <tr key={course.courseId} data-testid={`course-earnings-${course.courseId}`}>
          <td className="px-3 py-2 font-medium text-slate-900 dark:text-white">{course.title}</td>
          <td className="px-3 py-2 text-right">{formatNumber(course.sales)}</td>
          <td className="px-3 py-2 text-right">{formatVnd(course.revenue)}</td>
          <td className="px-3 py-2 text-right font-semibold">{formatVnd(course.earnings)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
