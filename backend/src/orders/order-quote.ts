import type { AppliedDiscount } from '../discounts/discounts.service';
import type { SaleLine } from './order-pricing.service';

export interface Quote {
  lines: (SaleLine & { discount: number; amount: number })[];
  subtotal: number;
  discountAmount: number;
  total: number;
  discount: AppliedDiscount | null;
}

/** The order's money from server-priced lines and the discount's per-line amounts: whole VND, never below 0. */
export function quoteOf(lines: SaleLine[], discount: AppliedDiscount | null): Quote {
  const priced = lines.map((line, i) => {
    const lineDiscount = Math.min(discount?.lineDiscounts[i] ?? 0, line.unitPrice);
    return { ...line, discount: lineDiscount, amount: line.unitPrice - lineDiscount };
  });
  const subtotal = priced.reduce((sum, line) => sum + line.unitPrice, 0);
  const discountAmount = priced.reduce((sum, line) => sum + line.discount, 0);
  return { lines: priced, subtotal, discountAmount, total: subtotal - discountAmount, discount };
}
