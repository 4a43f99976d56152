import { describe, expect, it } from 'vitest';
import { averageRating } from './average-rating';

describe('averageRating', () => {
  it('is null without reviews', () => {
    expect(averageRating(0, 0)).toBeNull();
  });

  it('rounds to one decimal', () => {
    expect(averageRating(19, 4)).toBe(4.8);
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(5, 1)).toBe(5);
    expect(averageRating(7, 5)).toBe(1.4);
  });
});
