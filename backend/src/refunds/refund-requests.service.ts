import { Injectable } from '@nestjs/common';
import { lockOrder } from '../common/locks/row-locks';
import { paginationOf } from '../common/http/responses';
import { formatVietnamDate } from '../common/time/vietnam-calendar';
import type { RefundMethod, RefundRequestStatus } from '../generated/prisma/enums';
import { courseProgress } from '../learning';
import { NotificationsService } from '../notifications/notifications.service';
import { moveOrder, REFUND_ASKABLE_STATUSES, settledStatus, type OrderStatus } from '../orders';
import { refundRequestView } from './refund-request-view';
import { Db, PrismaService } from '../prisma/prisma.service';
import { RefundPolicyService, type RefundPolicy } from './refund-policy.service';
import { RefundErrors } from './refunds.errors';

const DAY_MS = 86_400_000;

export interface RefundRequestInput {
  reason: string;
  method: RefundMethod;
  orderItemIds?: string[];
}

/** Why an order as a whole cannot be asked about now (null when it can). */
function orderProblem(status: OrderStatus, deadline: Date | null, policy: RefundPolicy, now: Date): string | null {
  if (status === 'refund_requested') return 'Bạn đã gửi yêu cầu hoàn tiền cho đơn hàng này. Vui lòng chờ quản trị viên xử lý.';
  if (status === 'refunded') return 'Đơn hàng đã được hoàn tiền toàn bộ.';
  if (!REFUND_ASKABLE_STATUSES.includes(status)) return 'Chỉ đơn hàng đã thanh toán mới có thể yêu cầu hoàn tiền.';
  if (deadline && now > deadline)
    return `Đã quá ${policy.maxDays} ngày kể từ ngày thanh toán nên đơn hàng không còn được yêu cầu hoàn tiền (hạn cuối ${formatVietnamDate(deadline)}).`;
  return null;
}

/**
 * The buyer's side of refunds: what the policy in force allows for an order, the request itself (with
 * a reason and the lines asked for), and the admin's rejection of one. Approving is refunding
 * (RefundsService), which answers the open request.
 */
@Injectable()
export class RefundRequestsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly policies: RefundPolicyService,
    private readonly notifications: NotificationsService,
  ) {}

  /** GET /orders/{id}/refund-eligibility: each line with its progress and whether it can be asked for. */
  async eligibility(userId: string, orderId: string, now = new Date()) {
    return this.check(this.prisma, userId, orderId, now);
  }

  /** POST /orders/{id}/refund-request: checked against the policy under the order's lock, then the order waits for an admin. */
  async request(userId: string, orderId: string, input: RefundRequestInput, now = new Date()) {
    const { request, code } = await this.prisma.inTransaction(async (tx) => {
      const locked = await lockOrder(tx, orderId);
      if (locked?.user_id !== userId) throw RefundErrors.raise('ORDER_NOT_FOUND');
      const check = await this.check(tx, userId, orderId, now);
      if (check.openRequest) throw RefundErrors.raise('REFUND_ALREADY_REQUESTED');
      if (!check.eligible) throw RefundErrors.raise('REFUND_NOT_ELIGIBLE', check.reasons[0]);
      const asked = input.orderItemIds ?? check.lines.filter((line) => line.eligible).map((line) => line.orderItemId);
      if (new Set(asked).size !== asked.length) throw RefundErrors.raise('DUPLICATE_LINE');
      for (const id of asked) {
        const line = check.lines.find((candidate) => candidate.orderItemId === id);
        if (!line) throw RefundErrors.raise('LINE_NOT_IN_ORDER');
        if (!line.eligible) throw RefundErrors.raise('REFUND_NOT_ELIGIBLE', line.reason ?? undefined);
      }
      if (input.method === 'bank_transfer' && !check.hasPayoutAccount) throw RefundErrors.raise('BANK_ACCOUNT_REQUIRED');
      const request = await tx.refundRequest.create({ data: { orderId, userId, reason: input.reason, method: input.method, orderItemIds: asked } });
      await moveOrder(tx, orderId, 'refund_requested');
      return { request, code: locked!.code };
    });
    return { message: `Đã gửi yêu cầu hoàn tiền cho đơn hàng ${code}. Quản trị viên sẽ xem xét và báo kết quả cho bạn.`, request: refundRequestView(request) };
  }

  /** POST /admin/refund-requests/{id}/reject: the order goes back to where it was, and the buyer is told why. */
  async reject(adminId: string, requestId: string, note: string, now = new Date()) {
    await this.prisma.inTransaction(async (tx) => {
      const found = await tx.refundRequest.findUnique({ where: { id: requestId }, select: { orderId: true } });
      if (!found) throw RefundErrors.raise('REQUEST_NOT_FOUND');
      // The order's row first, as a refund takes it: a refund and a rejection of one request run one after the other.
      const order = (await lockOrder(tx, found.orderId))!;
      const { count } = await tx.refundRequest.updateMany({
        where: { id: requestId, status: 'pending' },
        data: { status: 'rejected', decidedById: adminId, decidedAt: now, decisionNote: note },
      });
      if (count === 0) throw RefundErrors.raise('REQUEST_ALREADY_DECIDED');
      const lines = await tx.orderItem.findMany({ where: { orderId: found.orderId }, select: { refundedAmount: true, accessRevokedAt: true } });
      await moveOrder(tx, found.orderId, settledStatus(lines.map((line) => ({ refundedAmount: Number(line.refundedAmount), fullyRefunded: line.accessRevokedAt !== null }))));
      await this.notifications.notify(tx, order.user_id, {
        type: 'refund_rejected',
        title: 'Yêu cầu hoàn tiền bị từ chối',
        body: `Yêu cầu hoàn tiền đơn hàng ${order.code} không được chấp nhận: ${note}`,
        link: '/transactions',
      });
    });
    return { message: 'Đã từ chối yêu cầu hoàn tiền và báo cho học viên.' };
  }

  /** GET /admin/refund-requests: the queue (pending first by default), with the order, the buyer and their progress. */
  async list(status: RefundRequestStatus | undefined, page: number, limit: number) {
    const where = { status: status ?? 'pending' };
    const [total, rows] = await Promise.all([
      this.prisma.refundRequest.count({ where }),
      this.prisma.refundRequest.findMany({
        where,
        include: { order: { include: { items: true } }, user: { select: { id: true, name: true, email: true } } },
        orderBy: [{ createdAt: where.status === 'pending' ? 'asc' : 'desc' }, { id: 'asc' }],
        skip: (page - 1) * limit,
        take: limit,
      }),
    ]);
    const requests = [];
    for (const row of rows) {
      const asked = new Set(row.orderItemIds as string[]);
      const lines = row.order.items.filter((item) => asked.has(item.id));
      const progress = await courseProgress(
        this.prisma,
        row.userId,
        lines.filter((line) => line.courseId).map((line) => line.courseId!),
      );
      requests.push({
        ...refundRequestView(row),
        order: {
          _id: row.order.id,
          code: row.order.code,
          status: row.order.status,
          total: Number(row.order.total),
          refundedAmount: Number(row.order.refundedAmount),
          paidAt: row.order.paidAt?.toISOString() ?? null,
        },
        buyer: { _id: row.user.id, name: row.user.name, email: row.user.email },
        lines: lines.map((line) => ({
          orderItemId: line.id,
          title: line.title,
          amount: Number(line.amount),
          refundable: line.accessRevokedAt ? 0 : Number(line.amount - line.refundedAmount),
          progress: line.courseId ? (progress.get(line.courseId)?.progress ?? 0) : null,
        })),
      });
    }
    return { requests, pagination: paginationOf(page, limit, total) };
  }

  /** The admin sidebar's badge. */
  async pendingCount() {
    return { pending: await this.prisma.refundRequest.count({ where: { status: 'pending' } }) };
  }

  private async check(db: Db, userId: string, orderId: string, now: Date) {
    const order = await db.order.findFirst({ where: { id: orderId, userId }, include: { items: { orderBy: { id: 'asc' } } } });
    if (!order) throw RefundErrors.raise('ORDER_NOT_FOUND');
    const [policy, open, payoutAccount] = await Promise.all([
      this.policies.inForce(db, now),
      db.refundRequest.findFirst({ where: { orderId, status: 'pending' } }),
      db.payoutAccount.findUnique({ where: { userId }, select: { userId: true } }),
    ]);
    const deadline = order.paidAt ? new Date(order.paidAt.getTime() + policy.maxDays * DAY_MS) : null;
    const problem = orderProblem(order.status, deadline, policy, now);
    const progress = await courseProgress(
      db,
      userId,
      order.items.filter((item) => item.courseId).map((item) => item.courseId!),
    );
    const lines = order.items.map((item) => {
      const refundable = item.accessRevokedAt ? 0 : Number(item.amount - item.refundedAmount);
      const percent = item.courseId ? (progress.get(item.courseId)?.progress ?? 0) : null;
      const reason =
        refundable <= 0
          ? Number(item.amount) === 0
            ? 'Sản phẩm miễn phí, không có tiền để hoàn.'
            : 'Sản phẩm này đã được hoàn tiền toàn bộ.'
          : percent !== null && percent > policy.maxProgressPercent
            ? `Bạn đã học ${percent}% khóa học, vượt mức ${policy.maxProgressPercent}% của chính sách hoàn tiền.`
            : null;
      return {
        orderItemId: item.id,
        kind: item.kind,
        title: item.title,
        amount: Number(item.amount),
        refundable,
        progress: percent,
        eligible: !problem && reason === null,
        reason,
      };
    });
    const reasons = problem ? [problem] : lines.every((line) => !line.eligible) ? [...new Set(lines.map((line) => line.reason!))] : [];
    return {
      eligible: lines.some((line) => line.eligible),
      reasons,
      policy: { maxDays: policy.maxDays, maxProgressPercent: policy.maxProgressPercent },
      deadline: deadline?.toISOString() ?? null,
      lines,
      hasPayoutAccount: Boolean(payoutAccount),
      openRequest: open ? refundRequestView(open) : null,
    };
  }
}
