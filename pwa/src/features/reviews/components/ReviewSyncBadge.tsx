import { Icon } from '../../../components/ui/Icon';
import type { ReviewSyncStatus } from '../hooks/useReviewWriter';

const STYLES: Record<ReviewSyncStatus['state'], string> = {
  sent: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-300',
  sending: 'bg-blue-50 text-blue-700 dark:bg-blue-500/10 dark:text-blue-300',
  waiting: 'bg-amber-50 text-amber-800 dark:bg-amber-500/10 dark:text-amber-300',
  refused: 'bg-red-50 text-red-700 dark:bg-red-500/10 dark:text-red-300',
};

/** 'Đã gửi đánh giá' / 'Đang gửi đánh giá...' / 'Đánh giá sẽ được gửi khi có mạng' / the server's refusal (like SyncStateBadge). */
export function ReviewSyncBadge({ status }: { status: ReviewSyncStatus | null }) {
  if (!status) return null;
  const { state, label } = status;
  return (
    <span
      role="status"
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-medium ${STYLES[state]}`}
      data-testid="review-sync-state"
      data-state={state}
    >
      {state === 'sending' ? (
        <span className="h-3 w-3 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden="true" />
      ) : (
        <Icon name={state === 'sent' ? 'check' : 'alert'} className="h-3.5 w-3.5" />
      )}
      {state === 'refused' ? `Không gửi được đánh giá: ${label}` : label}
    </span>
  );
}
