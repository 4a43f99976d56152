import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { CardThumbnail } from '../../../components/ui/CardThumbnail';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Pagination } from '../../../components/ui/Pagination';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatDate, formatVnd } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { usePageFor } from '../../../lib/usePageFor';
import { CourseListFilters, formatCourseDuration } from '../../courses';
import type { CourseStatus } from '../../courses';
import { useDeleteMyCourse, useMyCourses, type InstructorCourseItem } from '../api/instructorCoursesApi';
import { TOGGLE_LABEL, usePublishToggle } from '../usePublishToggle';

const SEARCH_DEBOUNCE_MS = 500;

/** /instructor/courses: my courses with their review state, filters, submit/hide, edit and delete. */
export default function InstructorCoursesPage() {
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<CourseStatus | ''>('');
  const [page, setPage] = usePageFor(`${search}|${status}`);
  const list = useMyCourses({ page, ...(status ? { status } : {}), ...(search ? { search } : {}) });
  const [toDelete, setToDelete] = useState<InstructorCourseItem | null>(null);
  const courses = list.data?.courses ?? [];
  const pagination = list.data?.pagination;
  const publish = usePublishToggle();
  const remove = useDeleteMyCourse();
  const busyId = remove.isPending ? remove.variables : null;

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete._id);
      toast.success('Đã xóa khóa học.');
      // The last row of a later page: step back instead of showing an empty page.
      if (courses.length === 1 && page > 1) setPage(page - 1);
    } catch (error) {
      toast.error(`Xóa thất bại: ${errorMessage(error)}`);
    } finally {
      setToDelete(null);
    }
  };

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Quản lý khóa học</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{pagination ? `${pagination.totalItems} khóa học` : 'Các khóa học bạn đang giảng dạy.'}</p>
        </div>
        <Link to="/instructor/courses/create" className="btn btn-primary" data-testid="create-course-link">
          Tạo khóa học
        </Link>
      </header>
      <CourseListFilters search={searchInput} onSearchChange={setSearchInput} status={status} onStatusChange={setStatus} />
      <AsyncListBody
        status={list.status}
        itemCount={courses.length}
        errorText={errorMessage(list.error, 'Không tải được danh sách khóa học.')}
        emptyText={search || status ? 'Không có khóa học nào phù hợp.' : 'Bạn chưa có khóa học nào. Hãy tạo khóa học đầu tiên!'}
        onRetry={() => void list.refetch()}
        testId="instructor-courses"
      >
        <ul className="space-y-4">
          {courses.map((course) => (
            <li
              key={course._id}
              data-testid={`instructor-course-${course._id}`}
              className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:flex-row dark:bg-slate-900 dark:ring-slate-800"
            >
              <div className="w-full shrink-0 overflow-hidden rounded-xl sm:w-48">
                <CardThumbnail src={course.thumbnailUrl} alt={course.title} width={384} height={216} fallbackIcon="book" />
              </div>
              <div className="min-w-0 flex-1 space-y-2">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="font-semibold text-slate-900 dark:text-white">{course.title}</h2>
                  <StatusBadge status={course.status} />
                </div>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {course.category.name} · {course.lessonsCount} bài · {formatCourseDuration(course.duration)} · {course.enrolledStudents} học viên ·{' '}
                  {course.price === 0 ? 'Miễn phí' : formatVnd(course.price)}
                </p>
                <p className="text-xs text-slate-500 dark:text-slate-400">Cập nhật {formatDate(course.updatedAt)}</p>
                {course.status === 'rejected' && course.rejectionReason ? (
                  <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-500/10 dark:text-red-300" data-testid="rejection-reason">
                    Lý do bị từ chối: {course.rejectionReason}
                  </p>
                ) : null}
                <div className="flex flex-wrap gap-2 pt-1">
                  <Link to={`/instructor/courses/${course._id}/edit`} className="btn btn-secondary px-3 py-1.5 text-sm">
                    Chỉnh sửa
                  </Link>
                  <button
                    type="button"
                    className="btn btn-primary px-3 py-1.5 text-sm"
                    disabled={busyId === course._id || publish.busyId === course._id}
                    onClick={() => void publish.toggle(course._id)}
                    data-testid="toggle-publish"
                  >
                    {TOGGLE_LABEL[course.status]}
                  </button>
                  {course.status === 'published' ? (
                    <Link to={`/courses/${course.slug}`} className="btn btn-secondary px-3 py-1.5 text-sm">
                      Xem trang
                    </Link>
                  ) : null}
                  <button
                    type="button"
                    className="btn px-3 py-1.5 text-sm text-red-600 hover:bg-red-50 dark:hover:bg-red-500/10"
                    disabled={busyId === course._id || publish.busyId === course._id}
                    onClick={() => setToDelete(course)}
                    data-testid="delete-course"
                  >
                    Xóa
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </AsyncListBody>
      {pagination && !list.isError ? <Pagination currentPage={page} totalPages={pagination.totalPages} onPageChange={setPage} /> : null}
      <ConfirmDialog
        open={toDelete !== null}
        title="Xóa khóa học"
        message={`Khóa học "${toDelete?.title ?? ''}" sẽ bị xóa vĩnh viễn cùng toàn bộ chương và bài giảng.`}
        confirmLabel="Xóa"
        danger
        busy={busyId !== null && busyId === toDelete?._id}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
