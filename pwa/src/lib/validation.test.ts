import { describe, expect, it } from 'vitest';
import { isValidEmail, validateAge, validateAvatarFile, validateLoginForm, validatePasswordChange, validateRegisterForm, validateRegistrationFlow } from './validation';

const validRegistration = {
  email: 'hoc.vien@example.vn',
  password: 'matkhau1',
  confirmPassword: 'matkhau1',
  name: 'Nguyễn Văn An',
};

describe('isValidEmail', () => {
  it('accepts ordinary addresses and rejects malformed ones', () => {
    expect(isValidEmail('an.nguyen@example.vn')).toBe(true);
    expect(isValidEmail('an.nguyen@example')).toBe(false);
    expect(isValidEmail('an nguyen@example.vn')).toBe(false);
    expect(isValidEmail('@example.vn')).toBe(false);
  });
});

describe('validateLoginForm', () => {
  it('requires both email and password', () => {
    expect(validateLoginForm({ email: '', password: 'secret1' })).toBe('Vui lòng nhập email và mật khẩu.');
    expect(validateLoginForm({ email: 'a@b.vn', password: '' })).toBe('Vui lòng nhập email và mật khẩu.');
  });

  it('checks the email shape, then the password length', () => {
    expect(validateLoginForm({ email: 'khong-hop-le', password: 'secret1' })).toBe('Địa chỉ email không hợp lệ.');
    expect(validateLoginForm({ email: 'a@b.vn', password: '12345' })).toBe('Mật khẩu phải có ít nhất 6 ký tự.');
    expect(validateLoginForm({ email: 'a@b.vn', password: '123456' })).toBeNull();
  });
});

describe('validateRegisterForm', () => {
  it('passes a complete form without a phone number (optional in the form)', () => {
    expect(validateRegisterForm(validRegistration)).toBeNull();
  });

  it('requires the confirmation to match', () => {
    expect(validateRegisterForm({ ...validRegistration, confirmPassword: 'khac123' })).toBe('Mật khẩu không khớp!');
  });

  it('requires a name', () => {
    expect(validateRegisterForm({ ...validRegistration, name: '   ' })).toBe('Vui lòng nhập tên của bạn.');
  });

  it('applies the login rules first', () => {
    expect(validateRegisterForm({ ...validRegistration, password: '123', confirmPassword: '123' })).toBe('Mật khẩu phải có ít nhất 6 ký tự.');
  });
});

describe('validateRegistrationFlow', () => {
  it('requires password, name and phone number in that order', () => {
    expect(validateRegistrationFlow({ password: '', name: '', phoneNumber: '' })).toBe('Mật khẩu là bắt buộc.');
    expect(validateRegistrationFlow({ password: 'matkhau1', name: '', phoneNumber: '' })).toBe('Tên là bắt buộc để đăng ký.');
    expect(validateRegistrationFlow({ password: 'matkhau1', name: 'An', phoneNumber: ' ' })).toBe('Số điện thoại là bắt buộc để đăng ký.');
    expect(validateRegistrationFlow({ password: 'matkhau1', name: 'An', phoneNumber: '0901234567' })).toBeNull();
  });
});

describe('validatePasswordChange', () => {
  const base = { currentPassword: 'cu123456', newPassword: 'moi123456', confirmPassword: 'moi123456' };

  it('accepts a valid change', () => {
    expect(validatePasswordChange(base)).toBeNull();
  });

  it('rejects missing current, short, mismatched or unchanged passwords', () => {
    expect(validatePasswordChange({ ...base, currentPassword: '' })).toBe('Vui lòng nhập mật khẩu hiện tại.');
    expect(validatePasswordChange({ ...base, newPassword: '123', confirmPassword: '123' })).toBe('Mật khẩu phải có ít nhất 6 ký tự.');
    expect(validatePasswordChange({ ...base, confirmPassword: 'khac123456' })).toBe('Mật khẩu không khớp!');
    expect(validatePasswordChange({ ...base, newPassword: 'cu123456', confirmPassword: 'cu123456' })).toBe('Mật khẩu mới phải khác mật khẩu hiện tại.');
  });
});

describe('validateAge', () => {
  it('allows an empty value and whole numbers from 1 to 120', () => {
    expect(validateAge('')).toBeNull();
    expect(validateAge('30')).toBeNull();
    expect(validateAge('0')).not.toBeNull();
    expect(validateAge('121')).not.toBeNull();
    expect(validateAge('25.5')).not.toBeNull();
    expect(validateAge('abc')).not.toBeNull();
  });
});

describe('validateAvatarFile', () => {
  it('accepts JPEG/PNG/WEBP up to 5 MB', () => {
    expect(validateAvatarFile({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(validateAvatarFile({ type: 'image/gif', size: 1000 })).toBe('Chỉ chấp nhận ảnh JPEG, PNG hoặc WEBP.');
    expect(validateAvatarFile({ type: 'image/webp', size: 5 * 1024 * 1024 + 1 })).toBe('Ảnh đại diện tối đa 5 MB.');
  });
});
