import { defineErrors } from '../common/errors/app-error';

export const AuthErrors = defineErrors('Auth', {
  EMAIL_TAKEN: [409, 'Email này đã được sử dụng.'],
  INVALID_CREDENTIALS: [401, 'Email hoặc mật khẩu không đúng.'],
  EMAIL_NOT_VERIFIED: [403, 'Tài khoản chưa xác thực. Vui lòng kiểm tra email.'],
  ACCOUNT_DISABLED: [403, 'Tài khoản bạn đã bị khóa, hãy liên hệ admin'],
  SESSION_EXPIRED: [401, 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.'],
  REFRESH_TOKEN_REUSED: [401, 'Phiên đăng nhập không còn hiệu lực. Vui lòng đăng nhập lại.'],
  INVALID_ACTION_CODE: [400, 'Link không hợp lệ hoặc đã hết hạn. Vui lòng thử lại.'],
  UNSUPPORTED_ACTION: [400, 'Hành động không được hỗ trợ.'],
  EMAIL_NOT_FOUND: [404, 'Không tìm thấy tài khoản nào với email này.'],
  WRONG_CURRENT_PASSWORD: [400, 'Mật khẩu hiện tại không chính xác.'],
  WEAK_PASSWORD: [400, 'Mật khẩu mới quá yếu. Vui lòng dùng ít nhất 6 ký tự, khác mật khẩu hiện tại.'],
  NO_PASSWORD_SET: [400, 'Tài khoản của bạn đăng nhập bằng Google/Facebook nên chưa có mật khẩu. Hãy dùng "Quên mật khẩu" để đặt mật khẩu.'],
  PROVIDER_DISABLED: [404, 'Phương thức đăng nhập này chưa được bật.'],
  OAUTH_FAILED: [400, 'Đăng nhập Google thất bại.'],
  OAUTH_CANCELLED: [400, 'Bạn đã hủy đăng nhập.'],
  ACCOUNT_EXISTS_WITH_DIFFERENT_CREDENTIAL: [409, 'Email này đã được liên kết với một phương thức đăng nhập khác.'],
});
