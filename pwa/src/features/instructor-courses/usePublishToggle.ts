import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/http/errorMessage';
import { togglePublish, type CourseStatus, type InstructorCourseItem } from './api/instructorCoursesApi';

/** What the publish toggle does from each status (draft/rejected are submitted, pending/published go back to draft). */
export const TOGGLE_LABEL: Record<CourseStatus, string> = {
  draft: 'Gửi duyệt',
  rejected: 'Gửi duyệt lại',
  pending: 'Rút yêu cầu duyệt',
  published: 'Ẩn khóa học',
};
const TOGGLED_TEXT: Record<CourseStatus, string> = {
  pending: 'Đã gửi khóa học cho quản trị viên duyệt.',
  draft: 'Khóa học đã chuyển về bản nháp.',
  published: '',
  rejected: '',
};

/** Whether the toggle sends the course for review (rather than taking it back to draft). */
export const submitsForReview = (status: CourseStatus) => status === 'draft' || status === 'rejected';

/**
 * The publish toggle of the course list and of the course editor: one request, the same toasts;
 * `busyId` is the course being toggled. `onToggled` gets the course as the server left it.
 */
export function usePublishToggle(onToggled: (course: InstructorCourseItem) => void) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const toggle = async (id: string) => {
    setBusyId(id);
    try {
      const updated = await togglePublish(id);
      onToggled(updated);
      toast.success(TOGGLED_TEXT[updated.status] || 'Đã cập nhật khóa học.');
    } catch (error) {
      toast.error(errorMessage(error, 'Không cập nhật được khóa học.'));
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, toggle };
}
