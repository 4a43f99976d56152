import { defineErrors } from '../common/errors/app-error';

export const NotesErrors = defineErrors('Notes', {
  NOTE_COURSE_NOT_FOUND: [404, 'Không tìm thấy khóa học.'],
  NOTE_LECTURE_NOT_FOUND: [404, 'Không tìm thấy bài học trong khóa học này.'],
  NOTE_ACCESS_ENDED: [403, 'Quyền truy cập khóa học của bạn đã kết thúc.'],
});
