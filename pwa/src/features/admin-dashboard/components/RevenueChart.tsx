import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartLegendStyle, chartTooltipStyle } from '../../../components/ui/chartStyle';
import { formatCompact, formatVnd } from '../../../lib/format';
import type { RevenueBucket, RevenuePeriod } from '../api/adminReportsApi';
import { bucketLabel } from './bucketLabel';

type Props = { buckets: RevenueBucket[]; period: RevenuePeriod };

/** Gross sales and the platform's part of them, one pair of bars per bucket. */
export function RevenueChart({ buckets, period }: Props) {
  if (buckets.every((bucket) => bucket.revenue === 0)) {
    return <p className="py-16 text-center text-sm text-slate-500 dark:text-slate-400">Chưa có doanh thu trong khoảng thời gian này.</p>;
  }
  const data = buckets.map((bucket) => ({ ...bucket, label: bucketLabel(bucket.bucket, period) }));
  return (
    <div className="h-72 w-full" role="img" aria-label={`Biểu đồ doanh thu: ${data.map((point) => `${point.label}: ${formatVnd(point.revenue)}`).join(', ')}`}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" className="text-slate-200 dark:text-slate-700" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: 'currentColor' }} className="text-slate-500" tickLine={false} />
          <YAxis tickFormatter={formatCompact} tick={{ fontSize: 12, fill: 'currentColor' }} className="text-slate-500" tickLine={false} axisLine={false} />
          <Tooltip {...chartTooltipStyle} formatter={(value) => formatVnd(Number(value))} />
          <Legend {...chartLegendStyle} />
          <Bar dataKey="revenue" name="Doanh thu" fill="#2548eb" radius={[6, 6, 0, 0]} />
          <Bar dataKey="platformRevenue" name="Nền tảng nhận" fill="#f97316" radius={[6, 6, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
