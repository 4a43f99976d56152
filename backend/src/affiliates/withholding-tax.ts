import { vietnamDay } from '../common/time/vietnam-calendar';

/** A personal income tax rule in force from a Vietnamese calendar day (YYYY-MM-DD) until the next rule. */
export interface TaxRule {
  from: string;
  ratePercent: number;
  threshold: number;
}

export interface Withholding {
  gross: number;
  taxWithheld: number;
  net: number;
  rule: TaxRule;
}

/** The rule in force on the payment date (a Vietnamese calendar day): the latest whose `from` has come. */
export function ruleOn(rules: readonly TaxRule[], paidAt: Date): TaxRule {
  const day = vietnamDay(paidAt);
  const inForce = [...rules].sort((a, b) => a.from.localeCompare(b.from)).filter((rule) => rule.from <= day);
  const rule = inForce.at(-1);
  if (!rule) throw new Error(`Không có quy tắc khấu trừ thuế nào có hiệu lực ngày ${day}.`);
  return rule;
}

/**
 * Tax withheld from one payment to an individual: the rate of the rule in force on the payment date
 * when the gross of that payment reaches the rule's threshold (Decree 253/2026/NĐ-CP art. 50.2: 10%
 * from 2,000,000 đ, and from 2026-07-01 from 5,000,000 đ), rounded down to a whole đồng.
 */
export function withholdingFor(gross: number, paidAt: Date, rules: readonly TaxRule[]): Withholding {
  if (!Number.isSafeInteger(gross) || gross <= 0) throw new Error(`Số tiền chi trả không hợp lệ: ${gross}`);
  const rule = ruleOn(rules, paidAt);
  const taxWithheld = gross >= rule.threshold ? Math.floor((gross * rule.ratePercent) / 100) : 0;
  return { gross, taxWithheld, net: gross - taxWithheld, rule };
}
