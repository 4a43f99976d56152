import { describe, expect, it } from 'vitest';
import { bucketLabel } from './bucketLabel';

describe('bucketLabel', () => {
  it('labels months, weeks and days the Vietnamese way', () => {
    expect(bucketLabel('2026-11', 'month')).toBe('11/2026');
    expect(bucketLabel('2026-11-16', 'week')).toBe('Tuần 16/11');
    expect(bucketLabel('2026-11-22', 'day')).toBe('22/11');
  });
});
