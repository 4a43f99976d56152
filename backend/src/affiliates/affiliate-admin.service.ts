import { Injectable } from '@nestjs/common';
import { paginationOf } from '../common/http/responses';
import { bucketWindow, vietnamDay } from '../common/time/vietnam-calendar';
import { Prisma, PrismaService } from '../prisma/prisma.service';
import { conversionView } from './conversion-view';

/** The admin's view of the programme: affiliates with their figures, the review queue, the reports. */
@Injectable()
export class AffiliateAdminService {
  constructor(private readonly prisma: PrismaService) {}

  /** GET /admin/affiliates/stats: affiliates with clicks, conversions and commission, searchable. */
  async affiliates(page: number, limit: number, search?: string) {
    const where: Prisma.UserWhereInput = {
      isAffiliate: true,
      ...(search ? { OR: [{ name: { contains: search } }, { email: { contains: search } }, { affiliateCode: { contains: search.toUpperCase() } }] } : {}),
    };
    const [total, users] = await Promise.all([
      this.prisma.user.count({ where }),
      this.prisma.user.findMany({
        where,
        select: { id: true, name: true, email: true, affiliateCode: true, affiliateLevel: true, affiliateJoinedAt: true, isDisabled: true },
        orderBy: [{ affiliateJoinedAt: 'desc' }, { id: 'desc' }],
        skip: (page - 1) * limit,
        take: limit,
      }),
    ]);
    const ids = users.map((user) => user.id);
    const figures = ids.length
      ? await this.prisma.$queryRaw<
          { id: string; clicks: bigint; signups: bigint; enrollments: bigint; downline: bigint; pending: bigint | null; approved: bigint | null; paid: bigint | null }[]
        >`
          SELECT u.id,
            (SELECT CAST(COALESCE(SUM(k.clicks), 0) AS SIGNED) FROM affiliate_click_months k WHERE k.affiliate_user_id = u.id) AS clicks,
            (SELECT CAST(COALESCE(SUM(d.signups), 0) AS SIGNED) FROM affiliate_conversion_months d WHERE d.affiliate_user_id = u.id) AS signups,
            (SELECT CAST(COALESCE(SUM(d.enrollments), 0) AS SIGNED) FROM affiliate_conversion_months d WHERE d.affiliate_user_id = u.id) AS enrollments,
            (SELECT COUNT(*) FROM users d WHERE d.referred_by_id = u.id) AS downline,
            (SELECT balance FROM ledger_accounts a WHERE a.\`key\` = CONCAT('affiliate_pending:', u.id)) AS pending,
            (SELECT balance FROM ledger_accounts a WHERE a.\`key\` = CONCAT('affiliate_payable:', u.id)) AS approved,
            (SELECT SUM(p.gross) FROM payouts p WHERE p.user_id = u.id AND p.kind = 'affiliate') AS paid
          FROM users u WHERE u.id IN (${Prisma.join(ids)})`
      : [];
    const byId = new Map(figures.map((row) => [row.id, row]));
    return {
      affiliates: users.map((user) => {
        const row = byId.get(user.id);
        return {
          _id: user.id,
          name: user.name,
          email: user.email,
          affiliateCode: user.affiliateCode,
          level: user.affiliateLevel,
          joinedAt: user.affiliateJoinedAt?.toISOString() ?? null,
          isDisabled: user.isDisabled,
          clicks: Number(row?.clicks ?? 0n),
          signups: Number(row?.signups ?? 0n),
          enrollments: Number(row?.enrollments ?? 0n),
          downlineCount: Number(row?.downline ?? 0n),
          earnings: { pending: Number(row?.pending ?? 0n), approved: Number(row?.approved ?? 0n), paid: Number(row?.paid ?? 0n) },
        };
      }),
      pagination: paginationOf(page, limit, total),
    };
  }

  /** GET /admin/stats/affiliates: the programme in figures. */
  async overview() {
    const [row] = await this.prisma.$queryRaw<
      {
        affiliates: bigint;
        clicks: bigint;
        signups: bigint;
        enrollments: bigint;
        pending: bigint | null;
        approved: bigint | null;
        paid: bigint | null;
        tax: bigint | null;
        flagged: bigint;
      }[]
    >`
      SELECT (SELECT COUNT(*) FROM users WHERE is_affiliate = true) AS affiliates,
             (SELECT CAST(COALESCE(SUM(clicks), 0) AS SIGNED) FROM affiliate_click_months) AS clicks,
             (SELECT CAST(COALESCE(SUM(signups), 0) AS SIGNED) FROM affiliate_conversion_months) AS signups,
             (SELECT CAST(COALESCE(SUM(enrollments), 0) AS SIGNED) FROM affiliate_conversion_months) AS enrollments,
             (SELECT SUM(balance) FROM ledger_accounts WHERE kind = 'affiliate_pending') AS pending,
             (SELECT SUM(balance) FROM ledger_accounts WHERE kind = 'affiliate_payable') AS approved,
             (SELECT SUM(gross) FROM payouts WHERE kind = 'affiliate') AS paid,
             (SELECT SUM(tax_withheld) FROM payouts) AS tax,
             (SELECT COUNT(*) FROM affiliate_conversions WHERE status = 'pending' AND flagged = true) AS flagged`;
    return {
      totalAffiliates: Number(row.affiliates),
      clicks: Number(row.clicks),
      signups: Number(row.signups),
      enrollments: Number(row.enrollments),
      conversionRate: Number(row.clicks) ? Math.round((Number(row.enrollments) / Number(row.clicks)) * 1000) / 10 : 0,
      commissions: { pending: Number(row.pending ?? 0n), approved: Number(row.approved ?? 0n), paid: Number(row.paid ?? 0n) },
      taxWithheld: Number(row.tax ?? 0n),
      flaggedPending: Number(row.flagged),
    };
  }

  /** GET /admin/conversions/pending: oldest first, flagged ones with their reasons; `total` drops as items are reviewed. */
  async pendingConversions(page: number, limit: number) {
    const where: Prisma.AffiliateConversionWhereInput = { status: 'pending' };
    const [total, rows] = await Promise.all([
      this.prisma.affiliateConversion.count({ where }),
      this.prisma.affiliateConversion.findMany({
        where,
        include: { affiliate: { select: { id: true, name: true, email: true, affiliateCode: true } }, referredUser: { select: { id: true, name: true, email: true } } },
        orderBy: [{ flagged: 'desc' }, { createdAt: 'asc' }, { id: 'asc' }],
        skip: (page - 1) * limit,
        take: limit,
      }),
    ]);
    return {
      conversions: rows.map((row) => ({
        ...conversionView(row),
        flagged: row.flagged,
        flagReasons: row.flagReasons as string[],
        affiliate: { _id: row.affiliate.id, name: row.affiliate.name, email: row.affiliate.email, affiliateCode: row.affiliate.affiliateCode },
        referredUser: { _id: row.referredUser.id, name: row.referredUser.name, email: row.referredUser.email },
      })),
      total,
      pagination: paginationOf(page, limit, total),
    };
  }

  /** /admin/affiliate-reports: clicks, conversions and commission by month, and the top affiliates of the range. */
  async report(months: number, now = new Date()) {
    // Vietnam months: in the first seven hours of a month the UTC calendar is still in the last one.
    // The window starts on a Vietnam month, so the month rows hold exactly the clicks and conversions since then.
    const window = bucketWindow('month', months, vietnamDay(now));
    const since = window.fromDate;
    const [clicks, conversions, top] = await Promise.all([
      this.prisma.$queryRaw<{ month: string; clicks: bigint }[]>`
        SELECT DATE_FORMAT(month, '%Y-%m') AS month, CAST(SUM(clicks) AS SIGNED) AS clicks FROM affiliate_click_months WHERE month >= ${since} GROUP BY 1`,
      this.prisma.$queryRaw<{ month: string; signups: bigint; enrollments: bigint; commission: bigint }[]>`
        SELECT DATE_FORMAT(month, '%Y-%m') AS month, CAST(SUM(signups) AS SIGNED) AS signups, CAST(SUM(enrollments) AS SIGNED) AS enrollments,
               CAST(SUM(earnings) AS SIGNED) AS commission
          FROM affiliate_conversion_months WHERE month >= ${since} GROUP BY 1`,
      // Ranked among the affiliates with a conversion not rejected in the window (kept_conversions).
      this.prisma.$queryRaw<{ id: string; name: string; email: string; enrollments: bigint; commission: bigint }[]>`
        SELECT u.id, u.name, u.email, top.enrollments, top.commission
          FROM (SELECT affiliate_user_id, CAST(SUM(kept_enrollments) AS SIGNED) AS enrollments, CAST(SUM(earnings) AS SIGNED) AS commission
                  FROM affiliate_conversion_months WHERE month >= ${since}
                 GROUP BY affiliate_user_id HAVING SUM(kept_conversions) > 0 ORDER BY commission DESC, affiliate_user_id LIMIT 10) AS top
          JOIN users u ON u.id = top.affiliate_user_id
         ORDER BY top.commission DESC, u.id`,
    ]);
    const rows = new Map(window.keys.map((month) => [month, { month, clicks: 0, signups: 0, enrollments: 0, commission: 0 }]));
    for (const row of clicks) if (rows.has(row.month)) rows.get(row.month)!.clicks = Number(row.clicks);
    for (const row of conversions)
      if (rows.has(row.month)) Object.assign(rows.get(row.month)!, { signups: Number(row.signups), enrollments: Number(row.enrollments), commission: Number(row.commission) });
    return {
      months: [...rows.values()],
      topAffiliates: top.map((row) => ({ _id: row.id, name: row.name, email: row.email, enrollments: Number(row.enrollments), commission: Number(row.commission) })),
    };
  }
}
