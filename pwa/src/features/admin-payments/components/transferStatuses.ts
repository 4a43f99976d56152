import type { BankTransferStatus } from '../api/adminBankTransfersApi';

/**
 * Filter order and display of each transfer status; `badge` is the shared StatusBadge key that gives its colour.
 * 'ignored' is money going out of the account, never matched.
 */
export const TRANSFER_STATUSES: { value: BankTransferStatus; label: string; badge: string }[] = [
  { value: 'held', label: 'Chờ duyệt', badge: 'pending' },
  { value: 'applied', label: 'Tự động ghi nhận', badge: 'paid' },
  { value: 'confirmed', label: 'Đã xác nhận', badge: 'paid' },
  { value: 'rejected', label: 'Đã từ chối', badge: 'rejected' },
  { value: 'ignored', label: 'Bỏ qua (tiền ra)', badge: 'ignored' },
];
