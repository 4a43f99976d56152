import type { QueryStatus } from '@tanstack/react-query';
import { Spinner } from '../../../components/ui/Spinner';
import type { AppNotification } from '../api/notificationsApi';
import { NOTIFICATION_ERRORS } from '../notificationErrors';
import { NotificationItem } from './NotificationItem';

type Props = {
  status: QueryStatus;
  items: AppNotification[];
  hasMore: boolean;
  loadingMore: boolean;
  onRetry: () => void;
  onLoadMore: () => void;
  onOpen: (notification: AppNotification) => void;
};

/** The dropdown's body: the failure with a retry, a spinner on first load, the empty text, or the rows. */
export function NotificationList({ status, items, hasMore, loadingMore, onRetry, onLoadMore, onOpen }: Props) {
  if (status === 'error') {
    return (
      <div className="px-4 py-6 text-center" role="alert">
        <p className="text-sm text-red-600 dark:text-red-400" data-testid="notifications-error">
          {NOTIFICATION_ERRORS.load}
        </p>
        <button type="button" className="btn btn-secondary mt-3" onClick={onRetry}>
          Thử lại
        </button>
      </div>
    );
  }
  if (items.length === 0) {
    return status === 'success' ? (
      <p className="px-4 py-8 text-center text-sm text-slate-500 dark:text-slate-400" data-testid="notifications-empty">
        Bạn chưa có thông báo nào.
      </p>
    ) : (
      <Spinner className="py-6" />
    );
  }
  return (
    <>
      <ul className="divide-y divide-slate-100 dark:divide-slate-800">
        {items.map((notification) => (
          <NotificationItem key={notification._id} notification={notification} onOpen={onOpen} />
        ))}
      </ul>
      {hasMore ? (
        <button
          type="button"
          className="w-full border-t border-slate-100 px-4 py-3 text-sm font-medium text-brand-700 hover:bg-slate-50 disabled:text-slate-400 dark:border-slate-800 dark:text-brand-300 dark:hover:bg-slate-800"
          disabled={loadingMore}
          data-testid="notification-load-more"
          onClick={onLoadMore}
        >
          {loadingMore ? 'Đang tải...' : 'Xem thêm'}
        </button>
      ) : null}
    </>
  );
}
