import { defineErrors } from '../common/errors/app-error';

export const ContentErrors = defineErrors('Content', {
  POPUP_NOT_FOUND: [404, 'Không tìm thấy popup.'],
  CONTACT_NOT_FOUND: [404, 'Không tìm thấy liên hệ.'],
  NOTHING_TO_PUBLISH: [409, 'Chưa có bản nháp nào để xuất bản. Hãy lưu trang trước.'],
  HOME_IMAGE_REQUIRED: [400, 'Vui lòng chọn ảnh để tải lên.'],
  HOME_IMAGE_INVALID: [400, 'Ảnh phải là tệp JPG, PNG, WebP, GIF hoặc AVIF hợp lệ.'],
});
