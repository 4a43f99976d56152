import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatFileSize, formatNumber, formatVnd } from './format';

// Intl puts a no-break space between the amount and the currency sign.
const normalise = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatVnd', () => {
  it('groups thousands with dots and appends the đồng sign', () => {
    expect(normalise(formatVnd(1250000))).toBe('1.250.000 ₫');
  });

  it('formats zero and negative amounts', () => {
    expect(normalise(formatVnd(0))).toBe('0 ₫');
    expect(normalise(formatVnd(-50000))).toBe('-50.000 ₫');
  });

  it('writes exactly what Intl.NumberFormat vi-VN writes, for every size of amount', () => {
    const intl = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' });
    for (const amount of sampleAmounts()) expect(formatVnd(amount)).toBe(intl.format(amount));
  });
});

describe('formatNumber', () => {
  it('groups whole counts as Intl.NumberFormat vi-VN does', () => {
    const intl = new Intl.NumberFormat('vi-VN');
    expect(formatNumber(1850)).toBe('1.850');
    for (const value of sampleAmounts()) expect(formatNumber(value)).toBe(intl.format(value));
  });

  it('leaves fractions to Intl: a decimal comma', () => {
    expect(formatNumber(1850.25)).toBe('1.850,25');
  });
});

/** Whole amounts of every length from 1 to 16 digits, positive and negative, including the edges of each group. */
function sampleAmounts(): number[] {
  const amounts = [0, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
  for (let digits = 1; digits <= 15; digits += 1) {
    const smallest = 10 ** (digits - 1);
    for (const amount of [smallest, smallest * 10 - 1, Math.floor(smallest * 1.2345678901234)]) amounts.push(amount, -amount);
  }
  return amounts;
}

describe('formatDate / formatDateTime', () => {
  it('shows day/month/year in Vietnam time', () => {
    // 17:30 UTC is already the next day in Asia/Ho_Chi_Minh (UTC+7).
    expect(formatDate('2024-03-14T17:30:00Z')).toBe('15/03/2024');
  });

  it('includes hours and minutes', () => {
    expect(formatDateTime('2024-03-15T07:05:00Z')).toMatch(/^14:05,? 15\/03\/2024$/);
  });

  it('returns a dash for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
    expect(formatDateTime(undefined)).toBe('—');
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [500, '500 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1048576, '1 MB'],
    [1234567, '1.18 MB'],
    [5 * 1024 ** 3, '5 GB'],
    [2.5 * 1024 ** 4, '2.5 TB'],
  ])('%d bytes → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it('caps the unit at TB', () => {
    expect(formatFileSize(2048 * 1024 ** 4)).toBe('2048 TB');
  });
});
