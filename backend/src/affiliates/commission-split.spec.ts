import { describe, expect, it } from 'vitest';
import { commissionOf, ratesForLevel, realMoneyBases, splitLine } from './commission-split';

describe('commission arithmetic', () => {
  it('takes a level override when there is one', () => {
    const defaults = { directRatePercent: 30, teamRatePercent: 20 };
    const overrides = [{ level: 2, directRatePercent: 35, teamRatePercent: 25 }];
    expect(ratesForLevel(defaults, overrides, 1)).toEqual(defaults);
    expect(ratesForLevel(defaults, overrides, 2)).toEqual({ directRatePercent: 35, teamRatePercent: 25 });
  });

  it('pays no commission on the bonus balance: the bonus is spread over the lines and the bases add up', () => {
    expect(realMoneyBases([300_000, 200_000], 0)).toEqual([300_000, 200_000]);
    expect(realMoneyBases([300_000, 200_000], 100_000)).toEqual([240_000, 160_000]);
    expect(realMoneyBases([100_000, 100_000, 100_000], 100_000)).toEqual([66_667, 66_667, 66_666]);
    expect(realMoneyBases([100_000], 150_000)).toEqual([0]);
    for (const bonus of [1, 7, 99_999, 123_457]) {
      const bases = realMoneyBases([199_000, 1_000, 55_555], bonus);
      expect(bases.reduce((a, b) => a + b, 0)).toBe(199_000 + 1_000 + 55_555 - bonus);
      bases.forEach((base, i) => expect(base).toBeLessThanOrEqual([199_000, 1_000, 55_555][i]));
    }
  });

  it('rounds commissions down to a whole đồng', () => {
    expect(commissionOf(499_000, 30)).toBe(149_700);
    expect(commissionOf(333_333, 20)).toBe(66_666);
  });

  it('applies the instructor share to what is left after commissions', () => {
    // 500,000 đ sale, 30% direct + 20% team = 250,000 đ: the instructor gets 70% of 250,000 đ.
    expect(splitLine(500_000, 250_000, 70)).toEqual({ instructorShare: 175_000, platform: 75_000 });
    expect(splitLine(500_000, 0, 70)).toEqual({ instructorShare: 350_000, platform: 150_000 });
    expect(splitLine(500_000, 150_000, null)).toEqual({ instructorShare: 0, platform: 350_000 });
    expect(() => splitLine(100, 101, 70)).toThrow();
  });
});
