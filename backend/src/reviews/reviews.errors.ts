import { defineErrors } from '../common/errors/app-error';

export const ReviewsErrors = defineErrors('Reviews', {
  REVIEW_NOT_FOUND: [404, 'Không tìm thấy đánh giá.'],
  REVIEW_NOT_ENROLLED: [403, 'Bạn cần sở hữu khóa học để đánh giá.'],
  REVIEW_NEEDS_PROGRESS: [403, 'Hãy hoàn thành ít nhất một bài học trước khi đánh giá.'],
  REVIEW_OWN_VOTE: [403, 'Bạn không thể bình chọn cho đánh giá của chính mình.'],
  REVIEW_OWN_REPORT: [403, 'Bạn không thể báo cáo đánh giá của chính mình.'],
  CLIENT_ID_REUSED: [409, 'Mã thao tác (clientId) đã được dùng cho một thao tác khác.'],
});
