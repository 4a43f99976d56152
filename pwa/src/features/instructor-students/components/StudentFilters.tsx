import { useId } from 'react';
import { SearchBox } from '../../../components/ui/SearchBox';

type Props = {
  search: string;
  onSearchChange: (search: string) => void;
  courseId: string;
  onCourseChange: (courseId: string) => void;
  courses: { _id: string; title: string }[];
};

/** Name or email search and the course select above the students table. */
export function StudentFilters({ search, onSearchChange, courseId, onCourseChange, courses }: Props) {
  const courseSelectId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_18rem] sm:items-end">
      <SearchBox label="Tìm theo tên hoặc email" value={search} onChange={onSearchChange} />
      <div>
        <label htmlFor={courseSelectId} className="field-label">
          Khóa học
        </label>
        <select id={courseSelectId} className="field-input" value={courseId} onChange={(event) => onCourseChange(event.target.value)}>
          <option value="">Tất cả khóa học</option>
          {courses.map((course) => (
            <option key={course._id} value={course._id}>
              {course.title}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
