import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartTooltipStyle } from '../../../components/ui/chartStyle';
import { formatCompact, formatVnd } from '../../../lib/format';
import { bucketLabel } from '../../admin-dashboard';
import type { MonthEarnings } from '../api/instructorEarningsApi';

/** My earnings per month, one bar each, empty months included. */
export function EarningsChart({ months }: { months: MonthEarnings[] }) {
  if (months.every((month) => month.earnings === 0)) {
    return <p className="py-16 text-center text-sm text-slate-500 dark:text-slate-400">Chưa có thu nhập trong khoảng thời gian này.</p>;
  }
  const data = months.map((month) => ({ ...month, label: bucketLabel(month.month, 'month') }));
  return (
    <div className="h-72 w-full" role="img" aria-label={`Biểu đồ thu nhập: ${data.map((point) => `${point.label}: ${formatVnd(point.earnings)}`).join(', ')}`}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" className="text-slate-200 dark:text-slate-700" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: 'currentColor' }} className="text-slate-500" tickLine={false} />
          <YAxis tickFormatter={formatCompact} tick={{ fontSize: 12, fill: 'currentColor' }} className="text-slate-500" tickLine={false} axisLine={false} />
          <Tooltip {...chartTooltipStyle} formatter={(value) => [formatVnd(Number(value)), 'Thu nhập']} />
          <Bar dataKey="earnings" name="Thu nhập" fill="#2548eb" radius={[6, 6, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
