import type { PrismaClient } from '../generated/prisma/client';

// The services stamp every row with the time they run. To make the demo history span months, the
// seed moves a payment's rows back afterwards with plain UPDATEs of their timestamps. Amounts,
// balances and statuses are never touched here: the money moved through the services and the ledger.
// Each move is one transaction (one commit instead of one per table: the seed runs at every fresh start).

const MINUTE = 60_000;

export interface Backdater {
  /** A paid order: placed `minutesToPay` before `paidAt`, and everything paying it wrote, at `paidAt`. */
  order(order: { id: string; code: string; userId: string }, paidAt: Date, minutesToPay: number): Promise<void>;
  /** A completed deposit, requested a few minutes before the bank credited it at `completedAt`. */
  deposit(deposit: { id: string; code: string; userId: string }, completedAt: Date): Promise<void>;
  /** The user's bonus claim (claimed with `claimedAt` as its clock, so its expiry is already right). */
  bonusClaim(userId: string, claimedAt: Date): Promise<void>;
  /** The user's progress in a course, last touched at `at`. */
  progress(userId: string, courseId: string, at: Date): Promise<void>;
  /** A refund and what it wrote (its ledger transaction, the answered request, the notices), at `at`. */
  refund(refundId: string, at: Date): Promise<void>;
  /** A refund request still waiting, asked at `at`. */
  refundRequest(requestId: string, at: Date): Promise<void>;
}

export function backdater(prisma: PrismaClient, paymentTtlMinutes: number): Backdater {
  const requested = (at: Date, minutesBefore: number) => {
    const createdAt = new Date(at.getTime() - minutesBefore * MINUTE);
    return { createdAt, expiresAt: new Date(createdAt.getTime() + paymentTtlMinutes * MINUTE) };
  };
  return {
    async order({ id, code, userId }, paidAt, minutesToPay) {
      // A tool's access runs from the purchase for the plan's length, so it moves as one piece.
      const accesses = await prisma.toolSubscription.findMany({ where: { orderId: id }, select: { id: true, startsAt: true, expiresAt: true } });
      // Its commissions keep their holding period, counted from the sale.
      const commissions = await prisma.affiliateConversion.findMany({ where: { orderId: id }, select: { id: true, createdAt: true, holdUntil: true } });
      await prisma.$transaction([
        prisma.order.update({ where: { id }, data: { ...requested(paidAt, minutesToPay), paidAt } }),
        prisma.ledgerEntry.updateMany({ where: { transaction: { orderId: id } }, data: { createdAt: paidAt } }),
        prisma.ledgerTransaction.updateMany({ where: { orderId: id }, data: { createdAt: paidAt } }),
        prisma.enrollment.updateMany({ where: { orderId: id }, data: { createdAt: paidAt } }),
        prisma.bankTransfer.updateMany({ where: { orderId: id }, data: { createdAt: paidAt } }),
        prisma.notification.updateMany({ where: { userId, type: 'order_paid', body: { contains: code } }, data: { createdAt: paidAt } }),
        prisma.notification.updateMany({ where: { type: 'affiliate_conversion', body: { contains: code } }, data: { createdAt: paidAt } }),
        ...commissions.map((commission) =>
          prisma.affiliateConversion.update({
            where: { id: commission.id },
            data: { createdAt: paidAt, holdUntil: new Date(paidAt.getTime() + commission.holdUntil.getTime() - commission.createdAt.getTime()) },
          }),
        ),
        ...accesses.map((access) =>
          prisma.toolSubscription.update({
            where: { id: access.id },
            data: { createdAt: paidAt, startsAt: paidAt, expiresAt: new Date(paidAt.getTime() + access.expiresAt.getTime() - access.startsAt.getTime()) },
          }),
        ),
      ]);
    },

    async deposit({ id, code, userId }, completedAt) {
      await prisma.$transaction([
        prisma.deposit.update({ where: { id }, data: { ...requested(completedAt, 4), completedAt } }),
        prisma.ledgerEntry.updateMany({ where: { transaction: { depositId: id } }, data: { createdAt: completedAt } }),
        prisma.ledgerTransaction.updateMany({ where: { depositId: id }, data: { createdAt: completedAt } }),
        prisma.bankTransfer.updateMany({ where: { depositId: id }, data: { createdAt: completedAt } }),
        prisma.notification.updateMany({ where: { userId, type: 'deposit_credited', body: { contains: code } }, data: { createdAt: completedAt } }),
      ]);
    },

    async bonusClaim(userId, claimedAt) {
      // A user claims a given code once; the seed gives each user one code, so this is that claim.
      const claim = { userId, type: 'bonus_grant' as const };
      await prisma.$transaction([
        prisma.bonusGrant.updateMany({ where: { userId }, data: { createdAt: claimedAt } }),
        prisma.ledgerEntry.updateMany({ where: { transaction: claim }, data: { createdAt: claimedAt } }),
        prisma.ledgerTransaction.updateMany({ where: claim, data: { createdAt: claimedAt } }),
      ]);
    },

    async refund(refundId, at) {
      const refund = await prisma.refund.findUniqueOrThrow({ where: { id: refundId }, select: { ledgerTransactionId: true, order: { select: { code: true } } } });
      const notices = ['order_refunded', 'course_refunded', 'affiliate_commission_reversed'];
      await prisma.$transaction([
        prisma.refund.update({ where: { id: refundId }, data: { createdAt: at } }),
        ...(refund.ledgerTransactionId
          ? [
              prisma.ledgerEntry.updateMany({ where: { transactionId: refund.ledgerTransactionId }, data: { createdAt: at } }),
              prisma.ledgerTransaction.update({ where: { id: refund.ledgerTransactionId }, data: { createdAt: at } }),
            ]
          : []),
        prisma.refundRequest.updateMany({ where: { refundId }, data: { decidedAt: at, createdAt: new Date(at.getTime() - 20 * 60 * MINUTE) } }),
        prisma.notification.updateMany({ where: { type: { in: notices }, body: { contains: refund.order.code } }, data: { createdAt: at } }),
      ]);
    },

    async refundRequest(requestId, at) {
      await prisma.refundRequest.update({ where: { id: requestId }, data: { createdAt: at } });
    },

    async progress(userId, courseId, at) {
      await prisma.$transaction([
        prisma.lectureProgress.updateMany({ where: { userId, courseId }, data: { updatedAt: at } }),
        prisma.lectureProgress.updateMany({ where: { userId, courseId, completed: true }, data: { completedAt: at } }),
        prisma.enrollment.updateMany({ where: { userId, courseId }, data: { lastAccessedAt: at } }),
      ]);
    },
  };
}
