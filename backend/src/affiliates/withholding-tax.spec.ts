import { describe, expect, it } from 'vitest';
import { ruleOn, TaxRule, withholdingFor } from './withholding-tax';

const RULES: TaxRule[] = [
  { from: '2000-01-01', ratePercent: 10, threshold: 2_000_000 },
  { from: '2026-07-01', ratePercent: 10, threshold: 5_000_000 },
];
// Midnight in Vietnam (UTC+7) is 17:00 UTC the day before.
const BEFORE = new Date('2026-06-30T16:59:59.999Z');
const FROM = new Date('2026-06-30T17:00:00.000Z');

describe('personal income tax withheld from a payout', () => {
  it('uses the rule in force on the Vietnamese calendar day of the payment', () => {
    expect(ruleOn(RULES, BEFORE).threshold).toBe(2_000_000);
    expect(ruleOn(RULES, FROM).threshold).toBe(5_000_000);
  });

  it('withholds 10% from 2,000,000 đ before 2026-07-01, nothing below it', () => {
    expect(withholdingFor(1_999_999, BEFORE, RULES)).toMatchObject({ taxWithheld: 0, net: 1_999_999 });
    expect(withholdingFor(2_000_000, BEFORE, RULES)).toMatchObject({ taxWithheld: 200_000, net: 1_800_000 });
  });

  it('withholds 10% from 5,000,000 đ from 2026-07-01', () => {
    expect(withholdingFor(2_000_000, FROM, RULES)).toMatchObject({ taxWithheld: 0, net: 2_000_000 });
    expect(withholdingFor(4_999_999, FROM, RULES)).toMatchObject({ taxWithheld: 0 });
    expect(withholdingFor(5_000_000, FROM, RULES)).toMatchObject({ taxWithheld: 500_000, net: 4_500_000 });
  });

  it('rounds the tax down to a whole đồng and keeps gross = tax + net', () => {
    const result = withholdingFor(5_000_009, FROM, RULES);
    expect(result.taxWithheld).toBe(500_000);
    expect(result.taxWithheld + result.net).toBe(5_000_009);
  });

  it('refuses a non-positive or fractional gross, and a date before every rule', () => {
    expect(() => withholdingFor(0, FROM, RULES)).toThrow();
    expect(() => withholdingFor(1.5, FROM, RULES)).toThrow();
    expect(() => ruleOn(RULES, new Date('1999-01-01T00:00:00Z'))).toThrow();
  });
});
