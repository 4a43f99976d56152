import { useId, useState } from 'react';
import { SearchBox } from '../../../components/ui/SearchBox';
import { formatVnd } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useCourseOptions, type CourseOption } from '../api/emailTemplatesApi';
import type { BlockOf } from '../emailBlocks';

const SEARCH_DEBOUNCE_MS = 300;

/** The course card block: a published course of the catalogue, found by name. */
export function CourseBlockForm({ block, onChange }: { block: BlockOf<'course'>; onChange: (block: BlockOf<'course'>) => void }) {
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const found = useCourseOptions(search);
  // Titles of the courses picked here, so a choice stays named when a later search no longer lists it.
  const [picked, setPicked] = useState<Record<string, CourseOption>>({});
  const selectId = useId();
  const courses = found.data ?? [];
  const selected = courses.find((course) => course._id === block.courseId) ?? picked[block.courseId];
  const missing = block.courseId && !courses.some((course) => course._id === block.courseId);

  return (
    <div className="grid gap-4 md:grid-cols-2 md:items-end">
      <SearchBox label="Tìm khóa học" value={searchInput} onChange={setSearchInput} />
      <div>
        <label htmlFor={selectId} className="field-label">
          Khóa học
        </label>
        <select
          id={selectId}
          className="field-input"
          value={block.courseId}
          onChange={(event) => {
            const course = courses.find((item) => item._id === event.target.value);
            if (course) setPicked((current) => ({ ...current, [course._id]: course }));
            onChange({ ...block, courseId: event.target.value });
          }}
        >
          <option value="">{found.isPending ? 'Đang tải khóa học...' : 'Chọn một khóa học'}</option>
          {missing ? <option value={block.courseId}>{selected ? selected.title : 'Khóa học đã chọn'}</option> : null}
          {courses.map((course) => (
            <option key={course._id} value={course._id}>
              {course.title}
            </option>
          ))}
        </select>
      </div>
      {found.isError ? (
        <p role="alert" className="text-sm text-red-600 md:col-span-2 dark:text-red-400">
          {errorMessage(found.error, 'Không tải được danh sách khóa học.')}
        </p>
      ) : null}
      {found.isSuccess && !found.isPlaceholderData && courses.length === 0 ? (
        <p className="text-sm text-slate-500 md:col-span-2 dark:text-slate-400">Không có khóa học đã xuất bản nào khớp “{search}”.</p>
      ) : null}
      {selected ? (
        <p className="text-sm text-slate-600 md:col-span-2 dark:text-slate-400" data-testid="course-block-selected">
          {selected.title} · {selected.instructorName} · {formatVnd(selected.price)}
        </p>
      ) : null}
    </div>
  );
}
