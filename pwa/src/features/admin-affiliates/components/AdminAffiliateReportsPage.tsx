import { useState } from 'react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartLegendStyle, chartTooltipStyle } from '../../../components/ui/chartStyle';
import { AsyncContent } from '../../../components/ui/AsyncContent';
import { Icon } from '../../../components/ui/Icon';
import { MonthRangeSelect } from '../../../components/ui/MonthRangeSelect';
import { StatCard } from '../../../components/ui/StatCard';
import { formatCompact, formatNumber, formatVnd } from '../../../lib/format';
import { saveBlob } from '../../../lib/saveBlob';
import { type AffiliateOverview, type AffiliateReport, useAffiliateOverview, useAffiliateReport } from '../api/adminAffiliatesApi';
import { affiliateReportCsv } from '../reportCsv';

const RANGES = [6, 12, 24];
const monthLabel = (month: string) => `T${Number(month.slice(5))}/${month.slice(0, 4)}`;

function OverviewCards({ overview }: { overview: AffiliateOverview }) {
  const cards = [
    ['Affiliate', formatNumber(overview.totalAffiliates)],
    ['Lượt bấm', formatNumber(overview.clicks)],
    ['Đăng ký', formatNumber(overview.signups)],
    ['Lượt mua', formatNumber(overview.enrollments)],
    ['Tỉ lệ chuyển đổi', `${overview.conversionRate.toLocaleString('vi-VN')}%`],
    ['Hoa hồng chờ duyệt', formatVnd(overview.commissions.pending)],
    ['Hoa hồng đã duyệt', formatVnd(overview.commissions.approved)],
    ['Đã chi trả', formatVnd(overview.commissions.paid)],
    ['Thuế TNCN đã khấu trừ', formatVnd(overview.taxWithheld)],
    ['Chờ xem xét (nghi vấn)', formatNumber(overview.flaggedPending)],
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5" aria-label="Tổng quan affiliate">
      {cards.map(([label, value]) => (
        <StatCard key={label} label={label} value={value} />
      ))}
    </ul>
  );
}

function MonthlyChart({ months }: { months: AffiliateReport['months'] }) {
  const data = months.map((row) => ({ ...row, label: monthLabel(row.month) }));
  return (
    <div
      className="h-72 w-full"
      role="img"
      aria-label={`Biểu đồ affiliate theo tháng: ${data.map((row) => `${row.label}: ${row.clicks} lượt bấm, ${row.enrollments} lượt mua, ${formatVnd(row.commission)}`).join('; ')}`}
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" className="text-slate-200 dark:text-slate-700" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: 'currentColor' }} className="text-slate-500" tickLine={false} />
          <YAxis yAxisId="count" allowDecimals={false} tick={{ fontSize: 12, fill: 'currentColor' }} className="text-slate-500" tickLine={false} axisLine={false} />
          <YAxis
            yAxisId="money"
            orientation="right"
            tickFormatter={formatCompact}
            tick={{ fontSize: 12, fill: 'currentColor' }}
            className="text-slate-500"
            tickLine={false}
            axisLine={false}
          />
          <Tooltip {...chartTooltipStyle} formatter={(value, name) => [name === 'Hoa hồng' ? formatVnd(Number(value)) : formatNumber(Number(value)), name]} />
          <Legend {...chartLegendStyle} />
          <Bar yAxisId="count" dataKey="clicks" name="Lượt bấm" fill="#cbd5e1" radius={[4, 4, 0, 0]} />
          <Bar yAxisId="count" dataKey="enrollments" name="Lượt mua" fill="#2548eb" radius={[4, 4, 0, 0]} />
          <Line yAxisId="money" type="monotone" dataKey="commission" name="Hoa hồng" stroke="#f59e0b" strokeWidth={2} dot={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

/** /admin/affiliate-reports: the programme in figures, month by month, the top affiliates, and a CSV export. */
export default function AdminAffiliateReportsPage() {
  const [months, setMonths] = useState(12);
  const overview = useAffiliateOverview();
  const report = useAffiliateReport(months);
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Báo cáo affiliate</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Lượt bấm, chuyển đổi và hoa hồng của toàn chương trình.</p>
      </header>
      <AsyncContent result={overview} errorText="Không thể tải thống kê affiliate." errorTestId="affiliate-overview-error" loadingLabel="Đang tải thống kê..." retry>
        {(data) => <OverviewCards overview={data} />}
      </AsyncContent>
      <AsyncContent result={report} errorText="Không thể tải báo cáo affiliate." errorTestId="affiliate-report-error" loadingLabel="Đang tải báo cáo..." retry>
        {(data) => (
          <>
            <section className="card" aria-labelledby="affiliate-months-title">
              <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
                <h2 id="affiliate-months-title" className="text-lg font-semibold text-slate-900 dark:text-white">
                  Theo tháng
                </h2>
                <div className="flex items-center gap-2">
                  <MonthRangeSelect value={months} options={RANGES} onChange={setMonths} />
                  <button
                    type="button"
                    className="btn btn-secondary btn-sm"
                    onClick={() => saveBlob(affiliateReportCsv(data.months), `bao-cao-affiliate-${months}-thang.csv`)}
                    data-testid="export-affiliate-csv"
                  >
                    <Icon name="document" className="h-4 w-4" /> Xuất CSV
                  </button>
                </div>
              </div>
              <MonthlyChart months={data.months} />
            </section>
            <section className="card" aria-labelledby="top-affiliates-title">
              <h2 id="top-affiliates-title" className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
                Affiliate nổi bật
              </h2>
              {data.topAffiliates.length === 0 ? (
                <p className="text-sm text-slate-500 dark:text-slate-400">Chưa có hoa hồng nào trong khoảng thời gian này.</p>
              ) : (
                <ol className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="top-affiliates">
                  {data.topAffiliates.map((affiliate, index) => (
                    <li key={affiliate._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                      <span className="min-w-0">
                        <span className="mr-2 font-semibold text-slate-500 dark:text-slate-400">{index + 1}.</span>
                        <span className="font-medium text-slate-900 dark:text-white">{affiliate.name}</span>
                        <span className="block text-xs text-slate-600 dark:text-slate-400">{affiliate.email}</span>
                      </span>
                      <span className="text-sm text-slate-700 dark:text-slate-300">
                        {formatNumber(affiliate.enrollments)} lượt mua · <strong>{formatVnd(affiliate.commission)}</strong>
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          </>
        )}
      </AsyncContent>
    </div>
  );
}
