import { defineErrors } from '../errors/app-error';

/** Every way reading an upload (multipart/form-data) can fail, whatever the route. */
export const MultipartErrors = defineErrors('Multipart', {
  UNSUPPORTED_MEDIA_TYPE: [415, 'Yêu cầu phải gửi dạng multipart/form-data.'],
  MULTIPART_BOUNDARY_MISSING: [400, 'Yêu cầu multipart/form-data thiếu tham số boundary.'],
  MULTIPART_INVALID: [400, 'Dữ liệu multipart/form-data không hợp lệ hoặc bị cắt ngang, vui lòng gửi lại.'],
  UPLOAD_ABORTED: [400, 'Việc tải lên bị ngắt giữa chừng, vui lòng gửi lại.'],
  UPLOAD_TIMEOUT: [408, 'Quá lâu không nhận được dữ liệu tải lên, vui lòng kiểm tra kết nối mạng và thử lại.'],
  FILE_EMPTY: [400, 'Tệp tải lên rỗng (0 byte), vui lòng chọn tệp khác.'],
  PAYLOAD_TOO_LARGE: [413, 'Dữ liệu gửi lên quá lớn.'],
});

export const TOO_MANY_FILES_MESSAGE = 'Gửi quá nhiều tệp trong một lần.';
