import { Inject, Injectable } from '@nestjs/common';
import crypto from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { PrismaService } from '../prisma/prisma.service';
import type { BankWebhookProvider } from './bank-webhook-provider';
import { BankTransfersService } from './bank-transfers.service';
import { PaymentErrors } from './payments.errors';
import { SepayProvider, type SepayWebhookBody } from './sepay.provider';

type Headers = Record<string, string | string[] | undefined>;

/** Receives bank notifications from the configured providers; the demo mode signs its own through the same path. */
@Injectable()
export class BankWebhooksService {
  private readonly sepay: SepayProvider;
  private readonly providers: Map<string, BankWebhookProvider>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly prisma: PrismaService,
    private readonly transfers: BankTransfersService,
  ) {
    this.sepay = new SepayProvider(config.payments.sepayApiKey);
    this.providers = new Map([[this.sepay.name, this.sepay]]);
  }

  /** `rawBody` is the body's bytes as received (JSON bodies only: anything else is not a notification). */
  async handle(providerName: string, headers: Headers, body: unknown, rawBody: Uint8Array | undefined): Promise<{ success: true }> {
    const provider = this.providers.get(providerName);
    if (!provider) throw PaymentErrors.raise('UNKNOWN_PROVIDER');
    if (!provider.authenticate(headers)) throw PaymentErrors.raise('WEBHOOK_UNAUTHORIZED');
    const notification = rawBody && provider.parse(body, new Uint8Array(rawBody));
    if (!notification) throw PaymentErrors.raise('WEBHOOK_BAD_BODY');
    await this.transfers.receive(notification);
    // Held and duplicate deliveries are answered with success too: the provider must stop retrying.
    return { success: true };
  }

  /**
   * Demo mode: the student's "I have transferred" button. Builds the exact SePay notification the bank
   * would send for the user's pending order or deposit and signs it, then takes the webhook path.
   */
  async simulateTransfer(userId: string, code: string): Promise<{ success: true }> {
    if (!this.config.payments.demoMode) throw PaymentErrors.raise('DEMO_DISABLED');
    const normalized = code.trim().toUpperCase();
    const [order, deposit] = await Promise.all([
      this.prisma.order.findFirst({ where: { code: normalized, userId, status: 'pending', paymentMethod: 'bank_transfer' }, select: { total: true } }),
      this.prisma.deposit.findFirst({ where: { code: normalized, userId, status: 'pending' }, select: { amount: true } }),
    ]);
    const amount = order?.total ?? deposit?.amount;
    if (amount === undefined) throw PaymentErrors.raise('PAYMENT_CODE_NOT_FOUND');
    const { bank } = this.config.payments;
    const body: SepayWebhookBody = {
      id: crypto.randomInt(1, 2 ** 47),
      gateway: bank.name,
      transactionDate: new Date().toISOString().slice(0, 19).replace('T', ' '),
      accountNumber: bank.accountNumber,
      code: null,
      content: `${normalized} chuyen tien`,
      transferType: 'in',
      transferAmount: Number(amount),
      referenceCode: `DEMO${Date.now()}`,
      description: `DEMO ${normalized}`,
    };
    return this.handle(this.sepay.name, { authorization: this.sepay.authorizationHeader() }, body, Buffer.from(JSON.stringify(body)));
  }
}
