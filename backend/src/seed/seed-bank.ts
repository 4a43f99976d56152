import type { AppConfig } from '../config/app-config';
import { BankTransfersService } from '../payments/bank-transfers.service';
import { SepayProvider } from '../payments/sepay.provider';

const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/**
 * The bank of the demo: each transfer is the notification SePay would post for it, parsed by the real
 * provider and received by the real service (no HTTP, so no webhook key is needed). Transaction ids
 * count up from a fixed start, so a seeded database is the same every time.
 */
export class SeedBank {
  private readonly sepay: SepayProvider;
  private nextId = 91_000_001;

  constructor(
    private readonly transfers: BankTransfersService,
    private readonly config: AppConfig,
  ) {
    this.sepay = new SepayProvider(config.payments.sepayApiKey);
  }

  /** A customer's transfer of `amount` with `memo`; returns what the service made of it (applied or held). */
  async transfer(amount: number, memo: string, at: Date): Promise<string> {
    const id = this.nextId++;
    const body = {
      id,
      gateway: this.config.payments.bank.name,
      // SePay sends the bank's local time.
      transactionDate: new Date(at.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' '),
      accountNumber: this.config.payments.bank.accountNumber,
      code: null,
      content: memo,
      transferType: 'in',
      transferAmount: amount,
      accumulated: 0,
      referenceCode: `FT${id}`,
      description: memo,
    };
    const notification = this.sepay.parse(body, new TextEncoder().encode(JSON.stringify(body)));
    return (await this.transfers.receive(notification!)).status;
  }

  /** Pays an order or a deposit exactly; anything but "applied" means the demo data is wrong. */
  async pay(code: string, amount: number, at: Date): Promise<void> {
    const status = await this.transfer(amount, `${code} chuyen khoan`, at);
    if (status !== 'applied') throw new Error(`Chuyển khoản mẫu cho ${code} không được ghi nhận (${status}).`);
  }
}
