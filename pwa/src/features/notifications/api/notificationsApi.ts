import type { ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export type NotificationPage = ApiResponse<'/api/notifications/me', 'get'>;
export type AppNotification = NotificationPage['notifications'][number];
export type NotificationRead = ApiResponse<'/api/notifications/{id}/read', 'patch'>;

/** SPEC §9: notifications come 10 a page. */
export const NOTIFICATIONS_PAGE_SIZE = 10;

export function listNotifications(page: number): Promise<NotificationPage> {
  return unwrap(apiClient.GET('/api/notifications/me', { params: { query: { page, limit: NOTIFICATIONS_PAGE_SIZE } } }));
}

export function markNotificationRead(id: string): Promise<NotificationRead> {
  return unwrap(apiClient.PATCH('/api/notifications/{id}/read', { params: { path: { id } } }));
}

export async function markAllNotificationsRead(): Promise<number> {
  return (await unwrap(apiClient.PATCH('/api/notifications/me/mark-all-read'))).unreadCount;
}
