import { z } from 'zod';

/** Field schemas shared by every form of the API, with SPEC §5's Vietnamese messages. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

export const MESSAGES = {
  credentialsRequired: 'Vui lòng nhập email và mật khẩu.',
  invalidEmail: 'Địa chỉ email không hợp lệ.',
  passwordTooShort: `Mật khẩu phải có ít nhất ${MIN_PASSWORD_LENGTH} ký tự.`,
  passwordTooLong: `Mật khẩu không được dài quá ${MAX_PASSWORD_LENGTH} ký tự.`,
  passwordRequired: 'Mật khẩu là bắt buộc.',
  nameRequired: 'Tên là bắt buộc để đăng ký.',
  nameTooLong: 'Tên không được dài quá 120 ký tự.',
  phoneRequired: 'Số điện thoại là bắt buộc để đăng ký.',
  invalidPhone: 'Số điện thoại không hợp lệ.',
  invalidAge: 'Tuổi phải là số nguyên từ 1 đến 120.',
  invalidBody: 'Dữ liệu gửi lên không hợp lệ.',
} as const;

// Vietnamese numbers: 0xxxxxxxxx or +84xxxxxxxxx, spaces and dots allowed between groups.
const PHONE_PATTERN = /^(\+?84|0)(\d[\s.]?){8,10}$/;

export const emailField = z
  .string({ error: MESSAGES.credentialsRequired })
  .trim()
  .toLowerCase()
  .min(1, MESSAGES.credentialsRequired)
  .max(191, MESSAGES.invalidEmail)
  .email(MESSAGES.invalidEmail);

export const passwordField = (requiredMessage: string = MESSAGES.credentialsRequired) =>
  z.string({ error: requiredMessage }).min(1, requiredMessage).min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort).max(MAX_PASSWORD_LENGTH, MESSAGES.passwordTooLong);

export const nameField = z.string({ error: MESSAGES.nameRequired }).trim().min(1, MESSAGES.nameRequired).max(120, MESSAGES.nameTooLong);

export const phoneField = z.string({ error: MESSAGES.phoneRequired }).trim().min(1, MESSAGES.phoneRequired).regex(PHONE_PATTERN, MESSAGES.invalidPhone);

/** A phone number that may be cleared: '' or null become null. */
export const optionalPhoneField = z
  .string({ error: MESSAGES.invalidPhone })
  .trim()
  .refine((value) => value === '' || PHONE_PATTERN.test(value), MESSAGES.invalidPhone)
  .transform((value) => value || null);

export const ageField = z.number({ error: MESSAGES.invalidAge }).int(MESSAGES.invalidAge).min(1, MESSAGES.invalidAge).max(120, MESSAGES.invalidAge);

/** The largest value of a signed INT column: every integer stored in one is checked against it. */
export const INT_COLUMN_MAX = 2_147_483_647;

/**
 * A whole number for an INT column, between `min` and `max` (never past the column, whatever the
 * business limit), with one message for every way it can be wrong. The maximum shows in OpenAPI.
 */
export const intField = (message: string, min = 0, max = INT_COLUMN_MAX) => z.number({ error: message }).int(message).min(min, message).max(Math.min(max, INT_COLUMN_MAX), message);

/** Optional free text of at most `max` characters, trimmed; '' and null become null. */
export const optionalTextField = (max: number, label: string) =>
  z
    .string({ error: `${label} phải là chuỗi ký tự.` })
    .trim()
    .max(max, `${label} không được dài quá ${max} ký tự.`)
    .nullable()
    .optional()
    .transform((text) => text || null);

/** An object body: anything else (an array, a string, null) gets one clear message. */
export const body = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: MESSAGES.invalidBody });

export const pageQuery = z.coerce
  .number({ error: 'Số trang không hợp lệ.' })
  .int('Số trang không hợp lệ.')
  .min(1, 'Số trang không hợp lệ.')
  .max(100_000, 'Số trang không hợp lệ.')
  .default(1);
export const limitQuery = (fallback: number, max = 100) =>
  z.coerce
    .number({ error: 'Số mục mỗi trang không hợp lệ.' })
    .int('Số mục mỗi trang không hợp lệ.')
    .min(1, 'Số mục mỗi trang không hợp lệ.')
    .max(max, `Tối đa ${max} mục mỗi trang.`)
    .default(fallback);
