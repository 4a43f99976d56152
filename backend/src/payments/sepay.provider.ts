import { z } from 'zod';
import { secretsEqual, type BankNotification, type BankWebhookProvider } from './bank-webhook-provider';

// SePay's webhook body (https://docs.sepay.vn): numbers for id and amounts, "in"/"out" transfers.
const sepayBody = z.object({
  id: z.union([z.number().int(), z.string().min(1).max(100)]),
  gateway: z.string().max(100).optional(),
  transactionDate: z.string().max(40).optional(),
  accountNumber: z.string().max(40).optional(),
  code: z.string().max(100).nullable().optional(),
  content: z.string().max(2000).default(''),
  transferType: z.enum(['in', 'out']),
  transferAmount: z.number().int().min(0).max(1_000_000_000_000),
  accumulated: z.number().optional(),
  referenceCode: z.string().max(100).nullable().optional(),
  description: z.string().max(2000).optional(),
});

export type SepayWebhookBody = z.input<typeof sepayBody>;

/** SePay: `Authorization: Apikey <key>`. */
export class SepayProvider implements BankWebhookProvider {
  readonly name = 'sepay';

  constructor(private readonly apiKey: string) {}

  authenticate(headers: Record<string, string | string[] | undefined>): boolean {
    const header = headers.authorization;
    if (typeof header !== 'string') return false;
    const match = /^Apikey\s+(.+)$/i.exec(header.trim());
    return match !== null && secretsEqual(match[1], this.apiKey);
  }

  parse(body: unknown, rawBody: Uint8Array<ArrayBuffer>): BankNotification | null {
    const parsed = sepayBody.safeParse(body);
    if (!parsed.success) return null;
    const data = parsed.data;
    return {
      provider: this.name,
      transactionId: String(data.id),
      amount: data.transferAmount,
      incoming: data.transferType === 'in',
      content: data.content.slice(0, 500),
      code: data.code ?? null,
      referenceCode: data.referenceCode ?? null,
      rawBody,
    };
  }

  /** The header SePay sends (the demo mode signs its simulated transfers with it). */
  authorizationHeader(): string {
    return `Apikey ${this.apiKey}`;
  }
}
