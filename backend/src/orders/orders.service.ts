import { Inject, Injectable, Logger } from '@nestjs/common';
import { holdsNewRow, lockOrder } from '../common/locks/row-locks';
import { CommissionsService } from '../affiliates/commissions.service';
import { ClusterBus } from '../common/cluster/cluster-bus';
import { paginationOf } from '../common/http/responses';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DiscountsService } from '../discounts/discounts.service';
import { bankInstructions, newPaymentCode, type BankInstructions } from '../payments';
import { Db, Prisma, PrismaService } from '../prisma/prisma.service';
import { inOneRoundTrip } from '../prisma/driver-sql';
import { insertRowsStatement, sendWithNext } from '../prisma/insert-rows';
import { newRowId } from '../prisma/row-ids';
import { LicenceKeysService } from '../tool-access/licence-keys.service';
import { WalletService } from '../wallet/wallet.service';
import type { CheckoutOrigin } from './checkout-origin';
import { OrderFulfilmentService } from './order-fulfilment.service';
import { OrderPricingService } from './order-pricing.service';
import { type Quote, quoteOf } from './order-quote';
import type { CreateOrderDto, OrderItemInput, OrderView, QuoteInputDto } from './orders.dto';
import { moveOrder } from './order-status';
import { OrderErrors } from './orders.errors';
import { JobsService } from '../jobs/jobs.service';
import { queueMarketingEvent } from '../marketing';
import { refundRequestView } from '../refunds';

type OrderRow = Prisma.OrderGetPayload<{ include: { items: true; discountCode: { select: { code: true } } } }>;
/** What an order's view is made of: a row read back, or the one an order's creation has just written. */
type ViewedOrder = Pick<
  OrderRow,
  'id' | 'code' | 'status' | 'paymentMethod' | 'subtotal' | 'discountAmount' | 'total' | 'discountCode' | 'expiresAt' | 'paidAt' | 'createdAt' | 'refundedAmount'
> & {
  items: Pick<OrderRow['items'][number], 'kind' | 'courseId' | 'toolPlanId' | 'title' | 'unitPrice' | 'discount' | 'amount'>[];
};

/** Orders: priced by the server, paid by bank transfer (pending until the bank says so) or from the wallet at once. */
@Injectable()
export class OrdersService {
  private readonly logger = new Logger(OrdersService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly prisma: PrismaService,
    private readonly pricing: OrderPricingService,
    private readonly discounts: DiscountsService,
    private readonly fulfilment: OrderFulfilmentService,
    private readonly licenceKeys: LicenceKeysService,
    private readonly wallet: WalletService,
    private readonly jobs: JobsService,
    private readonly bus: ClusterBus,
    private readonly commissions: CommissionsService,
  ) {}

  /** The checkout preview: prices and the discount, without holding anything. */
  async quote(userId: string, input: QuoteInputDto) {
    const lines = await this.pricing.price(this.prisma, userId, input.items);
    const discount = input.discountCode ? await this.discounts.preview(input.discountCode, lines) : null;
    return this.quoteView(quoteOf(lines, discount));
  }

  async create(userId: string, input: CreateOrderDto, origin: CheckoutOrigin) {
    let keyedTools: string[] = [];
    const created = await this.prisma.inSqlTransaction(async (tx) => {
      const now = new Date();
      const payNow = input.paymentMethod === 'wallet';
      // Issued together, one round trip (DriverSql): the buyer's lock and the lines, the wallet's account
      // ids the posting will need and, through an affiliate's link, the affiliate and their upline.
      const [{ buyer, lines }, , checkoutAffiliate] = await inOneRoundTrip(
        tx,
        () => this.pricing.priceForPurchase(tx, userId, input.items, now),
        async () => (payNow ? this.wallet.lookUpAccounts(tx, userId) : undefined),
        () => (payNow ? this.commissions.checkoutAffiliate(tx, origin.affRefCode) : Promise.resolve(undefined)),
      );
      const discount = input.discountCode ? await this.discounts.take(tx, input.discountCode, lines, payNow ? 'use' : 'reserve') : null;
      const quote = quoteOf(lines, discount);
      // From the wallet, or nothing to pay (a 100% code): paid in this same transaction, so born paid.
      const paid = payNow || quote.total === 0;
      // Ids made here and two raw INSERTs sent together (sendWithNext), where a nested create reads the
      // order and its items back (the launch's hot path: docs/commerce.md, "Statements per purchase").
      const orderId = newRowId();
      const items = quote.lines.map((line) => ({
        id: newRowId(),
        orderId,
        kind: line.kind,
        courseId: line.kind === 'course' ? line.id : null,
        toolPlanId: line.kind === 'tool_plan' ? line.id : null,
        title: line.title.slice(0, 300),
        unitPrice: BigInt(line.unitPrice),
        discount: BigInt(line.discount),
        amount: BigInt(line.amount),
      }));
      const row = {
        id: orderId,
        code: newPaymentCode('DH'),
        userId,
        paymentMethod: input.paymentMethod,
        subtotal: BigInt(quote.subtotal),
        discountAmount: BigInt(quote.discountAmount),
        total: BigInt(quote.total),
        discountCodeId: discount?.id ?? null,
        affRefCode: origin.affRefCode,
        affiliateSource: origin.affiliateSource,
        buyerIp: origin.buyerIp,
        buyerDevice: origin.buyerDevice,
        status: paid ? ('paid' as const) : ('pending' as const),
        paidAt: paid ? now : null,
        expiresAt: new Date(now.getTime() + this.config.payments.orderTtlMinutes * 60_000),
        createdAt: now,
      };
      // With the transaction's next statement: for a paid order of courses, the payment's writes and the
      // COMMIT (nothing reads the rows before); a tool's licence key is reserved against them first.
      await sendWithNext(tx, [insertRowsStatement('orders', [row]), insertRowsStatement('order_items', items)]);
      // Nobody else sees the new row: it counts as locked, though taken after the buyer and the discount code.
      holdsNewRow(tx, 'order', orderId);
      // One licence key per line of a licence-key tool, held until the order is paid or ends (409 when a pool is empty).
      keyedTools = await this.licenceKeys.reserveForOrder(
        tx,
        items.map((item) => ({ orderItemId: item.id, toolPlanId: item.toolPlanId })),
      );
      // The ledger post in payNewOrder() is the transaction's last write: the shared ledger rows it locks are
      // held only until the commit right after it.
      if (paid) {
        const instructors = new Map(lines.filter((line) => line.instructorId).map((line) => [line.id, line.instructorId!]));
        await this.fulfilment.payNewOrder(tx, { ...row, items, checkoutAffiliate }, buyer, payNow ? 'wallet' : 'bank_transfer', instructors, now);
      }
      // The answer from what was written, not read back: three statements fewer per purchase.
      const slugOf = new Map(lines.map((line) => [line.id, line.slug]));
      return this.viewOf({ ...row, refundedAmount: 0n, discountCode: discount ? { code: discount.code } : null, items }, slugOf, null);
    });
    await this.licenceKeys.tellAdminsWhenLow(keyedTools);
    return this.withPayment(created);
  }

  /** The buyer gives up a pending order (to pay another way, say): its discount hold is freed at once. */
  async cancel(userId: string, orderId: string) {
    const code = await this.prisma.inTransaction(async (tx) => {
      const row = await lockOrder(tx, orderId);
      if (row?.user_id !== userId) throw OrderErrors.raise('ORDER_NOT_FOUND');
      if (!(await this.closePending(tx, orderId, 'cancelled'))) throw OrderErrors.raise('ORDER_NOT_PENDING');
      return row!.code;
    });
    // A /payment page open on another device learns at once (PaymentStatusService).
    this.bus.publish('payment-status', code);
    return { message: `Đã hủy đơn hàng ${code}.` };
  }

  async get(userId: string, orderId: string) {
    return this.withPayment(await this.findOwn(userId, { id: orderId }));
  }

  async byCode(userId: string, code: string) {
    return this.withPayment(await this.findOwn(userId, { code: code.trim().toUpperCase() }));
  }

  async status(userId: string, orderId: string) {
    const order = await this.prisma.order.findFirst({ where: { id: orderId, userId }, select: { id: true, code: true, status: true, paidAt: true, expiresAt: true } });
    if (!order) throw OrderErrors.raise('ORDER_NOT_FOUND');
    return { _id: order.id, code: order.code, statusOrder: order.status, paidAt: order.paidAt?.toISOString() ?? null, expiresAt: order.expiresAt.toISOString() };
  }

  async listMine(userId: string, page: number, limit: number) {
    const [rows, total] = await Promise.all([
      this.prisma.order.findMany({
        where: { userId },
        include: { items: true, discountCode: { select: { code: true } } },
        orderBy: { createdAt: 'desc' },
        skip: (page - 1) * limit,
        take: limit,
      }),
      this.prisma.order.count({ where: { userId } }),
    ]);
    return { orders: await this.viewsOf(this.prisma, rows), pagination: paginationOf(page, limit, total) };
  }

  /** The background sweep: pending orders past their time expire and give back their discount holds. */
  async expireOverdue(now = new Date()): Promise<number> {
    const overdue = await this.prisma.order.findMany({ where: { status: 'pending', expiresAt: { lte: now } }, select: { id: true, code: true }, take: 500 });
    let expired = 0;
    for (const { id, code } of overdue) {
      if (!(await this.prisma.inTransaction((tx) => this.closePending(tx, id, 'expired')))) continue;
      expired += 1;
      this.bus.publish('payment-status', code);
    }
    if (expired) this.logger.log(`Đã hủy ${expired} đơn hàng quá hạn thanh toán.`);
    return expired;
  }

  /** Locks a pending order and ends it unpaid, giving back its discount hold. False when it was not pending. */
  private async closePending(tx: Db, id: string, status: 'expired' | 'cancelled'): Promise<boolean> {
    const row = await lockOrder(tx, id);
    if (row?.status !== 'pending' || !(await moveOrder(tx, id, status))) return false;
    // An order left unpaid past its time is an abandoned checkout (a reminder scenario may start).
    if (status === 'expired') {
      const order = await tx.order.findUniqueOrThrow({ where: { id }, select: { userId: true, items: { select: { courseId: true } } } });
      await queueMarketingEvent(this.jobs, tx, {
        trigger: 'checkout_abandoned',
        userId: order.userId,
        courseIds: order.items.flatMap((item) => (item.courseId ? [item.courseId] : [])),
      });
    }
    if (row.discount_code_id) await this.discounts.releaseHold(tx, row.discount_code_id);
    await this.licenceKeys.releaseForOrder(tx, id);
    return true;
  }

  /** Used by the wallet purchase endpoint: the same order, paid from the wallet. */
  purchaseFromWallet(userId: string, items: OrderItemInput[], discountCode: string | null, origin: CheckoutOrigin) {
    return this.create(userId, { items, discountCode, paymentMethod: 'wallet' }, origin);
  }

  private quoteView(quote: Quote) {
    return {
      items: quote.lines.map((line) => ({
        kind: line.kind,
        id: line.id,
        title: line.title,
        slug: line.slug,
        unitPrice: line.unitPrice,
        discount: line.discount,
        amount: line.amount,
      })),
      subtotal: quote.subtotal,
      discountAmount: quote.discountAmount,
      total: quote.total,
      discountCode: quote.discount?.code ?? null,
    };
  }

  private async withPayment(order: OrderView): Promise<{ order: OrderView; payment: BankInstructions | null; demoMode: boolean }> {
    const awaitingTransfer = order.status === 'pending' && order.paymentMethod === 'bank_transfer';
    return { order, payment: awaitingTransfer ? await bankInstructions(this.config, order.code, order.total) : null, demoMode: this.config.payments.demoMode };
  }

  private async findOwn(userId: string, where: { id: string } | { code: string }): Promise<OrderView> {
    const row = await this.prisma.order.findFirst({ where: { ...where, userId }, include: { items: true, discountCode: { select: { code: true } } } });
    if (!row) throw OrderErrors.raise('ORDER_NOT_FOUND');
    return (await this.viewsOf(this.prisma, [row]))[0];
  }

  private async viewsOf(db: Db, rows: OrderRow[]): Promise<OrderView[]> {
    const courseIds = rows.flatMap((row) => row.items.map((item) => item.courseId).filter((id): id is string => Boolean(id)));
    const planIds = rows.flatMap((row) => row.items.map((item) => item.toolPlanId).filter((id): id is string => Boolean(id)));
    const refundedIds = rows.filter((row) => row.status !== 'pending').map((row) => row.id);
    const [courses, plans, requests] = await Promise.all([
      courseIds.length ? db.course.findMany({ where: { id: { in: courseIds } }, select: { id: true, slug: true } }) : [],
      planIds.length ? db.toolPlan.findMany({ where: { id: { in: planIds } }, select: { id: true, tool: { select: { slug: true } } } }) : [],
      refundedIds.length ? db.refundRequest.findMany({ where: { orderId: { in: refundedIds } }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }) : [],
    ]);
    // The latest request of each order wins (the list is oldest first).
    const latestRequest = new Map(requests.map((request) => [request.orderId, refundRequestView(request)]));
    const slugOf = new Map<string, string>([...courses.map((c) => [c.id, c.slug] as const), ...plans.map((p) => [p.id, p.tool.slug] as const)]);
    return rows.map((row) => this.viewOf(row, slugOf, latestRequest.get(row.id) ?? null));
  }

  /** An order as the API shows it; `slugOf` holds the slug of each line's course or tool, by its id. */
  private viewOf(row: ViewedOrder, slugOf: ReadonlyMap<string, string | null>, refundRequest: OrderView['refundRequest']): OrderView {
    return {
      _id: row.id,
      code: row.code,
      status: row.status,
      paymentMethod: row.paymentMethod,
      items: row.items.map((item) => {
        const id = item.courseId ?? item.toolPlanId ?? '';
        return {
          kind: item.kind,
          id,
          title: item.title,
          slug: slugOf.get(id) ?? null,
          unitPrice: Number(item.unitPrice),
          discount: Number(item.discount),
          amount: Number(item.amount),
        };
      }),
      subtotal: Number(row.subtotal),
      discountAmount: Number(row.discountAmount),
      total: Number(row.total),
      discountCode: row.discountCode?.code ?? null,
      expiresAt: row.expiresAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      refundedAmount: Number(row.refundedAmount),
      refundRequest,
    };
  }
}
