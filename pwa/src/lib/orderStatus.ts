import type { components } from '../api/schema';
import type { ApiResponse } from '../api/types';

type MyOrderRow = ApiResponse<'/api/orders/me', 'get'>['orders'][number];

export type OrderStatus = MyOrderRow['status'];
export type RefundRequestStatus = NonNullable<MyOrderRow['refundRequest']>['status'];
export type RefundMethod = NonNullable<MyOrderRow['refundRequest']>['method'];

/** The status key StatusBadge colours (statusBadgeStyle.ts) and the Vietnamese label shown. */
export type BadgeLabel = { badge: string; label: string };

/**
 * Order statuses as everyone reads them, on /transactions and in the admin screens (SPEC §2): paid
 * green, unpaid and waiting for a refund yellow, cancelled and refunded red. An unpaid order past its
 * time is expired (grey); a transfer for a course already owned went to the main wallet (blue).
 */
export const ORDER_STATUSES: Record<OrderStatus, BadgeLabel> = {
  pending: { badge: 'unpaid', label: 'Chưa thanh toán' },
  paid: { badge: 'paid', label: 'Đã thanh toán' },
  expired: { badge: 'expired', label: 'Hết hạn' },
  cancelled: { badge: 'cancelled', label: 'Đã hủy' },
  credited_to_wallet: { badge: 'credited_to_wallet', label: 'Đã chuyển vào ví' },
  refund_requested: { badge: 'refund_requested', label: 'Chờ hoàn tiền' },
  partially_refunded: { badge: 'partially_refunded', label: 'Hoàn tiền một phần' },
  refunded: { badge: 'refunded', label: 'Đã hoàn tiền' },
};

/** The statuses in the order of an order's life, for filters. */
export const ORDER_STATUS_OPTIONS = (Object.keys(ORDER_STATUSES) as OrderStatus[]).map((value) => ({ value, label: ORDER_STATUSES[value].label }));

/**
 * A status set the API publishes (backend/src/orders/order-status.ts, as an OpenAPI enum), spelled
 * out per status: the type takes each answer from the API's enum, so a status the API adds, or moves
 * in or out of the set, fails the type check here until this file agrees.
 */
type MembershipOf<Set extends string> = { [Status in OrderStatus]: Status extends Set ? true : false };

const REFUND_ASKABLE: MembershipOf<components['schemas']['RefundAskableOrderStatus']> = {
  pending: false,
  paid: true,
  expired: false,
  cancelled: false,
  credited_to_wallet: false,
  refund_requested: false,
  partially_refunded: true,
  refunded: false,
};

const REFUNDABLE: MembershipOf<components['schemas']['RefundableOrderStatus']> = {
  pending: false,
  paid: true,
  expired: false,
  cancelled: false,
  credited_to_wallet: false,
  refund_requested: true,
  partially_refunded: true,
  refunded: false,
};

/** Paid orders the buyer may ask money back for (the policy decides which lines). */
export function canAskForRefund(status: OrderStatus): boolean {
  return REFUND_ASKABLE[status];
}

/** Paid orders an admin can still give money back for. */
export function canRefund(status: OrderStatus): boolean {
  return REFUNDABLE[status];
}

/** A refund request as the buyer and the admin read it. */
export const REFUND_REQUEST_STATUSES: Record<RefundRequestStatus, BadgeLabel> = {
  pending: { badge: 'pending', label: 'Đang chờ duyệt hoàn tiền' },
  approved: { badge: 'paid', label: 'Đã chấp nhận hoàn tiền' },
  rejected: { badge: 'rejected', label: 'Từ chối hoàn tiền' },
};

/** Where refunded money goes. */
export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  wallet: 'Ví chính',
  bank_transfer: 'Chuyển khoản ngân hàng',
};
