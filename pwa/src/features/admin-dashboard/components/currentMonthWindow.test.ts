import { describe, expect, it } from 'vitest';
import { currentMonthWindow } from './currentMonthWindow';

describe('currentMonthWindow', () => {
  it('runs from the 1st of the month to today, in Vietnam time', () => {
    expect(currentMonthWindow(new Date('2026-11-22T03:00:00Z'))).toEqual({ fromDate: '2026-11-01', toDate: '2026-11-22' });
    // 30 Nov 18:00 UTC is already 1 December in Vietnam.
    expect(currentMonthWindow(new Date('2026-11-30T18:00:00Z'))).toEqual({ fromDate: '2026-12-01', toDate: '2026-12-01' });
  });
});
