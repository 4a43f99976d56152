import { defineErrors } from '../common/errors/app-error';

export const StorageErrors = defineErrors('Storage', {
  STORAGE_PATH_INVALID: [400, 'Đường dẫn tệp không hợp lệ.'],
  STORAGE_FILE_REQUIRED: [400, 'Vui lòng cho biết tệp cần xóa (fileName).'],
  STORAGE_FILE_NOT_FOUND: [404, 'Không tìm thấy tệp.'],
  STORAGE_PAGE_TOKEN_INVALID: [400, 'Mã trang tiếp theo không hợp lệ.'],
});
