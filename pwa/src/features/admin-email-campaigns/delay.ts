// A campaign waits `delayMinutes` after the scenario starts (the first) or after the previous mail (the others).

export const MINUTES_PER_HOUR = 60;
export const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;
/** The API's ceiling: one year. */
export const MAX_DELAY_MINUTES = 525_600;

export type DelayParts = { days: number; hours: number; minutes: number };

export function splitDelay(total: number): DelayParts {
  return { days: Math.floor(total / MINUTES_PER_DAY), hours: Math.floor((total % MINUTES_PER_DAY) / MINUTES_PER_HOUR), minutes: total % MINUTES_PER_HOUR };
}

/** The minutes of the three inputs (empty counts as 0), or null when one is not a whole number ≥ 0 or the sum passes a year. */
export function joinDelay(parts: { days: string; hours: string; minutes: string }): number | null {
  const values = [parts.days, parts.hours, parts.minutes].map((text) => (text.trim() === '' ? 0 : Number(text)));
  if (values.some((value) => !Number.isInteger(value) || value < 0)) return null;
  const total = values[0] * MINUTES_PER_DAY + values[1] * MINUTES_PER_HOUR + values[2];
  return total > MAX_DELAY_MINUTES ? null : total;
}

/** 'Sau 3 ngày 2 giờ', 'Sau 45 phút'; no wait reads 'Ngay khi bắt đầu' for the first mail, 'Ngay sau thư trước' for the others. */
export function delayText(total: number, first: boolean): string {
  if (total <= 0) return first ? 'Ngay khi bắt đầu' : 'Ngay sau thư trước';
  const { days, hours, minutes } = splitDelay(total);
  const parts = [days ? `${days} ngày` : '', hours ? `${hours} giờ` : '', minutes ? `${minutes} phút` : ''].filter(Boolean);
  return `Sau ${parts.join(' ')}`;
}

/** What the wait counts from, shown under a non-zero delay. */
export function delayAnchor(first: boolean): string {
  return first ? 'kể từ khi bắt đầu' : 'kể từ thư trước';
}
