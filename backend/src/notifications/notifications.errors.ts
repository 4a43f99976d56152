import { defineErrors } from '../common/errors/app-error';

export const NotificationsErrors = defineErrors('Notifications', {
  NOTIFICATION_NOT_FOUND: [404, 'Không tìm thấy thông báo.'],
});
