import { useId, useState } from 'react';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { Pagination } from '../../../components/ui/Pagination';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useEarlyFieldValue } from '../../../lib/earlyClicks';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { usePageFor } from '../../../lib/usePageFor';
import { useActiveCategories, useCourseList } from '../api/coursesApi';
import { CourseCard } from './CourseCard';

/** Cards in the grid's first row at its widest (xl: 4 columns): on screen from the start, their pictures are not lazy. */
const FIRST_ROW_CARDS = 4;

export const COURSES_PAGE_SIZE = 12;
const SEARCH_DEBOUNCE_MS = 500;

/** /courses: public course catalogue with category filter, debounced search and pagination. */
export default function CoursesPage() {
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [category, setCategory] = useState('');
  // Typed or chosen before the page finished starting: the fields' values filter, as they show.
  const searchRef = useEarlyFieldValue<HTMLInputElement>(setSearchInput);
  const categoryRef = useEarlyFieldValue<HTMLSelectElement>(setCategory);

  // The page belongs to one filter combination: a filter change means page 1, without a second request.
  const [page, setPage] = usePageFor(`${search}|${category}`);

  const list = useCourseList({ page, limit: COURSES_PAGE_SIZE, ...(category ? { category } : {}), ...(search ? { search } : {}) });
  const categories = useActiveCategories();

  const searchId = useId();
  const categoryId = useId();
  const courses = list.data?.courses ?? [];
  const pagination = list.data?.pagination;

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">Khóa học</h1>
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={searchId} className="field-label">
            Tìm kiếm khóa học
          </label>
          <input
            id={searchId}
            type="search"
            className="field-input"
            placeholder="Nhập tên khóa học..."
            ref={searchRef}
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
            data-testid="courses-search"
          />
        </div>
        <div className="sm:w-64">
          <label htmlFor={categoryId} className="field-label">
            Danh mục
          </label>
          <select
            ref={categoryRef}
            id={categoryId}
            className="field-input"
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            data-testid="courses-category-filter"
          >
            <option value="">Tất cả danh mục</option>
            {(categories.data ?? []).map((item) => (
              <option key={item._id} value={item.slug}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
      </div>

      <AsyncListBody
        status={list.status}
        itemCount={courses.length}
        errorText={errorMessage(list.error, 'Không tải được danh sách khóa học.')}
        emptyText="Không tìm thấy khóa học nào phù hợp."
        onRetry={() => void list.refetch()}
        testId="courses"
      >
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="courses-grid">
          {courses.map((course, index) => (
            <CourseCard key={course._id} course={course} priority={index < FIRST_ROW_CARDS} />
          ))}
        </div>
      </AsyncListBody>

      {pagination && !list.isError ? <Pagination className="mt-8" currentPage={page} totalPages={pagination.totalPages} onPageChange={setPage} /> : null}
    </section>
  );
}
