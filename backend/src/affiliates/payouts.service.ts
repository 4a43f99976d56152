import { Inject, Injectable } from '@nestjs/common';
import { lockUsers } from '../common/locks/row-locks';
import QRCode from 'qrcode';
import { csvText } from '../common/http/csv';
import { paginationOf } from '../common/http/responses';
import { bankByBin } from '../common/vietqr/banks';
import { buildVietQrPayload } from '../common/vietqr/vietqr';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { PayoutKind, PayoutMethod } from '../generated/prisma/enums';
import type { Payout } from '../generated/prisma/client';
import { accountKey, type AccountRef } from '../ledger';
import { LedgerService } from '../ledger/ledger.service';
import { payoutSentMail } from '../mail';
import { MailService } from '../mail/mail.service';
import { NotificationsService } from '../notifications/notifications.service';
import { Db, Prisma, PrismaService } from '../prisma/prisma.service';
import { formatVnd } from '../common/text/money';
import { formatVietnamDate } from '../common/time/vietnam-calendar';
import { AffiliateSettingsService } from './affiliate-settings.service';
import { AffiliateErrors } from './affiliates.errors';
import { withholdingFor } from './withholding-tax';

export interface PayoutAccountInput {
  bankBin: string;
  accountNumber: string;
  accountHolder: string;
}

export interface RecordPayoutInput {
  affiliateUserId: string;
  kind: PayoutKind;
  method: PayoutMethod;
  reference?: string | null;
  idempotencyKey: string;
}

/** The account a payout of this kind empties: approved commission, or the instructor's revenue share. */
function balanceAccount(kind: PayoutKind, userId: string): AccountRef {
  return kind === 'affiliate' ? { kind: 'affiliate_payable', userId } : { kind: 'instructor_earnings', userId };
}

/** Unaccented, at most 25 characters: what a banking app keeps of a transfer memo. */
export function payoutMemo(userId: string): string {
  return `HVM CHI TRA ${userId.replace(/-/g, '').slice(-8).toUpperCase()}`;
}

export function payoutView(row: Payout) {
  return {
    _id: row.id,
    kind: row.kind,
    userId: row.userId,
    method: row.method,
    gross: Number(row.gross),
    taxWithheld: Number(row.taxWithheld),
    net: Number(row.net),
    taxRatePercent: row.taxRatePercent,
    taxThreshold: Number(row.taxThreshold),
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    accountHolder: row.accountHolder,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Paying affiliates and instructors (docs/affiliates.md, "Payouts"): bank details entered once, a
 * queue of whoever has reached the minimum, and one recorded payout that empties the balance, with
 * personal income tax withheld by the rule of the payment date. Safe under concurrency: the
 * recipient's row is locked first, approved commissions are claimed with one guarded UPDATE, and
 * the amount paid is the balance read under that lock, so simultaneous calls pay once.
 */
@Injectable()
export class PayoutsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly settings: AffiliateSettingsService,
    private readonly ledger: LedgerService,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async payoutAccount(userId: string) {
    const row = await this.prisma.payoutAccount.findUnique({ where: { userId } });
    return {
      payoutAccount: row
        ? { bankBin: row.bankBin, bankName: row.bankName, accountNumber: row.accountNumber, accountHolder: row.accountHolder, updatedAt: row.updatedAt.toISOString() }
        : null,
    };
  }

  async savePayoutAccount(userId: string, input: PayoutAccountInput) {
    const bank = bankByBin(input.bankBin);
    if (!bank) throw AffiliateErrors.raise('BANK_NOT_SUPPORTED');
    const data = { bankBin: bank.bin, bankName: bank.shortName, accountNumber: input.accountNumber, accountHolder: input.accountHolder };
    await this.prisma.payoutAccount.upsert({ where: { userId }, create: { userId, ...data }, update: data });
    return this.payoutAccount(userId);
  }

  /** GET /admin/affiliates/payouts-queue: who can be paid now, with the tax and the VietQR of the net amount. */
  async queue(kind: PayoutKind) {
    const rules = await this.settings.inForce();
    const accountKind = kind === 'affiliate' ? 'affiliate_payable' : 'instructor_earnings';
    const rows = await this.prisma.ledgerAccount.findMany({
      where: { kind: accountKind, balance: { gte: BigInt(Math.max(1, rules.minimumPayout)) }, user: { isDisabled: false } },
      select: { balance: true, user: { select: { id: true, name: true, email: true, affiliateCode: true, payoutAccount: true } } },
      orderBy: [{ balance: 'desc' }, { id: 'asc' }],
      take: 500,
    });
    const now = new Date();
    const queue = [];
    for (const row of rows) {
      const user = row.user!;
      const withholding = withholdingFor(Number(row.balance), now, rules.taxRules);
      const account = user.payoutAccount;
      const memo = payoutMemo(user.id);
      const qrPayload =
        account && /^[0-9A-Za-z]{1,19}$/.test(account.accountNumber)
          ? buildVietQrPayload({ bankBin: account.bankBin, accountNumber: account.accountNumber, amount: withholding.net, memo })
          : null;
      queue.push({
        affiliateId: user.id,
        kind,
        name: user.name,
        email: user.email,
        affiliateCode: user.affiliateCode,
        gross: withholding.gross,
        taxWithheld: withholding.taxWithheld,
        net: withholding.net,
        taxRatePercent: withholding.rule.ratePercent,
        taxThreshold: withholding.rule.threshold,
        payoutAccount: account ? { bankBin: account.bankBin, bankName: account.bankName, accountNumber: account.accountNumber, accountHolder: account.accountHolder } : null,
        memo,
        qrPayload,
        qrSvg: qrPayload ? await QRCode.toString(qrPayload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) : null,
      });
    }
    return { queue, minimumPayout: rules.minimumPayout };
  }

  /** POST /admin/affiliates/payouts: records one payout; the same idempotency key answers with the same payout. */
  async record(adminId: string, input: RecordPayoutInput) {
    const payout = await this.prisma.inTransaction(async (tx) => {
      const [user] = await lockUsers(tx, [input.affiliateUserId]);
      if (!user) throw AffiliateErrors.raise('RECIPIENT_NOT_FOUND');
      const [earlier] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM payouts WHERE idempotency_key = ${input.idempotencyKey} LOCK IN SHARE MODE`;
      if (earlier) {
        const row = await tx.payout.findUniqueOrThrow({ where: { id: earlier.id } });
        if (row.userId !== input.affiliateUserId || row.kind !== input.kind) throw AffiliateErrors.raise('PAYOUT_KEY_REUSED');
        return row;
      }
      return this.pay(tx, adminId, input);
    });
    return { payout: payoutView(payout) };
  }

  private async pay(tx: Db, adminId: string, input: RecordPayoutInput): Promise<Payout> {
    const now = new Date();
    const rules = await this.settings.inForce(tx, now);
    const recipient = await tx.user.findUniqueOrThrow({ where: { id: input.affiliateUserId }, select: { id: true, name: true, email: true, payoutAccount: true } });
    const bank = recipient.payoutAccount;
    if (input.method === 'bank_transfer' && !bank) throw AffiliateErrors.raise('PAYOUT_ACCOUNT_MISSING');
    if (input.kind === 'affiliate') {
      // Approvals of this affiliate wait on the recipient's row locked above, so what is approved now is
      // exactly what the balance holds. Claimed before the balance is read, in the order an approval
      // locks (user, conversions, account); tied to the payout row once it exists.
      await tx.$executeRaw`UPDATE affiliate_conversions SET status = 'paid', updated_at = NOW(3) WHERE affiliate_user_id = ${recipient.id} AND status = 'approved'`;
    }
    const ref = balanceAccount(input.kind, recipient.id);
    const gross = (await this.ledger.lockedBalances(tx, [ref])).get(accountKey(ref))!;
    if (gross <= 0) throw AffiliateErrors.raise('NOTHING_TO_PAY');
    if (gross < rules.minimumPayout)
      throw AffiliateErrors.raise('PAYOUT_BELOW_MINIMUM', `Số dư ${formatVnd(gross)} chưa đạt mức thanh toán tối thiểu ${formatVnd(rules.minimumPayout)}.`);
    const withholding = withholdingFor(gross, now, rules.taxRules);
    const toWallet = input.method === 'wallet';

    const created = await tx.payout.create({
      data: {
        idempotencyKey: input.idempotencyKey,
        kind: input.kind,
        userId: recipient.id,
        method: input.method,
        gross: BigInt(gross),
        taxWithheld: BigInt(withholding.taxWithheld),
        net: BigInt(withholding.net),
        taxRatePercent: withholding.rule.ratePercent,
        taxThreshold: BigInt(withholding.rule.threshold),
        bankBin: toWallet ? null : bank!.bankBin,
        bankName: toWallet ? null : bank!.bankName,
        accountNumber: toWallet ? null : bank!.accountNumber,
        accountHolder: toWallet ? null : bank!.accountHolder,
        reference: input.reference?.trim() || null,
        paidById: adminId,
      },
    });
    if (input.kind === 'affiliate') {
      await tx.affiliateConversion.updateMany({ where: { affiliateUserId: recipient.id, status: 'paid', payoutId: null }, data: { payoutId: created.id } });
    }
    await this.ledger.post(tx, {
      type: 'payout',
      userId: recipient.id,
      description: `Chi trả ${input.kind === 'affiliate' ? 'hoa hồng' : 'doanh thu giảng viên'} ${toWallet ? 'vào ví chính' : `tới ${bank!.bankName} ${bank!.accountNumber}`}`,
      lines: [
        { account: ref, amount: -gross },
        ...(withholding.taxWithheld > 0 ? [{ account: { kind: 'tax_payable' as const }, amount: withholding.taxWithheld }] : []),
        toWallet
          ? { account: { kind: 'user_main' as const, userId: recipient.id }, amount: withholding.net }
          : { account: { kind: 'bank_clearing' as const }, amount: withholding.net },
      ],
    });
    const destination = toWallet ? 'ví chính của bạn' : `tài khoản ${bank!.bankName} ${bank!.accountNumber}`;
    const link = input.kind === 'affiliate' ? '/affiliate-dashboard' : '/instructor/earnings';
    await this.notifications.notify(tx, recipient.id, {
      type: 'payout_sent',
      title: 'Bạn vừa được thanh toán',
      body: `${formatVnd(withholding.net)} đã được chuyển tới ${destination}${withholding.taxWithheld > 0 ? ` (đã khấu trừ thuế TNCN ${formatVnd(withholding.taxWithheld)})` : ''}.`,
      link,
    });
    await this.mail.queue(
      tx,
      recipient.email,
      payoutSentMail(recipient.name, { gross, taxWithheld: withholding.taxWithheld, net: withholding.net, destination }, `${this.config.publicUrl}${link}`),
    );
    return created;
  }

  /** One recipient's payouts, newest first (the affiliate's history, the instructor's earnings page). */
  async history(userId: string, kind: PayoutKind | undefined, page: number, limit: number) {
    const where: Prisma.PayoutWhereInput = { userId, kind };
    const [total, rows] = await Promise.all([
      this.prisma.payout.count({ where }),
      this.prisma.payout.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (page - 1) * limit, take: limit }),
    ]);
    return { payouts: rows.map(payoutView), pagination: paginationOf(page, limit, total) };
  }

  /** Every payout, newest first (the admin's history tab). */
  async allPayouts(kind: PayoutKind | undefined, page: number, limit: number) {
    const where: Prisma.PayoutWhereInput = { kind };
    const [total, rows] = await Promise.all([
      this.prisma.payout.count({ where }),
      this.prisma.payout.findMany({
        where,
        include: { user: { select: { name: true, email: true } } },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: (page - 1) * limit,
        take: limit,
      }),
    ]);
    return { payouts: rows.map((row) => ({ ...payoutView(row), name: row.user.name, email: row.user.email })), pagination: paginationOf(page, limit, total) };
  }

  /** The yearly statement of income and tax withheld (Vietnamese calendar year), as CSV for the recipient. */
  async yearlyStatement(userId: string, year: number): Promise<string> {
    const from = new Date(Date.UTC(year, 0, 1) - 7 * 3_600_000);
    const to = new Date(Date.UTC(year + 1, 0, 1) - 7 * 3_600_000);
    const [user, rows] = await Promise.all([
      this.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { name: true, email: true } }),
      this.prisma.payout.findMany({ where: { userId, createdAt: { gte: from, lt: to } }, orderBy: { createdAt: 'asc' } }),
    ]);
    const sum = (field: 'gross' | 'taxWithheld' | 'net') => Number(rows.reduce((total, row) => total + row[field], 0n));
    return csvText([
      ['Bảng kê thu nhập và thuế TNCN đã khấu trừ', `Năm ${year}`],
      ['Người nhận', `${user.name} <${user.email}>`],
      ['Ngày chi trả', 'Loại', 'Tổng thu nhập (đ)', 'Thuế TNCN đã khấu trừ (đ)', 'Thực nhận (đ)', 'Hình thức', 'Mã tham chiếu'],
      ...rows.map((row) => [
        formatVietnamDate(row.createdAt),
        row.kind === 'affiliate' ? 'Hoa hồng affiliate' : 'Doanh thu giảng viên',
        Number(row.gross),
        Number(row.taxWithheld),
        Number(row.net),
        row.method === 'wallet' ? 'Ví chính' : `${row.bankName ?? ''} ${row.accountNumber ?? ''}`.trim(),
        row.reference ?? '',
      ]),
      ['Tổng cộng', '', sum('gross'), sum('taxWithheld'), sum('net'), '', ''],
    ]);
  }
}
