import { describe, expect, it } from 'vitest';
import { statusBadgeStyle } from '../components/ui/statusBadgeStyle';
import { canAskForRefund, canRefund, ORDER_STATUS_OPTIONS, ORDER_STATUSES, REFUND_REQUEST_STATUSES, type OrderStatus } from './orderStatus';

describe('order statuses', () => {
  it.each([
    ['pending', 'Chưa thanh toán', 'yellow'],
    ['paid', 'Đã thanh toán', 'green'],
    ['expired', 'Hết hạn', 'neutral'],
    ['cancelled', 'Đã hủy', 'red'],
    ['credited_to_wallet', 'Đã chuyển vào ví', 'blue'],
    ['refund_requested', 'Chờ hoàn tiền', 'yellow'],
    ['partially_refunded', 'Hoàn tiền một phần', 'blue'],
    ['refunded', 'Đã hoàn tiền', 'red'],
  ] as const)('%s reads %s on a %s badge (SPEC §2)', (status, label, tone) => {
    expect(ORDER_STATUSES[status].label).toBe(label);
    expect(statusBadgeStyle(ORDER_STATUSES[status].badge).tone).toBe(tone);
  });

  it('offers every status as a filter, in the order of an order’s life', () => {
    expect(ORDER_STATUS_OPTIONS.map((option) => option.value)).toEqual([
      'pending',
      'paid',
      'expired',
      'cancelled',
      'credited_to_wallet',
      'refund_requested',
      'partially_refunded',
      'refunded',
    ]);
  });

  it('lets the buyer ask about paid orders, and the admin refund anything paid and not yet refunded in full', () => {
    const all = ORDER_STATUS_OPTIONS.map((option) => option.value);
    expect(all.filter(canAskForRefund)).toEqual<OrderStatus[]>(['paid', 'partially_refunded']);
    expect(all.filter(canRefund)).toEqual<OrderStatus[]>(['paid', 'refund_requested', 'partially_refunded']);
  });

  it('colours refund requests: waiting yellow, accepted green, refused red', () => {
    expect(Object.values(REFUND_REQUEST_STATUSES).map(({ badge, label }) => [label, statusBadgeStyle(badge).tone])).toEqual([
      ['Đang chờ duyệt hoàn tiền', 'yellow'],
      ['Đã chấp nhận hoàn tiền', 'green'],
      ['Từ chối hoàn tiền', 'red'],
    ]);
  });
});
