/**
 * The arithmetic of a refund (docs/commerce.md, "Refunds"), kept apart from the database so each rule
 * can be checked alone. Every share is counted on the whole line or order, cumulatively: what a share
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
 * How the money of one refunded line is taken back: the instructor's share in proportion, the
 * commissions as the affiliate module counted them, and the platform the rest, so the three add up to
 * the line's refund exactly.
 */
export function lineTakeBack(refund: number, instructorShare: { amount: number; lineAmount: number; before: number; after: number }, commissions: number) {
  const instructor = proportionalDelta(instructorShare.amount, instructorShare.lineAmount, instructorShare.before, instructorShare.after);
  return { instructor, affiliates: commissions, platform: refund - instructor - commissions };
}

/**
 * Where a refund of an order goes, in proportion to how it was paid: the part paid with bonus credit
 * goes back to the bonus wallet, the rest to the main wallet (or the bank).
 */
export function refundSources(orderTotal: number, bonusUsed: number, before: number, after: number): { toBonus: number; toMain: number } {
  const toBonus = proportionalDelta(bonusUsed, orderTotal, before, after);
  return { toBonus, toMain: after - before - toBonus };
}
