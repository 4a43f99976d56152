import { defineErrors } from '../common/errors/app-error';

export const UsersErrors = defineErrors('Users', {
  USER_NOT_FOUND: [404, 'Không tìm thấy người dùng.'],
  AVATAR_REQUIRED: [400, 'Vui lòng chọn một ảnh đại diện.'],
  AVATAR_INVALID: [400, 'Ảnh đại diện phải là ảnh JPG, PNG, WebP, GIF hoặc AVIF.'],
  AVATAR_TOO_LARGE: [413, 'Ảnh đại diện không được lớn hơn 5 MB.'],
  CANNOT_CHANGE_SELF: [400, 'Bạn không thể tự đổi vai trò, khóa hoặc xóa tài khoản của chính mình.'],
  DELETE_FAILED: [400, 'Không thể xóa người dùng.'],
});
