import { Injectable } from '@nestjs/common';
import { lockBuyer, type LockedBuyer } from '../common/locks/row-locks';
import type { PricedLine } from '../discounts';
import { Db } from '../prisma/prisma.service';
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
  async priceForPurchase(tx: Db, userId: string, items: OrderItemInput[], now = new Date()): Promise<{ buyer: LockedBuyer; lines: SaleLine[] }> {
    const buyer = await lockBuyer(tx, userId, now);
    // An account deleted since its session was checked (the order's foreign key would refuse it anyway).
    if (!buyer) throw OrderErrors.raise('ORDER_CREATE_FAILED');
    const lines = await this.price(tx, userId, items);
    const beingPaid = await tx.orderItem.findFirst({
      where: {
        order: { userId, status: 'pending', expiresAt: { gt: now } },
        OR: [
          { courseId: { in: lines.filter((line) => line.kind === 'course').map((line) => line.id) } },
          { toolPlanId: { in: lines.filter((line) => line.kind === 'tool_plan').map((line) => line.id) } },
        ],
      },
      // The order's code only when there is such a line: a relation select would query for it every time.
      select: { courseId: true, toolPlanId: true, orderId: true },
    });
    if (beingPaid) {
      const line = lines.find((candidate) => candidate.id === (beingPaid.courseId ?? beingPaid.toolPlanId))!;
      const what = line.kind === 'course' ? `Khóa học "${line.title}"` : `Phần mềm "${line.title}"`;
      const { code } = await tx.order.findUniqueOrThrow({ where: { id: beingPaid.orderId }, select: { code: true } });
      throw OrderErrors.raise('ALREADY_PAYING', `${what} đang chờ thanh toán trong đơn hàng ${code}. Hãy thanh toán hoặc hủy đơn đó trước.`);
    }
    return { buyer, lines };
  }

  async price(db: Db, userId: string, items: OrderItemInput[]): Promise<SaleLine[]> {
    const keys = items.map((item) => `${item.kind}:${item.id}`);
    if (new Set(keys).size !== keys.length) throw OrderErrors.raise('DUPLICATE_ITEM');

    const courseIds = items.filter((item) => item.kind === 'course').map((item) => item.id);
    const planIds = items.filter((item) => item.kind === 'tool_plan').map((item) => item.id);
    const [courses, plans, owned] = await Promise.all([
      courseIds.length
        ? db.course.findMany({ where: { id: { in: courseIds }, status: 'published' }, select: { id: true, title: true, slug: true, price: true, instructorId: true } })
        : [],
      planIds.length
        ? db.toolPlan.findMany({
            where: { id: { in: planIds }, tool: { isActive: true } },
            select: { id: true, name: true, price: true, tool: { select: { name: true, slug: true } } },
          })
        : [],
      courseIds.length ? db.enrollment.findMany({ where: { userId, courseId: { in: courseIds } }, select: { courseId: true } }) : [],
    ]);
    const ownedIds = new Set(owned.map((row) => row.courseId));
    // A licence-key tool with an empty pool cannot be sold: said at the checkout, before any payment.
    await this.licenceKeys.assertInStock(db, planIds);

    return items.map((item): SaleLine => {
      if (item.kind === 'course') {
        const course = courses.find((row) => row.id === item.id);
        if (!course) throw OrderErrors.raise('ITEM_NOT_FOUND');
        if (course.instructorId === userId) throw OrderErrors.raise('OWN_COURSE', `Bạn không thể mua khóa học "${course.title}" của chính mình.`);
        if (ownedIds.has(course.id)) throw OrderErrors.raise('ALREADY_OWNED', `Bạn đã sở hữu khóa học "${course.title}".`);
        return { kind: 'course', id: course.id, title: course.title, slug: course.slug, unitPrice: Number(course.price), instructorId: course.instructorId };
      }
      const plan = plans.find((row) => row.id === item.id);
      if (!plan) throw OrderErrors.raise('ITEM_NOT_FOUND');
      return { kind: 'tool_plan', id: plan.id, title: `${plan.tool.name} – ${plan.name}`, slug: plan.tool.slug, unitPrice: Number(plan.price), instructorId: null };
    });
  }
}
