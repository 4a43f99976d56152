import { describe, expect, it } from 'vitest';
import { isValidEmail, validateAge, validateAvatarFile, validateLoginForm, validatePasswordChange, validatePhone, validateRegistration } from './validation';

const validRegistration = {
  email: 'hoc.vien@example.vn',
  password: 'matkhau1',
  confirmPassword: 'matkhau1',
  name: 'Nguyễn Văn An',
  phoneNumber: '0912 345 678',
  age: '',
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

describe('validateRegistration', () => {
  it('passes a complete form without an age (optional), and needs a phone number (the email sign-up requires one)', () => {
    expect(validateRegistration(validRegistration)).toBeNull();
    expect(validateRegistration({ ...validRegistration, phoneNumber: '   ' })).toEqual({ field: 'phoneNumber', message: 'Số điện thoại là bắt buộc để đăng ký.' });
  });

  it('checks the fields in the order shown and names the field of the problem', () => {
    const empty = { email: '', password: '', confirmPassword: '', name: '', phoneNumber: '', age: '' };
    expect(validateRegistration(empty)).toEqual({ field: 'name', message: 'Vui lòng nhập tên của bạn.' });
    expect(validateRegistration({ ...empty, name: 'An' })).toEqual({ field: 'email', message: 'Vui lòng nhập email và mật khẩu.' });
    expect(validateRegistration({ ...validRegistration, email: 'khong-hop-le' })).toEqual({ field: 'email', message: 'Địa chỉ email không hợp lệ.' });
    expect(validateRegistration({ ...validRegistration, phoneNumber: '12345' })).toEqual({ field: 'phoneNumber', message: 'Số điện thoại không hợp lệ.' });
    expect(validateRegistration({ ...validRegistration, age: '0' })).toEqual({ field: 'age', message: 'Tuổi phải là số nguyên từ 1 đến 120.' });
    expect(validateRegistration({ ...validRegistration, password: '' })).toEqual({ field: 'password', message: 'Vui lòng nhập email và mật khẩu.' });
    expect(validateRegistration({ ...validRegistration, password: '123', confirmPassword: '123' })).toEqual({ field: 'password', message: 'Mật khẩu phải có ít nhất 6 ký tự.' });
    expect(validateRegistration({ ...validRegistration, confirmPassword: 'khac123' })).toEqual({ field: 'confirmPassword', message: 'Mật khẩu không khớp!' });
  });
});

describe('validatePhone', () => {
  it('allows Vietnamese numbers with spaces or dots, and no number only where it is not required', () => {
    for (const phone of ['0912345678', ' 0912 345 678 ', '0912.345.678', '+84912345678', '84912345678']) expect(validatePhone(phone, { required: true }), phone).toBeNull();
    for (const phone of ['', '  ']) {
      expect(validatePhone(phone, { required: false }), phone).toBeNull();
      expect(validatePhone(phone, { required: true }), phone).toBe('Số điện thoại là bắt buộc để đăng ký.');
    }
  });

  it('refuses anything else', () => {
    for (const phone of ['12345', '0912', '+1 555 0100', '09123456789012', 'khong-co'])
      expect(validatePhone(phone, { required: false }), phone).toBe('Số điện thoại không hợp lệ.');
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
