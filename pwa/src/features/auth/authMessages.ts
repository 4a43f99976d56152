import { ApiError, type ErrorCode } from '../../lib/http/ApiError';
import { errorMessage } from '../../lib/http/errorMessage';

export const AUTH_MESSAGES = {
  accountDisabled: 'Tài khoản bạn đã bị khóa, hãy liên hệ admin',
  emailNotVerified: 'Tài khoản chưa xác thực. Vui lòng kiểm tra email.',
  profileSyncFailed: 'Lỗi đồng bộ profile với server.',
  forbidden: 'Bạn không có quyền truy cập trang này.',
  logoutSucceeded: 'Đăng xuất thành công!',
  logoutFailed: 'Đăng xuất thất bại.',
  accountExistsWithDifferentCredential: 'Email này đã được liên kết với một phương thức đăng nhập khác.',
  facebookFailed: 'Đăng nhập Facebook thất bại.',
  googleFailed: 'Đăng nhập Google thất bại.',
  invalidLink: 'Link không hợp lệ hoặc đã hết hạn. Vui lòng thử lại.',
  unsupportedAction: 'Hành động không được hỗ trợ.',
} as const;

/** What the login form shows for a failed POST /api/auth/login (SPEC §8). */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'ACCOUNT_DISABLED') return AUTH_MESSAGES.accountDisabled;
    // The server has already re-sent the verification mail and says so in its message.
    if (error.code === 'EMAIL_NOT_VERIFIED') return error.message || AUTH_MESSAGES.emailNotVerified;
  }
  return errorMessage(error);
}

export type OAuthProvider = 'google' | 'facebook';

/** Inline text and whether to toast it, for /login?oauthError=<CODE>. */
export function oauthErrorMessage(code: string, provider: OAuthProvider | null): { message: string; toast: boolean } | null {
  // SPEC §8: 'Google popup closed or cancelled is silent'; a cancelled Facebook dialog is one of the
  // 'other Facebook failures' (toast and inline).
  if (code === ('OAUTH_CANCELLED' satisfies ErrorCode) && provider !== 'facebook') return null;
  if (code === ('ACCOUNT_EXISTS_WITH_DIFFERENT_CREDENTIAL' satisfies ErrorCode)) {
    return { message: AUTH_MESSAGES.accountExistsWithDifferentCredential, toast: false };
  }
  if (code === ('ACCOUNT_DISABLED' satisfies ErrorCode)) return { message: AUTH_MESSAGES.accountDisabled, toast: true };
  return { message: provider === 'facebook' ? AUTH_MESSAGES.facebookFailed : AUTH_MESSAGES.googleFailed, toast: true };
}
