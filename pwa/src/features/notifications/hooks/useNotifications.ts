import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { AsyncStatus } from '../../../lib/useAsyncData';
import { useAuth } from '../../auth';
import { listNotifications, markAllNotificationsRead, markNotificationRead, type AppNotification } from '../api/notificationsApi';
import { NOTIFICATION_ERRORS } from '../notificationErrors';

function fail(error: unknown, text: string): void {
  console.error(error);
  toast.error(text);
}

/**
 * The signed-in user's notifications, a page at a time. The unread count lives on the profile, so
 * the bell's badge and the sidebar's profile badge always show the same number.
 */
export function useNotifications() {
  const { user, updateUser } = useAuth();
  const [items, setItems] = useState<AppNotification[]>([]);
  const [status, setStatus] = useState<AsyncStatus>('idle');
  const [page, setPage] = useState(0);
  const [totalPages, setTotalPages] = useState(1);
  const [loadingMore, setLoadingMore] = useState(false);
  const userRef = useRef(user);
  useEffect(() => {
    userRef.current = user;
  });

  const setUnreadCount = useCallback(
    (count: number) => {
      const current = userRef.current;
      if (current) updateUser({ ...current, unreadCount: Math.max(0, count) });
    },
    [updateUser],
  );

  const loadPage = useCallback(
    async (next: number) => {
      const result = await listNotifications(next);
      // A notification that arrived meanwhile shifts the pages: keep each one once.
      setItems((current) => {
        const kept = next === 1 ? [] : current;
        const seen = new Set(kept.map((item) => item._id));
        return [...kept, ...result.notifications.filter((item) => !seen.has(item._id))];
      });
      setPage(next);
      setTotalPages(result.pagination.totalPages);
      setUnreadCount(result.unreadCount);
    },
    [setUnreadCount],
  );

  /** The latest page again (each time the bell opens). */
  const reload = useCallback(async () => {
    setStatus('loading');
    try {
      await loadPage(1);
      setStatus('succeeded');
    } catch (error) {
      console.error(error);
      setStatus('failed');
    }
  }, [loadPage]);

  const loadMore = useCallback(async () => {
    setLoadingMore(true);
    try {
      await loadPage(page + 1);
    } catch (error) {
      fail(error, NOTIFICATION_ERRORS.load);
    } finally {
      setLoadingMore(false);
    }
  }, [loadPage, page]);

  /** Reading one already read asks nothing of the server, so the count cannot go below zero. */
  const markRead = useCallback(
    async (notification: AppNotification) => {
      if (notification.isRead) return;
      try {
        const result = await markNotificationRead(notification._id);
        setItems((current) => current.map((item) => (item._id === notification._id ? { ...item, isRead: true } : item)));
        setUnreadCount(result.unreadCount);
      } catch (error) {
        fail(error, NOTIFICATION_ERRORS.markRead);
      }
    },
    [setUnreadCount],
  );

  const markAllRead = useCallback(async () => {
    try {
      const count = await markAllNotificationsRead();
      setItems((current) => current.map((item) => ({ ...item, isRead: true })));
      setUnreadCount(count);
    } catch (error) {
      fail(error, NOTIFICATION_ERRORS.markAllRead);
    }
  }, [setUnreadCount]);

  return { items, status, hasMore: page < totalPages, loadingMore, unreadCount: user?.unreadCount ?? 0, reload, loadMore, markRead, markAllRead };
}
