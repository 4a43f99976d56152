import { useId } from 'react';
import { COURSE_STATUS_FILTERS, type CourseStatus } from '../courseStatusFilters';

type Props = {
  search: string;
  onSearchChange: (search: string) => void;
  status: CourseStatus | '';
  onStatusChange: (status: CourseStatus | '') => void;
};

/** Title search and status select above the instructor's and the admin's course tables. */
export function CourseListFilters({ search, onSearchChange, status, onStatusChange }: Props) {
  const searchId = useId();
  const statusId = useId();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor={searchId} className="field-label">
          Tìm theo tên khóa học
        </label>
        <input id={searchId} type="search" className="field-input" value={search} onChange={(event) => onSearchChange(event.target.value)} data-testid="course-search" />
      </div>
      <div className="sm:w-56">
        <label htmlFor={statusId} className="field-label">
          Trạng thái
        </label>
        <select
          id={statusId}
          className="field-input"
          value={status}
          onChange={(event) => onStatusChange(event.target.value as CourseStatus | '')}
          data-testid="course-status-filter"
        >
          {COURSE_STATUS_FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
