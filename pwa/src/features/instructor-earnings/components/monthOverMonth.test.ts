import { describe, expect, it } from 'vitest';
import { monthOverMonth } from './monthOverMonth';

describe('monthOverMonth', () => {
  it('gives the signed change in percent against last month', () => {
    expect(monthOverMonth(700_000, 560_000)).toBe('+25% so với tháng trước');
    expect(monthOverMonth(210_000, 560_000)).toBe('-62,5% so với tháng trước');
    expect(monthOverMonth(560_000, 560_000)).toBe('0% so với tháng trước');
  });

  it('does not divide by an empty last month', () => {
    expect(monthOverMonth(210_000, 0)).toBe('Tháng trước chưa có thu nhập');
    expect(monthOverMonth(0, 0)).toBe('Tháng trước cũng chưa có thu nhập');
  });
});
