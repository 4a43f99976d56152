import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartLegendStyle, chartTooltipStyle } from '../../../components/ui/chartStyle';
import { LoadFailureCard } from '../../../components/ui/LoadFailureCard';
import { Spinner } from '../../../components/ui/Spinner';
import { StatCard } from '../../../components/ui/StatCard';
import { formatNumber, formatVnd } from '../../../lib/format';
import { type AffiliatePeriod, useAffiliateDashboard } from '../api/affiliateApi';

const TONE = 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300';

/** "2026-11-24" → "24/11", "2026-11" → "T11/2026". */
function periodLabel(period: string): string {
  const [year, month, day] = period.split('-');
  return day ? `${day}/${month}` : `T${Number(month)}/${year}`;
}

function ActivityChart({ periods }: { periods: AffiliatePeriod[] }) {
  if (!periods.length) return <p className="py-12 text-center text-sm text-slate-500 dark:text-slate-400">Chưa có lượt bấm hay chuyển đổi nào trong khoảng thời gian này.</p>;
  const data = periods.map((period) => ({ ...period, label: periodLabel(period.period) }));
  return (
    <div
      className="h-64 w-full"
      role="img"
      aria-label={`Biểu đồ: ${data.map((point) => `${point.label}: ${formatNumber(point.clicks)} lượt bấm, ${formatNumber(point.enrollments)} lượt mua`).join('; ')}`}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" className="text-slate-200 dark:text-slate-700" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: 'currentColor' }} className="text-slate-500" tickLine={false} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: 'currentColor' }} className="text-slate-500" tickLine={false} axisLine={false} />
          <Tooltip
            {...chartTooltipStyle}
            formatter={(value, name) => [formatNumber(Number(value)), name]}
            labelFormatter={(label, payload) => {
              const earnings = payload?.[0]?.payload?.earnings as number | undefined;
              return earnings ? `${label} · hoa hồng ${formatVnd(earnings)}` : String(label);
            }}
          />
          <Legend {...chartLegendStyle} />
          <Bar dataKey="clicks" name="Lượt bấm" fill="#94a3b8" radius={[4, 4, 0, 0]} />
          <Bar dataKey="signups" name="Đăng ký" fill="#f59e0b" radius={[4, 4, 0, 0]} />
          <Bar dataKey="enrollments" name="Lượt mua" fill="#2548eb" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** The stat cards (clicks, sign-ups, purchases, conversion rate, commission by status) and the chart by day or month. */
export function AffiliateStats() {
  const dashboard = useAffiliateDashboard();
  const [range, setRange] = useState<'daily' | 'monthly'>('daily');
  if (dashboard.isError) {
    return <LoadFailureCard error={dashboard.error} fallback="Không thể tải thống kê affiliate." onRetry={() => void dashboard.refetch()} />;
  }
  if (!dashboard.data) return <Spinner />;
  const { stats } = dashboard.data;
  return (
    <>
      <ul aria-label="Thống kê affiliate" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Lượt bấm" value={formatNumber(stats.clicks)} icon="link" tone={TONE} testId="stat-clicks" />
        <StatCard label="Đăng ký" value={formatNumber(stats.signups)} icon="users" tone={TONE} testId="stat-signups" />
        <StatCard label="Lượt mua" value={formatNumber(stats.enrollments)} icon="cart" tone={TONE} testId="stat-enrollments" />
        <StatCard label="Tỉ lệ chuyển đổi" value={`${stats.conversionRate.toLocaleString('vi-VN')}%`} icon="chart" tone={TONE} testId="stat-rate" />
        <StatCard label="Hoa hồng chờ duyệt" value={formatVnd(stats.earnings.pending)} icon="clipboard" tone={TONE} testId="earnings-pending" />
        <StatCard label="Hoa hồng đã duyệt" value={formatVnd(stats.earnings.approved)} icon="check" tone={TONE} testId="earnings-approved" />
        <StatCard label="Đã thanh toán" value={formatVnd(stats.earnings.paid)} icon="wallet" tone={TONE} testId="earnings-paid" />
      </ul>
      <section className="card" aria-labelledby="affiliate-chart-title">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="affiliate-chart-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            Hoạt động
          </h2>
          <div className="inline-flex rounded-lg bg-slate-100 p-1 text-sm dark:bg-slate-800" role="group" aria-label="Khoảng thời gian">
            {(
              [
                ['daily', '30 ngày'],
                ['monthly', '12 tháng'],
              ] as const
            ).map(([value, label]) => (
              <button
                key={value}
                type="button"
                aria-pressed={range === value}
                className={`rounded-md px-3 py-1 font-medium ${range === value ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-700 dark:text-white' : 'text-slate-600 dark:text-slate-400'}`}
                onClick={() => setRange(value)}
              >
                {label}
              </button>
            ))}
          </div>
        </div>
        <ActivityChart periods={dashboard.data[range]} />
      </section>
    </>
  );
}
