import { useState } from 'react';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { Pagination } from '../../../components/ui/Pagination';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { usePageFor } from '../../../lib/usePageFor';
import { useMyCourseOptions, useMyStudents } from '../api/instructorStudentsApi';
import { StudentFilters } from './StudentFilters';
import { StudentsTable } from './StudentsTable';

const SEARCH_DEBOUNCE_MS = 500;

/** /instructor/students: who is enrolled in which of my courses and how far they got. */
export default function InstructorStudentsPage() {
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [courseId, setCourseId] = useState('');
  const [page, setPage] = usePageFor(`${search}|${courseId}`);
  const courses = useMyCourseOptions();
  const list = useMyStudents({ page, ...(courseId ? { courseId } : {}), ...(search ? { search } : {}) });
  const students = list.data?.students ?? [];
  const pagination = list.data?.pagination;

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Quản lý học viên</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400" data-testid="students-count">
          {pagination ? `${pagination.totalItems} lượt ghi danh` : 'Học viên trong các khóa học của bạn.'}
        </p>
      </header>
      <StudentFilters search={searchInput} onSearchChange={setSearchInput} courseId={courseId} onCourseChange={setCourseId} courses={courses.data ?? []} />
      <AsyncListBody
        status={list.status}
        itemCount={students.length}
        errorText={errorMessage(list.error, 'Không thể tải danh sách học viên.')}
        emptyText={search || courseId ? 'Không có học viên nào phù hợp.' : 'Chưa có học viên nào ghi danh vào khóa học của bạn.'}
        onRetry={() => void list.refetch()}
        testId="students"
      >
        <StudentsTable students={students} />
      </AsyncListBody>
      {pagination && !list.isError ? <Pagination currentPage={page} totalPages={pagination.totalPages} onPageChange={setPage} /> : null}
    </div>
  );
}
