import { describe, expect, it } from 'vitest';
import type { CommissionState } from '../affiliates/commissions.service';
import { allocateRefund, chooseLines, proportionalDelta, refundSources, type OrderLineState, type RefundLineInput } from './refund-allocation';

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

const commission = (id: string, tier: 'direct' | 'team', amount: number, status: CommissionState['status'] = 'pending', reversedAmount = 0): CommissionState => ({
  id,
  affiliateUserId: `aff-${id}`,
  tier,
  status,
  amount,
  reversedAmount,
});

/** A refund of `amount` on a line already refunded `before`, with the sale's instructor share and commissions. */
const refundLine = (id: string, lineAmount: number, amount: number, before = 0, share = 0, commissions: CommissionState[] = []): RefundLineInput => ({
  chosen: { line: line(id, lineAmount, before), amount, completesLine: before + amount >= lineAmount },
  instructor: share ? { userId: 'teacher', share } : null,
  commissions,
});

const noBalanceLimit = new Map([['teacher', 10_000_000]]);

describe('allocateRefund', () => {
  it('splits a line refund into the instructor share, the commissions and the platform rest', () => {
    // A 1.000.000 ₫ line: 300.000 commission off the top, 70% of the rest (490.000) to the instructor.
    const commissions = [commission('c1', 'direct', 200_000), commission('c2', 'team', 100_000)];
    const half = allocateRefund({
      orderTotal: 1_000_000,
      bonusUsed: 0,
      refundedBefore: 0,
      instructorBalances: noBalanceLimit,
      lines: [refundLine('a', 1_000_000, 500_000, 0, 490_000, commissions)],
    });
    expect(half.lines[0]).toMatchObject({ instructor: 245_000, affiliates: { direct: 100_000, team: 50_000 }, platform: 105_000, instructorShortfall: 0 });
    const rest = allocateRefund({
      orderTotal: 1_000_000,
      bonusUsed: 0,
      refundedBefore: 500_000,
      instructorBalances: noBalanceLimit,
      lines: [
        refundLine('a', 1_000_000, 500_000, 500_000, 490_000, [commission('c1', 'direct', 200_000, 'pending', 100_000), commission('c2', 'team', 100_000, 'pending', 50_000)]),
      ],
    });
    expect(half.lines[0].instructor + rest.lines[0].instructor).toBe(490_000);
    expect(half.lines[0].platform + rest.lines[0].platform).toBe(210_000);
    expect(rest.commissions.map((taken) => [taken.id, taken.amount, taken.newStatus])).toEqual([
      ['c1', 100_000, 'reversed'],
      ['c2', 50_000, 'reversed'],
    ]);
  });

  it('adds up to the refund, whole đồng, on every line and in total, over odd partial refunds', () => {
    const lineAmount = 999_999;
    const share = 466_666;
    const commissions = [commission('c1', 'direct', 133_333), commission('c2', 'team', 66_667)];
    let before = 0;
    const given = { instructor: 0, direct: 0, team: 0, platform: 0, toBonus: 0, toMain: 0 };
    for (const step of [1, 333_331, 7, 666_660]) {
      const allocation = allocateRefund({
        orderTotal: lineAmount + 500_000,
        bonusUsed: 123_457,
        refundedBefore: before,
        instructorBalances: noBalanceLimit,
        lines: [
          refundLine(
            'a',
            lineAmount,
            step,
            before,
            share,
            commissions.map((c) => ({ ...c, reversedAmount: c.reversedAmount })),
          ),
        ],
      });
      const [only] = allocation.lines;
      for (const value of [only.instructor, only.affiliates.direct, only.affiliates.team, only.platform, allocation.toBonus, allocation.toMain])
        expect(Number.isInteger(value)).toBe(true);
      expect(only.instructor + only.affiliates.direct + only.affiliates.team + only.platform).toBe(step);
      expect(allocation.toBonus + allocation.toMain).toBe(step);
      expect(allocation.fromInstructors + allocation.fromAffiliates + allocation.fromPlatform).toBe(allocation.amount);
      for (const taken of allocation.commissions) {
        const state = commissions.find((c) => c.id === taken.id)!;
        state.reversedAmount += taken.amount;
      }
      given.instructor += only.instructor;
      given.direct += only.affiliates.direct;
      given.team += only.affiliates.team;
      given.platform += only.platform;
      given.toBonus += allocation.toBonus;
      before += step;
    }
    expect(before).toBe(lineAmount);
    expect(given).toMatchObject({ instructor: share, direct: 133_333, team: 66_667, platform: lineAmount - share - 200_000 });
  });

  it('takes nothing from affiliates on a line without commissions, nor from an instructor on a tool line', () => {
    const allocation = allocateRefund({
      orderTotal: 800_000,
      bonusUsed: 0,
      refundedBefore: 0,
      instructorBalances: noBalanceLimit,
      lines: [refundLine('course', 500_000, 500_000, 0, 350_000), refundLine('tool', 300_000, 100_000)],
    });
    expect(allocation.lines.map((l) => [l.orderItemId, l.instructor, l.affiliates.direct + l.affiliates.team, l.platform, l.completesLine])).toEqual([
      ['course', 350_000, 0, 150_000, true],
      ['tool', 0, 0, 100_000, false],
    ]);
    expect(allocation).toMatchObject({ amount: 600_000, toMain: 600_000, toBonus: 0, fromInstructors: 350_000, fromAffiliates: 0, fromPlatform: 250_000, commissions: [] });
  });

  it('has the platform bear what the instructor no longer holds, and a rejected commission', () => {
    const allocation = allocateRefund({
      orderTotal: 1_000_000,
      bonusUsed: 0,
      refundedBefore: 0,
      instructorBalances: new Map([['teacher', 100_000]]),
      lines: [refundLine('a', 1_000_000, 1_000_000, 0, 490_000, [commission('c1', 'direct', 200_000, 'rejected'), commission('c2', 'team', 100_000, 'paid')])],
    });
    expect(allocation.lines[0]).toMatchObject({
      instructor: 100_000,
      instructorShortfall: 390_000,
      affiliates: { direct: 0, team: 100_000 },
      rejectedCommissions: 200_000,
      platform: 800_000,
    });
    expect(allocation.instructorShortfall).toBe(390_000);
    expect(allocation.commissions.map((taken) => [taken.id, taken.amount, taken.newStatus])).toEqual([
      ['c1', 200_000, 'rejected'],
      ['c2', 100_000, 'reversed'],
    ]);
  });

  it('gives the bonus part back in proportion to how the order was paid', () => {
    const allocation = allocateRefund({ orderTotal: 900_000, bonusUsed: 100_000, refundedBefore: 0, instructorBalances: new Map(), lines: [refundLine('a', 900_000, 450_000)] });
    expect(allocation).toMatchObject({ toBonus: 50_000, toMain: 400_000 });
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
