import { useId, useState } from 'react';
import { FormError } from '../../../components/ui/FormError';
import { Spinner } from '../../../components/ui/Spinner';
import { formatVnd } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useRevenueOverTime, type RevenueBucket, type RevenuePeriod } from '../api/adminReportsApi';
import { RevenueChart } from './RevenueChart';

const PERIODS: { value: RevenuePeriod; label: string }[] = [
  { value: 'day', label: 'Theo ngày' },
  { value: 'week', label: 'Theo tuần' },
  { value: 'month', label: 'Theo tháng' },
];

const sum = (buckets: RevenueBucket[], key: 'revenue' | 'platformRevenue' | 'orders') => buckets.reduce((total, bucket) => total + bucket[key], 0);

/** Revenue per day (30 days), week (12 weeks) or month (12 months), from the ledger. */
export function RevenueOverTimeCard() {
  const [period, setPeriod] = useState<RevenuePeriod>('month');
  const periodId = useId();
  const revenue = useRevenueOverTime(period);
  const buckets = revenue.data?.buckets ?? [];

  return (
    <section className="card" aria-labelledby="revenue-chart-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h3 id="revenue-chart-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            Doanh thu theo thời gian
          </h3>
          {revenue.data ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="revenue-summary">
              Tổng doanh thu {formatVnd(sum(buckets, 'revenue'))} · Nền tảng nhận {formatVnd(sum(buckets, 'platformRevenue'))} · {sum(buckets, 'orders')} đơn hàng
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={periodId} className="sr-only">
            Chu kỳ doanh thu
          </label>
          <select id={periodId} className="field-input w-auto py-1.5" value={period} onChange={(event) => setPeriod(event.target.value as RevenuePeriod)}>
            {PERIODS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {revenue.status === 'error' ? (
        <FormError message={errorMessage(revenue.error, 'Không thể tải biểu đồ doanh thu.')} />
      ) : revenue.data ? (
        <RevenueChart buckets={buckets} period={revenue.data.period} />
      ) : (
        <Spinner label="Đang tải biểu đồ..." />
      )}
    </section>
  );
}
