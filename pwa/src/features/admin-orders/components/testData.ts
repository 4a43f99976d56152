// Fixtures shaped like the /api/admin/orders answers, for the tests of this feature.
import type { AdminOrderDetail, AdminOrderRow, QueuedRefundRequest, RefundPreview } from '../api/adminOrdersApi';

export const pagination = (totalItems: number, totalPages = 1) => ({ currentPage: 1, totalPages, totalItems, limit: 20 });

export const buyer = { _id: 'u1', name: 'Nguyễn Thị Lan', email: 'lan@example.vn' };

export const orderRow = (code: string, status: AdminOrderRow['status'], changes: Partial<AdminOrderRow> = {}): AdminOrderRow => ({
  _id: `id-${code}`,
  code,
  status,
  paymentMethod: 'bank_transfer',
  total: 800_000,
  refundedAmount: 0,
  itemsSummary: 'Quảng cáo Facebook, SEO website',
  buyer,
  createdAt: '2026-11-20T03:00:00Z',
  paidAt: '2026-11-20T03:05:00Z',
  ...changes,
});

export const orderDetail = (changes: Partial<AdminOrderDetail> = {}): AdminOrderDetail => ({
  order: {
    ...orderRow('DHAAAA2222', 'refund_requested'),
    _id: 'o1',
    subtotal: 800_000,
    discountAmount: 0,
    discountCode: null,
    expiresAt: '2026-11-20T03:30:00Z',
    buyer: { ...buyer, phoneNumber: '0912345678' },
    lines: [
      {
        orderItemId: 'i1',
        kind: 'course',
        productId: 'c1',
        title: 'Quảng cáo Facebook',
        unitPrice: 500_000,
        discount: 0,
        amount: 500_000,
        refundedAmount: 0,
        refundable: 500_000,
        accessRevoked: false,
        progress: 10,
        instructor: { _id: 't1', name: 'Trần Văn Giảng' },
      },
      {
        orderItemId: 'i2',
        kind: 'course',
        productId: 'c2',
        title: 'SEO website',
        unitPrice: 300_000,
        discount: 0,
        amount: 300_000,
        refundedAmount: 0,
        refundable: 300_000,
        accessRevoked: false,
        progress: 0,
        instructor: { _id: 't1', name: 'Trần Văn Giảng' },
      },
    ],
    paidFromBonus: 0,
    paidFromMain: 0,
    paidByBank: 800_000,
  },
  bankTransfers: [{ _id: 'b1', amount: 800_000, status: 'applied', referenceCode: 'FT2632800001', holdReason: null, createdAt: '2026-11-20T03:05:00Z' }],
  ledgerTransactions: [
    {
      _id: 't1',
      type: 'order_payment',
      typeLabel: 'Thanh toán đơn hàng',
      description: 'Thanh toán đơn hàng DHAAAA2222',
      createdAt: '2026-11-20T03:05:00Z',
      entries: [
        { account: 'bank_clearing', accountLabel: 'Tiền về từ ngân hàng', ownerName: null, amount: -800_000 },
        { account: 'instructor_earnings', accountLabel: 'Thu nhập giảng viên', ownerName: 'Trần Văn Giảng', amount: 560_000 },
        { account: 'platform_revenue', accountLabel: 'Doanh thu nền tảng', ownerName: null, amount: 240_000 },
      ],
    },
  ],
  commissions: [{ _id: 'k1', orderItemId: 'i1', tier: 'direct', affiliateName: 'Trần Thu Hà', status: 'pending', recordedAmount: 150_000, reversedAmount: 0 }],
  refunds: [],
  refundRequests: [
    {
      _id: 'r1',
      status: 'pending',
      reason: 'Nội dung khóa học không như mô tả.',
      method: 'wallet',
      orderItemIds: ['i1'],
      decisionNote: null,
      decidedAt: null,
      createdAt: '2026-11-21T03:00:00Z',
    },
  ],
  buyerPayoutAccount: null,
  refundMemo: 'HOAN TIEN DHAAAA2222',
  ...changes,
});

export const queuedRequest = (changes: Partial<QueuedRefundRequest> = {}): QueuedRefundRequest => ({
  _id: 'r1',
  status: 'pending',
  reason: 'Nội dung khóa học không như mô tả.',
  method: 'wallet',
  orderItemIds: ['i1'],
  decisionNote: null,
  decidedAt: null,
  createdAt: '2026-11-21T03:00:00Z',
  order: { _id: 'o1', code: 'DHAAAA2222', status: 'refund_requested', total: 800_000, refundedAmount: 0, paidAt: '2026-11-20T03:05:00Z' },
  buyer,
  lines: [{ orderItemId: 'i1', title: 'Quảng cáo Facebook', amount: 500_000, refundable: 500_000, progress: 10 }],
  ...changes,
});

/** A preview as the server works one out: the buyer's money back, the shares taken back in proportion. */
export function previewOf(amount: number, method: 'wallet' | 'bank_transfer', changes: Partial<RefundPreview['refund']> = {}, qrSvg: string | null = null): RefundPreview {
  return {
    refund: {
      orderId: 'o1',
      orderCode: 'DHAAAA2222',
      method,
      amount,
      toMain: method === 'wallet' ? amount : 0,
      toBank: method === 'bank_transfer' ? amount : 0,
      toBonus: 0,
      bonusExpired: 0,
      fromInstructors: Math.round(amount * 0.7),
      fromAffiliates: Math.round(amount * 0.3),
      fromPlatform: amount - Math.round(amount * 0.7) - Math.round(amount * 0.3),
      instructorShortfall: 0,
      reason: null,
      bankName: method === 'bank_transfer' ? 'Vietcombank' : null,
      accountNumber: method === 'bank_transfer' ? '0451000123456' : null,
      accountHolder: method === 'bank_transfer' ? 'NGUYEN THI LAN' : null,
      lines: [{ orderItemId: 'i1', title: 'Quảng cáo Facebook', amount, instructorAmount: 0, affiliateAmount: 0, platformAmount: 0, accessRevoked: amount >= 500_000 }],
      ...changes,
    },
    qrPayload: qrSvg ? '000201...' : null,
    qrSvg,
  };
}
