import type { UserStats } from '../../../api/types';
import { type IconName } from '../../../components/ui/Icon';
import { StatCard } from '../../../components/ui/StatCard';
import { formatNumber } from '../../../lib/format';

const CARDS: { key: keyof UserStats; label: string; icon: IconName; tone: string }[] = [
  { key: 'totalUsers', label: 'Tổng người dùng', icon: 'users', tone: 'bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300' },
  { key: 'newLast30Days', label: 'Mới trong 30 ngày', icon: 'sparkles', tone: 'bg-accent-100 text-accent-700 dark:bg-accent-500/15 dark:text-accent-300' },
  { key: 'students', label: 'Học viên', icon: 'academic', tone: 'bg-sky-100 text-sky-700 dark:bg-sky-500/15 dark:text-sky-300' },
  { key: 'instructors', label: 'Giảng viên', icon: 'book', tone: 'bg-violet-100 text-violet-700 dark:bg-violet-500/15 dark:text-violet-300' },
  { key: 'admins', label: 'Quản trị viên', icon: 'shield', tone: 'bg-slate-200 text-slate-700 dark:bg-slate-500/20 dark:text-slate-300' },
  { key: 'verified', label: 'Đã xác thực email', icon: 'check', tone: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300' },
  { key: 'unverified', label: 'Chưa xác thực email', icon: 'mail', tone: 'bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300' },
  { key: 'disabled', label: 'Tài khoản bị khóa', icon: 'lock', tone: 'bg-red-100 text-red-700 dark:bg-red-500/15 dark:text-red-300' },
];

export function UserStatsCards({ stats }: { stats: UserStats }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="user-stats">
      {CARDS.map((card) => (
        <StatCard key={card.key} label={card.label} value={formatNumber(stats[card.key])} icon={card.icon} tone={card.tone} testId={`stat-${card.key}`} />
      ))}
    </ul>
  );
}
