/** SPEC §8: notification failures are shown in English. */
export const NOTIFICATION_ERRORS = {
  load: 'Failed to load notifications',
  markRead: 'Failed to mark notification as read',
  markAllRead: 'Failed to mark all notifications as read',
} as const;
