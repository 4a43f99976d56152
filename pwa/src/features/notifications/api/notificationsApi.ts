import { type InfiniteData, type QueryClient, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
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

/** Query keys of this feature: everything under `all`, so one invalidation refreshes every answer of it. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

export type NotificationPages = InfiniteData<NotificationPage, number>;

/**
 * The user's notifications, a page at a time (asked for only once `enabled`: the bell was opened).
 * Every page the server answers carries the unread count, handed to `onUnreadCount`.
 */
export function useNotificationPages(enabled: boolean, onUnreadCount: (count: number) => void) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(),
    queryFn: async ({ pageParam }) => {
      const page = await listNotifications(pageParam);
      onUnreadCount(page.unreadCount);
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) => (lastPage < last.pagination.totalPages ? lastPage + 1 : undefined),
    enabled,
  });
}

/** The loaded pages with the rows `read` picks marked read (what the server now holds). */
function markLoadedRead(queryClient: QueryClient, read: (notification: AppNotification) => boolean): void {
  queryClient.setQueryData<NotificationPages>(notificationKeys.list(), (pages) =>
    pages ? { ...pages, pages: pages.pages.map((page) => ({ ...page, notifications: page.notifications.map((item) => (read(item) ? { ...item, isRead: true } : item)) })) } : pages,
  );
}

/** Marks one read: the loaded row shows it at once (the server answered with the new count). */
export function useMarkNotificationRead(onUnreadCount: (count: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => markNotificationRead(id),
    onSuccess: (result, id) => {
      markLoadedRead(queryClient, (item) => item._id === id);
      onUnreadCount(result.unreadCount);
    },
  });
}

export function useMarkAllNotificationsRead(onUnreadCount: (count: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: (count) => {
      markLoadedRead(queryClient, () => true);
      onUnreadCount(count);
    },
  });
}
