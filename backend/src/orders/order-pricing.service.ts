import { Injectable } from '@nestjs/common';
import { lockBuyer, type LockedBuyer } from '../common/locks/row-locks';
import type { PricedLine } from '../discounts';
import { inOneRoundTrip } from '../prisma/driver-sql';
import { Prisma, type SqlClient } from '../prisma/prisma.service';
import { LicenceKeysService } from '../tool-access/licence-keys.service';
import type { OrderItemInput } from './orders.dto';
import { OrderErrors } from './orders.errors';

/** A line priced from the database, never from what the client sent. */
export interface SaleLine extends PricedLine {
  title: string;
  slug: string | null;
  /** A course's instructor (their share of the sale is posted with it); null for a tool plan. */
  instructorId: string | null;
}

/** Turns cart items into priced lines, refusing what cannot be bought. */
@Injectable()
export class OrderPricingService {
  constructor(private readonly licenceKeys: LicenceKeysService) {}

  /**
   * Inside the order's transaction, under the buyer's lock (lockBuyer, common/locks/row-locks.ts): the priced lines, refusing
   * anything the buyer owns or is paying for right now in another order. An overdue pending order does
   * not block (the page already shows it as expired); a late transfer for it is caught when it is paid.
   */
  async priceForPurchase(tx: SqlClient, userId: string, items: OrderItemInput[], now = new Date()): Promise<{ buyer: LockedBuyer; lines: SaleLine[] }> {
    // One round trip in a driver transaction: the lock first, then the reads under it.
    const [buyer, { lines, payingOrderIds }] = await inOneRoundTrip(
      tx,
      () => lockBuyer(tx, userId, now),
      () => this.read(tx, userId, items, now),
    );
    // An account deleted since its session was checked (the order's foreign key would refuse it anyway).
    if (!buyer) throw OrderErrors.raise('ORDER_CREATE_FAILED');
    // A course's pending order came with the course's row; a tool plan's is looked up (a rarer cart).
    const planIds = lines.filter((line) => line.kind === 'tool_plan').map((line) => line.id);
    if (planIds.length) {
      const [beingPaid] = await tx.$queryRaw<{ tool_plan_id: string; order_id: string }[]>`
        SELECT i.tool_plan_id, i.order_id FROM orders o JOIN order_items i ON i.order_id = o.id
         WHERE o.user_id = ${userId} AND o.status = 'pending' AND o.expires_at > ${now} AND i.tool_plan_id IN (${Prisma.join(planIds)})
         LIMIT 1`;
      if (beingPaid) payingOrderIds.set(beingPaid.tool_plan_id, beingPaid.order_id);
    }
    const paying = lines.find((line) => payingOrderIds.has(line.id));
    if (paying) {
      const what = paying.kind === 'course' ? `Khóa học "${paying.title}"` : `Phần mềm "${paying.title}"`;
      const [{ code }] = await tx.$queryRaw<{ code: string }[]>`SELECT code FROM orders WHERE id = ${payingOrderIds.get(paying.id)!}`;
      throw OrderErrors.raise('ALREADY_PAYING', `${what} đang chờ thanh toán trong đơn hàng ${code}. Hãy thanh toán hoặc hủy đơn đó trước.`);
    }
    return { buyer, lines };
  }

  async price(db: SqlClient, userId: string, items: OrderItemInput[]): Promise<SaleLine[]> {
    return (await this.read(db, userId, items, new Date())).lines;
  }

  /** The priced lines, and for each course the buyer's pending order that holds it (by course id). */
  private async read(db: SqlClient, userId: string, items: OrderItemInput[], now: Date): Promise<{ lines: SaleLine[]; payingOrderIds: Map<string, string> }> {
    const keys = items.map((item) => `${item.kind}:${item.id}`);
    if (new Set(keys).size !== keys.length) throw OrderErrors.raise('DUPLICATE_ITEM');

    const courseIds = items.filter((item) => item.kind === 'course').map((item) => item.id);
    const planIds = items.filter((item) => item.kind === 'tool_plan').map((item) => item.id);
    const [courses, plans] = await Promise.all([courseIds.length ? coursesForSale(db, userId, courseIds, now) : [], planIds.length ? toolPlansForSale(db, planIds) : []]);
    // A licence-key tool with an empty pool cannot be sold: said at the checkout, before any payment.
    await this.licenceKeys.assertInStock(db, planIds);

    const lines = items.map((item): SaleLine => {
      if (item.kind === 'course') {
        const course = courses.find((row) => row.id === item.id);
        if (!course) throw OrderErrors.raise('ITEM_NOT_FOUND');
        if (course.instructor_id === userId) throw OrderErrors.raise('OWN_COURSE', `Bạn không thể mua khóa học "${course.title}" của chính mình.`);
        if (Number(course.owned) === 1) throw OrderErrors.raise('ALREADY_OWNED', `Bạn đã sở hữu khóa học "${course.title}".`);
        return { kind: 'course', id: course.id, title: course.title, slug: course.slug, unitPrice: Number(course.price), instructorId: course.instructor_id };
      }
      const plan = plans.find((row) => row.id === item.id);
      if (!plan) throw OrderErrors.raise('ITEM_NOT_FOUND');
      return { kind: 'tool_plan', id: plan.id, title: `${plan.tool_name} – ${plan.name}`, slug: plan.tool_slug, unitPrice: Number(plan.price), instructorId: null };
    });
    const payingOrderIds = new Map(courses.flatMap((row) => (row.paying_order_id ? [[row.id, row.paying_order_id] as const] : [])));
    return { lines, payingOrderIds };
  }
}

/**
 * The published courses among `courseIds`, each with whether the buyer owns it and the buyer's pending
 * order (not yet overdue) that holds it, if any: one statement where three separate reads cost a
 * purchase two more round trips (docs/commerce.md, "Statements per purchase"). The pending order is
 * looked for among the buyer's orders (STRAIGHT_JOIN: from orders by user, never from a launched
 * course's thousands of order lines).
 */
function coursesForSale(db: SqlClient, userId: string, courseIds: string[], now: Date) {
  return db.$queryRaw<{ id: string; title: string; slug: string; price: bigint; instructor_id: string; owned: number | bigint; paying_order_id: string | null }[]>`
    SELECT c.id, c.title, c.slug, c.price, c.instructor_id,
           EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = ${userId} AND e.course_id = c.id) AS owned,
           (SELECT STRAIGHT_JOIN o.id FROM orders o JOIN order_items i ON i.order_id = o.id
             WHERE o.user_id = ${userId} AND o.status = 'pending' AND o.expires_at > ${now} AND i.course_id = c.id
             LIMIT 1) AS paying_order_id
      FROM courses c
     WHERE c.id IN (${Prisma.join(courseIds)}) AND c.status = 'published'`;
}

/** The plans among `planIds` of tools on sale, with their tool's name and slug. */
function toolPlansForSale(db: SqlClient, planIds: string[]) {
  return db.$queryRaw<{ id: string; name: string; price: bigint; tool_name: string; tool_slug: string }[]>`
    SELECT p.id, p.name, p.price, t.name AS tool_name, t.slug AS tool_slug
      FROM tool_plans p JOIN tools t ON t.id = p.tool_id
     WHERE p.id IN (${Prisma.join(planIds)}) AND t.is_active = 1`;
}
