import { Injectable } from '@nestjs/common';
import { paginationOf } from '../common/http/responses';
import { endOfDay, isCalendarDay, startOfDay } from '../common/time/vietnam-calendar';
import type { OrderStatus } from '../generated/prisma/enums';
import { courseProgress } from '../learning';
import { LEDGER_ACCOUNT_LABELS, LEDGER_TYPE_LABELS } from '../ledger';
import { Prisma, PrismaService } from '../prisma/prisma.service';
import { refundRequestView } from '../refunds';
import { RefundErrors } from '../refunds/refunds.errors';
import { refundIncludes, refundMemo, refundView } from '../refunds/refunds.service';

export interface AdminOrderFilters {
  page: number;
  limit: number;
  search?: string;
  status?: OrderStatus;
  fromDate?: string;
  toDate?: string;
}

const listIncludes = { items: { select: { title: true } }, user: { select: { id: true, name: true, email: true } } } as const;
type ListRow = Prisma.OrderGetPayload<{ include: typeof listIncludes }>;

function rowView(row: ListRow) {
  return {
    _id: row.id,
    code: row.code,
    status: row.status,
    paymentMethod: row.paymentMethod,
    total: Number(row.total),
    refundedAmount: Number(row.refundedAmount),
    itemsSummary: row.items.map((item) => item.title).join(', '),
    buyer: { _id: row.user.id, name: row.user.name, email: row.user.email },
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** /admin/orders: every order, searchable, and one order with everything that moved its money. */
@Injectable()
export class AdminOrdersService {
  constructor(private readonly prisma: PrismaService) {}

  async list(filters: AdminOrderFilters) {
    const where: Prisma.OrderWhereInput = { status: filters.status };
    const search = filters.search?.trim();
    if (search) where.OR = [{ code: { contains: search.toUpperCase() } }, { user: { email: { contains: search.toLowerCase() } } }, { user: { name: { contains: search } } }];
    const from = filters.fromDate && isCalendarDay(filters.fromDate) ? startOfDay(filters.fromDate) : undefined;
    const to = filters.toDate && isCalendarDay(filters.toDate) ? endOfDay(filters.toDate) : undefined;
    if (from || to) where.createdAt = { gte: from, lt: to };
    const [total, rows] = await Promise.all([
      this.prisma.order.count({ where }),
      this.prisma.order.findMany({ where, include: listIncludes, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (filters.page - 1) * filters.limit, take: filters.limit }),
    ]);
    return { orders: rows.map(rowView), pagination: paginationOf(filters.page, filters.limit, total) };
  }

  async detail(id: string) {
    const order = await this.prisma.order.findUnique({
      where: { id },
      include: {
        items: { orderBy: { id: 'asc' } },
        user: { select: { id: true, name: true, email: true, phoneNumber: true, payoutAccount: true } },
        discountCode: { select: { code: true } },
      },
    });
    if (!order) throw RefundErrors.raise('ORDER_NOT_FOUND');
    const courseIds = order.items.filter((item) => item.courseId).map((item) => item.courseId!);
    const [progress, courses, transfers, transactions, conversions, refunds, requests] = await Promise.all([
      courseProgress(this.prisma, order.userId, courseIds),
      courseIds.length ? this.prisma.course.findMany({ where: { id: { in: courseIds } }, select: { id: true, instructor: { select: { id: true, name: true } } } }) : [],
      this.prisma.bankTransfer.findMany({ where: { orderId: id }, orderBy: { createdAt: 'asc' } }),
      this.prisma.ledgerTransaction.findMany({
        where: { orderId: id },
        include: { entries: { include: { account: { select: { kind: true, user: { select: { name: true } } } } } } },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      }),
      this.prisma.affiliateConversion.findMany({ where: { orderId: id }, include: { affiliate: { select: { name: true } } }, orderBy: { id: 'asc' } }),
      this.prisma.refund.findMany({ where: { orderId: id }, include: refundIncludes, orderBy: { createdAt: 'asc' } }),
      this.prisma.refundRequest.findMany({ where: { orderId: id }, orderBy: { createdAt: 'asc' } }),
    ]);
    const instructorOf = new Map(courses.map((course) => [course.id, course.instructor]));
    const sale = transactions.find((transaction) => transaction.type === 'order_payment' || transaction.type === 'wallet_purchase');
    const paidFrom = (kind: string) => -Number(sale?.entries.filter((entry) => entry.account.kind === kind).reduce((sum, entry) => sum + entry.amount, 0n) ?? 0n);
    const account = order.user.payoutAccount;
    return {
      order: {
        ...rowView({ ...order, items: order.items }),
        subtotal: Number(order.subtotal),
        discountAmount: Number(order.discountAmount),
        discountCode: order.discountCode?.code ?? null,
        expiresAt: order.expiresAt.toISOString(),
        buyer: { _id: order.user.id, name: order.user.name, email: order.user.email, phoneNumber: order.user.phoneNumber },
        lines: order.items.map((item) => {
          const instructor = item.courseId ? instructorOf.get(item.courseId) : undefined;
          return {
            orderItemId: item.id,
            kind: item.kind,
            productId: (item.courseId ?? item.toolPlanId)!,
            title: item.title,
            unitPrice: Number(item.unitPrice),
            discount: Number(item.discount),
            amount: Number(item.amount),
            refundedAmount: Number(item.refundedAmount),
            refundable: item.accessRevokedAt ? 0 : Number(item.amount - item.refundedAmount),
            accessRevoked: item.accessRevokedAt !== null,
            progress: item.courseId ? (progress.get(item.courseId)?.progress ?? 0) : null,
            instructor: instructor ? { _id: instructor.id, name: instructor.name } : null,
          };
        }),
        paidFromBonus: paidFrom('user_bonus'),
        paidFromMain: paidFrom('user_main'),
        paidByBank: paidFrom('bank_clearing'),
      },
      bankTransfers: transfers.map((transfer) => ({
        _id: transfer.id,
        amount: Number(transfer.amount),
        status: transfer.status,
        referenceCode: transfer.referenceCode,
        holdReason: transfer.holdReason,
        createdAt: transfer.createdAt.toISOString(),
      })),
      ledgerTransactions: transactions.map((transaction) => ({
        _id: transaction.id,
        type: transaction.type,
        typeLabel: LEDGER_TYPE_LABELS[transaction.type],
        description: transaction.description,
        createdAt: transaction.createdAt.toISOString(),
        entries: transaction.entries.map((entry) => ({
          account: entry.account.kind,
          accountLabel: LEDGER_ACCOUNT_LABELS[entry.account.kind],
          ownerName: entry.account.user?.name ?? null,
          amount: Number(entry.amount),
        })),
      })),
      commissions: conversions.map((conversion) => ({
        _id: conversion.id,
        orderItemId: conversion.orderItemId,
        tier: conversion.tier,
        affiliateName: conversion.affiliate.name,
        status: conversion.status,
        // As recorded at the sale, before refunds took reversedAmount back (what the affiliate keeps: the difference).
        recordedAmount: Number(conversion.amount),
        reversedAmount: Number(conversion.reversedAmount),
      })),
      refunds: refunds.map(refundView),
      refundRequests: requests.map(refundRequestView),
      buyerPayoutAccount: account ? { bankBin: account.bankBin, bankName: account.bankName, accountNumber: account.accountNumber, accountHolder: account.accountHolder } : null,
      refundMemo: refundMemo(order.code),
    };
  }
}
