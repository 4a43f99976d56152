import { defineErrors } from '../common/errors/app-error';

export const ContentErrors = defineErrors({
  POPUP_NOT_FOUND: [404, 'Không tìm thấy popup.'],
  CONTACT_NOT_FOUND: [404, 'Không tìm thấy liên hệ.'],
});
