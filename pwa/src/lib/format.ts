// Dates are shown in Vietnam time whatever the device zone: the academy, its orders and its
// deadlines all live in Asia/Ho_Chi_Minh.
const TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** An Intl formatter made on first use: each costs milliseconds to build on a phone, so none is built at start-up. */
function lazyFormatter<T>(create: () => T): () => T {
  let formatter: T | undefined;
  return () => (formatter ??= create());
}

const dateFormatter = lazyFormatter(
  () =>
    new Intl.DateTimeFormat('vi-VN', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: TIME_ZONE,
    }),
);
const dateTimeFormatter = lazyFormatter(
  () =>
    new Intl.DateTimeFormat('vi-VN', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: TIME_ZONE,
    }),
);
const vndFormatter = lazyFormatter(() => new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' }));
const numberFormatter = lazyFormatter(() => new Intl.NumberFormat('vi-VN'));
const compactFormatter = lazyFormatter(() => new Intl.NumberFormat('vi-VN', { notation: 'compact', maximumFractionDigits: 1 }));

/**
 * A whole number grouped by threes with vi-VN's dot, e.g. -1250000 → '-1.250.000', exactly as
 * Intl.NumberFormat('vi-VN') writes it. Prices and counts on the first screen use this: the first
 * Intl formatter of a page loads ICU's locale data, which held the main thread 30-110 ms here.
 */
function groupThousands(integer: number): string {
  const digits = String(Math.abs(integer)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return integer < 0 ? `-${digits}` : digits;
}

/** Integers JavaScript writes digit by digit (no exponent): the ones groupThousands formats exactly. */
const isPlainInteger = (value: number) => Number.isSafeInteger(value);

const EMPTY = '—';

/** Counts with vi-VN grouping, e.g. 12500 → '12.500'. */
export function formatNumber(value: number): string {
  return isPlainInteger(value) ? groupThousands(value) : numberFormatter().format(value);
}

/** Short amounts for chart axes, e.g. 2500000 → '2,5 Tr'. */
export function formatCompact(value: number): string {
  return compactFormatter().format(value);
}

/** Whole VND amounts, e.g. 1250000 → '1.250.000 ₫'. */
export function formatVnd(amount: number): string {
  // Intl puts a no-break space before the sign.
  return isPlainInteger(amount) ? `${groupThousands(amount)}\u00a0₫` : vndFormatter().format(amount);
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** e.g. '15/03/2024'; a dash for missing or invalid input. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateFormatter().format(date) : EMPTY;
}

/** e.g. '14:30 15/03/2024'; a dash for missing or invalid input. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateTimeFormatter().format(date) : EMPTY;
}

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** Base-1024 sizes with up to two decimals, e.g. 1536 → '1.5 KB'. */
export function formatFileSize(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${parseFloat(value.toFixed(decimals))} ${SIZE_UNITS[exponent]}`;
}

/**
 * An account holder's name as Vietnamese banks print it: upper case, no diacritics (Đ → D), single spaces.
 * "Trần Thị Mai" → "TRAN THI MAI" (the server stores the same form).
 */
export function formatBankHolderName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase()
    .trim()
    .replace(/\s+/g, ' ');
}
