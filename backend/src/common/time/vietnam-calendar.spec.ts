import { describe, expect, it } from 'vitest';
import { bucketWindow, endOfDay, formatVietnamDate, formatVietnamTime, isCalendarDay, startOfDay, vietnamDay, vietnamMonthStart } from './vietnam-calendar';

describe('report calendar (Vietnam time)', () => {
  it('accepts only real YYYY-MM-DD days', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '22-11-2026', '2026-1-05', 'hôm nay', '']) expect(isCalendarDay(bad), bad).toBe(false);
  });

  it('reads the day and month of an instant in UTC+7', () => {
    const instant = new Date('2026-10-31T17:30:00Z'); // 01-11-2026 00:30 in Vietnam
    expect(vietnamDay(instant)).toBe('2026-11-01');
    expect(vietnamMonthStart(instant)).toBe('2026-11-01');
    expect(startOfDay('2026-11-01').toISOString()).toBe('2026-10-31T17:00:00.000Z');
    expect(endOfDay('2026-11-01').toISOString()).toBe('2026-11-01T17:00:00.000Z');
  });

  it('writes dates as dd/mm/yyyy and times as HH:MM, zero-padded, in Vietnam time', () => {
    // 6 December in Vietnam, 02:44: a single-digit day and hour (once written '6/12/2026', which broke a
    // message's format on the first nine days of every month).
    const instant = new Date('2026-12-05T19:44:00Z');
    expect(formatVietnamDate(instant)).toBe('06/12/2026');
    expect(formatVietnamTime(instant)).toBe('02:44');
    expect(formatVietnamDate(new Date('2026-01-09T03:00:00Z'))).toBe('09/01/2026');
    expect(formatVietnamDate(new Date('2026-11-04T18:30:00Z'))).toBe('05/11/2026');
    expect(formatVietnamTime(new Date('2026-11-04T10:05:00Z'))).toBe('17:05');
  });

  it('ends a month window with the month of the last day, across a year', () => {
    const window = bucketWindow('month', 3, '2026-01-15');
    expect(window.keys).toEqual(['2025-11', '2025-12', '2026-01']);
    expect([window.fromDate, window.toDate]).toEqual(['2025-11-01', '2026-01-31']);
    expect([window.from.toISOString(), window.to.toISOString()]).toEqual(['2025-10-31T17:00:00.000Z', '2026-01-31T17:00:00.000Z']);
  });

  it('starts weeks on Monday and counts days one by one', () => {
    const weeks = bucketWindow('week', 2, '2026-11-22'); // a Sunday
    expect(weeks.keys).toEqual(['2026-11-09', '2026-11-16']);
    expect([weeks.fromDate, weeks.toDate]).toEqual(['2026-11-09', '2026-11-22']);
    const days = bucketWindow('day', 3, '2024-03-01');
    expect(days.keys).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(days.to.toISOString()).toBe('2024-03-01T17:00:00.000Z');
  });
});
