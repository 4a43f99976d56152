import type { LedgerAccountKind, LedgerTransactionType } from '../generated/prisma/client';

export type { LedgerAccountKind, LedgerTransactionType };

/** Vietnamese names of the movement types, as the admin and the student see them. */
export const LEDGER_TYPE_LABELS: Record<LedgerTransactionType, string> = {
  deposit: 'Nạp tiền',
  order_payment: 'Thanh toán chuyển khoản',
  wallet_purchase: 'Mua bằng ví',
  bonus_grant: 'Nhận thưởng',
  bonus_expiry: 'Thưởng hết hạn',
  payment_to_wallet: 'Chuyển khoản vào ví',
  commission_signup: 'Hoa hồng đăng ký',
  commission_approval: 'Duyệt hoa hồng',
  commission_rejection: 'Từ chối hoa hồng',
  payout: 'Chi trả',
  refund: 'Hoàn tiền',
};

/**
 * Which way a movement of each type takes money, seen from its user (the person every list shows it
 * under): +1 to them, -1 from them. A refund gives money back, to the wallet or the bank: +1. Every
 * list of movements (the student's wallet history, the admin's wallet and system lists) signs its
 * amounts by this one rule (`shownLedgerAmount`).
 */
export const LEDGER_TYPE_DIRECTION: Record<LedgerTransactionType, 1 | -1> = {
  deposit: 1,
  order_payment: -1,
  wallet_purchase: -1,
  bonus_grant: 1,
  bonus_expiry: -1,
  payment_to_wallet: 1,
  commission_signup: 1,
  commission_approval: 1,
  commission_rejection: -1,
  payout: 1,
  refund: 1,
};

/** A movement's amount as every list shows it: its size (whole VND), signed by LEDGER_TYPE_DIRECTION. */
export function shownLedgerAmount(type: LedgerTransactionType, size: number): number {
  return size === 0 ? 0 : LEDGER_TYPE_DIRECTION[type] * Math.abs(size);
}

/** Vietnamese names of the account kinds (the admin's order details list each ledger entry). */
export const LEDGER_ACCOUNT_LABELS: Record<LedgerAccountKind, string> = {
  user_main: 'Ví chính',
  user_bonus: 'Ví thưởng',
  instructor_earnings: 'Thu nhập giảng viên',
  platform_revenue: 'Doanh thu nền tảng',
  bank_clearing: 'Ngân hàng',
  bonus_funding: 'Quỹ thưởng',
  affiliate_pending: 'Hoa hồng chờ duyệt',
  affiliate_payable: 'Hoa hồng được duyệt',
  tax_payable: 'Thuế TNCN phải nộp',
  commission_expense: 'Chi phí hoa hồng',
};

/**
 * Accounts of the platform itself, one of each. bank_clearing mirrors money received from banks (it
 * goes negative); bonus_funding and commission_expense are what the platform gives away (negative);
 * tax_payable is tax withheld from payouts until it is paid to the tax office.
 */
export const PLATFORM_ACCOUNTS = ['platform_revenue', 'bank_clearing', 'bonus_funding', 'commission_expense', 'tax_payable'] as const satisfies readonly LedgerAccountKind[];
type PlatformKind = (typeof PLATFORM_ACCOUNTS)[number];
export type UserAccountKind = Exclude<LedgerAccountKind, PlatformKind>;

/** Accounts that hold someone's money: they may never go below zero. */
// affiliate_payable is not here: a refund of a sale whose commission was already paid claws it back
// as a negative entry, to be netted against the affiliate's next commissions.
const NON_NEGATIVE: ReadonlySet<LedgerAccountKind> = new Set(['user_main', 'user_bonus', 'instructor_earnings', 'affiliate_pending']);

export type AccountRef = { kind: PlatformKind } | { kind: UserAccountKind; userId: string };

export function accountKey(ref: AccountRef): string {
  return 'userId' in ref ? `${ref.kind}:${ref.userId}` : ref.kind;
}

export function mustStayNonNegative(kind: LedgerAccountKind): boolean {
  return NON_NEGATIVE.has(kind);
}

/** One leg of a ledger transaction: a signed whole-VND amount (positive credits the account). */
export interface LedgerLine {
  account: AccountRef;
  amount: number;
  /** The sale line it belongs to, for the per-course and per-instructor reports. */
  courseId?: string;
  toolPlanId?: string;
}

export interface LedgerPosting {
  type: LedgerTransactionType;
  /** Whose movement it is (the admin list shows this user). */
  userId: string | null;
  description: string;
  orderId?: string;
  depositId?: string;
  lines: LedgerLine[];
}

/** Checks a posting before it touches the database: whole VND, no zero legs, and the legs sum to zero. */
export function assertBalanced(posting: LedgerPosting): void {
  if (posting.lines.length < 2) throw new Error('Một giao dịch sổ cái cần ít nhất hai bút toán.');
  let sum = 0;
  for (const line of posting.lines) {
    if (!Number.isSafeInteger(line.amount) || line.amount === 0) throw new Error(`Bút toán không hợp lệ: ${line.amount}`);
    sum += line.amount;
  }
  if (sum !== 0) throw new Error(`Giao dịch sổ cái lệch ${sum} đ.`);
}
