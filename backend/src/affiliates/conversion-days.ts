import { vietnamDay } from '../common/time/vietnam-calendar';
import type { CommissionTier, ConversionStatus, ConversionType } from '../generated/prisma/enums';
import { Db, Prisma } from '../prisma/prisma.service';

/**
 * What one conversion adds to its affiliate's day in affiliate_conversion_days (docs/affiliates.md,
 * "Rollups"). Every writer of a conversion adds figuresOf(after) − figuresOf(before) in its own
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

/** Sums the changes of several conversions per affiliate and day (one upsert each). */
export class DayFiguresChanges {
  private readonly byKey = new Map<string, { affiliateUserId: string; day: string; figures: DayFigures }>();

  add(affiliateUserId: string, createdAt: Date, change: DayFigures): this {
    const day = vietnamDay(createdAt);
    const key = `${affiliateUserId}|${day}`;
    const entry = this.byKey.get(key) ?? { affiliateUserId, day, figures: { signups: 0, enrollments: 0, keptConversions: 0, keptEnrollments: 0, earnings: 0 } };
    for (const field of FIELDS) entry.figures[field] += change[field];
    this.byKey.set(key, entry);
    return this;
  }

  /**
   * One atomic increment per row: concurrent writers of the same affiliate and day never lose a count,
   * and each holds that row's lock only until its own commit. Rows in key order, so two transactions
   * touching the same rows take them in the same order (no deadlock between them).
   */
  async save(tx: Db): Promise<void> {
    const entries = [...this.byKey.values()]
      .filter(({ figures }) => FIELDS.some((field) => figures[field] !== 0))
      .sort((a, b) => (a.affiliateUserId === b.affiliateUserId ? a.day.localeCompare(b.day) : a.affiliateUserId < b.affiliateUserId ? -1 : 1));
    for (const { affiliateUserId, day, figures: f } of entries) {
      await tx.$executeRaw`
        INSERT INTO affiliate_conversion_days (affiliate_user_id, day, signups, enrollments, kept_conversions, kept_enrollments, earnings)
        VALUES (${affiliateUserId}, ${day}, ${f.signups}, ${f.enrollments}, ${f.keptConversions}, ${f.keptEnrollments}, ${f.earnings})
        ON DUPLICATE KEY UPDATE signups = signups + VALUES(signups), enrollments = enrollments + VALUES(enrollments),
          kept_conversions = kept_conversions + VALUES(kept_conversions), kept_enrollments = kept_enrollments + VALUES(kept_enrollments),
          earnings = earnings + VALUES(earnings)`;
    }
  }
}

/**
 * The day rows recounted from the conversions (of one affiliate, or all): after data written by hand,
 * such as the seed's back-dating. The same recount as the migration 20261129110000_affiliate_rollups.
 */
export async function rebuildConversionDays(db: Db, affiliateUserId?: string): Promise<void> {
  const only = affiliateUserId ? Prisma.sql`WHERE affiliate_user_id = ${affiliateUserId}` : Prisma.empty;
  await db.$executeRaw`DELETE FROM affiliate_conversion_days ${only}`;
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
}
