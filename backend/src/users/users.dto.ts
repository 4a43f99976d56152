import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { ageField, body, emailField, limitQuery, MESSAGES, nameField, optionalPhoneField, pageQuery, passwordField } from '../common/validation/fields';

const roleField = z.enum(['student', 'instructor', 'admin'], { error: 'Vai trò phải là student, instructor hoặc admin.' });

/** "Tên gọi": what mail calls the user. '' or null clears it (mail then guesses from the full name). */
const preferredNameField = z
  .string({ error: 'Tên gọi phải là chuỗi ký tự.' })
  .trim()
  .max(60, 'Tên gọi không được dài quá 60 ký tự.')
  .regex(/^[^\p{Cc}<>{}]*$/u, 'Tên gọi không được chứa ký tự điều khiển hay các ký tự < > { }.')
  .nullable()
  .optional()
  .transform((text) => (text === undefined ? undefined : text || null));

export class UpdateProfileDto extends createZodDto(
  body({
    name: nameField.optional(),
    preferredName: preferredNameField,
    phoneNumber: optionalPhoneField.nullable().optional(),
    age: ageField.nullable().optional(),
  }),
) {}

export class ListUsersQueryDto extends createZodDto(
  z.object({
    page: pageQuery,
    limit: limitQuery(10),
    role: roleField.optional(),
    search: z.string().trim().max(191, 'Từ khóa tìm kiếm quá dài.').optional(),
    verifiedStatus: z.enum(['verified', 'unverified'], { error: 'Trạng thái xác thực phải là verified hoặc unverified.' }).optional(),
  }),
) {}

export class CreateUserDto extends createZodDto(
  body({
    email: emailField,
    password: passwordField(MESSAGES.passwordRequired),
    name: nameField,
    role: roleField.default('student'),
    phoneNumber: optionalPhoneField.optional(),
  }),
) {}

export class UpdateRoleDto extends createZodDto(body({ newRole: roleField, userId: z.string().optional() })) {}

export class ToggleDisableDto extends createZodDto(body({ disable: z.boolean({ error: 'Trường disable phải là true hoặc false.' }) })) {}

export class AffiliateLevelDto extends createZodDto(
  body({
    newLevel: z
      .number({ error: 'Cấp affiliate phải là số nguyên từ 1 đến 10.' })
      .int('Cấp affiliate phải là số nguyên từ 1 đến 10.')
      .min(1, 'Cấp affiliate phải là số nguyên từ 1 đến 10.')
      .max(10, 'Cấp affiliate phải là số nguyên từ 1 đến 10.'),
  }),
) {}

export class RegistrationsQueryDto extends createZodDto(
  z.object({
    period: z.enum(['daily', 'weekly', 'monthly'], { error: 'Chu kỳ phải là daily, weekly hoặc monthly.' }).default('monthly'),
    rangeMonths: z.coerce
      .number({ error: 'Số tháng phải từ 1 đến 24.' })
      .int('Số tháng phải từ 1 đến 24.')
      .min(1, 'Số tháng phải từ 1 đến 24.')
      .max(24, 'Số tháng phải từ 1 đến 24.')
      .default(6),
  }),
) {}
