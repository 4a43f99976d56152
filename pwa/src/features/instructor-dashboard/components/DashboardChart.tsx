import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartLegendStyle, chartTooltipStyle } from '../../../components/ui/chartStyle';
import { formatCompact, formatVnd } from '../../../lib/format';
import { bucketLabel } from '../../admin-dashboard';
import type { DashboardChartPoint } from '../api/instructorDashboardApi';

const axisTick = { fontSize: 12, fill: 'currentColor' };

/** My earnings (bars, VND on the left) and new enrollments (line, count on the right) per month. */
export function DashboardChart({ points }: { points: DashboardChartPoint[] }) {
  if (points.every((point) => point.revenue === 0 && point.enrollments === 0)) {
    return <p className="py-16 text-center text-sm text-slate-500 dark:text-slate-400">Chưa có thu nhập hay lượt ghi danh nào trong 6 tháng gần nhất.</p>;
  }
  const data = points.map((point) => ({ ...point, label: bucketLabel(point.month, 'month') }));
  const summary = data.map((point) => `${point.label}: ${formatVnd(point.revenue)}, ${point.enrollments} lượt ghi danh`).join('; ');
  return (
    <div className="h-72 w-full" role="img" aria-label={`Biểu đồ thu nhập và ghi danh: ${summary}`}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 0, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" className="text-slate-200 dark:text-slate-700" vertical={false} />
          <XAxis dataKey="label" tick={axisTick} className="text-slate-500" tickLine={false} />
          <YAxis yAxisId="revenue" tickFormatter={formatCompact} tick={axisTick} className="text-slate-500" tickLine={false} axisLine={false} />
          <YAxis yAxisId="enrollments" orientation="right" allowDecimals={false} tick={axisTick} className="text-slate-500" tickLine={false} axisLine={false} />
          <Tooltip {...chartTooltipStyle} formatter={(value, _name, item) => (item.dataKey === 'revenue' ? formatVnd(Number(value)) : value)} />
          <Legend {...chartLegendStyle} />
          <Bar yAxisId="revenue" dataKey="revenue" name="Thu nhập" fill="#2548eb" radius={[6, 6, 0, 0]} />
          <Line yAxisId="enrollments" dataKey="enrollments" name="Lượt ghi danh" stroke="#f97316" strokeWidth={2} dot={{ r: 3 }} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
