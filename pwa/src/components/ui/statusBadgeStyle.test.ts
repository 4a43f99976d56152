import { describe, expect, it } from 'vitest';
import { statusBadgeStyle } from './statusBadgeStyle';

describe('statusBadgeStyle', () => {
  it.each([
    ['active', 'Hoạt động', 'green'],
    ['paid', 'Đã thanh toán', 'green'],
    ['delivered', 'Đã giao hàng', 'green'],
    ['processing', 'Đang xử lý', 'blue'],
    ['shipped', 'Đang giao', 'blue'],
    ['pending', 'Chờ duyệt', 'yellow'],
    ['unpaid', 'Chưa thanh toán', 'yellow'],
    ['inactive', 'Không hoạt động', 'red'],
    ['cancelled', 'Đã hủy', 'red'],
    ['refunded', 'Đã hoàn tiền', 'red'],
    ['refund_requested', 'Chờ hoàn tiền', 'yellow'],
    ['partially_refunded', 'Hoàn tiền một phần', 'blue'],
    ['reversed', 'Đã hoàn tiền', 'red'],
  ])('%s → %s (%s)', (status, label, tone) => {
    expect(statusBadgeStyle(status)).toEqual({ label, tone });
  });

  it('ignores letter case', () => {
    expect(statusBadgeStyle('PAID').tone).toBe('green');
  });

  it('keeps unknown statuses as they are, in neutral', () => {
    expect(statusBadgeStyle('archived')).toEqual({ label: 'archived', tone: 'neutral' });
  });

  it('names the course review states', () => {
    expect(statusBadgeStyle('draft')).toEqual({ label: 'Bản nháp', tone: 'neutral' });
    expect(statusBadgeStyle('published')).toEqual({ label: 'Đã xuất bản', tone: 'green' });
    expect(statusBadgeStyle('rejected')).toEqual({ label: 'Bị từ chối', tone: 'red' });
  });
});
