export type BadgeTone = 'green' | 'blue' | 'yellow' | 'red' | 'neutral';

const STATUS_STYLES: Record<string, { label: string; tone: BadgeTone }> = {
  active: { label: 'Hoạt động', tone: 'green' },
  paid: { label: 'Đã thanh toán', tone: 'green' },
  delivered: { label: 'Đã giao hàng', tone: 'green' },
  processing: { label: 'Đang xử lý', tone: 'blue' },
  shipped: { label: 'Đang giao', tone: 'blue' },
  pending: { label: 'Chờ duyệt', tone: 'yellow' },
  approved: { label: 'Đã duyệt', tone: 'blue' },
  unpaid: { label: 'Chưa thanh toán', tone: 'yellow' },
  inactive: { label: 'Không hoạt động', tone: 'red' },
  cancelled: { label: 'Đã hủy', tone: 'red' },
  refunded: { label: 'Đã hoàn tiền', tone: 'red' },
  // Orders after payment: a refund asked for waits like any review; part of the money given back.
  refund_requested: { label: 'Chờ hoàn tiền', tone: 'yellow' },
  partially_refunded: { label: 'Hoàn tiền một phần', tone: 'blue' },
  // The transfer arrived for a course already owned: the money went to the main wallet.
  credited_to_wallet: { label: 'Đã chuyển vào ví', tone: 'blue' },
  expired: { label: 'Hết hạn', tone: 'neutral' },
  // A discount code whose uses (and pending orders' holds) reached its limit.
  used_up: { label: 'Hết lượt', tone: 'neutral' },
  // An affiliate commission taken back because the sale was refunded.
  reversed: { label: 'Đã hoàn tiền', tone: 'red' },
  // Course review states (draft → pending → published, or rejected).
  published: { label: 'Đã xuất bản', tone: 'green' },
  draft: { label: 'Bản nháp', tone: 'neutral' },
  rejected: { label: 'Bị từ chối', tone: 'red' },
  // Contact submissions (new → in_progress → resolved).
  new: { label: 'Mới', tone: 'blue' },
  in_progress: { label: 'Đang xử lý', tone: 'yellow' },
  resolved: { label: 'Đã xử lý', tone: 'green' },
};

/** Colour and Vietnamese label of a status; unknown statuses keep their own text in neutral grey. */
export function statusBadgeStyle(status: string): { label: string; tone: BadgeTone } {
  return STATUS_STYLES[status.toLowerCase()] ?? { label: status, tone: 'neutral' };
}
