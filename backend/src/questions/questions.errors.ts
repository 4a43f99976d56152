import { defineErrors } from '../common/errors/app-error';

export const QuestionsErrors = defineErrors('Questions', {
  QUESTION_COURSE_NOT_FOUND: [404, 'Không tìm thấy khóa học.'],
  QUESTION_NOT_FOUND: [404, 'Không tìm thấy câu hỏi.'],
  ANSWER_NOT_FOUND: [404, 'Không tìm thấy câu trả lời.'],
  QUESTION_ACCESS_ENDED: [403, 'Bạn không còn quyền truy cập khóa học này nên không thể đặt câu hỏi hay trả lời.'],
  QUESTION_LECTURE_NOT_FOUND: [400, 'Bài học không thuộc khóa học này.'],
  QUESTION_LECTURE_REQUIRED: [400, 'Hãy chọn bài học để lọc câu hỏi theo bài học.'],
  QUESTION_NOT_AUTHOR: [403, 'Bạn chỉ có thể sửa hoặc xóa bài viết của chính mình.'],
  QUESTION_NOT_ASKER: [403, 'Chỉ người đặt câu hỏi mới có thể chọn câu trả lời đã giải quyết vấn đề.'],
  QUESTION_DELETED: [409, 'Câu hỏi này đã bị xóa.'],
  QUESTION_OWN_REPORT: [403, 'Bạn không thể báo cáo bài viết của chính mình.'],
  CLIENT_ID_REUSED: [409, 'Mã thao tác (clientId) đã được dùng cho một thao tác khác.'],
});
