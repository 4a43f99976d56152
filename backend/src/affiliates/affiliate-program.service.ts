import { Inject, Injectable } from '@nestjs/common';
import { paginationOf } from '../common/http/responses';
import { endOfDay, vietnamDay } from '../common/time/vietnam-calendar';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { ConversionType } from '../generated/prisma/enums';
import { inOneRoundTrip } from '../prisma/driver-sql';
import { Prisma, PrismaService, type SqlClient } from '../prisma/prisma.service';
import { AffiliateSettingsService } from './affiliate-settings.service';
import { AffiliateErrors } from './affiliates.errors';
import { conversionView } from './conversion-view';
import { ratesForLevel } from './commission-split';
import { PayoutsService } from './payouts.service';
import { ReferralsService } from './referrals.service';

const DAY_MS = 86_400_000;
const VIETNAM_OFFSET = Prisma.sql`INTERVAL 7 HOUR`;

/** "la***@gmail.com": the affiliate sees who converted without reading their whole address. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 2)}***@${domain ?? ''}`;
}

/** Pending, approved and paid commission of one affiliate: sums of ledger entries, never a counter. */
export async function commissionBalances(db: SqlClient, userId: string): Promise<{ pending: number; approved: number; paid: number }> {
  const [row] = await db.$queryRaw<{ pending: bigint | null; approved: bigint | null; paid: bigint | null }[]>`
    SELECT
      (SELECT balance FROM ledger_accounts WHERE \`key\` = ${`affiliate_pending:${userId}`}) AS pending,
      (SELECT balance FROM ledger_accounts WHERE \`key\` = ${`affiliate_payable:${userId}`}) AS approved,
      (SELECT -SUM(e.amount) FROM ledger_entries e
         JOIN ledger_accounts a ON a.id = e.account_id
         JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE a.\`key\` = ${`affiliate_payable:${userId}`} AND t.type = 'payout') AS paid`;
  return { pending: Number(row?.pending ?? 0n), approved: Number(row?.approved ?? 0n), paid: Number(row?.paid ?? 0n) };
}

/** What makes a user an affiliate, as Prisma reads it or as the driver does (a TINYINT). */
interface AffiliateFlags {
  isAffiliate: boolean | number;
  affiliateCode: string | null;
}

/** 403 NOT_AFFILIATE unless the user has joined the programme and has their code. */
function assertAffiliate(user: AffiliateFlags | null | undefined): void {
  if (!user?.isAffiliate || !user.affiliateCode) throw AffiliateErrors.raise('NOT_AFFILIATE');
}

/** The affiliate's own screens: joining, the link, the figures, the conversions, the team and the payouts. */
@Injectable()
export class AffiliateProgramService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly settings: AffiliateSettingsService,
    private readonly referrals: ReferralsService,
    private readonly payouts: PayoutsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async join(userId: string) {
    await this.referrals.join(userId);
    return this.info(userId);
  }

  /** GET /affiliates/me/info. */
  async info(userId: string) {
    const [user, rules, balances, account] = await Promise.all([
      this.prisma.user.findUniqueOrThrow({
        where: { id: userId },
        select: { isAffiliate: true, affiliateCode: true, affiliateJoinedAt: true, affiliateLevel: true, referredBy: { select: { name: true } } },
      }),
      this.settings.inForce(),
      commissionBalances(this.prisma, userId),
      this.payouts.payoutAccount(userId),
    ]);
    const rates = ratesForLevel(rules, rules.levelRates, user.affiliateLevel);
    const joined = user.isAffiliate && user.affiliateCode !== null;
    return {
      isAffiliate: joined,
      affiliateCode: joined ? user.affiliateCode : null,
      joinedAt: user.affiliateJoinedAt?.toISOString() ?? null,
      level: user.affiliateLevel,
      directRatePercent: rates.directRatePercent,
      teamRatePercent: rates.teamRatePercent,
      cookieDays: rules.cookieDays,
      holdingDays: rules.holdingDays,
      minimumPayout: rules.minimumPayout,
      referralLink: joined ? `${this.config.publicUrl}/ref/${user.affiliateCode}` : null,
      referredByName: user.referredBy?.name ?? null,
      balances,
      payoutAccount: account.payoutAccount,
    };
  }

  private async requireAffiliate(userId: string): Promise<void> {
    assertAffiliate(await this.prisma.user.findUnique({ where: { id: userId }, select: { isAffiliate: true, affiliateCode: true } }));
  }

  /** GET /affiliates/me/conversions?type. The affiliate sees status and amount, not the fraud flags. */
  async conversions(userId: string, type: ConversionType | undefined, page: number, limit: number) {
    await this.requireAffiliate(userId);
    const where: Prisma.AffiliateConversionWhereInput = { affiliateUserId: userId, type };
    const [total, rows] = await Promise.all([
      this.prisma.affiliateConversion.count({ where }),
      this.prisma.affiliateConversion.findMany({
        where,
        include: { referredUser: { select: { name: true, email: true } } },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: (page - 1) * limit,
        take: limit,
      }),
    ]);
    return {
      conversions: rows.map((row) => ({
        ...conversionView(row),
        referredName: row.referredUser.name,
        referredEmail: maskEmail(row.referredUser.email),
        reviewNotes: row.status === 'rejected' ? row.reviewNotes : null,
      })),
      pagination: paginationOf(page, limit, total),
    };
  }

  /** GET /affiliates/me/downline: the people who registered through the affiliate's links. */
  async downline(userId: string, page: number, limit: number) {
    await this.requireAffiliate(userId);
    const where: Prisma.UserWhereInput = { referredById: userId };
    const [total, rows] = await Promise.all([
      this.prisma.user.count({ where }),
      this.prisma.user.findMany({
        where,
        select: { id: true, name: true, email: true, isAffiliate: true, createdAt: true },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: (page - 1) * limit,
        take: limit,
      }),
    ]);
    const ids = rows.map((row) => row.id);
    // What the affiliate earned through each member: the direct commission on their own purchases,
    // and the team commission on what their recruits sold.
    const earned = ids.length
      ? await this.prisma.$queryRaw<{ memberId: string; amount: bigint }[]>`
          SELECT CASE WHEN c.tier = 'direct' THEN c.referred_user_id ELSE buyer.referred_by_id END AS memberId, SUM(c.amount - c.reversed_amount) AS amount
            FROM affiliate_conversions c JOIN users buyer ON buyer.id = c.referred_user_id
           WHERE c.affiliate_user_id = ${userId} AND c.status <> 'rejected'
             AND (c.referred_user_id IN (${Prisma.join(ids)}) OR buyer.referred_by_id IN (${Prisma.join(ids)}))
           GROUP BY memberId`
      : [];
    const byMember = new Map(earned.map((row) => [row.memberId, Number(row.amount)]));
    return {
      downline: rows.map((row) => ({
        _id: row.id,
        name: row.name,
        email: maskEmail(row.email),
        isAffiliate: row.isAffiliate,
        joinedAt: row.createdAt.toISOString(),
        earned: byMember.get(row.id) ?? 0,
      })),
      pagination: paginationOf(page, limit, total),
    };
  }

  /**
   * GET /affiliates/dashboard-info: the stat cards and the chart by day (30 days) and by month (12 months).
   * Its seven reads go in one round trip on one connection (inOneRoundTrip), where they took four one
   * after another: at a launch every poll misses the cache (each sale forgets its affiliates' figures:
   * AffiliateFiguresCache), and each of those waited its turn for the busy cores.
   */
  async dashboard(userId: string, now = new Date()) {
    const since30 = new Date(now.getTime() - 30 * DAY_MS);
    const since12m = new Date(now.getTime() - 366 * DAY_MS);
    const [affiliate, counts, daily, monthly, earnings] = await this.prisma.inSqlTransaction((tx) =>
      inOneRoundTrip(
        tx,
        () => tx.$queryRaw<AffiliateFlags[]>`SELECT is_affiliate AS isAffiliate, affiliate_code AS affiliateCode FROM users WHERE id = ${userId}`,
        () => tx.$queryRaw<{ clicks: bigint; signups: bigint; enrollments: bigint }[]>`
          SELECT (SELECT CAST(COALESCE(SUM(clicks), 0) AS SIGNED) FROM affiliate_click_months WHERE affiliate_user_id = ${userId}) AS clicks,
                 CAST(COALESCE(SUM(signups), 0) AS SIGNED) AS signups, CAST(COALESCE(SUM(enrollments), 0) AS SIGNED) AS enrollments
            FROM affiliate_conversion_months WHERE affiliate_user_id = ${userId}`,
        () => this.series(tx, userId, since30, '%Y-%m-%d'),
        () => this.series(tx, userId, since12m, '%Y-%m'),
        () => commissionBalances(tx, userId),
      ),
    );
    assertAffiliate(affiliate[0]);
    const clicks = Number(counts[0].clicks);
    const enrollments = Number(counts[0].enrollments);
    return {
      stats: {
        clicks,
        signups: Number(counts[0].signups),
        enrollments,
        conversionRate: clicks ? Math.round((enrollments / clicks) * 1000) / 10 : 0,
        earnings,
      },
      daily,
      monthly,
    };
  }

  /**
   * Clicks and conversions from `since` (an instant, not a day's start) by period. Whole days come from
   * the day rows; the rest of the day `since` falls in, from the few conversions of that part of a day.
   */
  private async series(db: SqlClient, userId: string, since: Date, format: string) {
    const firstDay = vietnamDay(since);
    const [clicks, conversions] = await Promise.all([
      db.$queryRaw<{ period: string; clicks: bigint }[]>`
        SELECT DATE_FORMAT(day, ${format}) AS period, CAST(SUM(clicks) AS SIGNED) AS clicks FROM affiliate_click_days
         WHERE affiliate_user_id = ${userId} AND day >= ${vietnamDay(since)} GROUP BY period`,
      db.$queryRaw<{ period: string; signups: bigint; enrollments: bigint; earnings: bigint }[]>`
        SELECT period, CAST(SUM(signups) AS SIGNED) AS signups, CAST(SUM(enrollments) AS SIGNED) AS enrollments, CAST(SUM(earnings) AS SIGNED) AS earnings
          FROM (SELECT DATE_FORMAT(day, ${format}) AS period, signups, enrollments, earnings FROM affiliate_conversion_days
                 WHERE affiliate_user_id = ${userId} AND day > ${firstDay}
                UNION ALL
                SELECT DATE_FORMAT(created_at + ${VIETNAM_OFFSET}, ${format}), type = 'SIGNUP', type = 'COURSE_ENROLLMENT' AND tier = 'direct',
                       CASE WHEN status <> 'rejected' THEN amount - reversed_amount ELSE 0 END
                  FROM affiliate_conversions
                 WHERE affiliate_user_id = ${userId} AND type IN ('SIGNUP', 'COURSE_ENROLLMENT') AND created_at >= ${since} AND created_at < ${endOfDay(firstDay)}) AS parts
         GROUP BY period`,
    ]);
    const periods = new Map<string, { period: string; clicks: number; signups: number; enrollments: number; earnings: number }>();
    const at = (period: string) => periods.get(period) ?? periods.set(period, { period, clicks: 0, signups: 0, enrollments: 0, earnings: 0 }).get(period)!;
    for (const row of clicks) at(row.period).clicks = Number(row.clicks);
    for (const row of conversions) Object.assign(at(row.period), { signups: Number(row.signups), enrollments: Number(row.enrollments), earnings: Number(row.earnings) });
    return [...periods.values()].sort((a, b) => a.period.localeCompare(b.period));
  }
}
