import { describe, expect, it } from 'vitest';
import { PUBLISHED_ORDER_STATUS_SETS, REFUNDABLE_STATUSES, REFUND_ASKABLE_STATUSES } from './order-status';

describe('order status sets', () => {
  it('refunds what is paid and not refunded in full; the buyer may ask while no request is open', () => {
    expect(REFUNDABLE_STATUSES).toEqual(['paid', 'refund_requested', 'partially_refunded']);
    expect(REFUND_ASKABLE_STATUSES).toEqual(['paid', 'partially_refunded']);
  });

  it('publishes each set to the PWA under its OpenAPI name', () => {
    expect(PUBLISHED_ORDER_STATUS_SETS).toEqual({ RefundableOrderStatus: REFUNDABLE_STATUSES, RefundAskableOrderStatus: REFUND_ASKABLE_STATUSES });
  });
});
