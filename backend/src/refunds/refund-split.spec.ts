import { describe, expect, it } from 'vitest';
import { chooseLines, lineTakeBack, proportionalDelta, refundSources, type OrderLineState } from './refund-split';

const line = (id: string, amount: number, refundedAmount = 0, fullyRefunded = false): OrderLineState => ({ id, title: `Khóa ${id}`, amount, refundedAmount, fullyRefunded });

describe('proportionalDelta', () => {
  it('gives back exactly the share over any run of partial refunds ending in a full one', () => {
    const share = 333_333;
    const amount = 1_000_001;
    const steps = [1, 7, 333_333, 100_000, 566_660];
    let before = 0;
    let given = 0;
    for (const step of steps) {
      given += proportionalDelta(share, amount, before, before + step);
      before += step;
    }
    expect(before).toBe(amount);
    expect(given).toBe(share);
  });

  it('gives nothing from a zero share or a free line', () => {
    expect(proportionalDelta(0, 500_000, 0, 500_000)).toBe(0);
    expect(proportionalDelta(100, 0, 0, 0)).toBe(0);
  });
});

describe('chooseLines', () => {
  it('refunds every line not yet refunded in full, for what is left, when nothing is asked', () => {
    const chosen = chooseLines([line('a', 500_000, 200_000), line('b', 300_000, 300_000, true), line('c', 0)]);
    expect(chosen).toEqual([
      { line: line('a', 500_000, 200_000), amount: 300_000, completesLine: true },
      { line: line('c', 0), amount: 0, completesLine: true },
    ]);
  });

  it('keeps access when a line is given back only in part', () => {
    const chosen = chooseLines([line('a', 500_000)], [{ orderItemId: 'a', amount: 100_000 }]);
    expect(chosen).toEqual([{ line: line('a', 500_000), amount: 100_000, completesLine: false }]);
  });

  it('refuses more than what is left, unknown, repeated, finished and zero-amount lines', () => {
    const lines = [line('a', 500_000, 400_000), line('b', 300_000, 300_000, true)];
    expect(chooseLines(lines, [{ orderItemId: 'a', amount: 100_001 }])).toEqual({ problem: 'AMOUNT_OVER_REFUNDABLE', title: 'Khóa a', refundable: 100_000 });
    expect(chooseLines(lines, [{ orderItemId: 'x', amount: 1 }])).toEqual({ problem: 'LINE_NOT_IN_ORDER' });
    expect(
      chooseLines(lines, [
        { orderItemId: 'a', amount: 1 },
        { orderItemId: 'a', amount: 1 },
      ]),
    ).toEqual({ problem: 'DUPLICATE_LINE' });
    expect(chooseLines(lines, [{ orderItemId: 'b', amount: 0 }])).toEqual({ problem: 'LINE_ALREADY_REFUNDED', title: 'Khóa b' });
    expect(chooseLines(lines, [{ orderItemId: 'a', amount: 0 }])).toEqual({ problem: 'ZERO_AMOUNT_LINE', title: 'Khóa a' });
    expect(chooseLines([line('b', 300_000, 300_000, true)])).toEqual({ problem: 'NOTHING_TO_REFUND' });
  });
});

describe('lineTakeBack', () => {
  it('splits a line refund into the instructor share, the commissions and the platform rest', () => {
    // A 1.000.000 ₫ line: 300.000 commission off the top, 70% of the rest (490.000) to the instructor.
    const half = lineTakeBack(500_000, { amount: 490_000, lineAmount: 1_000_000, before: 0, after: 500_000 }, 150_000);
    expect(half).toEqual({ instructor: 245_000, affiliates: 150_000, platform: 105_000 });
    const rest = lineTakeBack(500_000, { amount: 490_000, lineAmount: 1_000_000, before: 500_000, after: 1_000_000 }, 150_000);
    expect(half.instructor + rest.instructor).toBe(490_000);
    expect(half.platform + rest.platform).toBe(210_000);
  });
});

describe('refundSources', () => {
  it('gives the bonus part back to the bonus wallet in proportion, and exactly in the end', () => {
    const first = refundSources(900_000, 100_000, 0, 450_000);
    expect(first).toEqual({ toBonus: 50_000, toMain: 400_000 });
    const second = refundSources(900_000, 100_000, 450_000, 900_000);
    expect(first.toBonus + second.toBonus).toBe(100_000);
    expect(first.toMain + second.toMain).toBe(800_000);
  });
});
