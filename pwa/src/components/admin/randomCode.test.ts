import { describe, expect, it } from 'vitest';
import { randomCode } from './randomCode';

describe('randomCode', () => {
  it('makes 10 characters of A-Z and 0-9', () => {
    for (let i = 0; i < 200; i += 1) expect(randomCode()).toMatch(/^[A-Z0-9]{10}$/);
  });

  it('uses the whole alphabet and gives a new code each time', () => {
    const codes = Array.from({ length: 200 }, () => randomCode());
    expect(new Set(codes).size).toBe(codes.length);
    const seen = new Set(codes.join(''));
    expect(seen.size).toBe(36);
  });
});
