import { formatVnd } from '../../lib/format';

// The server's default limits (DEPOSIT_MIN_AMOUNT / DEPOSIT_MAX_AMOUNT); it re-checks with its own configuration.
export const DEPOSIT_MIN_AMOUNT = 10_000;
export const DEPOSIT_MAX_AMOUNT = 500_000_000;
export const DEPOSIT_QUICK_AMOUNTS = [100_000, 200_000, 500_000, 1_000_000] as const;

// Twelve digits already exceed any allowed deposit and stay far below Number.MAX_SAFE_INTEGER.
const MAX_DIGITS = 12;

/** What the amount box keeps of the typed text: digits only, no leading zeros. */
export function depositDigits(typed: string): string {
  return typed.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_DIGITS);
}

/** Why an amount cannot be sent, or null when it is within the limits. */
export function depositAmountError(amount: number): string | null {
  if (!amount) return 'Vui lòng nhập số tiền cần nạp.';
  if (amount < DEPOSIT_MIN_AMOUNT || amount > DEPOSIT_MAX_AMOUNT) {
    return `Số tiền nạp phải từ ${formatVnd(DEPOSIT_MIN_AMOUNT)} đến ${formatVnd(DEPOSIT_MAX_AMOUNT)}.`;
  }
  return null;
}
