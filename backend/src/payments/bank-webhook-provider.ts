import crypto from 'node:crypto';

/** One bank notification, whatever service delivered it. */
export interface BankNotification {
  provider: string;
  /** The provider's id for the bank transaction: a replay carries the same one. */
  transactionId: string;
  /** Whole VND. */
  amount: number;
  /** Money in (a customer paying) or out. */
  incoming: boolean;
  content: string;
  /** A payment code the provider already recognised in the memo, if it does that. */
  code: string | null;
  referenceCode: string | null;
  /** The request body exactly as received. */
  rawBody: Uint8Array<ArrayBuffer>;
}

/** A bank-notification service (SePay first; Casso and payOS sign differently, see DESIGN.md). */
export interface BankWebhookProvider {
  readonly name: string;
  /** True when the request really comes from the provider. */
  authenticate(headers: Record<string, string | string[] | undefined>): boolean;
  /** The notification, or null when the body is not one; `rawBody` is the same body as received. */
  parse(body: unknown, rawBody: Uint8Array<ArrayBuffer>): BankNotification | null;
}

/** Compares secrets in constant time whatever their lengths. */
export function secretsEqual(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b) && given.length === expected.length;
}
