/** Form validation shared by every form; texts are the product's exact wording (SPEC §5). */

export const MIN_PASSWORD_LENGTH = 6;

export const VALIDATION_MESSAGES = {
  emailAndPasswordRequired: 'Vui lòng nhập email và mật khẩu.',
  invalidEmail: 'Địa chỉ email không hợp lệ.',
  passwordTooShort: `Mật khẩu phải có ít nhất ${MIN_PASSWORD_LENGTH} ký tự.`,
  passwordMismatch: 'Mật khẩu không khớp!',
  nameRequired: 'Vui lòng nhập tên của bạn.',
  flowPasswordRequired: 'Mật khẩu là bắt buộc.',
  flowNameRequired: 'Tên là bắt buộc để đăng ký.',
  flowPhoneRequired: 'Số điện thoại là bắt buộc để đăng ký.',
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

export type RegisterFields = LoginFields & { confirmPassword: string; name: string };

/** Checks of the registration form itself (phone is optional here, see validateRegistrationFlow). */
export function validateRegisterForm(fields: RegisterFields): string | null {
  const loginError = validateLoginForm(fields);
  if (loginError) return loginError;
  if (fields.password !== fields.confirmPassword) return M.passwordMismatch;
  if (!fields.name.trim()) return M.nameRequired;
  return null;
}

/** Checks of the sign-up call: the account needs a phone number even though the form marks it optional. */
export function validateRegistrationFlow(fields: { password: string; name: string; phoneNumber: string }): string | null {
  if (!fields.password) return M.flowPasswordRequired;
  if (!fields.name.trim()) return M.flowNameRequired;
  if (!fields.phoneNumber.trim()) return M.flowPhoneRequired;
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
