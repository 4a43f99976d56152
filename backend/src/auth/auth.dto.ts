import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { profileSchema } from '../users';
import { ageField, body, emailField, MAX_PASSWORD_LENGTH, MESSAGES, MIN_PASSWORD_LENGTH, nameField, passwordField, phoneField } from '../common/validation/fields';

const oobCode = z
  .string({ error: 'Link không hợp lệ hoặc đã hết hạn. Vui lòng thử lại.' })
  .trim()
  .min(1, 'Link không hợp lệ hoặc đã hết hạn. Vui lòng thử lại.')
  .max(200, 'Link không hợp lệ hoặc đã hết hạn. Vui lòng thử lại.');
/** An in-app path ('/courses/x'), never another site ('//evil.vn', 'https://...'). */
const returnPath = z
  .string({ error: 'Đường dẫn quay lại không hợp lệ.' })
  .max(500, 'Đường dẫn quay lại không hợp lệ.')
  .regex(/^\/(?![/\\])[^\s]*$/, 'Đường dẫn quay lại không hợp lệ.');
const weakPassword = 'Mật khẩu mới quá yếu. Vui lòng dùng ít nhất 6 ký tự, khác mật khẩu hiện tại.';
const newPassword = z.string({ error: weakPassword }).min(MIN_PASSWORD_LENGTH, weakPassword).max(MAX_PASSWORD_LENGTH, MESSAGES.passwordTooLong);

export class RegisterDto extends createZodDto(
  body({
    email: emailField,
    password: passwordField(MESSAGES.passwordRequired),
    name: nameField,
    age: ageField.nullable().optional(),
    phoneNumber: phoneField,
    /** Opt-in to marketing mail: off unless the box is ticked (docs/email-marketing.md). */
    marketingConsent: z.boolean({ error: 'Lựa chọn nhận thư khuyến mãi không hợp lệ.' }).default(false),
    /** The page the visitor registered from (e.g. a course): the verification link brings them back to it. */
    returnTo: returnPath.optional(),
  }),
) {}

export class LoginDto extends createZodDto(
  body({
    email: emailField,
    password: passwordField(),
    /** Where the sign-in started: a verification mail this attempt re-sends leads back to it. */
    returnTo: returnPath.optional(),
  }),
) {}

export class EmailDto extends createZodDto(body({ email: emailField })) {}

export class EmailActionDto extends createZodDto(body({ mode: z.string({ error: 'Hành động không được hỗ trợ.' }).max(50, 'Hành động không được hỗ trợ.'), oobCode })) {}

export class OobCodeDto extends createZodDto(body({ oobCode })) {}

export class ResetPasswordDto extends createZodDto(body({ oobCode, newPassword })) {}

export class ChangePasswordDto extends createZodDto(
  body({
    currentPassword: z
      .string({ error: 'Vui lòng nhập mật khẩu hiện tại.' })
      .min(1, 'Vui lòng nhập mật khẩu hiện tại.')
      .max(MAX_PASSWORD_LENGTH, 'Mật khẩu hiện tại không chính xác.'),
    newPassword,
  }),
) {}

export class SessionResponseDto extends createZodDto(z.object({ accessToken: z.string(), user: profileSchema })) {}

export class ProvidersResponseDto extends createZodDto(z.object({ google: z.boolean(), facebook: z.boolean() })) {}

export class EnsureProfileResponseDto extends createZodDto(z.object({ isActive: z.boolean(), name: z.string() })) {}

export class EmailResponseDto extends createZodDto(z.object({ email: z.string() })) {}
