import { Inject, Injectable } from '@nestjs/common';
import { lockBuyer, lockCourses, lockOrder, type LockedBuyer } from '../common/locks/row-locks';
import { formatVnd } from '../common/text/money';
import { splitLine } from '../affiliates';
import { CommissionsService } from '../affiliates/commissions.service';
import type { CheckoutAffiliate } from '../affiliates/referrals.service';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DiscountsService } from '../discounts/discounts.service';
import type { LedgerLine } from '../ledger';
import { CourseAccessEvents } from '../learning';
import { LedgerService } from '../ledger/ledger.service';
import { NotificationsService } from '../notifications/notifications.service';
import { Db, Prisma, type SqlClient } from '../prisma/prisma.service';
import { inOneRoundTrip } from '../prisma/driver-sql';
import { sendWithNext } from '../prisma/insert-rows';
import { LicenceKeysService } from '../tool-access/licence-keys.service';
import { ToolPeriodsService } from '../tool-access/tool-periods.service';
import { WalletService } from '../wallet/wallet.service';
import { moveOrder, moveOrderStatement } from './order-status';
import { OrderErrors } from './orders.errors';
import { OrderPaidNoticesService } from './order-paid-notices.service';

export type PaidVia = 'bank_transfer' | 'wallet';
export type PayOutcome = 'paid' | 'credited_to_wallet' | 'not_pending';
/** What paying an order reads of it (the affiliate's commissions need the checkout's origin). */
export interface PayingOrder {
  id: string;
  code: string;
  userId: string;
  total: bigint;
  discountCodeId: string | null;
  affRefCode: string | null;
  buyerIp: string | null;
  buyerDevice: string | null;
  items: { id: string; courseId: string | null; toolPlanId: string | null; title: string; amount: bigint }[];
  /** Read with the buyer's lock when the order came through an affiliate's link (CommissionsService.checkoutAffiliate). */
  checkoutAffiliate?: CheckoutAffiliate;
}

/** The order being paid with its lines: one statement, a row per line (an order has at least one). Null when there is no such order. */
async function payingOrder(tx: SqlClient, orderId: string): Promise<PayingOrder | null> {
  const rows = await tx.$queryRaw<
    {
      id: string;
      code: string;
      user_id: string;
      total: bigint;
      discount_code_id: string | null;
      aff_ref_code: string | null;
      buyer_ip: string | null;
      buyer_device: string | null;
      item_id: string;
      course_id: string | null;
      tool_plan_id: string | null;
      title: string;
      amount: bigint;
    }[]
  >`
    SELECT o.id, o.code, o.user_id, o.total, o.discount_code_id, o.aff_ref_code, o.buyer_ip, o.buyer_device,
           i.id AS item_id, i.course_id, i.tool_plan_id, i.title, i.amount
      FROM orders o JOIN order_items i ON i.order_id = o.id
     WHERE o.id = ${orderId} ORDER BY i.id`;
  const [order] = rows;
  if (!order) return null;
  return {
    id: order.id,
    code: order.code,
    userId: order.user_id,
    total: order.total,
    discountCodeId: order.discount_code_id,
    affRefCode: order.aff_ref_code,
    buyerIp: order.buyer_ip,
    buyerDevice: order.buyer_device,
    items: rows.map((row) => ({ id: row.item_id, courseId: row.course_id, toolPlanId: row.tool_plan_id, title: row.title, amount: row.amount })),
  };
}

/**
 * Everything that happens exactly once when an order is paid: the order row and then the buyer's row
 * are locked (common/locks/row-locks.ts), the order flipped to paid and its discount hold made a use,
 * courses and tools granted, licence keys assigned, one job queued for what follows the
 * commit (OrderPaidNoticesService: the receipt mail, marketing event, notification and the courses'
 * student counters), and the money posted to the ledger (postSale: buyer or bank → commissions,
 * instructor share and platform revenue).
 */
@Injectable()
export class OrderFulfilmentService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly ledger: LedgerService,
    private readonly wallet: WalletService,
    private readonly discounts: DiscountsService,
    private readonly notifications: NotificationsService,
    private readonly paidNotices: OrderPaidNoticesService,
    private readonly commissions: CommissionsService,
    private readonly licenceKeys: LicenceKeysService,
    private readonly toolPeriods: ToolPeriodsService,
    private readonly courseAccess: CourseAccessEvents,
  ) {}

  /**
   * Pays a pending order, or, when the buyer already owns one of its courses (an admin grant or another
   * order won the race), credits the transfer to their main wallet instead (`credited_to_wallet`).
   * From the wallet, or for a free order, owning a course is refused (409) and nothing changes.
   * The steps below run in this order, all in the caller's transaction.
   */
  async pay(tx: SqlClient, orderId: string, via: PaidVia, now = new Date()): Promise<PayOutcome> {
    // Two round trips in a driver transaction, each a lock and the reads made under it: the order's lock
    // and its lines; the buyer's lock (the order's foreign key keeps their row), what they own, the
    // courses' instructors and the affiliate of the order's link.
    const [locked, order] = await inOneRoundTrip(
      tx,
      () => lockOrder(tx, orderId),
      () => payingOrder(tx, orderId),
    );
    if (locked?.status !== 'pending' || !order) return 'not_pending';
    const [buyer, owned, instructors, checkoutAffiliate] = await inOneRoundTrip(
      tx,
      () => lockBuyer(tx, locked.user_id, now),
      () => this.firstOwnedCourse(tx, order.userId, order.items),
      () => this.instructorsOf(tx, order.items),
      () => this.commissions.checkoutAffiliate(tx, order.affRefCode),
    );
    if (owned) {
      if (via === 'wallet' || Number(order.total) === 0) throw OrderErrors.raise('ALREADY_OWNED', `Bạn đã sở hữu khóa học "${owned}".`);
      await this.creditInsteadOfSelling(tx, order, owned, now);
      return 'credited_to_wallet';
    }
    // Pending under its lock: the move is certain, and goes with the next statement.
    await sendWithNext(tx, [moveOrderStatement(order.id, 'paid', { paidAt: now })]);
    await this.settle(tx, { ...order, checkoutAffiliate }, buyer!, via, now, instructors);
    return 'paid';
  }

  /**
   * Fulfils an order this transaction has just inserted as paid (OrdersService.create), still holding
   * the buyer's lock that priced it. pay()'s lock, read, ownership check and status move would only
   * repeat what the caller knows: what the buyer owns was checked under that same lock (an admin
   * grant's enrollment waits for it), and the order was born paid. Six statements fewer on the launch's
   * hottest path. Pricing read the buyer with their lock, and the courses' instructors (`instructors`, by course id).
   */
  async payNewOrder(tx: SqlClient, order: PayingOrder, buyer: LockedBuyer, via: PaidVia, instructors: ReadonlyMap<string, string>, now: Date): Promise<void> {
    await this.settle(tx, order, buyer, via, now, instructors);
  }

  /**
   * What follows the order's move to paid, in this order. The enrollments, the paid-notices job, the
   * bonus grants' spends and the commissions are writes nothing in this transaction reads back: they go to
   * MariaDB with the ledger post's writes, ahead of them (in a driver transaction, with its COMMIT).
   */
  private async settle(tx: SqlClient, order: PayingOrder, buyer: LockedBuyer, via: PaidVia, now: Date, instructors: ReadonlyMap<string, string>): Promise<void> {
    // A bank-transfer order's discount hold becomes a use (a wallet order used it at once).
    if (order.discountCodeId && via === 'bank_transfer') await this.discounts.convertHold(tx, order.discountCodeId);
    const courseIds = order.items.filter((item) => item.courseId).map((item) => item.courseId!);
    const periods = await this.toolPeriods.grantForOrder(
      tx,
      order.userId,
      order.id,
      order.items.filter((item) => item.toolPlanId).map((item) => ({ orderItemId: item.id, toolPlanId: item.toolPlanId! })),
      now,
    );
    const keys = await this.licenceKeys.assignForOrder(tx, order.userId, periods, now);
    const writes = [
      enrollmentsStatement(order.userId, order.id, courseIds),
      // The receipt, marketing event, notifications and the courses' student counters follow the commit
      // (OrderPaidNoticesService).
      this.paidNotices.queueStatement({
        orderId: order.id,
        tools: periods.map((period) => ({ toolId: period.toolId, key: keys.get(period.subscriptionId) })),
        enrolledCourseIds: courseIds,
        tellAffiliates: true,
      }),
    ];
    // The ledger last: it holds the shared platform accounts until the commit (LedgerService).
    await this.postSale(tx, order, buyer, via, now, instructors, writes);
  }

  /**
   * The money: buyer (wallet, bonus first) or bank → the affiliate commissions, the instructors' shares and
   * the platform; `writes` and the commissions' own go in the posting's round trip.
   */
  private async postSale(
    tx: SqlClient,
    order: PayingOrder,
    buyer: LockedBuyer,
    via: PaidVia,
    now: Date,
    instructors: ReadonlyMap<string, string>,
    writes: (Prisma.Sql | null)[],
  ): Promise<void> {
    const total = Number(order.total);
    if (total <= 0) return sendWithNext(tx, writes);
    const { lines: debit, writes: spends } =
      via === 'wallet'
        ? await this.wallet.debitLines(tx, order.userId, order.id, total, now, buyer.mayHaveBonus)
        : { lines: [{ account: { kind: 'bank_clearing' as const }, amount: -total }], writes: [] };
    const bonusUsed = -debit.filter((line) => line.account.kind === 'user_bonus').reduce((sum, line) => sum + line.amount, 0);
    const commissions = await this.commissions.recordSale(tx, order, buyer, bonusUsed, now);
    await this.ledger.post(
      tx,
      {
        type: via === 'wallet' ? 'wallet_purchase' : 'order_payment',
        userId: order.userId,
        description: `Thanh toán đơn hàng ${order.code}`,
        orderId: order.id,
        lines: [...debit, ...commissions.lines, ...this.saleCredits(order.items, commissions.byItem, instructors)],
      },
      [...writes, ...spends, ...commissions.writes],
    );
  }

  /**
   * Money from the bank for an order that cannot take it any more (an admin confirmed a second transfer
   * for a paid order, say): it is the buyer's, so it goes to their main wallet, never lost or kept.
   */
  async creditTransferToWallet(tx: SqlClient, orderId: string, amount: number, reason: string): Promise<void> {
    const [order] = await tx.$queryRaw<{ id: string; code: string; user_id: string }[]>`SELECT id, code, user_id FROM orders WHERE id = ${orderId}`;
    await this.postToWallet(tx, { userId: order.user_id, orderId: order.id, amount, description: `Chuyển khoản cho đơn hàng ${order.code} được cộng vào ví`, notice: reason });
  }

  /** The title of a course in these lines that the buyer already owns (read under the buyer's lock). */
  private async firstOwnedCourse(tx: SqlClient, userId: string, items: { courseId: string | null; title: string }[]): Promise<string | null> {
    const courseIds = items.filter((item) => item.courseId).map((item) => item.courseId!);
    if (!courseIds.length) return null;
    // The title from the lines: the enrollment alone is read.
    const [owned] = await tx.$queryRaw<{ course_id: string }[]>`
      SELECT course_id FROM enrollments WHERE user_id = ${userId} AND course_id IN (${Prisma.join(courseIds)}) LIMIT 1`;
    return owned ? items.find((item) => item.courseId === owned.course_id)!.title : null;
  }

  private async creditInsteadOfSelling(
    tx: SqlClient,
    order: { id: string; code: string; userId: string; total: bigint; discountCodeId: string | null },
    ownedTitle: string,
    now: Date,
  ) {
    await moveOrder(tx, order.id, 'credited_to_wallet', { paidAt: now });
    // Nothing was sold, so the code's use is given back.
    if (order.discountCodeId) await this.discounts.releaseHold(tx, order.discountCodeId);
    const amount = Number(order.total);
    await this.postToWallet(tx, {
      userId: order.userId,
      orderId: order.id,
      amount,
      description: `Chuyển khoản cho đơn hàng ${order.code} được cộng vào ví (đã sở hữu khóa học)`,
      notice: `Bạn đã sở hữu khóa học "${ownedTitle}" nên khoản chuyển khoản ${formatVnd(amount)} cho đơn hàng ${order.code} đã được cộng vào ví chính.`,
    });
  }

  private async postToWallet(tx: SqlClient, credit: { userId: string; orderId: string; amount: number; description: string; notice: string }) {
    await this.notifications.notify(tx, credit.userId, { type: 'payment_credited_to_wallet', title: 'Tiền đã được cộng vào ví', body: credit.notice, link: '/wallet' });
    await this.ledger.post(tx, {
      type: 'payment_to_wallet',
      userId: credit.userId,
      description: credit.description,
      orderId: credit.orderId,
      lines: [
        { account: { kind: 'bank_clearing' }, amount: -credit.amount },
        { account: { kind: 'user_main', userId: credit.userId }, amount: credit.amount },
      ],
    });
  }

  /**
   * Each line's money after the affiliate commissions taken off its top: the instructor's share of
   * what is left of a course, the rest (and every tool) to the platform.
   */
  private saleCredits(
    items: { id: string; courseId: string | null; toolPlanId: string | null; amount: bigint }[],
    commissionByItem: Map<string, number>,
    instructors: ReadonlyMap<string, string>,
  ): LedgerLine[] {
    const sharePercent = this.config.payments.instructorRevenueSharePercent;
    const lines: LedgerLine[] = [];
    for (const item of items) {
      const tag = { courseId: item.courseId ?? undefined, toolPlanId: item.toolPlanId ?? undefined };
      const instructorId = item.courseId ? instructors.get(item.courseId) : undefined;
      const { instructorShare, platform } = splitLine(Number(item.amount), commissionByItem.get(item.id) ?? 0, instructorId ? sharePercent : null);
      if (instructorShare > 0) lines.push({ account: { kind: 'instructor_earnings', userId: instructorId! }, amount: instructorShare, ...tag });
      if (platform > 0) lines.push({ account: { kind: 'platform_revenue' }, amount: platform, ...tag });
    }
    return lines;
  }

  /** The instructor of each course in these lines, by course id. */
  private async instructorsOf(tx: SqlClient, items: { courseId: string | null }[]): Promise<Map<string, string>> {
    const courseIds = items.filter((item) => item.courseId).map((item) => item.courseId!);
    if (!courseIds.length) return new Map();
    const rows = await tx.$queryRaw<{ id: string; instructor_id: string }[]>`SELECT id, instructor_id FROM courses WHERE id IN (${Prisma.join(courseIds)})`;
    return new Map(rows.map((row) => [row.id, row.instructor_id]));
  }

  /**
   * A refund took these lines back in full: the courses bought by this order leave the buyer's
   * library (an admin grant of the same course stays) and the tool periods it bought are removed,
   * later renewals moving up by the time that is gone. Course rows are locked first, as a sale does.
   * Each course left publishes "course access ended" (learning/course-access-events.ts) in this transaction.
   */
  async withdrawAccess(tx: Db, userId: string, orderId: string, lines: { courseId: string | null; toolPlanId: string | null }[], now = new Date()): Promise<void> {
    const courseIds = lines.filter((line) => line.courseId).map((line) => line.courseId!);
    if (courseIds.length) {
      await lockCourses(tx, courseIds);
      for (const courseId of courseIds) {
        const { count } = await tx.enrollment.deleteMany({ where: { userId, courseId, orderId, source: 'purchase' } });
        if (count === 0) continue;
        // Counted out only if the sale's paid-notices job has counted it in: before that, the job finds
        // the enrollment gone and counts nothing (the order row, locked by both, orders the two).
        await tx.$executeRaw`
          UPDATE courses SET enrolled_students = enrolled_students - ${count}
          WHERE id = ${courseId} AND EXISTS (SELECT 1 FROM orders WHERE id = ${orderId} AND paid_notices_at IS NOT NULL)`;
        // Once, in this transaction: the buyer's review leaves the course's figures, say (reviews module).
        await this.courseAccess.accessEnded(tx, { userId, courseId, reason: 'refunded' });
      }
    }
    await this.toolPeriods.removeOrderPeriods(
      tx,
      orderId,
      lines.filter((line) => line.toolPlanId).map((line) => line.toolPlanId!),
      now,
    );
  }
}

/**
 * The purchased courses' enrollments, one statement. No course row lock and no counter here: every sale
 * of a launched course queued on that row until its commit (issue 33). The enrollment's foreign key takes
 * a shared lock, which sales of one course share; the student counter is moved once by the paid-notices
 * job after the commit, for the enrollments that carry this order's id. INSERT IGNORE: a course the buyer
 * got meanwhile (an admin grant takes no buyer lock) is simply kept, and that job does not count it again.
 */
function enrollmentsStatement(userId: string, orderId: string, courseIds: readonly string[]): Prisma.Sql | null {
  if (!courseIds.length) return null;
  const rows = courseIds.map((courseId) => Prisma.sql`(UUID(), ${userId}, ${courseId}, 'purchase', ${orderId}, NOW(3))`);
  return Prisma.sql`INSERT IGNORE INTO enrollments (id, user_id, course_id, source, order_id, created_at) VALUES ${Prisma.join(rows)}`;
}
