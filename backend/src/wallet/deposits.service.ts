import { Inject, Injectable, Logger } from '@nestjs/common';
import { lockDeposit } from '../common/locks/row-locks';
import { ClusterBus } from '../common/cluster/cluster-bus';
import { formatVnd } from '../common/text/money';
import { paginationOf } from '../common/http/responses';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { LedgerService } from '../ledger/ledger.service';
import { depositCreditedMail } from '../mail';
import { MailService } from '../mail/mail.service';
import { NotificationsService } from '../notifications/notifications.service';
import { bankInstructions, newPaymentCode } from '../payments';
import { Db, PrismaService, type SqlClient } from '../prisma/prisma.service';
import { WalletErrors } from './wallet.errors';

type DepositRow = { id: string; code: string; amount: bigint; status: 'pending' | 'completed' | 'expired'; expiresAt: Date; completedAt: Date | null; createdAt: Date };

const toView = (row: DepositRow) => ({
  _id: row.id,
  code: row.code,
  amount: Number(row.amount),
  status: row.status,
  expiresAt: row.expiresAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** Deposits into the main wallet by bank transfer, credited by the same bank webhook as orders. */
@Injectable()
export class DepositsService {
  private readonly logger = new Logger(DepositsService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly prisma: PrismaService,
    private readonly ledger: LedgerService,
    private readonly mail: MailService,
    private readonly notifications: NotificationsService,
    private readonly bus: ClusterBus,
  ) {}

  async create(userId: string, amount: number) {
    const { depositMinAmount, depositMaxAmount, orderTtlMinutes } = this.config.payments;
    if (amount < depositMinAmount || amount > depositMaxAmount) {
      throw WalletErrors.raise('DEPOSIT_AMOUNT_OUT_OF_RANGE', `Số tiền nạp phải từ ${formatVnd(depositMinAmount)} đến ${formatVnd(depositMaxAmount)}.`);
    }
    const row = await this.prisma.deposit.create({
      data: { code: newPaymentCode('NAP'), userId, amount: BigInt(amount), expiresAt: new Date(Date.now() + orderTtlMinutes * 60_000) },
    });
    return this.withPayment(row);
  }

  async get(userId: string, code: string) {
    return this.withPayment(await this.findOwn(userId, code));
  }

  async status(userId: string, code: string) {
    const row = await this.findOwn(userId, code);
    return { code: row.code, status: row.status, amount: Number(row.amount), completedAt: row.completedAt?.toISOString() ?? null, expiresAt: row.expiresAt.toISOString() };
  }

  /**
   * Every deposit request, newest first, whatever its status: a pending one can still be paid from
   * the list (SPEC: page, fromDate, toDate → data + pagination).
   */
  async history(userId: string, query: { page: number; limit: number; fromDate?: Date; toDate?: Date }) {
    const where = { userId, createdAt: { gte: query.fromDate, lte: query.toDate } };
    const [rows, total] = await Promise.all([
      this.prisma.deposit.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (query.page - 1) * query.limit, take: query.limit }),
      this.prisma.deposit.count({ where }),
    ]);
    return { data: rows.map(toView), pagination: paginationOf(query.page, query.limit, total) };
  }

  /**
   * Inside the webhook's transaction: credits a pending deposit once. False when it was not pending.
   * `received` is what actually arrived when an admin accepts an odd amount: that is what is credited.
   */
  async credit(tx: SqlClient, depositId: string, received?: number, now = new Date()): Promise<boolean> {
    const locked = await lockDeposit(tx, depositId);
    if (locked?.status !== 'pending') return false;
    const amount = received ?? Number(locked.amount);
    await tx.$executeRaw`UPDATE deposits SET status = 'completed', completed_at = ${now}, amount = ${BigInt(amount)}, updated_at = ${now} WHERE id = ${depositId}`;
    const [owner] = await tx.$queryRaw<{ email: string; name: string }[]>`SELECT email, name FROM users WHERE id = ${locked.user_id}`;
    await this.mail.queue(tx, owner.email, depositCreditedMail(owner.name, locked.code, amount, `${this.config.publicUrl}/wallet`));
    await this.post(tx, { userId: locked.user_id, depositId, code: locked.code, amount, notice: `${formatVnd(amount)} đã được cộng vào ví của bạn (mã nạp ${locked.code}).` });
    return true;
  }

  /** A second transfer for a deposit already credited (an admin confirmed it): the money is the user's too. */
  async creditAgain(tx: Db, depositId: string, amount: number): Promise<void> {
    const deposit = await tx.deposit.findUniqueOrThrow({ where: { id: depositId }, select: { userId: true, code: true } });
    await this.post(tx, {
      userId: deposit.userId,
      depositId,
      code: deposit.code,
      amount,
      notice: `Khoản chuyển thêm ${formatVnd(amount)} với mã nạp ${deposit.code} đã được cộng vào ví của bạn.`,
    });
  }

  private async post(tx: SqlClient, credit: { userId: string; depositId: string; code: string; amount: number; notice: string }) {
    await this.notifications.notify(tx, credit.userId, { type: 'deposit_credited', title: 'Nạp tiền thành công', body: credit.notice, link: '/wallet' });
    // The ledger last: it holds the shared bank clearing account until the commit (LedgerService).
    await this.ledger.post(tx, {
      type: 'deposit',
      userId: credit.userId,
      description: `Nạp tiền vào ví (mã ${credit.code})`,
      depositId: credit.depositId,
      lines: [
        { account: { kind: 'bank_clearing' }, amount: -credit.amount },
        { account: { kind: 'user_main', userId: credit.userId }, amount: credit.amount },
      ],
    });
  }

  async expireOverdue(now = new Date()): Promise<number> {
    const overdue = await this.prisma.deposit.findMany({ where: { status: 'pending', expiresAt: { lte: now } }, select: { id: true, code: true }, take: 500 });
    if (!overdue.length) return 0;
    // Still pending: one paid meanwhile is left alone (announcing it anyway only makes its page look again).
    const { count } = await this.prisma.deposit.updateMany({ where: { id: { in: overdue.map((row) => row.id) }, status: 'pending' }, data: { status: 'expired' } });
    overdue.forEach(({ code }) => this.bus.publish('payment-status', code));
    if (count) this.logger.log(`Đã hủy ${count} yêu cầu nạp tiền quá hạn.`);
    return count;
  }

  private async findOwn(userId: string, code: string): Promise<DepositRow> {
    const row = await this.prisma.deposit.findFirst({ where: { userId, code: code.trim().toUpperCase() } });
    if (!row) throw WalletErrors.raise('DEPOSIT_NOT_FOUND');
    return row;
  }

  private async withPayment(row: DepositRow) {
    return {
      deposit: toView(row),
      payment: row.status === 'pending' ? await bankInstructions(this.config, row.code, Number(row.amount)) : null,
      demoMode: this.config.payments.demoMode,
    };
  }
}
