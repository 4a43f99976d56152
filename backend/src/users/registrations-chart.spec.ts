import { describe, expect, it } from 'vitest';
import { bucketKey, bucketStart, fillBuckets, windowStart } from './registrations-chart';

const now = new Date('2026-11-22T20:00:00Z'); // 23-11-2026 03:00 in Vietnam

describe('registrations chart buckets', () => {
  it('starts weeks on Monday and months on the 1st', () => {
    expect(bucketKey(bucketStart(new Date('2026-11-22T00:00:00Z'), 'weekly'))).toBe('2026-11-16');
    expect(bucketKey(bucketStart(new Date('2026-11-23T00:00:00Z'), 'weekly'))).toBe('2026-11-23');
    expect(bucketKey(bucketStart(new Date('2026-11-22T00:00:00Z'), 'monthly'))).toBe('2026-11-01');
  });

  it('fills six monthly buckets ending with the current Vietnam month, zeros included', () => {
    const points = fillBuckets(
      new Map([
        ['2026-09-01', 4],
        ['2026-11-01', 2],
      ]),
      'monthly',
      6,
      now,
    );
    expect(points.map((p) => p.label)).toEqual(['06/2026', '07/2026', '08/2026', '09/2026', '10/2026', '11/2026']);
    expect(points.map((p) => p.count)).toEqual([0, 0, 0, 4, 0, 2]);
  });

  it('uses Vietnam time for the current day', () => {
    const points = fillBuckets(new Map([['2026-11-23', 3]]), 'daily', 1, now);
    expect(points.at(-1)).toEqual({ label: '23/11', count: 3 });
    expect(points[0].label).toBe('01/11');
  });

  it('opens the SQL window no later than the first bucket', () => {
    expect(windowStart(6, now).getTime()).toBeLessThanOrEqual(new Date('2026-05-31T17:00:00Z').getTime());
  });
});
