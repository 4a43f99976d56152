import { Inject, Injectable } from '@nestjs/common';
import { formatVnd } from '../common/text/money';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DiscountsService } from '../discounts/discounts.service';
import type { LedgerLine } from '../ledger/ledger';
import { LedgerService } from '../ledger/ledger.service';
import { orderPaidMail } from '../mail/mail-templates';
import { MailService } from '../mail/mail.service';
import { NotificationsService } from '../notifications/notifications.service';
import { Db } from '../prisma/prisma.service';
import { WalletService } from '../wallet/wallet.service';

export type PaidVia = 'bank_transfer' | 'wallet';

/**
 * Everything that happens exactly once when an order is paid: the order row is locked and flipped
 * to paid, the discount hold becomes a use, courses and tools are granted, the money is posted to the
 * ledger (buyer or bank → instructor share and platform revenue), and the receipt mail and the
 * buyer's notification are queued.
 */
@Injectable()
export class OrderFulfilmentService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly ledger: LedgerService,
    private readonly wallet: WalletService,
    private readonly discounts: DiscountsService,
    private readonly mail: MailService,
    private readonly notifications: NotificationsService,
  ) {}

  /** Returns false when the order was not pending (already paid, expired or cancelled): nothing changes. */
  async pay(tx: Db, orderId: string, via: PaidVia, now = new Date()): Promise<boolean> {
    const [locked] = await tx.$queryRaw<{ status: string }[]>`SELECT status FROM orders WHERE id = ${orderId} FOR UPDATE`;
    if (locked?.status !== 'pending') return false;
    const order = await tx.order.update({
      where: { id: orderId },
      data: { status: 'paid', paidAt: now },
      include: { items: true, user: { select: { id: true, email: true, name: true } } },
    });
    if (order.discountCodeId && via === 'bank_transfer') await this.discounts.convertHold(tx, order.discountCodeId);

    await this.grantCourses(tx, order.userId, order.id, order.items.filter((item) => item.courseId).map((item) => item.courseId!));
    await this.grantTools(tx, order.userId, order.id, order.items.filter((item) => item.toolPlanId).map((item) => item.toolPlanId!), now);

    const total = Number(order.total);
    await this.mail.queue(
      tx,
      order.user.email,
      orderPaidMail(order.user.name, order.code, order.items.map((item) => ({ title: item.title, amount: Number(item.amount) })), total, `${this.config.publicUrl}/my-courses`),
    );
    await this.notifications.notify(tx, order.userId, {
      type: 'order_paid',
      title: 'Thanh toán thành công',
      body: `Đơn hàng ${order.code} (${formatVnd(total)}) đã được thanh toán.`,
      link: '/my-courses',
    });
    // The ledger last: it holds the shared platform accounts until the commit (LedgerService).
    if (total > 0) {
      const debit: LedgerLine[] = via === 'wallet' ? await this.wallet.debitLines(tx, order.userId, total, now) : [{ account: { kind: 'bank_clearing' }, amount: -total }];
      await this.ledger.post(tx, {
        type: via === 'wallet' ? 'wallet_purchase' : 'order_payment',
        userId: order.userId,
        description: `Thanh toán đơn hàng ${order.code}`,
        orderId: order.id,
        lines: [...debit, ...(await this.saleCredits(tx, order.items))],
      });
    }
    return true;
  }

  /** Each line's money: the instructor's share of a course, the rest (and every tool) to the platform. */
  private async saleCredits(tx: Db, items: { courseId: string | null; toolPlanId: string | null; amount: bigint }[]): Promise<LedgerLine[]> {
    const courseIds = items.filter((item) => item.courseId).map((item) => item.courseId!);
    const instructors = new Map(
      (courseIds.length ? await tx.course.findMany({ where: { id: { in: courseIds } }, select: { id: true, instructorId: true } }) : []).map((row) => [row.id, row.instructorId]),
    );
    const sharePercent = this.config.payments.instructorRevenueSharePercent;
    const lines: LedgerLine[] = [];
    for (const item of items) {
      const amount = Number(item.amount);
      if (amount === 0) continue;
      const tag = { courseId: item.courseId ?? undefined, toolPlanId: item.toolPlanId ?? undefined };
      const instructorId = item.courseId ? instructors.get(item.courseId) : undefined;
      const instructorShare = instructorId ? Math.floor((amount * sharePercent) / 100) : 0;
      if (instructorShare > 0) lines.push({ account: { kind: 'instructor_earnings', userId: instructorId! }, amount: instructorShare, ...tag });
      if (amount - instructorShare > 0) lines.push({ account: { kind: 'platform_revenue' }, amount: amount - instructorShare, ...tag });
    }
    return lines;
  }

  private async grantCourses(tx: Db, userId: string, orderId: string, courseIds: string[]): Promise<void> {
    for (const courseId of courseIds) {
      // INSERT IGNORE: a course the buyer got meanwhile (an admin grant) is simply kept.
      const created = await tx.$executeRaw`
        INSERT IGNORE INTO enrollments (id, user_id, course_id, source, order_id, created_at)
        VALUES (UUID(), ${userId}, ${courseId}, 'purchase', ${orderId}, NOW(3))`;
      if (created > 0) await tx.course.update({ where: { id: courseId }, data: { enrolledStudents: { increment: 1 } } });
    }
  }

  /** A second plan of the same tool starts when the current access ends. */
  private async grantTools(tx: Db, userId: string, orderId: string, planIds: string[], now: Date): Promise<void> {
    if (!planIds.length) return;
    const plans = await tx.toolPlan.findMany({ where: { id: { in: planIds } }, select: { id: true, toolId: true, durationDays: true } });
    for (const plan of plans) {
      const latest = await tx.toolSubscription.findFirst({ where: { userId, toolId: plan.toolId, expiresAt: { gt: now } }, orderBy: { expiresAt: 'desc' }, select: { expiresAt: true } });
      const startsAt = latest?.expiresAt ?? now;
      await tx.toolSubscription.create({
        data: { userId, toolId: plan.toolId, toolPlanId: plan.id, orderId, startsAt, expiresAt: new Date(startsAt.getTime() + plan.durationDays * 86_400_000) },
      });
    }
  }
}
