import { useId } from 'react';
import { Icon } from '../../../components/ui/Icon';

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
      <div className="relative">
        <Icon name="search" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
        <input
          type="search"
          className="field-input pl-9"
          placeholder="Tìm theo tên hoặc email..."
          aria-label="Tìm theo tên hoặc email"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
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
