import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartTooltipStyle } from '../../../components/ui/chartStyle';
import type { RegistrationsOverTime } from '../../../api/types';

type RegistrationsChartProps = { points: RegistrationsOverTime['points'] };

export function RegistrationsChart({ points }: RegistrationsChartProps) {
  if (points.length === 0) {
    return <p className="py-16 text-center text-sm text-slate-500 dark:text-slate-400">Chưa có lượt đăng ký nào trong khoảng thời gian này.</p>;
  }
  return (
    <div className="h-72 w-full" role="img" aria-label={`Biểu đồ đăng ký: ${points.map((p) => `${p.label}: ${p.count}`).join(', ')}`}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" className="text-slate-200 dark:text-slate-700" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: 'currentColor' }} className="text-slate-500" tickLine={false} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: 'currentColor' }} className="text-slate-500" tickLine={false} axisLine={false} />
          <Tooltip {...chartTooltipStyle} formatter={(value) => [value, 'Người đăng ký']} />
          <Bar dataKey="count" name="Người đăng ký" fill="#2548eb" radius={[6, 6, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
