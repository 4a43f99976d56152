/** Form validation shared by every form; texts are the product's exact wording (SPEC §5). */

export const MIN_PASSWORD_LENGTH = 6;

export const VALIDATION_MESSAGES = {
  emailAndPasswordRequired: 'Vui lòng nhập email và mật khẩu.',
  invalidEmail: 'Địa chỉ email không hợp lệ.',
  passwordTooShort: `Mật khẩu phải có ít nhất ${MIN_PASSWORD_LENGTH} ký tự.`,
  passwordMismatch: 'Mật khẩu không khớp!',
  nameRequired: 'Vui lòng nhập tên của bạn.',
  phoneRequired: 'Số điện thoại là bắt buộc để đăng ký.',
  invalidPhone: 'Số điện thoại không hợp lệ.',
  emailRequired: 'Vui lòng nhập email.',
  currentPasswordRequired: 'Vui lòng nhập mật khẩu hiện tại.',
  newPasswordSameAsCurrent: 'Mật khẩu mới phải khác mật khẩu hiện tại.',
  invalidAge: 'Tuổi phải là số nguyên từ 1 đến 120.',
  avatarType: 'Chỉ chấp nhận ảnh JPEG, PNG hoặc WEBP.',
  avatarSize: 'Ảnh đại diện tối đa 5 MB.',
  contactRequired: 'Vui lòng nhập họ tên, email và nội dung tin nhắn.',
} as const;

const M = VALIDATION_MESSAGES;

export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
}

export type LoginFields = { email: string; password: string };

export function validateLoginForm({ email, password }: LoginFields): string | null {
  if (!email.trim() || !password) return M.emailAndPasswordRequired;
  if (!isValidEmail(email)) return M.invalidEmail;
  if (password.length < MIN_PASSWORD_LENGTH) return M.passwordTooShort;
  return null;
}

// The server's rule: 0xxxxxxxxx or +84xxxxxxxxx, spaces and dots allowed between groups.
const PHONE_PATTERN = /^(\+?84|0)(\d[\s.]?){8,10}$/;

/** A Vietnamese phone number; empty passes only where the flow does not need one (`required: false`). */
export function validatePhone(phone: string, { required }: { required: boolean }): string | null {
  const value = phone.trim();
  if (!value) return required ? M.phoneRequired : null;
  return PHONE_PATTERN.test(value) ? null : M.invalidPhone;
}

export type RegisterFields = LoginFields & { confirmPassword: string; name: string; phoneNumber: string; age: string };
export type RegisterField = keyof RegisterFields;

/**
 * The registration form's first problem, in the order the fields are shown, with the field it belongs
 * under. Name, email, phone (the email sign-up needs it) and password are required; age is optional but checked when given.
 */
export function validateRegistration(fields: RegisterFields): { field: RegisterField; message: string } | null {
  const checks: [RegisterField, () => string | null][] = [
    ['name', () => (fields.name.trim() ? null : M.nameRequired)],
    ['email', () => (!fields.email.trim() ? M.emailAndPasswordRequired : isValidEmail(fields.email) ? null : M.invalidEmail)],
    ['phoneNumber', () => validatePhone(fields.phoneNumber, { required: true })],
    ['age', () => validateAge(fields.age)],
    ['password', () => (!fields.password ? M.emailAndPasswordRequired : fields.password.length < MIN_PASSWORD_LENGTH ? M.passwordTooShort : null)],
    ['confirmPassword', () => (fields.password === fields.confirmPassword ? null : M.passwordMismatch)],
  ];
  for (const [field, check] of checks) {
    const message = check();
    if (message) return { field, message };
  }
  return null;
}

export function validateEmail(email: string): string | null {
  if (!email.trim()) return M.emailRequired;
  if (!isValidEmail(email)) return M.invalidEmail;
  return null;
}

export function validateNewPassword(newPassword: string, confirmPassword: string): string | null {
  if (newPassword.length < MIN_PASSWORD_LENGTH) return M.passwordTooShort;
  if (newPassword !== confirmPassword) return M.passwordMismatch;
  return null;
}

export function validatePasswordChange(fields: { currentPassword: string; newPassword: string; confirmPassword: string }): string | null {
  if (!fields.currentPassword) return M.currentPasswordRequired;
  const newPasswordError = validateNewPassword(fields.newPassword, fields.confirmPassword);
  if (newPasswordError) return newPasswordError;
  if (fields.newPassword === fields.currentPassword) return M.newPasswordSameAsCurrent;
  return null;
}

/** Age is optional; when given it must be a whole number of years from 1 to 120. */
export function validateAge(age: string): string | null {
  if (!age.trim()) return null;
  const value = Number(age);
  return Number.isInteger(value) && value >= 1 && value <= 120 ? null : M.invalidAge;
}

export function validateProfileForm(fields: { name: string; age: string }): string | null {
  if (!fields.name.trim()) return M.nameRequired;
  return validateAge(fields.age);
}

export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export function validateAvatarFile(file: { type: string; size: number }): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return M.avatarType;
  if (file.size > AVATAR_MAX_BYTES) return M.avatarSize;
  return null;
}

/** SPEC §5: name, email and message are required; the phone is optional. */
export function validateContactForm(fields: { name: string; email: string; message: string }): string | null {
  if (!fields.name.trim() || !fields.email.trim() || !fields.message.trim()) return M.contactRequired;
  if (!isValidEmail(fields.email)) return M.invalidEmail;
  return null;
}
