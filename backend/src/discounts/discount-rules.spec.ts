import { describe, expect, it } from 'vitest';
import { discountProblem, discountStatus, lineDiscounts, type DiscountRule, type PricedLine } from './discount-rules';

const rule = (overrides: Partial<DiscountRule> = {}): DiscountRule => ({
  code: 'GIAM10',
  type: 'percentage',
  value: 10,
  expiresAt: null,
  usageLimit: null,
  timesUsed: 0,
  timesReserved: 0,
  isActive: true,
  appliesTo: 'all',
  applicableCourseIds: [],
  applicableToolPlanIds: [],
  ...overrides,
});
const course = (id: string, unitPrice: number): PricedLine => ({ kind: 'course', id, unitPrice });
const plan = (id: string, unitPrice: number): PricedLine => ({ kind: 'tool_plan', id, unitPrice });
const now = new Date('2026-11-22T10:00:00Z');

describe('discount problems', () => {
  it('accepts a live code', () => {
    expect(discountProblem(rule(), [course('c1', 100_000)], now)).toBeNull();
  });

  it('refuses inactive, expired, exhausted (counting pending holds) and not applicable codes', () => {
    expect(discountProblem(rule({ isActive: false }), [course('c1', 1)], now)).toBe('inactive');
    expect(discountProblem(rule({ expiresAt: new Date('2026-11-22T10:00:00Z') }), [course('c1', 1)], now)).toBe('expired');
    expect(discountProblem(rule({ expiresAt: new Date('2026-11-22T10:00:01Z') }), [course('c1', 1)], now)).toBeNull();
    expect(discountProblem(rule({ usageLimit: 5, timesUsed: 3, timesReserved: 2 }), [course('c1', 1)], now)).toBe('used_up');
    expect(discountProblem(rule({ usageLimit: 5, timesUsed: 3, timesReserved: 1 }), [course('c1', 1)], now)).toBeNull();
    expect(discountProblem(rule({ appliesTo: 'specific_courses', applicableCourseIds: ['c2'] }), [course('c1', 1), plan('c2', 1)], now)).toBe('not_applicable');
    expect(discountProblem(rule({ appliesTo: 'specific_tools', applicableToolPlanIds: ['p1'] }), [course('c1', 1), plan('p1', 1)], now)).toBeNull();
  });
});

describe('discount status', () => {
  it('is worked out from the switch, the expiry and the uses at the moment it is read', () => {
    expect(discountStatus(rule({ expiresAt: new Date('2026-11-22T10:00:01Z'), usageLimit: 5, timesUsed: 4 }), now)).toBe('active');
    expect(discountStatus(rule({ isActive: false, expiresAt: new Date('2026-01-01T00:00:00Z') }), now)).toBe('inactive');
    expect(discountStatus(rule({ expiresAt: new Date('2026-11-22T10:00:00Z') }), now)).toBe('expired');
    expect(discountStatus(rule({ usageLimit: 5, timesUsed: 5 }), now)).toBe('used_up');
    expect(discountStatus(rule({ usageLimit: 5, timesUsed: 4, timesReserved: 1 }), now)).toBe('used_up');
    // The same code, read a second later, has expired.
    const lastSecond = rule({ expiresAt: new Date('2026-11-22T10:00:01Z') });
    expect(discountStatus(lastSecond, new Date('2026-11-22T10:00:01Z'))).toBe('expired');
  });
});

describe('line discounts', () => {
  it('takes a percentage off each eligible line, rounding down', () => {
    expect(lineDiscounts(rule({ value: 15 }), [course('c1', 499_000), course('c2', 99_999)])).toEqual([74_850, 14_999]);
  });

  it('never takes a line below zero', () => {
    expect(lineDiscounts(rule({ value: 150 }), [course('c1', 200_000)])).toEqual([200_000]);
    expect(lineDiscounts(rule({ type: 'fixed_amount', value: 1_000_000 }), [course('c1', 200_000), course('c2', 300_000)])).toEqual([200_000, 300_000]);
  });

  it('only discounts the lines the code is for', () => {
    const specific = rule({ appliesTo: 'specific_courses', applicableCourseIds: ['c2'], value: 50 });
    expect(lineDiscounts(specific, [course('c1', 100_000), course('c2', 100_000), plan('c2', 100_000)])).toEqual([0, 50_000, 0]);
  });

  it('splits a fixed amount across eligible lines in proportion, to the exact đồng', () => {
    const shares = lineDiscounts(rule({ type: 'fixed_amount', value: 100_000 }), [course('c1', 300_000), course('c2', 300_000), course('c3', 300_000)]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(100_000);
    expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
    expect(lineDiscounts(rule({ type: 'fixed_amount', value: 50_000 }), [course('c1', 100_000), plan('p1', 300_000)])).toEqual([12_500, 37_500]);
  });
});
