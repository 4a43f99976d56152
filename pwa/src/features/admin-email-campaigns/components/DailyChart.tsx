import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartLegendStyle, chartTooltipStyle } from '../../../components/ui/chartStyle';
import { formatNumber } from '../../../lib/format';
import type { CampaignResults } from '../api/emailCampaignsApi';

/** '2026-11-24' → '24/11'. */
const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** Sent, opened and clicked mail per day, one group of bars per day. */
export function DailyChart({ daily }: { daily: CampaignResults['daily'] }) {
  if (daily.length === 0) return <p className="py-12 text-center text-sm text-slate-500 dark:text-slate-400">Chưa có thư nào được gửi.</p>;
  const data = daily.map((point) => ({ ...point, label: dayLabel(point.day) }));
  return (
    <div
      className="h-72 w-full"
      role="img"
      aria-label={`Biểu đồ theo ngày: ${data.map((point) => `${point.label}: ${point.sent} đã gửi, ${point.opened} mở, ${point.clicked} bấm`).join('; ')}`}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" className="text-slate-200 dark:text-slate-700" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: 'currentColor' }} className="text-slate-500" tickLine={false} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: 'currentColor' }} className="text-slate-500" tickLine={false} axisLine={false} />
          <Tooltip {...chartTooltipStyle} formatter={(value, name) => [formatNumber(Number(value)), name]} />
          <Legend {...chartLegendStyle} />
          <Bar dataKey="sent" name="Đã gửi" fill="#94a3b8" radius={[4, 4, 0, 0]} />
          <Bar dataKey="opened" name="Mở" fill="#2548eb" radius={[4, 4, 0, 0]} />
          <Bar dataKey="clicked" name="Bấm" fill="#f59e0b" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
