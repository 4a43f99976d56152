import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { Pagination } from '../../../components/ui/Pagination';
import { formatDateTime, formatVnd } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { usePendingCourses } from '../api/adminCoursesApi';

const PAGE_SIZE = 10;

/** /admin/courses/pending: the review queue, oldest submission first. */
export default function PendingCoursesPage() {
  const [page, setPage] = useState(1);
  const queue = usePendingCourses(page, PAGE_SIZE);
  const courses = queue.data?.courses ?? [];
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Khóa học chờ duyệt</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400" data-testid="pending-total">
          {queue.data ? `${queue.data.total} khóa học đang chờ duyệt` : 'Khóa học giảng viên gửi lên chờ bạn xem và duyệt.'}
        </p>
      </header>
      <AsyncListBody
        status={queue.status}
        itemCount={courses.length}
        errorText={errorMessage(queue.error, 'Không tải được danh sách khóa học chờ duyệt.')}
        emptyText="Không có khóa học nào đang chờ duyệt."
        onRetry={() => void queue.refetch()}
        testId="pending-courses"
      >
        <ul className="space-y-3">
          {courses.map((course) => (
            <li key={course._id} className="card flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between" data-testid={`pending-course-${course._id}`}>
              <div>
                <p className="font-semibold text-slate-900 dark:text-white">{course.title}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {course.instructor.name} · {course.category.name} · {course.lessonsCount} bài · {course.price === 0 ? 'Miễn phí' : formatVnd(course.price)}
                </p>
                <p className="text-xs text-slate-500 dark:text-slate-400">Gửi duyệt lúc {formatDateTime(course.submittedAt)}</p>
              </div>
              <Link to={`/admin/courses/${course._id}/review`} className="btn btn-primary shrink-0">
                Xem và duyệt
              </Link>
            </li>
          ))}
        </ul>
      </AsyncListBody>
      {queue.data && queue.status !== 'error' ? <Pagination currentPage={page} totalPages={queue.data.pagination.totalPages} onPageChange={setPage} /> : null}
    </div>
  );
}
