import { Injectable, Logger } from '@nestjs/common';
import { lockConversionsOfItems, lockUsers, type LockedBuyer } from '../common/locks/row-locks';
import { formatVnd } from '../common/text/money';
import type { ConversionStatus } from '../generated/prisma/enums';
import type { LedgerLine } from '../ledger';
import { JobsService } from '../jobs/jobs.service';
import { LedgerService } from '../ledger/ledger.service';
import { queueMarketingEvent } from '../marketing';
import { NotificationsService, type UserNotice } from '../notifications/notifications.service';
import { Db, Prisma, PrismaService, type SqlClient } from '../prisma/prisma.service';
import { insertRowsStatement, sendTogether } from '../prisma/insert-rows';
import { jsonColumn } from '../prisma/json-column';
import { AffiliateRules, AffiliateSettingsService } from './affiliate-settings.service';
import { AffiliateErrors } from './affiliates.errors';
import { commissionOf, ratesForLevel, realMoneyBases } from './commission-split';
import { AffiliateFiguresCache } from './affiliate-figures-cache';
import { RollupChanges, figuresChange, figuresOf } from './rollups';
import { disposableEmailFlags, sameDeviceFlags, sameOwnerFlags, signupBurstFlags } from './fraud-flags';
import { AffiliateCandidate, CheckoutAffiliate, ReferralsService } from './referrals.service';

const DAY_MS = 86_400_000;
const APPROVAL_BATCH = 200;

/** A paid order as the commission rules need it. */
export interface SaleForCommission {
  id: string;
  code: string;
  userId: string;
  affRefCode: string | null;
  buyerIp: string | null;
  buyerDevice: string | null;
  items: { id: string; courseId: string | null; toolPlanId: string | null; title: string; amount: bigint }[];
  /** `affRefCode`'s affiliate and upline when the caller read them in a round trip it made anyway; else read here. */
  checkoutAffiliate?: CheckoutAffiliate;
}

export interface SaleCommissions {
  /** Commission taken off the top of each order line, by order item id. */
  byItem: Map<string, number>;
  /** The ledger legs that hold it for the affiliates (affiliate_pending), to post with the sale. */
  lines: LedgerLine[];
  /** The conversions and their rollups, for the caller to send with the sale's posting (LedgerService.post's `alongside`). */
  writes: Prisma.Sql[];
}

/** A commission on an order line as it stands when a refund locks it. */
export interface CommissionState {
  id: string;
  affiliateUserId: string;
  tier: 'direct' | 'team';
  status: ConversionStatus;
  amount: number;
  reversedAmount: number;
}

/** What a refund takes back of one commission (worked out by the refund's allocation). */
export interface CommissionTakeBack extends CommissionState {
  orderItemId: string;
  /** Given back by this refund (0 when only the status changes). */
  amount: number;
  newStatus: ConversionStatus;
}

export type ReviewDecision = { newStatus: 'approved' | 'rejected'; notes?: string | null };

/**
 * Conversions and their money (docs/affiliates.md): a SIGNUP when a referred user registers, and a
 * direct and a team commission on every paid order line. Commissions wait in the affiliate's pending
 * account for the holding period, then move to payable (approved) or back to the platform (rejected).
 */
@Injectable()
export class CommissionsService {
  private readonly logger = new Logger(CommissionsService.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly settings: AffiliateSettingsService,
    private readonly referrals: ReferralsService,
    private readonly ledger: LedgerService,
    private readonly notifications: NotificationsService,
    private readonly jobs: JobsService,
    private readonly figures: AffiliateFiguresCache,
  ) {}

  /**
   * Inside the registration transaction: the referral code the new user's browser carried fixes their
   * referrer (their upline from now on) and records the SIGNUP conversion.
   */
  async attributeSignup(tx: Db, user: { id: string; email: string; phoneNumber: string | null }, code: string | null, ip: string | null, device: string | null): Promise<void> {
    const affiliate = await this.referrals.attachReferrer(tx, user.id, code);
    if (affiliate) await this.recordSignup(tx, user, affiliate, ip, device);
  }

  /** A referred user registered: one SIGNUP per user (its unique key), flagged when suspicious. */
  async recordSignup(
    tx: Db,
    user: { id: string; email: string; phoneNumber: string | null },
    affiliate: AffiliateCandidate,
    ip: string | null,
    device: string | null,
    now = new Date(),
  ) {
    const rules = await this.settings.inForce(tx, now);
    const flags = [
      ...sameOwnerFlags(affiliate, user),
      ...sameDeviceFlags(affiliate, { ip, device }),
      ...disposableEmailFlags(user.email),
      ...(await signupBurstFlags(tx, ip, rules.maxSignupsPerIpPerDay, now)),
    ];
    const conversion = await tx.affiliateConversion.create({
      data: {
        type: 'SIGNUP',
        tier: 'direct',
        dedupeKey: `signup:${user.id}`,
        affiliateUserId: affiliate.id,
        referredUserId: user.id,
        baseAmount: 0n,
        ratePercent: 0,
        affiliateLevel: affiliate.affiliateLevel,
        amount: BigInt(rules.signupCommission),
        flagged: flags.length > 0,
        flagReasons: flags,
        holdUntil: new Date(now.getTime() + rules.holdingDays * DAY_MS),
      },
    });
    await this.saveRollups(tx, new RollupChanges().add(affiliate.id, conversion.createdAt, figuresOf(conversion)));
    if (rules.signupCommission > 0) {
      await this.ledger.post(tx, {
        type: 'commission_signup',
        userId: affiliate.id,
        description: `Hoa hồng đăng ký: ${user.email}`,
        lines: [
          { account: { kind: 'commission_expense' }, amount: -rules.signupCommission },
          { account: { kind: 'affiliate_pending', userId: affiliate.id }, amount: rules.signupCommission },
        ],
      });
    }
    await this.notifications.notify(tx, affiliate.id, {
      type: 'affiliate_conversion',
      title: 'Có người đăng ký qua link của bạn',
      body:
        rules.signupCommission > 0
          ? `Một người bạn vừa đăng ký tài khoản: hoa hồng ${formatVnd(rules.signupCommission)} đang chờ duyệt.`
          : 'Một người bạn vừa đăng ký tài khoản qua link giới thiệu của bạn.',
      link: '/affiliate-dashboard',
    });
    return conversion;
  }

  /**
   * What recordSale would read of a checkout's affiliate code (the affiliate and their upline), for a
   * sale to read in a round trip it makes anyway and hand back as `checkoutAffiliate`.
   */
  checkoutAffiliate(tx: SqlClient, affRefCode: string | null): Promise<CheckoutAffiliate | undefined> {
    return affRefCode ? this.referrals.affiliateOfCodeWithUpline(tx, affRefCode) : Promise.resolve(undefined);
  }

  /**
   * The commissions of a sale being paid (inside the payment transaction, after the buyer's and the
   * courses' locks). The affiliate is the one whose cookie was present at checkout, else the buyer's
   * referrer while still inside the cookie window; never the buyer. The team commission goes to that
   * affiliate's own referrer. The base of each line is what was paid for it in real money. Writes
   * nothing itself: the conversions and their rollups come back as `writes`, for the sale's posting.
   */
  async recordSale(tx: SqlClient, order: SaleForCommission, buyer: LockedBuyer, bonusUsed: number, now = new Date()): Promise<SaleCommissions> {
    const none: SaleCommissions = { byItem: new Map(), lines: [], writes: [] };
    // No affiliate's code at checkout and nobody referred the buyer: nobody to credit, so the rules are not read.
    if (!order.affRefCode && !buyer.referredById) return none;
    const rules = await this.settings.inForce(tx, now);
    const direct = await this.creditedAffiliate(tx, order, buyer, rules, now);
    if (!direct) return none;
    const prefetched = order.checkoutAffiliate?.affiliate?.id === direct.id ? order.checkoutAffiliate : undefined;
    const upline = !direct.referredById ? null : prefetched ? prefetched.upline : await this.referrals.affiliateById(tx, direct.referredById);
    const team = upline && upline.id !== buyer.id && upline.id !== direct.id ? upline : null;

    const flags = [direct, ...(team ? [team] : [])].flatMap((affiliate) => [
      ...sameOwnerFlags(affiliate, buyer),
      ...sameDeviceFlags(affiliate, { ip: order.buyerIp, device: order.buyerDevice }),
    ]);
    const uniqueFlags = [...new Set(flags)];
    const directRate = ratesForLevel(rules, rules.levelRates, direct.affiliateLevel).directRatePercent;
    const teamRate = team ? ratesForLevel(rules, rules.levelRates, team.affiliateLevel).teamRatePercent : 0;
    const bases = realMoneyBases(
      order.items.map((item) => Number(item.amount)),
      bonusUsed,
    );

    const result: SaleCommissions = { byItem: new Map(), lines: [], writes: [] };
    const rows: Prisma.AffiliateConversionCreateManyInput[] = [];
    // Set here rather than by the column default: the rollups count each commission on this date.
    const createdAt = new Date();
    const rollups = new RollupChanges();
    order.items.forEach((item, index) => {
      const base = bases[index];
      const tiers = [{ tier: 'direct' as const, affiliate: direct, rate: directRate }, ...(team ? [{ tier: 'team' as const, affiliate: team, rate: teamRate }] : [])];
      for (const { tier, affiliate, rate } of tiers) {
        const amount = commissionOf(base, rate);
        if (amount <= 0) continue;
        result.byItem.set(item.id, (result.byItem.get(item.id) ?? 0) + amount);
        result.lines.push({ account: { kind: 'affiliate_pending', userId: affiliate.id }, amount, courseId: item.courseId ?? undefined, toolPlanId: item.toolPlanId ?? undefined });
        rows.push({
          type: 'COURSE_ENROLLMENT',
          tier,
          dedupeKey: `line:${item.id}:${tier}`,
          affiliateUserId: affiliate.id,
          referredUserId: buyer.id,
          orderId: order.id,
          orderItemId: item.id,
          courseId: item.courseId,
          toolPlanId: item.toolPlanId,
          itemTitle: item.title.slice(0, 300),
          baseAmount: BigInt(base),
          ratePercent: rate,
          affiliateLevel: affiliate.affiliateLevel,
          amount: BigInt(amount),
          flagged: uniqueFlags.length > 0,
          flagReasons: uniqueFlags,
          holdUntil: new Date(now.getTime() + rules.holdingDays * DAY_MS),
          createdAt,
        });
        rollups.add(affiliate.id, createdAt, figuresOf({ type: 'COURSE_ENROLLMENT', tier, status: 'pending', amount, reversedAmount: 0 }));
      }
    });
    if (!rows.length) return none;
    result.writes = [insertRowsStatement('affiliate_conversions', rows)!, ...this.rollupWrites(rollups)];
    // Each affiliate is told by the order's paid-notices job, after the commit (tellAffiliatesOfSale).
    return result;
  }

  /**
   * A column for the order's paid-notices job to read with the orders, in its one statement: each
   * affiliate's commission on the sale still pending, by tier, with their push devices (JSON; null
   * for none). `orderId` is the order's id column in that statement. Read by affiliateNoticesOfSale.
   */
  saleCommissionsToTell(orderId: Prisma.Sql): Prisma.Sql {
    // A line each (summed by affiliateNoticesOfSale): MariaDB's derived tables cannot see the outer order.
    return Prisma.sql`(
      SELECT JSON_ARRAYAGG(JSON_OBJECT('affiliateUserId', c.affiliate_user_id, 'tier', c.tier, 'amount', c.amount,
               'devices', (SELECT JSON_ARRAYAGG(p.id) FROM push_subscriptions p WHERE p.user_id = c.affiliate_user_id))
             ORDER BY c.affiliate_user_id, c.tier)
        FROM affiliate_conversions c
       WHERE c.order_id = ${orderId} AND c.type = 'COURSE_ENROLLMENT' AND c.status = 'pending')`;
  }

  /**
   * After a sale's commit (the order's paid-notices job): each affiliate with a commission on it still
   * pending gets one notification, from what saleCommissionsToTell read. Not in the sale's transaction:
   * its statements (the notification, the affiliate's push devices) were a tenth of a purchase's,
   * while the buyer waited (issue 33). The caller writes them with its other notices.
   */
  affiliateNoticesOfSale(order: { code: string }, toTell: unknown): UserNotice[] {
    const lines = jsonColumn<{ affiliateUserId: string; tier: string; amount: number | string; devices: unknown }[]>(toTell, []);
    const earned = new Map<string, { affiliateUserId: string; tier: string; amount: number; devices: unknown }>();
    for (const line of lines) {
      const key = `${line.affiliateUserId}:${line.tier}`;
      earned.set(key, { ...line, amount: (earned.get(key)?.amount ?? 0) + Number(line.amount) });
    }
    return [...earned.values()].map(({ affiliateUserId, tier, amount, devices }) => ({
      userId: affiliateUserId,
      // A subquery's JSON inside JSON_OBJECT may come as its text.
      deviceIds: jsonColumn<string[]>(devices, []),
      notification: {
        type: 'affiliate_conversion',
        title: 'Bạn có hoa hồng mới',
        body: `Đơn hàng ${order.code} vừa được thanh toán: hoa hồng ${tier === 'direct' ? 'trực tiếp' : 'đội nhóm'} ${formatVnd(amount)} đang chờ duyệt.`,
        link: '/affiliate-dashboard',
      },
    }));
  }

  /** The holding period's end: every pending, unflagged conversion past it is approved. */
  async approveDue(now = new Date()): Promise<number> {
    const due = await this.prisma.affiliateConversion.findMany({
      where: { status: 'pending', flagged: false, holdUntil: { lte: now } },
      select: { id: true },
      orderBy: { holdUntil: 'asc' },
      take: APPROVAL_BATCH,
    });
    let approved = 0;
    for (const { id } of due) {
      if (await this.prisma.inTransaction((tx) => this.decide(tx, id, { newStatus: 'approved' }, null))) approved += 1;
    }
    if (approved) this.logger.log(`Đã duyệt tự động ${approved} hoa hồng hết thời gian giữ.`);
    return approved;
  }

  /** PUT /admin/conversions/{id}/review: an admin approves or rejects a pending conversion, with notes. */
  async review(adminId: string, id: string, decision: ReviewDecision): Promise<void> {
    await this.prisma.inTransaction(async (tx) => {
      const exists = await tx.affiliateConversion.findUnique({ where: { id }, select: { id: true } });
      if (!exists) throw AffiliateErrors.raise('CONVERSION_NOT_FOUND');
      if (!(await this.decide(tx, id, decision, adminId))) throw AffiliateErrors.raise('CONVERSION_ALREADY_REVIEWED');
    });
  }

  /**
   * Moves one pending conversion on, once: the guarded UPDATE ... WHERE status = 'pending' lets only
   * one of two simultaneous decisions through; the money follows in the same transaction. Locks: the
   * affiliate's user row, the conversion, then the ledger accounts (the order a payout uses).
   */
  private async decide(tx: Db, id: string, decision: ReviewDecision, adminId: string | null): Promise<boolean> {
    const now = new Date();
    // The affiliate's row first, as a payout takes it: a decision and a payout of one affiliate run one
    // after the other, so a payout marks as paid exactly the commissions whose money it takes.
    const owner = await tx.affiliateConversion.findUnique({ where: { id }, select: { affiliateUserId: true } });
    if (!owner) return false;
    await lockUsers(tx, [owner.affiliateUserId]);
    const { count } = await tx.affiliateConversion.updateMany({
      where: { id, status: 'pending' },
      data: { status: decision.newStatus, reviewedById: adminId, reviewedAt: now, reviewNotes: decision.notes?.trim() || null },
    });
    if (count === 0) return false;
    const conversion = await tx.affiliateConversion.findUniqueOrThrow({ where: { id } });
    // The rollups before the ledger's rows, as a sale and a refund take them: an approval changes no figure, a rejection drops it.
    await this.saveRollups(tx, new RollupChanges().add(conversion.affiliateUserId, conversion.createdAt, figuresChange({ ...conversion, status: 'pending' }, conversion)));
    // What refunds of the sale have not taken back yet (they debited it from the pending account).
    const amount = Number(conversion.amount - conversion.reversedAmount);
    const approved = decision.newStatus === 'approved';
    if (amount > 0) {
      const pending = {
        account: { kind: 'affiliate_pending' as const, userId: conversion.affiliateUserId },
        amount: -amount,
        courseId: conversion.courseId ?? undefined,
        toolPlanId: conversion.toolPlanId ?? undefined,
      };
      // A rejected sale commission goes back to the platform; a rejected sign-up bonus was never spent.
      const other: LedgerLine = approved
        ? { account: { kind: 'affiliate_payable', userId: conversion.affiliateUserId }, amount }
        : {
            account: { kind: conversion.type === 'SIGNUP' ? 'commission_expense' : 'platform_revenue' },
            amount,
            courseId: conversion.courseId ?? undefined,
            toolPlanId: conversion.toolPlanId ?? undefined,
          };
      await this.ledger.post(tx, {
        type: approved ? 'commission_approval' : 'commission_rejection',
        userId: conversion.affiliateUserId,
        description: `${approved ? 'Duyệt' : 'Từ chối'} hoa hồng${conversion.itemTitle ? `: ${conversion.itemTitle}` : ' đăng ký'}`,
        orderId: conversion.orderId ?? undefined,
        lines: [pending, other],
      });
    }
    // Nothing earned (a sign-up tracked at 0 ₫, a sale refunded in full): no "0 ₫ approved" news or mail.
    if (amount === 0) return true;
    if (approved) await queueMarketingEvent(this.jobs, tx, { trigger: 'commission_approved', userId: conversion.affiliateUserId });
    const what = conversion.type === 'SIGNUP' ? 'Hoa hồng đăng ký' : `Hoa hồng "${conversion.itemTitle ?? ''}"`;
    await this.notifications.notify(tx, conversion.affiliateUserId, {
      type: approved ? 'affiliate_commission_approved' : 'affiliate_commission_rejected',
      title: approved ? 'Hoa hồng đã được duyệt' : 'Hoa hồng bị từ chối',
      body: approved
        ? `${what} ${formatVnd(amount)} đã được duyệt và sẵn sàng để thanh toán.`
        : `${what} ${formatVnd(amount)} đã bị từ chối${conversion.reviewNotes ? `: ${conversion.reviewNotes}` : '.'}`,
      link: '/affiliate-dashboard',
    });
    return true;
  }

  /** The affiliates earning a commission on these order lines (a refund locks their rows first, as a decision does). */
  async affiliatesOfLines(tx: Db, orderItemIds: string[]): Promise<string[]> {
    if (!orderItemIds.length) return [];
    const rows = await tx.affiliateConversion.findMany({ where: { orderItemId: { in: orderItemIds } }, select: { affiliateUserId: true }, distinct: ['affiliateUserId'] });
    return rows.map((row) => row.affiliateUserId);
  }

  /**
   * Inside a refund's transaction, after the affiliates' rows are locked (affiliatesOfLines): the
   * commissions on these lines, locked, for the refund's allocation to work out what each gives back.
   */
  async lockForRefund(tx: Db, orderItemIds: string[]): Promise<Map<string, CommissionState[]>> {
    const byItem = new Map<string, CommissionState[]>();
    for (const row of await lockConversionsOfItems(tx, orderItemIds)) {
      const state: CommissionState = {
        id: row.id,
        affiliateUserId: row.affiliate_user_id,
        tier: row.tier,
        status: row.status,
        amount: Number(row.amount),
        reversedAmount: Number(row.reversed_amount),
      };
      byItem.set(row.order_item_id, [...(byItem.get(row.order_item_id) ?? []), state]);
    }
    return byItem;
  }

  /**
   * Writes what a refund takes back of each commission and returns the ledger legs to post with it.
   * The money comes from where the commission sits now: pending, payable (approved, or paid out: then
   * the payable account goes negative and the next commissions net it off), or the platform for a
   * rejected one. Each affiliate who loses money is told.
   */
  async applyRefund(
    tx: Db,
    orderCode: string,
    takeBacks: CommissionTakeBack[],
    tagOf: (orderItemId: string) => Pick<LedgerLine, 'courseId' | 'toolPlanId'>,
  ): Promise<LedgerLine[]> {
    const lines: LedgerLine[] = [];
    const takenFrom = new Map<string, number>();
    for (const takeBack of takeBacks) {
      await tx.$executeRaw`UPDATE affiliate_conversions SET reversed_amount = reversed_amount + ${takeBack.amount}, status = ${takeBack.newStatus}, updated_at = NOW(3) WHERE id = ${takeBack.id}`;
    }
    await this.countRefund(tx, takeBacks);
    for (const takeBack of takeBacks) {
      if (takeBack.amount === 0) continue;
      const account: LedgerLine['account'] =
        takeBack.status === 'pending'
          ? { kind: 'affiliate_pending', userId: takeBack.affiliateUserId }
          : takeBack.status === 'rejected'
            ? { kind: 'platform_revenue' }
            : { kind: 'affiliate_payable', userId: takeBack.affiliateUserId };
      lines.push({ account, amount: -takeBack.amount, ...tagOf(takeBack.orderItemId) });
      if (takeBack.status !== 'rejected') takenFrom.set(takeBack.affiliateUserId, (takenFrom.get(takeBack.affiliateUserId) ?? 0) + takeBack.amount);
    }
    for (const [affiliateId, amount] of takenFrom) {
      await this.notifications.notify(tx, affiliateId, {
        type: 'affiliate_commission_reversed',
        title: 'Hoa hồng giảm do hoàn tiền',
        body: `Đơn hàng ${orderCode} đã được hoàn tiền cho người mua: hoa hồng của bạn giảm ${formatVnd(amount)}.`,
        link: '/affiliate-dashboard',
      });
    }
    return lines;
  }

  /** The rollups follow what a refund took back (before the ledger's rows, as a decision does). */
  private async countRefund(tx: Db, takeBacks: CommissionTakeBack[]): Promise<void> {
    if (!takeBacks.length) return;
    const byId = new Map(takeBacks.map((takeBack) => [takeBack.id, takeBack]));
    const rollups = new RollupChanges();
    for (const after of await tx.affiliateConversion.findMany({ where: { id: { in: [...byId.keys()] } } })) {
      const takeBack = byId.get(after.id)!;
      const before = { ...after, status: takeBack.status, reversedAmount: after.reversedAmount - BigInt(takeBack.amount) };
      rollups.add(after.affiliateUserId, after.createdAt, figuresChange(before, after));
    }
    await this.saveRollups(tx, rollups);
  }

  /** The rollups, in one round trip (sendTogether). */
  private async saveRollups(tx: Db, rollups: RollupChanges): Promise<void> {
    await sendTogether(tx, this.rollupWrites(rollups));
  }

  /**
   * The rollups' statements, for the caller to send, and the cached figures of those affiliates forgotten
   * (AffiliateFiguresCache).
   */
  private rollupWrites(rollups: RollupChanges): Prisma.Sql[] {
    this.figures.forgetAffiliates(rollups.affiliateIds());
    return rollups.statements();
  }

  private async creditedAffiliate(
    tx: SqlClient,
    order: SaleForCommission,
    buyer: { id: string; referredById: string | null; referredAt: Date | null },
    rules: AffiliateRules,
    now: Date,
  ) {
    const fromCookie = !order.affRefCode ? null : order.checkoutAffiliate ? order.checkoutAffiliate.affiliate : await this.referrals.affiliateByCode(tx, order.affRefCode);
    if (fromCookie && fromCookie.id !== buyer.id) return fromCookie;
    const insideWindow = buyer.referredAt && buyer.referredAt.getTime() + rules.cookieDays * DAY_MS >= now.getTime();
    if (!buyer.referredById || !insideWindow) return null;
    const referrer = await this.referrals.affiliateById(tx, buyer.referredById);
    return referrer && referrer.id !== buyer.id ? referrer : null;
  }
}
