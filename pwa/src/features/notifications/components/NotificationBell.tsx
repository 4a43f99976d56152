import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { useDismissable } from '../../../lib/useDismissable';
import { formatBadgeCount } from '../../layout';
import type { AppNotification } from '../api/notificationsApi';
import { useNotifications } from '../hooks/useNotifications';
import { NotificationList } from './NotificationList';

/** The header's bell: unread badge (capped at '9+'), and the latest notifications in a dropdown. */
export function NotificationBell() {
  const notifications = useNotifications();
  const { reload } = notifications;
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const badge = formatBadgeCount(notifications.unreadCount);

  useEffect(() => setOpen(false), [pathname]);
  useDismissable(
    ref,
    open,
    useCallback(() => setOpen(false), []),
  );

  const toggle = () => {
    if (!open) void reload();
    setOpen(!open);
  };

  // Marking read runs on while the page changes; the count lands on the profile either way.
  const openNotification = (notification: AppNotification) => {
    void notifications.markRead(notification);
    setOpen(false);
    if (notification.link?.startsWith('/')) navigate(notification.link);
  };

  return (
    <div ref={ref} className="relative">
      {/* The name says the count as the badge shows it ('9+'), so it holds the shown text (WCAG 2.5.3). */}
      <button
        type="button"
        className="icon-btn relative"
        aria-expanded={open}
        aria-label={badge ? `Thông báo (${badge} chưa đọc)` : 'Thông báo'}
        data-testid="notification-bell"
        onClick={toggle}
      >
        <Icon name="bell" className="h-6 w-6" />
        {badge ? (
          <span
            className="absolute -right-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-700 px-1 text-[11px] font-bold text-white"
            data-testid="notification-badge"
          >
            {badge}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          // On phones the avatar sits right of the bell: shifting by about its width keeps the panel on screen.
          className="absolute -right-14 z-40 mt-2 w-[calc(100vw-1.5rem)] max-w-sm overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-slate-200 sm:right-0 dark:bg-slate-900 dark:ring-slate-700"
          data-testid="notification-panel"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3 dark:border-slate-800">
            <p className="font-semibold text-slate-900 dark:text-white">Thông báo</p>
            <button
              type="button"
              className="text-sm font-medium text-brand-700 hover:underline disabled:cursor-not-allowed disabled:text-slate-400 dark:text-brand-300"
              disabled={notifications.unreadCount === 0}
              data-testid="notification-mark-all"
              onClick={() => void notifications.markAllRead()}
            >
              Đánh dấu tất cả đã đọc
            </button>
          </div>
          <div className="max-h-[28rem] overflow-y-auto" aria-live="polite" aria-busy={notifications.loading}>
            <NotificationList
              status={notifications.status}
              items={notifications.items}
              hasMore={notifications.hasMore}
              loadingMore={notifications.loadingMore}
              onRetry={() => void reload()}
              onLoadMore={() => void notifications.loadMore()}
              onOpen={openNotification}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}
