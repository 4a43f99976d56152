import type { RevenuePeriod } from '../api/adminReportsApi';

/** A chart label for a bucket key: '11/2026' for a month, 'Tuần 16/11' for a week, '22/11' for a day. */
export function bucketLabel(bucket: string, period: RevenuePeriod): string {
  const [year, month, day] = bucket.split('-');
  if (period === 'month') return `${month}/${year}`;
  return period === 'week' ? `Tuần ${day}/${month}` : `${day}/${month}`;
}
