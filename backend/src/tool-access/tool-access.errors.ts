import { defineErrors } from '../common/errors/app-error';

export const ToolAccessErrors = defineErrors('ToolAccess', {
  TOOL_NOT_FOUND: [404, 'Không tìm thấy phần mềm.'],
  ACCESS_NOT_FOUND: [404, 'Bạn chưa mua phần mềm này.'],
  SUBSCRIPTION_NOT_FOUND: [404, 'Không tìm thấy quyền sử dụng phần mềm này.'],
  KEYS_SOLD_OUT: [409, 'Phần mềm này tạm hết mã bản quyền. Vui lòng bỏ khỏi giỏ hàng hoặc quay lại sau.'],
  NO_KEYS_GIVEN: [400, 'Hãy dán ít nhất một mã bản quyền (mỗi dòng một mã).'],
  KEY_INVALID: [400, 'Mã bản quyền phải dài từ 4 đến 200 ký tự và không chứa khoảng trắng ở giữa.'],
  DOWNLOAD_MISSING: [409, 'Phần mềm này chưa có tệp cài đặt để tải về.'],
  DOWNLOAD_FILE_REQUIRED: [400, 'Hãy chọn tệp cài đặt (trường file).'],
  DOWNLOAD_LINK_INVALID: [403, 'Liên kết tải về không hợp lệ.'],
  DOWNLOAD_LINK_EXPIRED: [403, 'Liên kết tải về đã hết hạn. Hãy mở lại trang Phần mềm của tôi để lấy liên kết mới.'],
  ACCESS_EXPIRED: [409, 'Quyền sử dụng phần mềm này đã hết hạn.'],
  ALREADY_REVOKED: [409, 'Quyền sử dụng này đã bị thu hồi.'],
  NOT_HOSTED_ACCOUNT: [400, 'Phần mềm này không giao bằng tài khoản.'],
});
