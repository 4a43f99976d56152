import { formatVnd } from '../../../lib/format';
import { StatCard } from '../../../components/ui/StatCard';
import type { InstructorEarnings } from '../api/instructorEarningsApi';
import { monthOverMonth } from './monthOverMonth';

/** All-time earnings, this month (against the last one) and last month. */
export function EarningsStatCards({ earnings }: { earnings: InstructorEarnings }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label="Tổng quan thu nhập">
      <StatCard
        testId="stat-total"
        label="Tổng thu nhập"
        value={formatVnd(earnings.totalEarnings)}
        icon="dollar"
        tone="bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300"
      />
      <StatCard
        testId="stat-this-month"
        label="Tháng này"
        value={formatVnd(earnings.thisMonth)}
        hint={monthOverMonth(earnings.thisMonth, earnings.lastMonth)}
        icon="chart"
        tone="bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300"
      />
      <StatCard
        testId="stat-last-month"
        label="Tháng trước"
        value={formatVnd(earnings.lastMonth)}
        icon="receipt"
        tone="bg-slate-200 text-slate-700 dark:bg-slate-500/20 dark:text-slate-300"
      />
    </ul>
  );
}
