import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime';

const now = Date.parse('2026-11-22T10:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('relativeTime', () => {
  it('says how long ago in Vietnamese, then gives the vi-VN date after a week', () => {
    expect(relativeTime(ago(20_000), now)).toBe('Vừa xong');
    expect(relativeTime(ago(5 * 60_000), now)).toBe('5 phút trước');
    expect(relativeTime(ago(3 * 3_600_000), now)).toBe('3 giờ trước');
    expect(relativeTime(ago(2 * 86_400_000), now)).toBe('2 ngày trước');
    expect(relativeTime(ago(10 * 86_400_000), now)).toBe('12/11/2026');
  });
});
