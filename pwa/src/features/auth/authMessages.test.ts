import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http/ApiError';
import { loginErrorMessage, oauthErrorMessage } from './authMessages';

describe('loginErrorMessage', () => {
  it('maps a disabled account to the fixed text', () => {
    expect(loginErrorMessage(new ApiError('Account disabled', 403, 'ACCOUNT_DISABLED'))).toBe('Tài khoản bạn đã bị khóa, hãy liên hệ admin');
  });

  it('shows the server text for an unverified email, with a fallback', () => {
    const sent = 'Tài khoản chưa xác thực. Chúng tôi đã gửi lại email.';
    expect(loginErrorMessage(new ApiError(sent, 403, 'EMAIL_NOT_VERIFIED'))).toBe(sent);
    expect(loginErrorMessage(new ApiError('', 403, 'EMAIL_NOT_VERIFIED'))).toBe('Tài khoản chưa xác thực. Vui lòng kiểm tra email.');
  });

  it('otherwise shows the server message, else the generic text', () => {
    expect(loginErrorMessage(new ApiError('Email hoặc mật khẩu không đúng.', 401, 'INVALID_CREDENTIALS'))).toBe('Email hoặc mật khẩu không đúng.');
    expect(loginErrorMessage(new ApiError('', 500))).toBe('Đã có lỗi xảy ra');
  });
});

describe('oauthErrorMessage', () => {
  it('reports a linked email inline only', () => {
    expect(oauthErrorMessage('ACCOUNT_EXISTS_WITH_DIFFERENT_CREDENTIAL', 'facebook')).toEqual({
      message: 'Email này đã được liên kết với một phương thức đăng nhập khác.',
      toast: false,
    });
  });

  it('names the provider that failed, with a toast', () => {
    expect(oauthErrorMessage('OAUTH_FAILED', 'facebook')).toEqual({ message: 'Đăng nhập Facebook thất bại.', toast: true });
    expect(oauthErrorMessage('OAUTH_FAILED', 'google')).toEqual({ message: 'Đăng nhập Google thất bại.', toast: true });
  });

  it('says nothing when the user cancelled at Google; a cancelled Facebook dialog is a Facebook failure (SPEC §8)', () => {
    expect(oauthErrorMessage('OAUTH_CANCELLED', 'google')).toBeNull();
    expect(oauthErrorMessage('OAUTH_CANCELLED', 'facebook')).toEqual({ message: 'Đăng nhập Facebook thất bại.', toast: true });
  });

  it('reports a disabled account', () => {
    expect(oauthErrorMessage('ACCOUNT_DISABLED', 'google')?.message).toBe('Tài khoản bạn đã bị khóa, hãy liên hệ admin');
  });
});
