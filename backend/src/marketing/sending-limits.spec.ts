import { describe, expect, it } from 'vitest';
import { inQuietHours, quietHoursEnd } from './sending-limits';

const QUIET = { quietStartHour: 21, quietEndHour: 8 };
// Vietnam is UTC+7: 21:00 in Hà Nội is 14:00 UTC.
const vn = (iso: string) => new Date(`${iso}+07:00`);

describe('quiet hours (Vietnam time)', () => {
  it('holds marketing mail from 21:00 to 08:00 and lets it go outside', () => {
    expect(inQuietHours(QUIET, vn('2026-11-25T20:59:59'))).toBe(false);
    expect(inQuietHours(QUIET, vn('2026-11-25T21:00:00'))).toBe(true);
    expect(inQuietHours(QUIET, vn('2026-11-26T03:00:00'))).toBe(true);
    expect(inQuietHours(QUIET, vn('2026-11-26T07:59:59'))).toBe(true);
    expect(inQuietHours(QUIET, vn('2026-11-26T08:00:00'))).toBe(false);
    expect(inQuietHours({ quietStartHour: 12, quietEndHour: 13 }, vn('2026-11-26T12:30:00'))).toBe(true);
    expect(inQuietHours({ quietStartHour: 0, quietEndHour: 0 }, vn('2026-11-26T03:00:00'))).toBe(false);
  });

  it('ends at the next 08:00 in Vietnam, before or after midnight', () => {
    expect(quietHoursEnd(QUIET, vn('2026-11-25T22:15:00'))).toEqual(vn('2026-11-26T08:00:00'));
    expect(quietHoursEnd(QUIET, vn('2026-11-26T06:00:00'))).toEqual(vn('2026-11-26T08:00:00'));
  });
});
