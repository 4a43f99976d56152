import type { AffiliateConversion } from '../generated/prisma/client';

/** The fields every view of a conversion shows (affiliates.dto.ts conversionFields). */
export function conversionView(row: AffiliateConversion) {
  return {
    _id: row.id,
    type: row.type,
    tier: row.tier,
    status: row.status,
    itemTitle: row.itemTitle,
    baseAmount: Number(row.baseAmount),
    ratePercent: row.ratePercent,
    // What the affiliate earns now: the commission less what refunds of the sale took back.
    amount: Number(row.amount - row.reversedAmount),
    reversedAmount: Number(row.reversedAmount),
    holdUntil: row.holdUntil.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
