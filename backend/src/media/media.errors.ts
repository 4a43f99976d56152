import { defineErrors } from '../common/errors/app-error';

/** SPEC §8: uploads fail with 'Upload file thất bại.' or 'Upload thất bại: ...', deletes with 'Xóa thất bại: ...'. */
export const MediaErrors = defineErrors('Media', {
  UPLOAD_FAILED: [400, 'Upload file thất bại.'],
  UPLOAD_FILE_MISSING: [400, 'Upload thất bại: vui lòng chọn một tệp (trường asset).'],
  UPLOAD_TOO_MANY_FILES: [400, 'Upload thất bại: chỉ được gửi đúng một tệp trong trường asset.'],
  UPLOAD_UNSUPPORTED_TYPE: [415, 'Upload thất bại: chỉ nhận video MP4, MOV, WebM, MKV, ảnh JPEG, PNG, WebP hoặc tài liệu PDF, DOCX, XLSX, PPTX, ZIP.'],
  UPLOAD_TOO_LARGE: [413, 'Upload thất bại: tệp quá lớn.'],
  UPLOAD_IMAGE_UNREADABLE: [400, 'Upload thất bại: ảnh bị hỏng hoặc không đọc được.'],
  MEDIA_NOT_FOUND: [404, 'Không tìm thấy tệp media.'],
  DELETE_NOT_FOUND: [404, 'Xóa thất bại: không tìm thấy tệp media.'],
  DELETE_IN_USE: [409, 'Xóa thất bại: tệp đang được dùng trong bài giảng.'],
  PLAYBACK_FORBIDDEN: [403, 'Bạn cần đăng ký khóa học để xem bài giảng này.'],
  PLAYBACK_NOT_VIDEO: [400, 'Tệp media này không phải video.'],
  PLAYBACK_NOT_READY: [409, 'Video đang được xử lý, vui lòng thử lại sau ít phút.'],
  PLAYBACK_FAILED_MEDIA: [409, 'Video xử lý thất bại, không thể phát.'],
  PLAYBACK_SIGNATURE_INVALID: [403, 'Liên kết xem video không hợp lệ.'],
  PLAYBACK_SIGNATURE_EXPIRED: [403, 'Liên kết xem video đã hết hạn, vui lòng tải lại trang.'],
  HLS_FILE_NOT_FOUND: [404, 'Không tìm thấy tệp video.'],
  FILE_LINK_INVALID: [403, 'Liên kết tải tài liệu không hợp lệ.'],
  FILE_LINK_EXPIRED: [403, 'Liên kết tải tài liệu đã hết hạn, vui lòng bấm tải lại.'],
  FILE_NOT_FOUND: [404, 'Không tìm thấy tài liệu.'],
});

/** Human-readable size for error messages (base 1024, like the PWA's formatter). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(2)} ${units[unit]}`;
}
