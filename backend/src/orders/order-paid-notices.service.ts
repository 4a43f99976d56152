import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { z } from 'zod';
import { CommissionsService } from '../affiliates/commissions.service';
import { formatVnd } from '../common/text/money';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { defineJob } from '../jobs';
import { JobsService } from '../jobs/jobs.service';
import { orderPaidMail } from '../mail';
import { MailService } from '../mail/mail.service';
import { marketingEventStatement } from '../marketing';
import { NotificationsService, type UserNotice } from '../notifications/notifications.service';
import { Prisma, PrismaService } from '../prisma/prisma.service';
import { sendWithNext } from '../prisma/insert-rows';
import { newRowId } from '../prisma/row-ids';
import { jsonColumn } from '../prisma/json-column';
import { ToolAccessService } from '../tool-access/tool-access.service';

/**
 * What follows a paid order's commit, once: the receipt mail, the marketing event, the buyer's and the
 * affiliates' notifications (and their pushes), and one more student on each course it enrolled the buyer in.
 */
export const ORDER_PAID_NOTICES_JOB = defineJob(
  'orders.paid-notices',
  z.object({
    orderId: z.string(),
    // The tools the order granted, with the licence key each got (the receipt says how to use them).
    tools: z.array(z.object({ toolId: z.string(), key: z.string().optional() })),
    // The order's courses (those it enrolled the buyer in are counted: see send()). Jobs queued before the
    // counters moved here have none: their sale counted its courses itself.
    enrolledCourseIds: z.array(z.string()).default([]),
    // Jobs queued before the affiliates' notices moved here have none: their sale told the affiliates itself.
    tellAffiliates: z.boolean().default(false),
  }),
);
export type OrderPaidNotices = z.infer<typeof ORDER_PAID_NOTICES_JOB.schema>;

/**
 * After the payment commits, not inside it: rendering the receipt and writing the notices took a
 * third of a purchase's statements while the buyer waited and the sale's ledger rows stayed locked
 * (issue 33). The job is queued in the payment's transaction, so it exists exactly when the payment
 * does; the order's `paid_notices_at` is set in the same transaction as the notices and the counters,
 * so a worker stopped after that commit and before marking the job done runs it again to no effect.
 * The courses' enrolled-students counters are moved here rather than in the sale, where every buyer
 * of a launched course waited on that course's row until the sale committed.
 */
@Injectable()
export class OrderPaidNoticesService implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly prisma: PrismaService,
    private readonly jobs: JobsService,
    private readonly mail: MailService,
    private readonly notifications: NotificationsService,
    private readonly toolAccess: ToolAccessService,
    private readonly commissions: CommissionsService,
  ) {}

  onModuleInit(): void {
    this.jobs.registerBatchHandler(ORDER_PAID_NOTICES_JOB, (batch) => this.send(batch));
  }

  /** The job's INSERT, sent in the payment's transaction with the sale's other writes (OrderFulfilmentService.settle). */
  queueStatement(notices: OrderPaidNotices): Prisma.Sql {
    return this.jobs.enqueueStatement(ORDER_PAID_NOTICES_JOB, notices);
  }

  /**
   * The notices of the orders of a batch of jobs (one claim's, up to ten in a purchase burst): one read of
   * the orders, their lines, buyers, whom to tell and their push devices, then one round trip for all their
   * writes. One order at a time, the job had taken two round trips and nine statements an order, most of
   * the worker's CPU for a purchase (issue 33).
   */
  async send(batch: OrderPaidNotices[]): Promise<void> {
    const jobOf = new Map(batch.map((notices) => [notices.orderId, notices]));
    await this.prisma.inSqlTransaction(async (tx) => {
      // The orders' rows are locked, so a second run of a job waits here and then finds its order told.
      const orders = await tx.$queryRaw<PaidOrderRow[]>`
        SELECT o.id, o.code, o.user_id AS userId, o.total, o.paid_notices_at IS NOT NULL AS told,
               (SELECT JSON_OBJECT('email', u.email, 'name', u.name) FROM users u WHERE u.id = o.user_id) AS buyer,
               (SELECT JSON_ARRAYAGG(JSON_OBJECT('title', i.title, 'amount', i.amount, 'courseId', i.course_id) ORDER BY i.id)
                  FROM order_items i WHERE i.order_id = o.id) AS items,
               (SELECT JSON_ARRAYAGG(p.id) FROM push_subscriptions p WHERE p.user_id = o.user_id) AS buyerDevices,
               ${this.commissions.saleCommissionsToTell(Prisma.sql`o.id`)} AS commissions
          FROM orders o WHERE o.id IN (${Prisma.join([...jobOf.keys()])}) ORDER BY o.id FOR UPDATE`;
      const untold = orders.filter((order) => !Number(order.told));
      if (!untold.length) return; // told already (or no such orders)

      const receipts: Parameters<MailService['queueManyStatements']>[0][number][] = [];
      const notices: UserNotice[] = [];
      const events: Prisma.Sql[] = [];
      for (const order of untold) {
        const { tools, tellAffiliates } = jobOf.get(order.id)!;
        const buyer = jsonColumn<{ email: string; name: string } | null>(order.buyer, null)!;
        const items = jsonColumn<{ title: string; amount: number | string; courseId: string | null }[]>(order.items, []);
        const total = Number(order.total);
        // Where the buyer goes next: their courses, or their tools for an order of tools only.
        const nextPage = items.some((item) => item.courseId) ? '/my-courses' : '/my-tools';
        const receipt = orderPaidMail(
          buyer.name,
          order.code,
          items.map((item) => ({ title: item.title, amount: Number(item.amount) })),
          total,
          `${this.config.publicUrl}${nextPage}`,
          await this.toolAccess.receiptLines(tx, tools),
        );
        receipts.push({ to: buyer.email, mail: receipt, emailId: newRowId() });
        events.push(
          marketingEventStatement(this.jobs, {
            trigger: 'order_paid',
            userId: order.userId,
            courseIds: items.flatMap((item) => (item.courseId ? [item.courseId] : [])),
            toolIds: [...new Set(tools.map((tool) => tool.toolId))],
          }),
        );
        notices.push({
          userId: order.userId,
          deviceIds: jsonColumn<string[]>(order.buyerDevices, []),
          notification: { type: 'order_paid', title: 'Thanh toán thành công', body: `Đơn hàng ${order.code} (${formatVnd(total)}) đã được thanh toán.`, link: nextPage },
        });
        // Jobs queued before the affiliates' notices moved here: their sale told the affiliates itself.
        if (tellAffiliates) notices.push(...this.commissions.affiliateNoticesOfSale(order, order.commissions));
      }
      // An order's courses that it enrolled the buyer in count one more student each. Jobs queued before the
      // counters moved here name no courses: their sale counted them itself.
      const counted = untold.filter((order) => jobOf.get(order.id)!.enrolledCourseIds.length);
      const courseIds = [...new Set(counted.flatMap((order) => jobOf.get(order.id)!.enrolledCourseIds))];
      // With the COMMIT: one round trip.
      await sendWithNext(tx, [
        Prisma.sql`UPDATE orders SET paid_notices_at = NOW(3) WHERE id IN (${Prisma.join(untold.map((order) => order.id))}) AND paid_notices_at IS NULL`,
        ...this.mail.queueManyStatements(receipts),
        ...events,
        ...this.notifications.notifyEachStatements(notices),
        // Last: concurrent sales of these courses hold their rows too (shared, by their enrollments' foreign
        // keys). An enrollment a full refund has already taken back is not counted (withdrawAccess). The
        // enrollments are found by (course, buyer) on their unique key, then by the order that made them.
        courseIds.length
          ? Prisma.sql`
              UPDATE courses SET enrolled_students = enrolled_students + (
                SELECT COUNT(*) FROM enrollments e
                 WHERE e.course_id = courses.id AND e.user_id IN (${Prisma.join(counted.map((order) => order.userId))})
                   AND e.order_id IN (${Prisma.join(counted.map((order) => order.id))}))
               WHERE id IN (${Prisma.join(courseIds)})`
          : null,
      ]);
    });
  }
}

/** The paid order as send() reads it: its JSON columns are parsed there (jsonColumn). */
interface PaidOrderRow {
  id: string;
  code: string;
  userId: string;
  total: bigint | number;
  told: bigint | number;
  buyer: unknown;
  items: unknown;
  buyerDevices: unknown;
  commissions: unknown;
}
