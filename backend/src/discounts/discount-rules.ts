/** What a discount code does, as stored; pure rules so checkout arithmetic is unit-tested without a database. */
export interface DiscountRule {
  code: string;
  type: 'percentage' | 'fixed_amount';
  /** Percent (1-100) or whole VND. */
  value: number;
  expiresAt: Date | null;
  usageLimit: number | null;
  timesUsed: number;
  timesReserved: number;
  isActive: boolean;
  appliesTo: 'all' | 'specific_courses' | 'specific_tools';
  applicableCourseIds: string[];
  applicableToolPlanIds: string[];
}

/** One thing being bought, priced by the server. */
export interface PricedLine {
  kind: 'course' | 'tool_plan';
  id: string;
  unitPrice: number;
}

/** Whether a code can be used now: switched off by an admin, past its expiry, or out of uses. */
export type DiscountStatus = 'active' | 'inactive' | 'expired' | 'used_up';

export type DiscountProblem = Exclude<DiscountStatus, 'active'> | 'not_applicable';

/**
 * The status a code has at `now`, worked out when read (never stored, so it cannot go stale).
 * Uses held by pending orders count against the limit, as at checkout.
 */
export function discountStatus(rule: Pick<DiscountRule, 'isActive' | 'expiresAt' | 'usageLimit' | 'timesUsed' | 'timesReserved'>, now: Date): DiscountStatus {
  if (!rule.isActive) return 'inactive';
  if (rule.expiresAt && rule.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (rule.usageLimit !== null && rule.timesUsed + rule.timesReserved >= rule.usageLimit) return 'used_up';
  return 'active';
}

/** Why the code cannot be used now on these lines, or null. */
export function discountProblem(rule: DiscountRule, lines: PricedLine[], now: Date): DiscountProblem | null {
  const status = discountStatus(rule, now);
  if (status !== 'active') return status;
  if (!lines.some((line) => appliesToLine(rule, line))) return 'not_applicable';
  return null;
}

export function appliesToLine(rule: DiscountRule, line: PricedLine): boolean {
  if (rule.appliesTo === 'all') return true;
  if (rule.appliesTo === 'specific_courses') return line.kind === 'course' && rule.applicableCourseIds.includes(line.id);
  return line.kind === 'tool_plan' && rule.applicableToolPlanIds.includes(line.id);
}

/**
 * The discount on each line, in whole VND, never more than the line's price. A percentage applies to
 * each eligible line (rounded down, in the buyer's favour never below 0). A fixed amount applies once
 * to the eligible lines together, split in proportion to their prices (largest remainders get the
 * leftover đồng), so per-course revenue stays exact.
 */
export function lineDiscounts(rule: DiscountRule, lines: PricedLine[]): number[] {
  const eligible = lines.map((line) => appliesToLine(rule, line) && line.unitPrice > 0);
  if (rule.type === 'percentage') {
    const percent = Math.min(Math.max(rule.value, 0), 100);
    return lines.map((line, i) => (eligible[i] ? Math.min(line.unitPrice, Math.floor((line.unitPrice * percent) / 100)) : 0));
  }
  const eligibleTotal = lines.reduce((sum, line, i) => sum + (eligible[i] ? line.unitPrice : 0), 0);
  const amount = Math.min(Math.max(rule.value, 0), eligibleTotal);
  if (amount === 0) return lines.map(() => 0);
  const exact = lines.map((line, i) => (eligible[i] ? (amount * line.unitPrice) / eligibleTotal : 0));
  const shares = exact.map(Math.floor);
  let leftover = amount - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, i) => ({ i, remainder: value - Math.floor(value) }))
    .filter(({ i }) => eligible[i])
    .sort((a, b) => b.remainder - a.remainder);
  for (const { i } of byRemainder) {
    if (leftover === 0) break;
    shares[i] += 1;
    leftover -= 1;
  }
  return shares;
}
