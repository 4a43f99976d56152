import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/http/errorMessage';
import { useTogglePublish, type CourseStatus } from './api/instructorCoursesApi';

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
 * `busyId` is the course being toggled. The cache takes the course as the server left it (useTogglePublish).
 */
export function usePublishToggle() {
  const mutation = useTogglePublish();
  const toggle = async (id: string) => {
    try {
      const updated = await mutation.mutateAsync(id);
      toast.success(TOGGLED_TEXT[updated.status] || 'Đã cập nhật khóa học.');
    } catch (error) {
      toast.error(errorMessage(error, 'Không cập nhật được khóa học.'));
    }
  };
  return { busyId: mutation.isPending ? mutation.variables : null, toggle };
}
