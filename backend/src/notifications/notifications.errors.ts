import { defineErrors } from '../common/errors/app-error';

export const NotificationsErrors = defineErrors({
  NOTIFICATION_NOT_FOUND: [404, 'Không tìm thấy thông báo.'],
});
