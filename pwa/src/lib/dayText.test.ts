import { describe, expect, it } from 'vitest';
import { addDays, formatDayText, isoDayInVietnam, maskDayText, parseDayText } from './dayText';

describe('dayText', () => {
  it('shows an ISO day as dd/mm/yyyy and nothing for anything else', () => {
    expect(formatDayText('2026-11-05')).toBe('05/11/2026');
    expect(formatDayText('')).toBe('');
    expect(formatDayText('05/11/2026')).toBe('');
  });

  it('reads dd/mm/yyyy (one-digit day and month too) as ISO, and refuses days that do not exist', () => {
    expect(parseDayText('05/11/2026')).toBe('2026-11-05');
    expect(parseDayText(' 5/1/2027 ')).toBe('2027-01-05');
    expect(parseDayText('29/02/2028')).toBe('2028-02-29');
    expect(parseDayText('')).toBe('');
    for (const bad of ['31/02/2026', '29/02/2027', '00/01/2026', '12/13/2026', '5/11/26', '2026-11-05', '05-11-2026', '01/01/1800', 'abc']) {
      expect(parseDayText(bad), bad).toBeNull();
    }
  });

  it('adds the slashes while typing forward, never while deleting, and groups pasted digits or an ISO day', () => {
    expect(maskDayText('05', '0')).toBe('05/');
    expect(maskDayText('05/11', '05/1')).toBe('05/11/');
    expect(maskDayText('05/11/2026', '05/11/202')).toBe('05/11/2026');
    expect(maskDayText('05', '05/')).toBe('05');
    expect(maskDayText('5/1', '5/')).toBe('5/1');
    expect(maskDayText('05112026', '')).toBe('05/11/2026');
    expect(maskDayText('2026-11-05', '')).toBe('05/11/2026');
    expect(maskDayText('0a5//11x', '')).toBe('05/11/');
    expect(maskDayText('05/11/20261', '05/11/2026')).toBe('05/11/2026');
  });

  it('counts days across months and years, and takes the day in Vietnam time', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    // 20:00 UTC on the 5th is already the 6th in Hồ Chí Minh City.
    expect(isoDayInVietnam(new Date('2026-11-05T20:00:00Z'))).toBe('2026-11-06');
  });
});
