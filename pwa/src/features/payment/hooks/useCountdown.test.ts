import { describe, expect, it } from 'vitest';
import { formatCountdown } from './useCountdown';

describe('formatCountdown', () => {
  it('shows minutes and seconds with two digits each', () => {
    expect(formatCountdown(1805)).toBe('30:05');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(0)).toBe('00:00');
  });
});
