import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ageField, body, emailField, INT_COLUMN_MAX, intField, MESSAGES, passwordField, phoneField } from './fields';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0].message;
};

describe('shared field validators', () => {
  it('normalises and checks emails with SPEC texts', () => {
    expect(emailField.parse('  An.Nguyen@Example.VN ')).toBe('an.nguyen@example.vn');
    expect(firstMessage(emailField, undefined)).toBe(MESSAGES.credentialsRequired);
    expect(firstMessage(emailField, '')).toBe(MESSAGES.credentialsRequired);
    expect(firstMessage(emailField, 'khong-phai-email')).toBe('Địa chỉ email không hợp lệ.');
  });

  it('requires passwords of at least 6 characters', () => {
    expect(firstMessage(passwordField(), '12345')).toBe('Mật khẩu phải có ít nhất 6 ký tự.');
    expect(firstMessage(passwordField(MESSAGES.passwordRequired), undefined)).toBe('Mật khẩu là bắt buộc.');
    expect(passwordField().parse('123456')).toBe('123456');
  });

  it('keeps integers for INT columns inside the column and the business range, with one message', () => {
    const limit = intField('Giới hạn sai.');
    expect(limit.parse(INT_COLUMN_MAX)).toBe(2_147_483_647);
    for (const value of [2 ** 31, 2 ** 53, -1, 1e308, 1.5, Number.NaN, '5', null]) expect(firstMessage(limit, value), String(value)).toBe('Giới hạn sai.');
    const days = intField('Số ngày sai.', 1, 3650);
    expect(days.parse(3650)).toBe(3650);
    expect(firstMessage(days, 0)).toBe('Số ngày sai.');
    expect(firstMessage(days, 3651)).toBe('Số ngày sai.');
    expect(firstMessage(intField('Quá lớn.', 0, 2 ** 40), 2 ** 31)).toBe('Quá lớn.');
  });

  it('accepts Vietnamese phone numbers and refuses others', () => {
    expect(phoneField.parse('0912 345 678')).toBe('0912 345 678');
    expect(phoneField.parse('+84912345678')).toBe('+84912345678');
    expect(firstMessage(phoneField, '')).toBe('Số điện thoại là bắt buộc để đăng ký.');
    expect(firstMessage(phoneField, '12ab')).toBe('Số điện thoại không hợp lệ.');
  });

  it('checks ages and object bodies', () => {
    expect(firstMessage(ageField, 0)).toBe(MESSAGES.invalidAge);
    expect(firstMessage(ageField, 20.5)).toBe(MESSAGES.invalidAge);
    expect(ageField.parse(30)).toBe(30);
    expect(firstMessage(body({ a: z.string() }), [])).toBe(MESSAGES.invalidBody);
    expect(firstMessage(body({ a: z.string() }), null)).toBe(MESSAGES.invalidBody);
  });
});
