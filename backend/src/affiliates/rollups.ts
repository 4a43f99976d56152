import { vietnamDay } from '../common/time/vietnam-calendar';
import type { CommissionTier, ConversionStatus, ConversionType } from '../generated/prisma/enums';
import { Db, Prisma } from '../prisma/prisma.service';

/**
 * What one conversion adds to its affiliate's day and month (affiliate_conversion_days and _months,
 * docs/affiliates.md "Rollups"). Every writer of a conversion adds figuresOf(after) − figuresOf(before) in its own
 * transaction, so the rows always equal a recount of the conversions.
 */
export interface DayFigures {
  signups: number;
  enrollments: number;
  keptConversions: number;
  keptEnrollments: number;
  earnings: number;
}

export interface ConversionFacts {
  type: ConversionType;
  tier: CommissionTier;
  status: ConversionStatus;
  amount: bigint | number;
  reversedAmount: bigint | number;
}

const FIELDS = ['signups', 'enrollments', 'keptConversions', 'keptEnrollments', 'earnings'] as const;
const zero = (): DayFigures => ({ signups: 0, enrollments: 0, keptConversions: 0, keptEnrollments: 0, earnings: 0 });

export function figuresOf(conversion: ConversionFacts): DayFigures {
  const enrollment = conversion.type === 'COURSE_ENROLLMENT' && conversion.tier === 'direct' ? 1 : 0;
  const kept = conversion.status === 'rejected' ? 0 : 1;
  return {
    signups: conversion.type === 'SIGNUP' ? 1 : 0,
    enrollments: enrollment,
    keptConversions: kept,
    keptEnrollments: kept * enrollment,
    earnings: kept * Number(BigInt(conversion.amount) - BigInt(conversion.reversedAmount)),
  };
}

export function figuresChange(before: ConversionFacts, after: ConversionFacts): DayFigures {
  const [from, to] = [figuresOf(before), figuresOf(after)];
  return Object.fromEntries(FIELDS.map((field) => [field, to[field] - from[field]])) as unknown as DayFigures;
}

/** One row's change: `period` is the Vietnam day, or the first day of the Vietnam month. */
interface RowChange {
  affiliateUserId: string;
  period: string;
  figures: DayFigures;
}

/** Sums the changes of several conversions per affiliate and day, then writes each day and month row once. */
export class RollupChanges {
  private readonly days = new Map<string, RowChange>();

  add(affiliateUserId: string, createdAt: Date, change: DayFigures): this {
    addTo(this.days, affiliateUserId, vietnamDay(createdAt), change);
    return this;
  }

  /** The affiliates whose conversions changed, with figures or not (an approval moves only balances). */
  affiliateIds(): string[] {
    return [...new Set([...this.days.values()].map((day) => day.affiliateUserId))];
  }

  /**
   * One atomic increment per row: concurrent writers of the same affiliate and day never lose a count,
   * and each holds that row's lock only until its own commit. Always in one order (by affiliate: its
   * day rows, then its month rows), so two transactions never wait for each other's rows in a cycle.
   * Returned, not run: the caller sends them with its other writes in one round trip (sendTogether).
   */
  statements(): Prisma.Sql[] {
    const days = [...this.days.values()]
      .filter(({ figures }) => FIELDS.some((field) => figures[field] !== 0))
      .sort((a, b) => (a.affiliateUserId === b.affiliateUserId ? a.period.localeCompare(b.period) : a.affiliateUserId < b.affiliateUserId ? -1 : 1));
    const months = new Map<string, RowChange>();
    for (const day of days) addTo(months, day.affiliateUserId, `${day.period.slice(0, 7)}-01`, day.figures);
    const statements: Prisma.Sql[] = [];
    for (const affiliateUserId of new Set(days.map((day) => day.affiliateUserId))) {
      for (const day of days) if (day.affiliateUserId === affiliateUserId) statements.push(upsert(Prisma.raw('affiliate_conversion_days'), Prisma.raw('day'), day));
      for (const month of months.values())
        if (month.affiliateUserId === affiliateUserId) statements.push(upsert(Prisma.raw('affiliate_conversion_months'), Prisma.raw('month'), month));
    }
    return statements;
  }
}

function addTo(rows: Map<string, RowChange>, affiliateUserId: string, period: string, change: DayFigures): void {
  const key = `${affiliateUserId}|${period}`;
  const row = rows.get(key) ?? { affiliateUserId, period, figures: zero() };
  for (const field of FIELDS) row.figures[field] += change[field];
  rows.set(key, row);
}

function upsert(table: Prisma.Sql, period: Prisma.Sql, { affiliateUserId, period: at, figures: f }: RowChange): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO ${table} (affiliate_user_id, ${period}, signups, enrollments, kept_conversions, kept_enrollments, earnings)
    VALUES (${affiliateUserId}, ${at}, ${f.signups}, ${f.enrollments}, ${f.keptConversions}, ${f.keptEnrollments}, ${f.earnings})
    ON DUPLICATE KEY UPDATE signups = signups + VALUES(signups), enrollments = enrollments + VALUES(enrollments),
      kept_conversions = kept_conversions + VALUES(kept_conversions), kept_enrollments = kept_enrollments + VALUES(kept_enrollments),
      earnings = earnings + VALUES(earnings)`;
}

/**
 * The day and month rows recounted from the conversions (of one affiliate, or all): after data written
 * by hand, such as the seed's back-dating. The same recount as the migration 20261129110000_affiliate_rollups.
 */
export async function rebuildConversionRollups(db: Db, affiliateUserId?: string): Promise<void> {
  const only = affiliateUserId ? Prisma.sql`WHERE affiliate_user_id = ${affiliateUserId}` : Prisma.empty;
  await db.$executeRaw`DELETE FROM affiliate_conversion_days ${only}`;
  await db.$executeRaw`DELETE FROM affiliate_conversion_months ${only}`;
  await db.$executeRaw`
    INSERT INTO affiliate_conversion_days (affiliate_user_id, day, signups, enrollments, kept_conversions, kept_enrollments, earnings)
    SELECT affiliate_user_id, DATE(created_at + INTERVAL 7 HOUR),
           SUM(type = 'SIGNUP'),
           SUM(type = 'COURSE_ENROLLMENT' AND tier = 'direct'),
           SUM(status <> 'rejected'),
           SUM(type = 'COURSE_ENROLLMENT' AND tier = 'direct' AND status <> 'rejected'),
           SUM(CASE WHEN status <> 'rejected' THEN amount - reversed_amount ELSE 0 END)
      FROM affiliate_conversions ${only}
     GROUP BY 1, 2`;
  await db.$executeRaw`
    INSERT INTO affiliate_conversion_months (affiliate_user_id, month, signups, enrollments, kept_conversions, kept_enrollments, earnings)
    SELECT affiliate_user_id, DATE_FORMAT(day, '%Y-%m-01'), SUM(signups), SUM(enrollments), SUM(kept_conversions), SUM(kept_enrollments), SUM(earnings)
      FROM affiliate_conversion_days ${only}
     GROUP BY 1, 2`;
}

/** The click day and month rows of one affiliate recounted from the clicks (after clicks moved by hand). */
export async function rebuildClickRollups(db: Db, affiliateUserId: string): Promise<void> {
  await db.$executeRaw`DELETE FROM affiliate_click_days WHERE affiliate_user_id = ${affiliateUserId}`;
  await db.$executeRaw`DELETE FROM affiliate_click_months WHERE affiliate_user_id = ${affiliateUserId}`;
  await db.$executeRaw`
    INSERT INTO affiliate_click_days (affiliate_user_id, day, clicks)
    SELECT affiliate_user_id, DATE(created_at + INTERVAL 7 HOUR), COUNT(*) FROM affiliate_clicks WHERE affiliate_user_id = ${affiliateUserId} GROUP BY 1, 2`;
  await db.$executeRaw`
    INSERT INTO affiliate_click_months (affiliate_user_id, month, clicks)
    SELECT affiliate_user_id, DATE_FORMAT(created_at + INTERVAL 7 HOUR, '%Y-%m-01'), COUNT(*) FROM affiliate_clicks WHERE affiliate_user_id = ${affiliateUserId} GROUP BY 1, 2`;
}
