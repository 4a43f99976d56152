import type { ApiResponse } from '../../api/types';

export type CourseStatus = ApiResponse<'/api/admin/courses', 'get'>['courses'][number]['status'];

/** The status select of the instructor's and the admin's course tables; '' lists every status. */
export const COURSE_STATUS_FILTERS: { value: CourseStatus | ''; label: string }[] = [
  { value: '', label: 'Tất cả trạng thái' },
  { value: 'pending', label: 'Chờ duyệt' },
  { value: 'published', label: 'Đã xuất bản' },
  { value: 'draft', label: 'Bản nháp' },
  { value: 'rejected', label: 'Bị từ chối' },
];
