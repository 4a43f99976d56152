import { Injectable } from '@nestjs/common';
import { type Db, Prisma, type SqlClient } from '../prisma/prisma.service';
import { newRowId } from '../prisma/row-ids';

const DAY_MS = 86_400_000;

export interface GrantedPeriod {
  subscriptionId: string;
  orderItemId: string;
  toolId: string;
}

/**
 * The chain of a user's access periods to one tool (docs/tools.md): a renewal starts when the current
 * period ends, and when a period grows or goes away the later ones move with it, so the chain never
 * has a gap or an overlap. The one place that writes period dates for a sale, a refund or an admin.
 */
@Injectable()
export class ToolPeriodsService {
  /** Inside the payment's transaction: one period per bought plan, each starting when the user's access to that tool ends. */
  async grantForOrder(tx: SqlClient, userId: string, orderId: string, lines: { orderItemId: string; toolPlanId: string }[], now: Date): Promise<GrantedPeriod[]> {
    const periods: GrantedPeriod[] = [];
    if (!lines.length) return periods;
    const plans = await tx.$queryRaw<{ id: string; tool_id: string; duration_days: number }[]>`
      SELECT id, tool_id, duration_days FROM tool_plans WHERE id IN (${Prisma.join(lines.map((line) => line.toolPlanId))})`;
    for (const line of lines) {
      const plan = plans.find((candidate) => candidate.id === line.toolPlanId)!;
      const [latest] = await tx.$queryRaw<{ expires_at: Date }[]>`
        SELECT expires_at FROM tool_subscriptions
         WHERE user_id = ${userId} AND tool_id = ${plan.tool_id} AND expires_at > ${now} AND revoked_at IS NULL
         ORDER BY expires_at DESC LIMIT 1`;
      const startsAt = latest?.expires_at ?? now;
      const subscriptionId = newRowId();
      const expiresAt = new Date(startsAt.getTime() + plan.duration_days * DAY_MS);
      // Sent now, not with the posting: the next line's period may follow this one.
      await tx.$executeRaw`
        INSERT INTO tool_subscriptions (id, user_id, tool_id, tool_plan_id, order_id, starts_at, expires_at, created_at)
        VALUES (${subscriptionId}, ${userId}, ${plan.tool_id}, ${plan.id}, ${orderId}, ${startsAt}, ${expiresAt}, ${now})`;
      periods.push({ subscriptionId, orderItemId: line.orderItemId, toolId: plan.tool_id });
    }
    return periods;
  }

  /** Inside a refund's transaction: the periods this order bought for these plans go, later renewals moving up by the time that is gone. */
  async removeOrderPeriods(tx: Db, orderId: string, toolPlanIds: string[], now: Date): Promise<void> {
    for (const toolPlanId of toolPlanIds) {
      const period = await tx.toolSubscription.findUnique({ where: { orderId_toolPlanId: { orderId, toolPlanId } } });
      if (!period) continue;
      await tx.toolSubscription.delete({ where: { id: period.id } });
      const removedMs = period.expiresAt.getTime() - Math.max(period.startsAt.getTime(), now.getTime());
      if (removedMs > 0) await this.shiftLaterPeriods(tx, period, -removedMs);
    }
  }

  /** The user's periods of the same tool that start at or after `period` ends (not `period` itself) move by `ms` (negative: earlier). */
  async shiftLaterPeriods(tx: Db, period: { id: string; userId: string; toolId: string; expiresAt: Date }, ms: number): Promise<void> {
    const micros = ms * 1000;
    await tx.$executeRaw`
      UPDATE tool_subscriptions SET starts_at = starts_at + INTERVAL ${micros} MICROSECOND, expires_at = expires_at + INTERVAL ${micros} MICROSECOND
       WHERE user_id = ${period.userId} AND tool_id = ${period.toolId} AND starts_at >= ${period.expiresAt} AND id <> ${period.id}`;
  }
}
