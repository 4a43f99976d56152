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
    amount: Number(row.amount),
    holdUntil: row.holdUntil.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
