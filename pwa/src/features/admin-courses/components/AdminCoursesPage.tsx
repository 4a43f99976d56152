import { ScrollRegion } from '../../../components/ui/ScrollRegion';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { Pagination } from '../../../components/ui/Pagination';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatDate, formatVnd } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { usePageFor } from '../../../lib/usePageFor';
import { CourseListFilters } from '../../courses';
import type { CourseStatus } from '../../courses';
import { useAdminCourses } from '../api/adminCoursesApi';

const PAGE_SIZE = 10;
const SEARCH_DEBOUNCE_MS = 500;

/** /admin/courses: every course of every instructor, filterable by status and title. */
export default function AdminCoursesPage() {
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<CourseStatus | ''>('');
  const [page, setPage] = usePageFor(`${search}|${status}`);
  const list = useAdminCourses({ page, limit: PAGE_SIZE, ...(status ? { status } : {}), ...(search ? { search } : {}) });
  const courses = list.data?.courses ?? [];
  const pagination = list.data?.pagination;

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Quản lý khóa học</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{pagination ? `${pagination.totalItems} khóa học` : 'Tất cả khóa học của mọi giảng viên.'}</p>
        </div>
        <Link to="/admin/courses/create" className="btn btn-primary" data-testid="admin-create-course">
          Tạo khóa học
        </Link>
      </header>
      <CourseListFilters search={searchInput} onSearchChange={setSearchInput} status={status} onStatusChange={setStatus} />
      <AsyncListBody
        status={list.status}
        itemCount={courses.length}
        errorText={errorMessage(list.error, 'Không tải được danh sách khóa học.')}
        emptyText="Không có khóa học nào phù hợp."
        onRetry={() => void list.refetch()}
        testId="admin-courses"
      >
        {/* The header's sr-only text is positioned: ScrollRegion's scroll box is its containing block, so it cannot widen the page. */}
        <ScrollRegion label="Bảng khóa học" className="rounded-2xl ring-1 ring-slate-200 dark:ring-slate-800">
          <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800 [&_td]:min-w-28 [&_td:first-child]:min-w-64 [&_th]:whitespace-nowrap">
            <thead className="bg-slate-50 text-left text-slate-600 dark:bg-slate-900 dark:text-slate-400">
              <tr>
                <th className="px-4 py-3 font-medium">Khóa học</th>
                <th className="px-4 py-3 font-medium">Giảng viên</th>
                <th className="px-4 py-3 font-medium">Giá</th>
                <th className="px-4 py-3 font-medium">Trạng thái</th>
                <th className="px-4 py-3 font-medium">Cập nhật</th>
                <th className="px-4 py-3 font-medium">
                  <span className="sr-only">Thao tác</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 bg-white dark:divide-slate-800 dark:bg-slate-950">
              {courses.map((course) => (
                <tr key={course._id} data-testid={`admin-course-${course._id}`}>
                  <td className="px-4 py-3">
                    <p className="font-medium text-slate-900 dark:text-white">{course.title}</p>
                    <p className="text-xs text-slate-500 dark:text-slate-400">
                      {course.category.name} · {course.lessonsCount} bài
                    </p>
                  </td>
                  <td className="px-4 py-3 text-slate-700 dark:text-slate-300">{course.instructor.name}</td>
                  <td className="whitespace-nowrap px-4 py-3 text-slate-700 dark:text-slate-300">{course.price === 0 ? 'Miễn phí' : formatVnd(course.price)}</td>
                  <td className="px-4 py-3">
                    <StatusBadge status={course.status} />
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-slate-600 dark:text-slate-400">{formatDate(course.updatedAt)}</td>
                  <td className="space-x-3 whitespace-nowrap px-4 py-3 text-right">
                    <Link to={`/admin/courses/${course._id}/edit`} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
                      Sửa
                    </Link>
                    {course.status === 'pending' ? (
                      <Link to={`/admin/courses/${course._id}/review`} className="btn btn-primary px-3 py-1.5 text-xs">
                        Duyệt
                      </Link>
                    ) : course.status === 'published' ? (
                      <Link to={`/courses/${course.slug}`} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
                        Xem trang
                      </Link>
                    ) : (
                      <Link to={`/admin/courses/${course._id}/review`} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
                        Chi tiết
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </AsyncListBody>
      {pagination && list.status !== 'error' ? <Pagination currentPage={page} totalPages={pagination.totalPages} onPageChange={setPage} /> : null}
    </div>
  );
}
