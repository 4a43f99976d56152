import { describe, expect, it } from 'vitest';
import { type DiscountRule, lineDiscounts } from '../discounts';
import type { SaleLine } from './order-pricing.service';
import { quoteOf } from './order-quote';

const lines: SaleLine[] = [
  { kind: 'course', id: 'c1', title: 'Facebook Ads', slug: 'facebook-ads', unitPrice: 499_000, instructorId: 'u1' },
  { kind: 'course', id: 'c2', title: 'Email marketing', slug: 'email', unitPrice: 300_000, instructorId: 'u1' },
  { kind: 'tool_plan', id: 'p1', title: 'Chatbot – Gói tháng', slug: 'chatbot', unitPrice: 199_000, instructorId: null },
];
const rule = (overrides: Partial<DiscountRule>): DiscountRule => ({
  code: 'GIAM',
  type: 'percentage',
  value: 20,
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
const applied = (discount: DiscountRule) => ({ id: 'd1', code: discount.code, lineDiscounts: lineDiscounts(discount, lines) });

describe('quoteOf', () => {
  it('adds up the server prices when there is no code', () => {
    const quote = quoteOf(lines, null);
    expect([quote.subtotal, quote.discountAmount, quote.total]).toEqual([998_000, 0, 998_000]);
    expect(quote.lines.map((line) => line.amount)).toEqual([499_000, 300_000, 199_000]);
  });

  it('takes 20% off every line, rounded down per line, and the total is the sum of the lines', () => {
    const quote = quoteOf(lines, applied(rule({})));
    expect(quote.lines.map((line) => [line.discount, line.amount])).toEqual([
      [99_800, 399_200],
      [60_000, 240_000],
      [39_800, 159_200],
    ]);
    expect([quote.subtotal, quote.discountAmount, quote.total]).toEqual([998_000, 199_600, 798_400]);
  });

  it('a fixed amount bigger than what it applies to makes those lines free, never negative', () => {
    const quote = quoteOf(lines, applied(rule({ type: 'fixed_amount', value: 5_000_000, appliesTo: 'specific_tools', applicableToolPlanIds: ['p1'] })));
    expect(quote.lines.map((line) => line.amount)).toEqual([499_000, 300_000, 0]);
    expect(quote.total).toBe(799_000);
  });

  it('a 100% code leaves nothing to pay', () => {
    expect(quoteOf(lines, applied(rule({ value: 100 }))).total).toBe(0);
  });
});
