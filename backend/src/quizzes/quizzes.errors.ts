import { defineErrors } from '../common/errors/app-error';

export const QuizzesErrors = defineErrors('Quizzes', {
  QUIZ_NOT_FOUND: [404, 'Không tìm thấy bài kiểm tra.'],
  QUIZ_NOT_READY: [409, 'Bài kiểm tra này chưa có câu hỏi.'],
  QUIZ_NOT_ENROLLED: [403, 'Bạn cần đăng ký khóa học để làm bài kiểm tra.'],
  QUIZ_ACCESS_ENDED: [403, 'Quyền truy cập khóa học của bạn đã kết thúc.'],
  QUIZ_RETAKE_WAIT: [429, 'Bạn cần chờ thêm trước khi làm lại bài kiểm tra.'],
  QUIZ_CLIENT_ID_REUSED: [409, 'Mã lần làm bài (clientId) đã được dùng cho một nội dung khác.'],
  QUIZ_QUESTION_NOT_IN_QUIZ: [400, 'Câu hỏi hoặc đáp án không thuộc bài kiểm tra này.'],
  QUIZ_IMAGE_INVALID: [400, 'Ảnh minh họa phải là một ảnh trong thư viện media của giảng viên khóa học.'],
  QUIZ_TAKEN_IN_FUTURE: [400, 'Thời điểm nộp bài (takenAt) không được ở tương lai.'],
});
