import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useAuth } from '../../auth';
import {
  notificationKeys,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationPages,
  type AppNotification,
  type NotificationPage,
  type NotificationPages,
} from '../api/notificationsApi';
import { NOTIFICATION_ERRORS } from '../notificationErrors';

function fail(error: unknown, text: string): void {
  console.error(error);
  toast.error(text);
}

/** Each notification once: one that arrived while paging shifts the pages, so a row can come twice. */
function uniqueRows(pages: { pages: NotificationPage[] } | undefined): AppNotification[] {
  const seen = new Set<string>();
  return (pages?.pages ?? []).flatMap((page) => page.notifications).filter((item) => !seen.has(item._id) && Boolean(seen.add(item._id)));
}

/**
 * The signed-in user's notifications, a page at a time, loaded when the bell first opens. The unread
 * count lives on the profile, so the bell's badge and the sidebar's profile badge always show the same number.
 */
export function useNotifications() {
  const { user, updateUser } = useAuth();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
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

  const pages = useNotificationPages(opened, setUnreadCount);
  const read = useMarkNotificationRead(setUnreadCount);
  const readAll = useMarkAllNotificationsRead(setUnreadCount);
  const { refetch } = pages;

  /** The latest page again (each time the bell opens): the pages loaded beyond it are dropped first. */
  const reload = useCallback(async () => {
    if (!opened) {
      setOpened(true); // enabling the query loads the first page
      return;
    }
    queryClient.setQueryData<NotificationPages>(notificationKeys.list(), (loaded) =>
      loaded ? { pages: loaded.pages.slice(0, 1), pageParams: loaded.pageParams.slice(0, 1) } : loaded,
    );
    const result = await refetch();
    if (result.isError) console.error(result.error);
  }, [opened, queryClient, refetch]);

  const loadMore = useCallback(async () => {
    const result = await pages.fetchNextPage();
    if (result.isFetchNextPageError) fail(result.error, NOTIFICATION_ERRORS.load);
  }, [pages]);

  /** Reading one already read asks nothing of the server, so the count cannot go below zero. */
  const markRead = useCallback(
    async (notification: AppNotification) => {
      if (notification.isRead) return;
      await read.mutateAsync(notification._id).catch((error: unknown) => fail(error, NOTIFICATION_ERRORS.markRead));
    },
    [read],
  );

  const markAllRead = useCallback(async () => {
    await readAll.mutateAsync().catch((error: unknown) => fail(error, NOTIFICATION_ERRORS.markAllRead));
  }, [readAll]);

  // A failed 'Xem thêm' keeps the rows (it says so in a toast); a failed load of the latest page shows the failure.
  const failed = pages.isError && !pages.isFetchNextPageError;
  return {
    items: uniqueRows(pages.data),
    status: failed ? ('error' as const) : pages.data ? ('success' as const) : ('pending' as const),
    loading: pages.isFetching && !pages.isFetchingNextPage,
    hasMore: pages.hasNextPage,
    loadingMore: pages.isFetchingNextPage,
    unreadCount: user?.unreadCount ?? 0,
    reload,
    loadMore,
    markRead,
    markAllRead,
  };
}
