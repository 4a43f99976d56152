import { type IconName } from '../../../components/ui/Icon';
import { StatCard } from '../../../components/ui/StatCard';
import { formatVnd } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useWalletStats, type WalletStats } from '../api/adminWalletApi';

const CARDS: { key: keyof WalletStats; label: string; icon: IconName; tone: string }[] = [
  { key: 'totalMainBalance', label: 'Tổng số dư ví chính', icon: 'wallet', tone: 'bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300' },
  { key: 'totalBonusBalance', label: 'Tổng số dư ví thưởng còn hạn', icon: 'gift', tone: 'bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300' },
  { key: 'totalDeposited', label: 'Tổng tiền nạp thành công', icon: 'dollar', tone: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300' },
];

/** The three wallet totals across all users, loaded once. */
export function WalletStatsCards() {
  const stats = useWalletStats();

  if (stats.status === 'error') {
    return (
      <div className="card" role="alert" data-testid="wallet-stats-error">
        <p className="text-red-600 dark:text-red-400">{errorMessage(stats.error, 'Không thể tải thống kê ví.')}</p>
        <button type="button" className="btn btn-secondary mt-3" onClick={() => void stats.refetch()}>
          Thử lại
        </button>
      </div>
    );
  }
  if (!stats.data) {
    return (
      <p className="card text-slate-500 dark:text-slate-400" role="status" data-testid="wallet-stats-loading">
        Đang tải thống kê...
      </p>
    );
  }
  const data = stats.data;
  return (
    <ul className="grid gap-4 md:grid-cols-3" data-testid="wallet-stats">
      {CARDS.map((card) => (
        <StatCard key={card.key} label={card.label} value={formatVnd(data[card.key])} icon={card.icon} tone={card.tone} testId={`wallet-stat-${card.key}`} />
      ))}
    </ul>
  );
}
