import { Icon } from '../../../components/ui/Icon';
import { useSyncState } from '../hooks/useSyncState';

const STYLES = {
  saved: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-300',
  syncing: 'bg-blue-50 text-blue-700 dark:bg-blue-500/10 dark:text-blue-300',
  waiting: 'bg-amber-50 text-amber-800 dark:bg-amber-500/10 dark:text-amber-300',
} as const;

/** 'Đã lưu' / 'Đang đồng bộ...' / 'Đang chờ mạng (N thay đổi)' for the student's learning progress. */
export function SyncStateBadge({ userId }: { userId: string }) {
  const { state, label } = useSyncState(userId);
  return (
    <span role="status" className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-medium ${STYLES[state]}`} data-testid="sync-state" data-state={state}>
      {state === 'syncing' ? (
        <span className="h-3 w-3 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden="true" />
      ) : (
        <Icon name={state === 'saved' ? 'check' : 'alert'} className="h-3.5 w-3.5" />
      )}
      {label}
    </span>
  );
}
