import { describe, expect, it } from 'vitest';
import { isoToVietnam, vietnamToIso } from './vietnamTime';

describe('Vietnam time of the send inputs', () => {
  it('turns a Vietnam date and time into ISO 8601 with the +07:00 offset', () => {
    const iso = vietnamToIso('2026-11-25', '20:00');
    expect(iso).toBe('2026-11-25T20:00:00+07:00');
    expect(new Date(iso!).toISOString()).toBe('2026-11-25T13:00:00.000Z');
    // Early morning in Vietnam is the previous day in UTC.
    expect(new Date(vietnamToIso('2026-12-01', '06:30')!).toISOString()).toBe('2026-11-30T23:30:00.000Z');
  });

  it('refuses a missing or malformed part', () => {
    expect(vietnamToIso('', '20:00')).toBeNull();
    expect(vietnamToIso('2026-11-25', '')).toBeNull();
    expect(vietnamToIso('25/11/2026', '20:00')).toBeNull();
    expect(vietnamToIso('2026-13-45', '20:00')).toBeNull();
  });

  it('shows an instant in Vietnam time whatever the offset it was written with', () => {
    expect(isoToVietnam('2026-11-25T13:00:00.000Z')).toEqual({ date: '2026-11-25', time: '20:00' });
    expect(isoToVietnam('2026-11-30T23:30:00Z')).toEqual({ date: '2026-12-01', time: '06:30' });
    expect(isoToVietnam(null)).toEqual({ date: '', time: '' });
  });
});
