import { defineErrors } from '../common/errors/app-error';

export const TextLessonsErrors = defineErrors('TextLessons', {
  TEXT_LESSON_NOT_FOUND: [404, 'Không tìm thấy bài đọc.'],
  TEXT_LESSON_IMAGE_INVALID: [400, 'Ảnh trong bài đọc phải là một ảnh trong thư viện media của giảng viên khóa học.'],
});
