import type { RefundRequest } from '../generated/prisma/client';
import type { RefundRequestView } from '../orders/orders.dto';

/** A refund request as the buyer and the admin see it (orders.dto.ts refundRequestSchema). */
export function refundRequestView(row: RefundRequest): RefundRequestView {
  return {
    _id: row.id,
    status: row.status,
    reason: row.reason,
    method: row.method,
    orderItemIds: row.orderItemIds as string[],
    decisionNote: row.decisionNote,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
