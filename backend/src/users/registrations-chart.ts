import { VIETNAM_OFFSET_HOURS } from '../common/time/vietnam-calendar';

/** Buckets of the admin "registrations over time" chart, in Vietnam time (UTC+7, no DST). */
export type ChartPeriod = 'daily' | 'weekly' | 'monthly';

export interface ChartPoint {
  label: string;
  count: number;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** The bucket key (YYYY-MM-DD of the bucket's first day) of a Vietnam-local calendar date. */
export function bucketStart(localDate: Date, period: ChartPeriod): Date {
  const d = new Date(Date.UTC(localDate.getUTCFullYear(), localDate.getUTCMonth(), localDate.getUTCDate()));
  if (period === 'monthly') d.setUTCDate(1);
  if (period === 'weekly') d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7)); // back to Monday
  return d;
}

export function bucketKey(d: Date): string {
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

function label(d: Date, period: ChartPeriod): string {
  if (period === 'monthly') return `${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
  if (period === 'weekly') return `Tuần ${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}`;
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}`;
}

/** Every bucket from `rangeMonths` ago to `now`, with zero where nobody registered. */
export function fillBuckets(counts: Map<string, number>, period: ChartPeriod, rangeMonths: number, now: Date): ChartPoint[] {
  const localNow = new Date(now.getTime() + VIETNAM_OFFSET_HOURS * 3_600_000);
  const end = bucketStart(localNow, period);
  const first = new Date(Date.UTC(localNow.getUTCFullYear(), localNow.getUTCMonth() - rangeMonths + 1, 1));
  const points: ChartPoint[] = [];
  for (let d = bucketStart(first, period); d <= end;) {
    points.push({ label: label(d, period), count: counts.get(bucketKey(d)) ?? 0 });
    if (period === 'monthly') d = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
    else d = new Date(d.getTime() + (period === 'weekly' ? 7 : 1) * 86_400_000);
  }
  return points;
}

/** Start (UTC instant) of the chart window, for the SQL filter. */
export function windowStart(rangeMonths: number, now: Date): Date {
  const localNow = new Date(now.getTime() + VIETNAM_OFFSET_HOURS * 3_600_000);
  const localFirst = bucketStart(new Date(Date.UTC(localNow.getUTCFullYear(), localNow.getUTCMonth() - rangeMonths + 1, 1)), 'weekly');
  return new Date(localFirst.getTime() - VIETNAM_OFFSET_HOURS * 3_600_000);
}
