import { OrderStatus } from '../generated/prisma/enums';
import { Prisma, type SqlClient } from '../prisma/prisma.service';

export { OrderStatus };

/**
 * The order lifecycle (docs/commerce.md, "Order states"): every status an order may move to from each
 * status. Every change of `orders.status` goes through `moveOrder`, which applies it only from one of
 * these, so a path that races another (a late transfer, a second admin) finds the order moved on.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'expired', 'cancelled', 'credited_to_wallet'],
  // An admin confirming a late transfer reopens the order, which is then paid like one on time.
  expired: ['pending'],
  cancelled: ['pending'],
  paid: ['refund_requested', 'partially_refunded', 'refunded'],
  // A decision ends a request: refunded in part or in full, or back where it was when rejected.
  refund_requested: ['paid', 'partially_refunded', 'refunded'],
  partially_refunded: ['refund_requested', 'partially_refunded', 'refunded'],
  refunded: [],
  credited_to_wallet: [],
};

/** Statuses an order can move to `to` from. */
export function statusesBefore(to: OrderStatus): OrderStatus[] {
  return (Object.keys(ORDER_TRANSITIONS) as OrderStatus[]).filter((from) => ORDER_TRANSITIONS[from].includes(to));
}

/**
 * The sets of statuses the rest of the app asks about, each defined here once and exhaustively (a
 * status added to the enum fails the type check until each says whether it belongs). They are used
 * as they are in SQL (`Prisma.join`) and published to the PWA as OpenAPI enums (openapi.ts).
 */
const STATUS_SETS = {
  /** Paid and not refunded in full: the buyer owns what they bought and may be given money back. */
  RefundableOrderStatus: {
    pending: false,
    expired: false,
    cancelled: false,
    credited_to_wallet: false,
    paid: true,
    refund_requested: true,
    partially_refunded: true,
    refunded: false,
  },
  /** Refundable and with no request open: the buyer may ask for money back (the policy decides which lines). */
  RefundAskableOrderStatus: {
    pending: false,
    expired: false,
    cancelled: false,
    credited_to_wallet: false,
    paid: true,
    refund_requested: false,
    partially_refunded: true,
    refunded: false,
  },
} satisfies Record<string, Record<OrderStatus, boolean>>;

const statusesIn = (set: Record<OrderStatus, boolean>) => Object.values(OrderStatus).filter((status) => set[status]);

export const REFUNDABLE_STATUSES: readonly OrderStatus[] = statusesIn(STATUS_SETS.RefundableOrderStatus);
export const REFUND_ASKABLE_STATUSES: readonly OrderStatus[] = statusesIn(STATUS_SETS.RefundAskableOrderStatus);

/** Every order status set by its OpenAPI name, for the PWA. */
export const PUBLISHED_ORDER_STATUS_SETS: Record<keyof typeof STATUS_SETS, readonly OrderStatus[]> = {
  RefundableOrderStatus: REFUNDABLE_STATUSES,
  RefundAskableOrderStatus: REFUND_ASKABLE_STATUSES,
};

/**
 * Moves an order to `to` when its current status allows it (a guarded UPDATE, so of two racing
 * changes only one applies). False when the order was elsewhere; the caller decides what that means.
 */
export async function moveOrder(tx: SqlClient, orderId: string, to: OrderStatus, data: { paidAt?: Date } = {}): Promise<boolean> {
  return (await tx.$executeRaw(moveOrderStatement(orderId, to, data))) === 1;
}

/** The UPDATE moveOrder sends, for a caller that holds the order's lock and knows the move applies (sendWithNext). */
export function moveOrderStatement(orderId: string, to: OrderStatus, data: { paidAt?: Date } = {}): Prisma.Sql {
  const paidAt = data.paidAt ? Prisma.sql`, paid_at = ${data.paidAt}` : Prisma.empty;
  return Prisma.sql`
    UPDATE orders SET status = ${to}${paidAt}, updated_at = ${new Date()} WHERE id = ${orderId} AND status IN (${Prisma.join(statusesBefore(to))})`;
}

/**
 * Where a paid order stands after a refund decision: refunded once every line was given back in full
 * (its access withdrawn), partly refunded once anything was given back, otherwise paid.
 */
export function settledStatus(lines: readonly { refundedAmount: number; fullyRefunded: boolean }[]): OrderStatus {
  if (lines.length && lines.every((line) => line.fullyRefunded)) return 'refunded';
  return lines.some((line) => line.fullyRefunded || line.refundedAmount > 0) ? 'partially_refunded' : 'paid';
}
