import { defineErrors } from '../common/errors/app-error';

/** Texts of the learning contract (issue 5); the PWA shows them as they are. */
export const LearningErrors = defineErrors('Learning', {
  NOT_ENROLLED: [403, 'Bạn chưa đăng ký khóa học này.'],
  COURSE_ACCESS_INVALID: [403, 'Mã truy cập khóa học không hợp lệ hoặc đã hết hạn. Vui lòng xác thực khuôn mặt lại.'],
  COURSE_NOT_FOUND: [404, 'Không tìm thấy khóa học.'],
  LECTURE_NOT_IN_COURSE: [400, 'Bài giảng không thuộc khóa học này.'],
  USER_NOT_FOUND: [404, 'Không tìm thấy người dùng.'],
});
