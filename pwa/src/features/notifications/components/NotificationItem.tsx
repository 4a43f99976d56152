import type { AppNotification } from '../api/notificationsApi';
import { relativeTime } from '../relativeTime';

type Props = { notification: AppNotification; onOpen: (notification: AppNotification) => void };

/** One row of the bell's list; unread ones are tinted and carry a dot. */
export function NotificationItem({ notification, onOpen }: Props) {
  const unread = !notification.isRead;
  return (
    <li>
      <button
        type="button"
        className={`flex w-full gap-3 px-4 py-3 text-left hover:bg-slate-100 dark:hover:bg-slate-800 ${unread ? 'bg-brand-50 dark:bg-brand-500/10' : ''}`}
        data-testid={`notification-${notification._id}`}
        data-unread={unread}
        onClick={() => onOpen(notification)}
      >
        <span className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${unread ? 'bg-accent-700' : 'bg-transparent'}`} aria-hidden="true" />
        <span className="min-w-0 flex-1">
          <span className={`block text-sm text-slate-900 dark:text-white ${unread ? 'font-semibold' : 'font-medium'}`}>
            {notification.title}
            {unread ? <span className="sr-only"> (chưa đọc)</span> : null}
          </span>
          <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-300">{notification.body}</span>
          <time dateTime={notification.createdAt} className="mt-1 block text-xs text-slate-500 dark:text-slate-400">
            {relativeTime(notification.createdAt)}
          </time>
        </span>
      </button>
    </li>
  );
}
