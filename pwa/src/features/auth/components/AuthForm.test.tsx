import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../api/types';
import { AuthContext, type AuthContextValue } from '../AuthContext';
import { AuthForm, type AuthMode } from './AuthForm';

vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));

function renderForm(mode: AuthMode, overrides: Partial<AuthContextValue> = {}, props: Partial<Parameters<typeof AuthForm>[0]> = {}) {
  const auth: AuthContextValue = {
    status: 'anonymous',
    user: null,
    signIn: vi.fn(),
    completeOAuthSignIn: vi.fn(),
    register: vi.fn().mockResolvedValue('Đăng ký thành công. Vui lòng kiểm tra email.'),
    signOut: vi.fn(),
    updateUser: vi.fn(),
    welcome: null,
    dismissWelcome: vi.fn(),
    ...overrides,
  };
  render(
    <MemoryRouter>
      <AuthContext.Provider value={auth}>
        <AuthForm mode={mode} returnTo="/" showOAuth={false} {...props} />
      </AuthContext.Provider>
    </MemoryRouter>,
  );
  return auth;
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('auth-submit'));
const errorText = () => screen.queryByTestId('auth-error')?.textContent ?? null;
const fieldError = (testId: string) => screen.queryByTestId(`${testId}-error`)?.textContent ?? null;

describe('AuthForm (login)', () => {
  it('labels its fields and submit button for assistive technology', () => {
    renderForm('login');
    expect(screen.getByLabelText('Email')).toBe(screen.getByTestId('auth-email'));
    expect(screen.getByLabelText('Mật khẩu')).toBe(screen.getByTestId('auth-password'));
    expect(screen.getByTestId('auth-submit').textContent).toBe('Đăng nhập');
  });

  it('requires email and password, and clears the error on the next edit', () => {
    const auth = renderForm('login');
    submit();
    expect(errorText()).toBe('Vui lòng nhập email và mật khẩu.');
    type('auth-email', 'a');
    expect(errorText()).toBeNull();
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('validates the email shape and password length before calling the server', () => {
    const auth = renderForm('login');
    type('auth-email', 'khong-phai-email');
    type('auth-password', 'matkhau');
    submit();
    expect(errorText()).toBe('Địa chỉ email không hợp lệ.');
    type('auth-email', 'an@example.vn');
    type('auth-password', '12345');
    submit();
    expect(errorText()).toBe('Mật khẩu phải có ít nhất 6 ký tự.');
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('signs in and reports the profile', async () => {
    const profile = { _id: 'u1', role: 'student' } as Profile;
    const onSignedIn = vi.fn();
    const auth = renderForm('login', { signIn: vi.fn().mockResolvedValue(profile) }, { onSignedIn });
    type('auth-email', 'an@example.vn');
    type('auth-password', 'matkhau1');
    submit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(profile));
    expect(auth.signIn).toHaveBeenCalledWith('an@example.vn', 'matkhau1', { requireRole: undefined, returnTo: '/' });
  });

  it('shows the message of a failed sign-in', async () => {
    renderForm('login', { signIn: vi.fn().mockRejectedValue(new Error('Tài khoản bạn đã bị khóa, hãy liên hệ admin')) });
    type('auth-email', 'an@example.vn');
    type('auth-password', 'matkhau1');
    submit();
    await waitFor(() => expect(errorText()).toBe('Tài khoản bạn đã bị khóa, hãy liên hệ admin'));
  });
});

describe('AuthForm (registration)', () => {
  const fillValid = () => {
    type('auth-name', 'Nguyễn Văn An');
    type('auth-email', 'an@example.vn');
    type('auth-phone', '0901 234 567');
    type('auth-password', 'matkhau1');
    type('auth-confirm-password', 'matkhau1');
  };

  it('labels what the email sign-up needs honestly: the phone number is required, only the age is optional', () => {
    renderForm('signin');
    expect(screen.getByLabelText('Số điện thoại')).toBe(screen.getByTestId('auth-phone'));
    expect(screen.getByLabelText('Tuổi (không bắt buộc)')).toBe(screen.getByTestId('auth-age'));
    expect(screen.queryByText(/Số điện thoại \(không bắt buộc\)/)).toBeNull();
  });

  it('asks for the phone number under its field before sending, then registers with it', async () => {
    const onRegistered = vi.fn();
    const auth = renderForm('signin', {}, { onRegistered });
    fillValid();
    type('auth-phone', ' ');
    submit();
    expect(fieldError('auth-phone')).toBe('Số điện thoại là bắt buộc để đăng ký.');
    expect(auth.register).not.toHaveBeenCalled();

    type('auth-phone', '0901 234 567');
    submit();
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(auth.register).toHaveBeenCalledWith({ email: 'an@example.vn', password: 'matkhau1', name: 'Nguyễn Văn An', phoneNumber: '0901 234 567', marketingConsent: false });
    expect(errorText()).toBeNull();
  });

  it('registers with the page it was opened from, for the verification link to lead back to it', async () => {
    const onRegistered = vi.fn();
    const auth = renderForm('signin', {}, { onRegistered, returnTo: '/courses/facebook-ads' });
    fillValid();
    type('auth-phone', '0901 234 567');
    submit();
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(auth.register).toHaveBeenCalledWith(expect.objectContaining({ returnTo: '/courses/facebook-ads' }));
  });

  it('shows each problem under its own field, marks it invalid and clears it on the next edit', () => {
    const auth = renderForm('signin');
    submit();
    expect(fieldError('auth-name')).toBe('Vui lòng nhập tên của bạn.');
    expect(screen.getByTestId('auth-name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('auth-name').getAttribute('aria-describedby')).toBe(screen.getByTestId('auth-name-error').id);
    expect(errorText()).toBeNull();

    fillValid();
    expect(fieldError('auth-name')).toBeNull();
    expect(screen.getByTestId('auth-name').getAttribute('aria-invalid')).toBeNull();
    type('auth-phone', '12345');
    submit();
    expect(fieldError('auth-phone')).toBe('Số điện thoại không hợp lệ.');
    type('auth-phone', '0901 234 567');
    type('auth-confirm-password', 'khac1234');
    submit();
    expect(fieldError('auth-phone')).toBeNull();
    expect(fieldError('auth-confirm-password')).toBe('Mật khẩu không khớp!');
    expect(auth.register).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under the form", async () => {
    renderForm('signin', { register: vi.fn().mockRejectedValue(new Error('Email này đã được sử dụng.')) });
    fillValid();
    submit();
    await waitFor(() => expect(errorText()).toBe('Email này đã được sử dụng.'));
    expect(fieldError('auth-email')).toBeNull();
  });

  it('registers with trimmed values and the age as a number', async () => {
    const onRegistered = vi.fn();
    const auth = renderForm('signin', {}, { onRegistered });
    fillValid();
    type('auth-phone', ' 0901234567 ');
    type('auth-age', '27');
    submit();
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(auth.register).toHaveBeenCalledWith({
      email: 'an@example.vn',
      password: 'matkhau1',
      name: 'Nguyễn Văn An',
      phoneNumber: '0901234567',
      age: 27,
      marketingConsent: false,
    });
  });

  it('asks for marketing mail with an unticked box and sends what the user chose', async () => {
    const onRegistered = vi.fn();
    const auth = renderForm('signin', {}, { onRegistered });
    const consent = screen.getByLabelText('Tôi đồng ý nhận email về khóa học mới, ưu đãi và mẹo marketing từ Học viện Marketing. Có thể hủy bất cứ lúc nào.') as HTMLInputElement;
    expect(consent).toBe(screen.getByTestId('auth-marketing-consent'));
    expect(consent.type).toBe('checkbox');
    expect(consent.checked).toBe(false);

    fillValid();
    type('auth-phone', '0901234567');
    submit();
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    expect(auth.register).toHaveBeenLastCalledWith(expect.objectContaining({ marketingConsent: false }));
    // A successful sign-up empties the form, the box included.
    expect(consent.checked).toBe(false);

    fillValid();
    type('auth-phone', '0901234567');
    fireEvent.click(consent);
    expect(consent.checked).toBe(true);
    submit();
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(2));
    expect(auth.register).toHaveBeenLastCalledWith(expect.objectContaining({ email: 'an@example.vn', marketingConsent: true }));
  });

  it('offers no marketing box on the login form', () => {
    renderForm('login');
    expect(screen.queryByTestId('auth-marketing-consent')).toBeNull();
  });

  it('switches mode through the link under the form', () => {
    const onModeChange = vi.fn();
    renderForm('signin', {}, { onModeChange });
    fireEvent.click(screen.getByTestId('auth-switch-mode'));
    expect(onModeChange).toHaveBeenCalledWith('login');
  });
});
