import type { CommissionState, CommissionTakeBack } from '../affiliates/commissions.service';

/**
 * The arithmetic of a refund (docs/commerce.md, "Refunds"), kept apart from the database so each rule
 * can be checked alone: allocateRefund says who gives back what, and the refund's rows, its ledger
 * lines and the admin's preview are all built from that one answer. Every share is counted on the whole line or order, cumulatively: what a share
 * has given back after a refund is floor(share × refunded so far / amount), so any run of partial
 * refunds that ends in a full one gives back each share exactly, never a đồng more or less.
 */

/** Of `share` (a part of `amount`), what a refund that takes the refunded total from `before` to `after` gives back. */
export function proportionalDelta(share: number, amount: number, before: number, after: number): number {
  if (amount <= 0 || share <= 0) return 0;
  return Math.floor((share * after) / amount) - Math.floor((share * before) / amount);
}

export interface OrderLineState {
  id: string;
  title: string;
  amount: number;
  refundedAmount: number;
  /** Set once the line was refunded in full. */
  fullyRefunded: boolean;
}

export interface ChosenLine {
  line: OrderLineState;
  amount: number;
  /** This refund completes the line: its access is withdrawn. */
  completesLine: boolean;
}

export type LineChoiceProblem =
  | { problem: 'LINE_NOT_IN_ORDER' | 'DUPLICATE_LINE' | 'NOTHING_TO_REFUND' }
  | { problem: 'LINE_ALREADY_REFUNDED' | 'ZERO_AMOUNT_LINE'; title: string }
  | { problem: 'AMOUNT_OVER_REFUNDABLE'; title: string; refundable: number };

/**
 * Which lines a refund gives back and how much: the asked lines and amounts, each no larger than what
 * is left of its line, or (nothing asked) every line not yet refunded in full, for all that is left.
 * A free line (0 ₫) is refunded with 0, which withdraws its access.
 */
export function chooseLines(lines: readonly OrderLineState[], asked?: readonly { orderItemId: string; amount: number }[]): ChosenLine[] | LineChoiceProblem {
  const open = (line: OrderLineState) => line.amount - line.refundedAmount;
  const wanted = asked ?? lines.filter((line) => !line.fullyRefunded).map((line) => ({ orderItemId: line.id, amount: open(line) }));
  if (!wanted.length) return { problem: 'NOTHING_TO_REFUND' };
  if (new Set(wanted.map((item) => item.orderItemId)).size !== wanted.length) return { problem: 'DUPLICATE_LINE' };
  const chosen: ChosenLine[] = [];
  for (const item of wanted) {
    const line = lines.find((candidate) => candidate.id === item.orderItemId);
    if (!line) return { problem: 'LINE_NOT_IN_ORDER' };
    if (line.fullyRefunded) return { problem: 'LINE_ALREADY_REFUNDED', title: line.title };
    if (item.amount > open(line)) return { problem: 'AMOUNT_OVER_REFUNDABLE', title: line.title, refundable: open(line) };
    if (item.amount === 0 && line.amount > 0) return { problem: 'ZERO_AMOUNT_LINE', title: line.title };
    chosen.push({ line, amount: item.amount, completesLine: line.refundedAmount + item.amount >= line.amount });
  }
  return chosen;
}

/**
 * Where a refund of an order goes, in proportion to how it was paid: the part paid with bonus credit
 * goes back to the bonus wallet, the rest to the main wallet (or the bank).
 */
export function refundSources(orderTotal: number, bonusUsed: number, before: number, after: number): { toBonus: number; toMain: number } {
  const toBonus = proportionalDelta(bonusUsed, orderTotal, before, after);
  return { toBonus, toMain: after - before - toBonus };
}

/** One line of a refund, with what the sale gave each party on it. */
export interface RefundLineInput {
  chosen: ChosenLine;
  /** The instructor's share of the line at the sale (none for a tool, or a course without instructor). */
  instructor: { userId: string; share: number } | null;
  /** The commissions recorded on the line, as they stand now. */
  commissions: readonly CommissionState[];
}

export interface RefundAllocationInput {
  orderTotal: number;
  /** The bonus credit that paid for the order. */
  bonusUsed: number;
  /** What earlier refunds of the order gave back. */
  refundedBefore: number;
  lines: readonly RefundLineInput[];
  /** What each instructor's earnings account holds now (locked): a share already paid out is not clawed back. */
  instructorBalances: ReadonlyMap<string, number>;
}

/** Who gives back one line's refund; instructor + affiliates.direct + affiliates.team + platform = amount. */
export interface LineAllocation {
  orderItemId: string;
  title: string;
  amount: number;
  completesLine: boolean;
  instructorId: string | null;
  /** Taken from the instructor's earnings. */
  instructor: number;
  /** The instructor's part their earnings no longer hold: the platform bears it (counted in `platform`). */
  instructorShortfall: number;
  /** Taken from the affiliates' accounts, per commission tier. */
  affiliates: { direct: number; team: number };
  /** What the platform gives back: its own share, rejected commissions (which it holds) and the shortfall. */
  platform: number;
  /** Of `platform`, the rejected commissions: their ledger legs come with the commissions'. */
  rejectedCommissions: number;
}

export interface RefundAllocation {
  amount: number;
  /** The buyer's side: the bonus part back to the bonus wallet, the rest to the main wallet (or the bank). */
  toBonus: number;
  toMain: number;
  fromInstructors: number;
  fromAffiliates: number;
  fromPlatform: number;
  instructorShortfall: number;
  lines: LineAllocation[];
  /** Each commission that changes: what it gives back and whether it ends reversed. */
  commissions: CommissionTakeBack[];
}

/**
 * Who gives back what, per line and party. Every share is taken back in proportion to the line,
 * counted on the whole line (proportionalDelta), so partial refunds that end in a full one give back
 * each share exactly; the platform takes the rest, so each line adds up to its refund to the đồng.
 */
export function allocateRefund(input: RefundAllocationInput): RefundAllocation {
  const available = new Map(input.instructorBalances);
  const commissions: CommissionTakeBack[] = [];
  const lines = input.lines.map(({ chosen, instructor, commissions: recorded }): LineAllocation => {
    const before = chosen.line.refundedAmount;
    const after = before + chosen.amount;
    const due = instructor ? proportionalDelta(instructor.share, chosen.line.amount, before, after) : 0;
    let taken = 0;
    if (instructor && due > 0) {
      const left = available.get(instructor.userId) ?? 0;
      taken = Math.min(due, Math.max(0, left));
      available.set(instructor.userId, left - taken);
    }
    const affiliates = { direct: 0, team: 0 };
    let rejectedCommissions = 0;
    for (const commission of recorded) {
      const target = chosen.line.amount > 0 ? Math.floor((commission.amount * after) / chosen.line.amount) : commission.amount;
      const amount = Math.max(0, Math.min(commission.amount, target) - commission.reversedAmount);
      // A line refunded in full leaves nothing of its commissions (a rejected one stays rejected).
      const newStatus = after >= chosen.line.amount && commission.status !== 'rejected' ? 'reversed' : commission.status;
      if (amount === 0 && newStatus === commission.status) continue;
      commissions.push({ ...commission, orderItemId: chosen.line.id, amount, newStatus });
      if (commission.status === 'rejected') rejectedCommissions += amount;
      else affiliates[commission.tier] += amount;
    }
    const platform = chosen.amount - taken - affiliates.direct - affiliates.team;
    return {
      orderItemId: chosen.line.id,
      title: chosen.line.title,
      amount: chosen.amount,
      completesLine: chosen.completesLine,
      instructorId: instructor?.userId ?? null,
      instructor: taken,
      instructorShortfall: due - taken,
      affiliates,
      platform,
      rejectedCommissions,
    };
  });
  const sum = (pick: (line: LineAllocation) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const amount = sum((line) => line.amount);
  const sources = refundSources(input.orderTotal, input.bonusUsed, input.refundedBefore, input.refundedBefore + amount);
  return {
    amount,
    ...sources,
    fromInstructors: sum((line) => line.instructor),
    fromAffiliates: sum((line) => line.affiliates.direct + line.affiliates.team),
    fromPlatform: sum((line) => line.platform),
    instructorShortfall: sum((line) => line.instructorShortfall),
    lines,
    commissions,
  };
}
