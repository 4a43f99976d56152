import { describe, expect, it } from 'vitest';
import { daysLeftLabel } from './myToolsFormat';

// 10:00 on 15/07/2026 in Vietnam (UTC+7).
const now = new Date('2026-07-15T03:00:00Z');

describe('daysLeftLabel', () => {
  it('counts calendar days in Vietnam time up to the expiry date', () => {
    expect(daysLeftLabel({ status: 'active', expiresAt: '2026-07-27T03:00:00Z' }, now)).toBe('Còn 12 ngày');
    // 01:00 tomorrow in Vietnam, 15 hours away: tomorrow is one day.
    expect(daysLeftLabel({ status: 'active', expiresAt: '2026-07-15T18:00:00Z' }, now)).toBe('Còn 1 ngày');
  });

  it('says the access ends today when the expiry is later today in Vietnam', () => {
    // 23:30 in Vietnam on the same day.
    expect(daysLeftLabel({ status: 'active', expiresAt: '2026-07-15T16:30:00Z' }, now)).toBe('Hết hạn hôm nay');
  });

  it('says it has ended once expired, even before the list is reloaded, and names a revocation', () => {
    expect(daysLeftLabel({ status: 'expired', expiresAt: '2026-07-01T03:00:00Z' }, now)).toBe('Đã hết hạn');
    expect(daysLeftLabel({ status: 'active', expiresAt: '2026-07-15T02:59:00Z' }, now)).toBe('Đã hết hạn');
    expect(daysLeftLabel({ status: 'revoked', expiresAt: '2026-08-01T03:00:00Z' }, now)).toBe('Đã bị thu hồi');
  });
});
