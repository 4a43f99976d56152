import QRCode from 'qrcode';
import { z } from 'zod';
import type { AppConfig } from '../config/app-config';
import { buildVietQrPayload } from '../common/vietqr/vietqr';

export interface BankInstructions {
  bankName: string;
  bankBin: string;
  accountNumber: string;
  accountName: string;
  amount: number;
  /** The transfer memo: exactly the order or deposit code. */
  memo: string;
  /** The VietQR (EMVCo) string, and the same drawn as an SVG any page can show. */
  qrPayload: string;
  qrSvg: string;
}

/** What the customer needs to pay `amount` VND for `code` by bank transfer. */
export async function bankInstructions(config: AppConfig, code: string, amount: number): Promise<BankInstructions> {
  const { bank } = config.payments;
  const qrPayload = buildVietQrPayload({ bankBin: bank.bin, accountNumber: bank.accountNumber, amount, memo: code });
  const qrSvg = await QRCode.toString(qrPayload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { bankName: bank.name, bankBin: bank.bin, accountNumber: bank.accountNumber, accountName: bank.accountName, amount, memo: code, qrPayload, qrSvg };
}

/** What /payment shows (OpenAPI shape of BankInstructions). */
export const bankInstructionsSchema = z.object({
  bankName: z.string(),
  bankBin: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  amount: z.number().int(),
  memo: z.string(),
  qrPayload: z.string(),
  qrSvg: z.string(),
});

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A payment code for a transfer memo: a prefix (DH order, NAP deposit) and 8 unambiguous characters. */
export function newPaymentCode(prefix: 'DH' | 'NAP'): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return prefix + Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

/** Finds an order or deposit code in a bank memo (banks upper-case, add words, and sometimes drop spaces). */
export function findPaymentCode(memo: string): string | null {
  const match = memo.toUpperCase().match(/(?:DH|NAP)[A-HJ-NP-Z2-9]{8}/);
  return match ? match[0] : null;
}
