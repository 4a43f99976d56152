import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import QRCode from 'qrcode';
import { CommissionsService } from '../affiliates/commissions.service';
import { lockOrder, lockUsers } from '../common/locks/row-locks';
import { formatVnd } from '../common/text/money';
import { buildVietQrPayload } from '../common/vietqr/vietqr';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { Refund, RefundLine } from '../generated/prisma/client';
import type { RefundMethod } from '../generated/prisma/enums';
import { accountKey, type LedgerLine } from '../ledger';
import { LedgerService } from '../ledger/ledger.service';
import { orderRefundedMail } from '../mail';
import { MailService } from '../mail/mail.service';
import { NotificationsService } from '../notifications/notifications.service';
import { moveOrder, REFUNDABLE_STATUSES, settledStatus } from '../orders';
import { OrderFulfilmentService } from '../orders/order-fulfilment.service';
import { Db, PrismaService } from '../prisma/prisma.service';
import { WalletService } from '../wallet/wallet.service';
import { allocateRefund, chooseLines, refundSources, type ChosenLine, type LineAllocation, type RefundAllocation } from './refund-allocation';
import type { RefundView } from './refunds.dto';
import { RefundErrors } from './refunds.errors';

export interface RefundPlanInput {
  lines?: { orderItemId: string; amount: number }[];
  method: RefundMethod;
}

export interface RefundInput extends RefundPlanInput {
  reference?: string | null;
  reason?: string | null;
  idempotencyKey: string;
}

type RefundRow = Refund & { lines: (RefundLine & { orderItem: { title: string } })[]; order: { code: string } };

/** Unaccented and short: what a banking app keeps of a transfer memo. */
export const refundMemo = (orderCode: string) => `HOAN TIEN ${orderCode}`;

/** Thrown by a preview to roll back the refund it just worked out. */
class PreviewRollback {
  constructor(readonly refund: RefundRow) {}
}

/**
 * Giving money back for a paid order (docs/commerce.md, "Refunds"). One refund is one ledger
 * transaction that reverses, in proportion, every share the sale paid: the instructor's (up to what
 * their earnings still hold; the platform bears the rest), each affiliate commission (pending,
 * approved, or paid and clawed back), and the platform's. The buyer gets it in their main wallet (or
 * by a bank transfer the admin records), and what bonus credit paid goes back to its own grant. Lines
 * refunded in full lose their access. Locks, in the order a sale takes them: the order row, the buyer's
 * and the affiliates' user rows, their commissions, the course rows, the bonus grants, then the ledger.
 */
@Injectable()
export class RefundsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly prisma: PrismaService,
    private readonly ledger: LedgerService,
    private readonly wallet: WalletService,
    private readonly commissions: CommissionsService,
    private readonly fulfilment: OrderFulfilmentService,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
  ) {}

  /** POST /admin/orders/{id}/refunds: refunds once per idempotency key; the same key answers with the same refund. */
  async refund(adminId: string, orderId: string, input: RefundInput): Promise<{ message: string; refund: RefundView }> {
    const { row, replay } = await this.prisma.inTransaction((tx) => this.apply(tx, adminId, orderId, input, new Date()));
    const refund = refundView(row);
    const message = replay
      ? `Khoản hoàn tiền này đã được ghi nhận trước đó (${formatVnd(refund.amount)}).`
      : `Đã hoàn ${formatVnd(refund.amount)} cho đơn hàng ${refund.orderCode}.`;
    return { message, refund };
  }

  /**
   * What a refund would move, worked out by the refund itself in a transaction that is then rolled
   * back: the admin sees exactly what approving it will do, and nothing is written or sent.
   */
  async preview(orderId: string, input: RefundPlanInput) {
    let row: RefundRow;
    try {
      await this.prisma.inTransaction(async (tx) => {
        const { row } = await this.apply(tx, null, orderId, { ...input, idempotencyKey: `preview:${randomUUID()}`, reference: null, reason: null }, new Date());
        throw new PreviewRollback(row);
      });
      throw new Error('Bản xem trước hoàn tiền không được hoàn tác.');
    } catch (error) {
      if (!(error instanceof PreviewRollback)) throw error;
      row = error.refund;
    }
    // Not made yet: no id, date or bank reference.
    const { _id: _unmadeId, createdAt: _unmadeAt, reference: _noReference, ...refund } = refundView(row);
    const memo = refundMemo(refund.orderCode);
    const qrPayload =
      refund.toBank > 0 && refund.accountNumber && /^[0-9A-Za-z]{1,19}$/.test(refund.accountNumber)
        ? buildVietQrPayload({ bankBin: await this.buyerBankBin(orderId), accountNumber: refund.accountNumber, amount: refund.toBank, memo })
        : null;
    return { refund, qrPayload, qrSvg: qrPayload ? await QRCode.toString(qrPayload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) : null };
  }

  private async buyerBankBin(orderId: string): Promise<string> {
    const order = await this.prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: { user: { select: { payoutAccount: { select: { bankBin: true } } } } } });
    return order.user.payoutAccount?.bankBin ?? '';
  }

  private async apply(tx: Db, adminId: string | null, orderId: string, input: RefundInput, now: Date): Promise<{ row: RefundRow; replay: boolean }> {
    const order = await lockOrder(tx, orderId);
    if (!order) throw RefundErrors.raise('ORDER_NOT_FOUND');
    const earlier = await tx.refund.findUnique({ where: { idempotencyKey: input.idempotencyKey }, include: refundIncludes });
    if (earlier) {
      if (earlier.orderId !== orderId) throw RefundErrors.raise('REFUND_KEY_REUSED');
      return { row: earlier, replay: true };
    }
    if (!REFUNDABLE_STATUSES.includes(order.status)) throw RefundErrors.raise('ORDER_NOT_REFUNDABLE');

    const items = await tx.orderItem.findMany({ where: { orderId }, orderBy: { id: 'asc' } });
    const states = items.map((item) => ({
      id: item.id,
      title: item.title,
      amount: Number(item.amount),
      refundedAmount: Number(item.refundedAmount),
      fullyRefunded: item.accessRevokedAt !== null,
    }));
    const chosen = chooseLines(states, input.lines);
    if (!Array.isArray(chosen)) throw choiceError(chosen);
    const buyerId = order.user_id;
    const buyer = await tx.user.findUniqueOrThrow({ where: { id: buyerId }, select: { name: true, email: true, payoutAccount: true } });
    const bank = input.method === 'bank_transfer' ? buyer.payoutAccount : null;
    if (input.method === 'bank_transfer' && !bank) throw RefundErrors.raise('BUYER_BANK_ACCOUNT_MISSING');

    // The buyer's and the affiliates' rows in one id order: an affiliate's decision and payout take theirs first too.
    const lineIds = chosen.map((choice) => choice.line.id);
    await lockUsers(tx, [buyerId, ...(await this.commissions.affiliatesOfLines(tx, lineIds))]);
    const commissionsOf = await this.commissions.lockForRefund(tx, lineIds);

    const itemOf = new Map(items.map((item) => [item.id, item]));
    const completed = chosen.filter((choice) => choice.completesLine).map((choice) => itemOf.get(choice.line.id)!);
    await this.fulfilment.withdrawAccess(tx, buyerId, orderId, completed, now);

    const sale = await this.saleOf(tx, orderId);
    const before = Number(order.refunded_amount);
    const amount = chosen.reduce((sum, choice) => sum + choice.amount, 0);
    // The bonus grants are locked before the ledger's balances (lock order), so their part is given back first.
    const bonus = await this.wallet.restoreBonusLines(tx, buyerId, orderId, refundSources(Number(order.total), sale.bonusUsed, before, before + amount).toBonus, now);
    const instructorIds = [...new Set(chosen.flatMap((choice) => sale.instructorShares.get(itemOf.get(choice.line.id)!.courseId ?? '')?.instructorId ?? []))];
    const balances = await this.ledger.lockedBalances(
      tx,
      instructorIds.map((userId) => ({ kind: 'instructor_earnings', userId })),
    );
    const allocation = allocateRefund({
      orderTotal: Number(order.total),
      bonusUsed: sale.bonusUsed,
      refundedBefore: before,
      instructorBalances: new Map(instructorIds.map((userId) => [userId, balances.get(accountKey({ kind: 'instructor_earnings', userId }))!])),
      lines: chosen.map((choice) => {
        const item = itemOf.get(choice.line.id)!;
        const share = item.courseId ? sale.instructorShares.get(item.courseId) : undefined;
        return { chosen: choice, instructor: share ? { userId: share.instructorId, share: share.amount } : null, commissions: commissionsOf.get(item.id) ?? [] };
      }),
    });
    const tag = (orderItemId: string) => ({ courseId: itemOf.get(orderItemId)!.courseId ?? undefined, toolPlanId: itemOf.get(orderItemId)!.toolPlanId ?? undefined });
    const commissionLines = await this.commissions.applyRefund(tx, order.code, allocation.commissions, tag);

    for (const choice of chosen) {
      await tx.orderItem.update({
        where: { id: choice.line.id },
        data: { refundedAmount: { increment: BigInt(choice.amount) }, ...(choice.completesLine ? { accessRevokedAt: now } : {}) },
      });
    }
    await tx.order.update({ where: { id: orderId }, data: { refundedAmount: { increment: BigInt(amount) } } });
    const after = states.map((state) => {
      const choice = chosen.find((candidate) => candidate.line.id === state.id);
      return choice ? { refundedAmount: state.refundedAmount + choice.amount, fullyRefunded: choice.completesLine } : state;
    });
    await moveOrder(tx, orderId, settledStatus(after));

    const ledgerLines = [
      ...(allocation.toMain > 0
        ? [{ account: input.method === 'wallet' ? { kind: 'user_main' as const, userId: buyerId } : { kind: 'bank_clearing' as const }, amount: allocation.toMain }]
        : []),
      ...bonus.lines,
      ...refundTakeBackLines(allocation, tag),
      ...commissionLines,
    ].filter((line) => line.amount !== 0);
    const ledgerTransactionId =
      amount > 0
        ? await this.ledger.post(tx, {
            type: 'refund',
            userId: buyerId,
            description: `Hoàn tiền đơn hàng ${order.code}: ${chosen.map((choice) => choice.line.title).join(', ')}`,
            orderId,
            lines: ledgerLines,
          })
        : null;

    const created = await tx.refund.create({
      data: {
        idempotencyKey: input.idempotencyKey,
        orderId,
        method: input.method,
        amount: BigInt(amount),
        toMain: BigInt(input.method === 'wallet' ? allocation.toMain : 0),
        toBank: BigInt(input.method === 'bank_transfer' ? allocation.toMain : 0),
        toBonus: BigInt(bonus.restored),
        bonusExpired: BigInt(bonus.expired),
        fromInstructors: BigInt(allocation.fromInstructors),
        fromAffiliates: BigInt(allocation.fromAffiliates),
        fromPlatform: BigInt(allocation.fromPlatform),
        instructorShortfall: BigInt(allocation.instructorShortfall),
        reason: input.reason?.trim() || null,
        reference: input.reference?.trim() || null,
        bankName: bank?.bankName ?? null,
        accountNumber: bank?.accountNumber ?? null,
        accountHolder: bank?.accountHolder ?? null,
        ledgerTransactionId,
        createdById: adminId,
        lines: {
          create: allocation.lines.map((line) => ({
            orderItemId: line.orderItemId,
            amount: BigInt(line.amount),
            instructorAmount: BigInt(line.instructor),
            affiliateAmount: BigInt(line.affiliates.direct + line.affiliates.team),
            platformAmount: BigInt(line.platform),
            accessRevoked: line.completesLine,
          })),
        },
      },
      include: refundIncludes,
    });
    // A refund answers the order's open request, whoever asked for it.
    await tx.refundRequest.updateMany({ where: { orderId, status: 'pending' }, data: { status: 'approved', decidedById: adminId, decidedAt: now, refundId: created.id } });
    await this.tell(tx, { buyerId, buyerName: buyer.name, buyerEmail: buyer.email, orderCode: order.code }, created, allocation.lines, completed);
    return { row: created, replay: false };
  }

  /** The sale's instructor share per course and the bonus credit it spent, from the sale's own ledger transaction. */
  private async saleOf(tx: Db, orderId: string) {
    const entries = await tx.$queryRaw<{ kind: string; user_id: string | null; course_id: string | null; amount: bigint }[]>`
      SELECT a.kind, a.user_id, e.course_id, e.amount
        FROM ledger_transactions t
        JOIN ledger_entries e ON e.transaction_id = t.id
        JOIN ledger_accounts a ON a.id = e.account_id
       WHERE t.order_id = ${orderId} AND t.type IN ('order_payment', 'wallet_purchase')`;
    const instructorShares = new Map<string, { instructorId: string; amount: number }>();
    let bonusUsed = 0;
    for (const entry of entries) {
      if (entry.kind === 'instructor_earnings' && entry.course_id && entry.amount > 0n)
        instructorShares.set(entry.course_id, { instructorId: entry.user_id!, amount: Number(entry.amount) });
      if (entry.kind === 'user_bonus') bonusUsed -= Number(entry.amount);
    }
    return { instructorShares, bonusUsed };
  }

  /** The buyer (notification, push, mail) and each instructor whose earnings went down. */
  private async tell(
    tx: Db,
    buyer: { buyerId: string; buyerName: string; buyerEmail: string; orderCode: string },
    refund: RefundRow,
    lines: LineAllocation[],
    completed: { title: string }[],
  ) {
    const amount = Number(refund.amount);
    const destinations = [
      ...(refund.toMain > 0n ? [`${formatVnd(Number(refund.toMain))} đã được cộng vào ví chính của bạn.`] : []),
      ...(refund.toBank > 0n ? [`${formatVnd(Number(refund.toBank))} đã được chuyển khoản tới ${refund.bankName} ${refund.accountNumber}.`] : []),
      ...(refund.toBonus > 0n ? [`${formatVnd(Number(refund.toBonus))} đã được trả lại ví thưởng, với hạn dùng như cũ.`] : []),
      ...(refund.bonusExpired > 0n ? [`${formatVnd(Number(refund.bonusExpired))} tiền thưởng đã hết hạn nên không được hoàn lại.`] : []),
    ];
    const titles = refund.lines.map((line) => line.orderItem.title);
    await this.notifications.notify(tx, buyer.buyerId, {
      type: 'order_refunded',
      title: 'Đơn hàng đã được hoàn tiền',
      body: `Đơn hàng ${buyer.orderCode} đã được hoàn ${formatVnd(amount)}. ${destinations.join(' ')}`,
      link: refund.toMain > 0n || refund.toBonus > 0n ? '/wallet' : '/transactions',
    });
    await this.mail.queue(
      tx,
      buyer.buyerEmail,
      orderRefundedMail(
        buyer.buyerName,
        { orderCode: buyer.orderCode, amount, items: titles, destinations, accessWithdrawn: completed.map((item) => item.title) },
        `${this.config.publicUrl}/transactions`,
      ),
    );
    const byInstructor = new Map<string, { amount: number; titles: string[] }>();
    for (const line of lines) {
      // What the sale gave them on the line, including a part their earnings no longer held.
      const share = line.instructor + line.instructorShortfall;
      if (!line.instructorId || share <= 0) continue;
      const entry = byInstructor.get(line.instructorId) ?? { amount: 0, titles: [] };
      entry.amount += share;
      entry.titles.push(line.title);
      byInstructor.set(line.instructorId, entry);
    }
    for (const [instructorId, { amount: share, titles: courseTitles }] of byInstructor) {
      await this.notifications.notify(tx, instructorId, {
        type: 'course_refunded',
        title: 'Một đơn hàng được hoàn tiền',
        body: `Học viên được hoàn tiền ${courseTitles.map((title) => `"${title}"`).join(', ')} (đơn ${buyer.orderCode}): thu nhập của bạn giảm ${formatVnd(share)}.`,
        link: '/instructor/earnings',
      });
    }
  }
}

/** The refund's take-back legs: each instructor's part and the platform's own (rejected commissions come with the commissions' legs). */
function refundTakeBackLines(allocation: RefundAllocation, tag: (orderItemId: string) => Pick<LedgerLine, 'courseId' | 'toolPlanId'>): LedgerLine[] {
  return [
    ...allocation.lines.flatMap((line): LedgerLine[] =>
      line.instructorId && line.instructor > 0
        ? [{ account: { kind: 'instructor_earnings', userId: line.instructorId }, amount: -line.instructor, courseId: tag(line.orderItemId).courseId }]
        : [],
    ),
    ...allocation.lines.map((line): LedgerLine => ({ account: { kind: 'platform_revenue' }, amount: -(line.platform - line.rejectedCommissions), ...tag(line.orderItemId) })),
  ];
}

const refundIncludes = { lines: { include: { orderItem: { select: { title: true } } } }, order: { select: { code: true } } } as const;

function choiceError(choice: Exclude<ReturnType<typeof chooseLines>, ChosenLine[]>) {
  switch (choice.problem) {
    case 'LINE_ALREADY_REFUNDED':
      return RefundErrors.raise(choice.problem, `"${choice.title}" đã được hoàn tiền toàn bộ.`);
    case 'ZERO_AMOUNT_LINE':
      return RefundErrors.raise(choice.problem, `Số tiền hoàn của "${choice.title}" phải lớn hơn 0 ₫.`);
    case 'AMOUNT_OVER_REFUNDABLE':
      return RefundErrors.raise(choice.problem, `Số tiền hoàn của "${choice.title}" vượt quá phần còn có thể hoàn (${formatVnd(choice.refundable)}).`);
    default:
      return RefundErrors.raise(choice.problem);
  }
}

export function refundView(row: RefundRow): RefundView {
  return {
    _id: row.id,
    orderId: row.orderId,
    orderCode: row.order.code,
    method: row.method,
    amount: Number(row.amount),
    toMain: Number(row.toMain),
    toBank: Number(row.toBank),
    toBonus: Number(row.toBonus),
    bonusExpired: Number(row.bonusExpired),
    fromInstructors: Number(row.fromInstructors),
    fromAffiliates: Number(row.fromAffiliates),
    fromPlatform: Number(row.fromPlatform),
    instructorShortfall: Number(row.instructorShortfall),
    reason: row.reason,
    reference: row.reference,
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    accountHolder: row.accountHolder,
    lines: row.lines.map((line) => ({
      orderItemId: line.orderItemId,
      title: line.orderItem.title,
      amount: Number(line.amount),
      instructorAmount: Number(line.instructorAmount),
      affiliateAmount: Number(line.affiliateAmount),
      platformAmount: Number(line.platformAmount),
      accessRevoked: line.accessRevoked,
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

export { refundIncludes };
