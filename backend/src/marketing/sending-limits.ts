import { VIETNAM_OFFSET_HOURS, vietnamDay } from '../common/time/vietnam-calendar';
import { Db, Prisma, PrismaService } from '../prisma/prisma.service';

export interface SendingLimits {
  perSecond: number;
  perDay: number;
  perUserPerDay: number;
  perUserPerWeek: number;
  quietStartHour: number;
  quietEndHour: number;
  softBounceLimit: number;
}

const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;

/** The hour of the day in Vietnam (0-23). */
function vietnamHour(now: Date): number {
  return (now.getUTCHours() + VIETNAM_OFFSET_HOURS) % 24;
}

/** True inside the quiet hours (21:00-08:00 by default: a window that may wrap past midnight). */
export function inQuietHours(limits: Pick<SendingLimits, 'quietStartHour' | 'quietEndHour'>, now: Date): boolean {
  const { quietStartHour: start, quietEndHour: end } = limits;
  if (start === end) return false;
  const hour = vietnamHour(now);
  return start < end ? hour >= start && hour < end : hour >= start || hour < end;
}

/** When the quiet hours that `now` falls in end (the next quietEndHour:00 Vietnam time). */
export function quietHoursEnd(limits: Pick<SendingLimits, 'quietEndHour'>, now: Date): Date {
  const vietnamNow = new Date(now.getTime() + VIETNAM_OFFSET_HOURS * HOUR_MS);
  const end = Date.UTC(vietnamNow.getUTCFullYear(), vietnamNow.getUTCMonth(), vietnamNow.getUTCDate(), limits.quietEndHour) - VIETNAM_OFFSET_HOURS * HOUR_MS;
  return new Date(end > now.getTime() ? end : end + DAY_MS);
}

/**
 * Takes up to `wanted` messages from the shared per-second and per-day budgets (rows every worker
 * locks in turn, so several processes together stay under the limits) and returns how many it got.
 */
export async function reserveSendBudget(db: Db, limits: SendingLimits, wanted: number, now: Date): Promise<number> {
  const secondBucket = `s:${Math.floor(now.getTime() / 1000)}`;
  const dayBucket = `d:${vietnamDay(now)}`;
  await db.$executeRaw`INSERT IGNORE INTO marketing_send_counters (bucket, count, created_at) VALUES (${secondBucket}, 0, ${now}), (${dayBucket}, 0, ${now})`;
  const rows = await db.$queryRaw<{ bucket: string; count: number }[]>`
    SELECT bucket, count FROM marketing_send_counters WHERE bucket IN (${secondBucket}, ${dayBucket}) ORDER BY bucket FOR UPDATE`;
  const used = new Map(rows.map((row) => [row.bucket, Number(row.count)]));
  const granted = Math.max(0, Math.min(wanted, limits.perSecond - (used.get(secondBucket) ?? 0), limits.perDay - (used.get(dayBucket) ?? 0)));
  if (granted > 0) await db.$executeRaw`UPDATE marketing_send_counters SET count = count + ${granted} WHERE bucket IN (${secondBucket}, ${dayBucket})`;
  return granted;
}

/** Gives back budget reserved but not used (fewer mails were due than reserved). */
export async function releaseSendBudget(db: Db, unused: number, reservedAt: Date): Promise<void> {
  if (unused <= 0) return;
  const buckets = [`s:${Math.floor(reservedAt.getTime() / 1000)}`, `d:${vietnamDay(reservedAt)}`];
  await db.$executeRaw`UPDATE marketing_send_counters SET count = GREATEST(count - ${unused}, 0) WHERE bucket IN (${Prisma.join(buckets)})`;
}

/**
 * Old per-second rows are of no further use; per-day rows are kept a while for the admin's figures.
 * A unit of work of its own: the DELETE walks rows the workers lock while they take their budget, and
 * runs again when it loses a lock race to one of them.
 */
export async function pruneSendCounters(prisma: PrismaService, now: Date): Promise<void> {
  await prisma.inTransaction(
    (tx) =>
      tx.$executeRaw`DELETE FROM marketing_send_counters WHERE (bucket LIKE 's:%' AND created_at < ${new Date(now.getTime() - HOUR_MS)}) OR created_at < ${new Date(now.getTime() - 90 * DAY_MS)}`,
  );
}

/**
 * For users over their per-user cap (rolling 24 hours and 7 days), when they may get the next mail:
 * the oldest mail in the full window leaves it then. Users under both caps are not in the map.
 */
export async function cappedUntil(db: Db, limits: SendingLimits, userIds: string[], now: Date): Promise<Map<string, Date>> {
  if (!userIds.length) return new Map();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  const rows = await db.$queryRaw<{ user_id: string; in_day: bigint; in_week: bigint; oldest_in_day: Date | null; oldest_in_week: Date }[]>`
    SELECT user_id,
           SUM(sent_at > ${dayAgo}) AS in_day, COUNT(*) AS in_week,
           MIN(CASE WHEN sent_at > ${dayAgo} THEN sent_at END) AS oldest_in_day, MIN(sent_at) AS oldest_in_week
      FROM marketing_sends
     WHERE user_id IN (${Prisma.join(userIds)}) AND status = 'sent' AND sent_at > ${weekAgo}
     GROUP BY user_id`;
  const capped = new Map<string, Date>();
  for (const row of rows) {
    const until: number[] = [];
    if (Number(row.in_day) >= limits.perUserPerDay && row.oldest_in_day) until.push(row.oldest_in_day.getTime() + DAY_MS);
    if (Number(row.in_week) >= limits.perUserPerWeek) until.push(row.oldest_in_week.getTime() + WEEK_MS);
    if (until.length) capped.set(row.user_id, new Date(Math.max(...until) + 1000));
  }
  return capped;
}
