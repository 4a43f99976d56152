// A day typed or shown as dd/mm/yyyy (how Vietnamese users write dates), kept by forms and API
// calls as ISO yyyy-mm-dd.

const DAY_TEXT = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export const INVALID_DAY_MESSAGE = 'Ngày không hợp lệ (dd/mm/yyyy)';

/** '2026-11-05' → '05/11/2026'; anything else → ''. */
export function formatDayText(iso: string): string {
  const match = ISO_DAY.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** A real calendar day between the years 1900 and 2100, as ISO. */
function isoOf(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2100) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** '5/11/2026' → '2026-11-05'; '' → ''; not a real day (31/02/2026, 5/11/26) → null. */
export function parseDayText(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return '';
  const match = DAY_TEXT.exec(trimmed);
  return match ? isoOf(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

/**
 * What the day box shows after an edit: digits and slashes only, slashes added after the day and
 * the month while typing forward, eight pasted digits grouped, a pasted ISO day turned round.
 */
export function maskDayText(raw: string, previous: string): string {
  const iso = ISO_DAY.exec(raw.trim());
  if (iso) return `${iso[3]}/${iso[2]}/${iso[1]}`;
  let text = raw.replace(/[^\d/]/g, '').replace(/\/{2,}/g, '/');
  if (!text.includes('/') && text.length > 2) text = [text.slice(0, 2), text.slice(2, 4), text.slice(4, 8)].filter(Boolean).join('/');
  const typingForward = text.length > previous.length;
  if (typingForward && /^(\d{2}|\d{1,2}\/\d{2})$/.test(text)) text += '/';
  return text.slice(0, 10);
}

/** The ISO day of a date in Vietnam time (the academy's days). */
export function isoDayInVietnam(date: Date): string {
  return date.toLocaleDateString('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' });
}

/** The ISO day `days` after (or before) `iso`. */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
