/**
 * Calendar arithmetic in Vietnam time (UTC+7, no daylight saving): days as 'YYYY-MM-DD', the instants
 * they begin and end, and the buckets of the reports and dashboards.
 */
export const VIETNAM_OFFSET_HOURS = 7;

export type ReportPeriod = 'day' | 'week' | 'month';

export const DEFAULT_RANGE: Record<ReportPeriod, number> = { day: 30, week: 12, month: 12 };
export const MAX_RANGE: Record<ReportPeriod, number> = { day: 366, week: 104, month: 60 };

const OFFSET_MS = VIETNAM_OFFSET_HOURS * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * A Vietnam calendar day is handled as 'YYYY-MM-DD', or as the UTC midnight of that date (a "local
 * date") so that the UTC getters read the Vietnamese calendar.
 */
const localDate = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (local: Date) => local.toISOString().slice(0, 10);

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(day: string): boolean {
  const date = localDate(day);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(date.getTime()) && dayOf(date) === day;
}

/** The Vietnam calendar day an instant falls on. */
export function vietnamDay(instant: Date): string {
  return dayOf(new Date(instant.getTime() + OFFSET_MS));
}

// Built once: vi-VN alone writes '6/12/2026'; the academy writes dd/mm/yyyy everywhere.
const DATE_FORMAT = new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', day: '2-digit', month: '2-digit', year: 'numeric' });
const TIME_FORMAT = new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** An instant's Vietnam date as a reader writes it: 06/12/2026. */
export function formatVietnamDate(instant: Date): string {
  return DATE_FORMAT.format(instant);
}

/** An instant's Vietnam time of day, 24-hour: 02:44. */
export function formatVietnamTime(instant: Date): string {
  return TIME_FORMAT.format(instant);
}

/** The first day of the Vietnam month an instant falls on. */
export function vietnamMonthStart(instant: Date): string {
  return `${vietnamDay(instant).slice(0, 7)}-01`;
}

/** The instant a Vietnam day begins. */
export function startOfDay(day: string): Date {
  return new Date(localDate(day).getTime() - OFFSET_MS);
}

/** The instant a Vietnam day ends (the next one begins): the exclusive upper bound of a window. */
export function endOfDay(day: string): Date {
  return new Date(startOfDay(day).getTime() + DAY_MS);
}

function bucketStart(local: Date, period: ReportPeriod): Date {
  if (period === 'month') return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1));
  if (period === 'week') return new Date(local.getTime() - ((local.getUTCDay() + 6) % 7) * DAY_MS); // back to Monday
  return local;
}

function addBuckets(start: Date, period: ReportPeriod, count: number): Date {
  if (period === 'month') return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + count, 1));
  return new Date(start.getTime() + count * (period === 'week' ? 7 : 1) * DAY_MS);
}

/** The label of a bucket: 'YYYY-MM' for a month, the first day (a Monday for a week) otherwise. */
function bucketKey(start: Date, period: ReportPeriod): string {
  return period === 'month' ? dayOf(start).slice(0, 7) : dayOf(start);
}

export interface BucketWindow {
  /** Every bucket of the window, oldest first. */
  keys: string[];
  /** First and last Vietnam day the buckets cover. */
  fromDate: string;
  toDate: string;
  /** The UTC instants bounding the window, `to` exclusive. */
  from: Date;
  to: Date;
}

/** `range` whole buckets ending with the one that holds `lastDay`. */
export function bucketWindow(period: ReportPeriod, range: number, lastDay: string): BucketWindow {
  const last = bucketStart(localDate(lastDay), period);
  const first = addBuckets(last, period, 1 - range);
  const keys = Array.from({ length: range }, (_, i) => bucketKey(addBuckets(first, period, i), period));
  const endLocal = addBuckets(last, period, 1);
  return {
    keys,
    fromDate: dayOf(first),
    toDate: dayOf(new Date(endLocal.getTime() - DAY_MS)),
    from: new Date(first.getTime() - OFFSET_MS),
    to: new Date(endLocal.getTime() - OFFSET_MS),
  };
}
