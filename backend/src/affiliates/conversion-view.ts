import type { AffiliateConversion } from '../generated/prisma/client';

/** The fields every view of a conversion shows (affiliates.dto.ts conversionFields). */
export function conversionView(row: AffiliateConversion) {
  return {
    _id: row.id,
    type: row.type,
    tier: row.tier,
    status: row.status,
    itemTitle: row.itemTitle,
    // What was sold: a course or a software plan (null for a sign-up).
    itemKind: row.toolPlanId ? ('tool_plan' as const) : row.courseId ? ('course' as const) : null,
    baseAmount: Number(row.baseAmount),
    ratePercent: row.ratePercent,
    // What the affiliate earns now: the commission less what refunds of the sale took back.
    earnedAmount: Number(row.amount - row.reversedAmount),
    reversedAmount: Number(row.reversedAmount),
    holdUntil: row.holdUntil.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
