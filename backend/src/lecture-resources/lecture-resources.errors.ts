import { defineErrors } from '../common/errors/app-error';

export const LectureResourcesErrors = defineErrors('LectureResources', {
  RESOURCE_NOT_FOUND: [404, 'Không tìm thấy tài liệu của bài giảng.'],
  RESOURCE_FORBIDDEN: [403, 'Bạn cần đăng ký khóa học để tải tài liệu này.'],
  // The learning module's code: the player asks for the face check again, as for the course's content.
  COURSE_ACCESS_INVALID: [403, 'Mã truy cập khóa học không hợp lệ hoặc đã hết hạn. Vui lòng xác thực khuôn mặt lại.'],
  RESOURCE_ACCESS_ENDED: [403, 'Quyền truy cập khóa học của bạn đã kết thúc (đơn hàng đã được hoàn tiền).'],
});
