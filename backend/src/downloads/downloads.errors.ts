import { defineErrors } from '../common/errors/app-error';

export const DownloadsErrors = defineErrors('Downloads', {
  LECTURE_NOT_FOUND: [404, 'Không tìm thấy bài giảng.'],
  DOWNLOAD_FORBIDDEN: [403, 'Bạn cần đăng ký khóa học để tải bài giảng này về máy.'],
  DOWNLOAD_ACCESS_ENDED: [403, 'Quyền truy cập khóa học của bạn đã kết thúc nên không thể tải bài giảng.'],
  // The learning module's code: the player asks for the face check again.
  COURSE_ACCESS_INVALID: [403, 'Mã truy cập khóa học không hợp lệ hoặc đã hết hạn. Vui lòng xác thực khuôn mặt lại.'],
  DOWNLOAD_NO_VIDEO: [400, 'Bài giảng này không có video để tải về.'],
  DOWNLOAD_NOT_READY: [409, 'Video đang được xử lý, vui lòng tải về sau ít phút.'],
  DOWNLOAD_QUALITY_UNKNOWN: [400, 'Chất lượng video này không có.'],
  DOWNLOAD_DEVICE_LIMIT: [403, 'Bạn đã tải bài giảng về số thiết bị tối đa. Gỡ một thiết bị trong Cài đặt để tải về thiết bị này.'],
  DOWNLOAD_DEVICE_NOT_FOUND: [404, 'Không tìm thấy thiết bị.'],
  DOWNLOAD_DAILY_LIMIT: [429, 'Bạn đã tải hết dung lượng cho phép trong hôm nay. Vui lòng tải tiếp vào ngày mai.'],
});
