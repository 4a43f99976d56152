import { Prisma } from '../prisma/prisma.service';
import { VIETNAM_OFFSET_HOURS } from '../common/time/vietnam-calendar';

export type DbNumber = bigint | number | string | null;

/** SUM() and COUNT() come back as bigints or DECIMAL strings; whole VND totals stay far below 2^53. */
export function toInt(value: DbNumber | undefined): number {
  const number = Number(value ?? 0);
  if (!Number.isSafeInteger(number)) throw new Error(`Số liệu vượt giới hạn: ${String(value)}`);
  return number;
}

/** The Vietnam-time month ('YYYY-MM') of a DATETIME column, in SQL. */
export const vietnamMonthOf = (column: Prisma.Sql) => Prisma.sql`DATE_FORMAT(${column} + INTERVAL ${VIETNAM_OFFSET_HOURS} HOUR, '%Y-%m')`;

/**
 * What sales (bank-transfer orders or wallet purchases) credited to this instructor's earnings account
 * and what refunds took back from it (negative, in the period of the refund), one entry per course
 * line: `id, transaction_id, course_id, amount, is_refund, created_at`. Optionally only those in [from, to).
 */
export function myEarningEntries(instructorId: string, window?: { from: Date; to: Date }) {
  const inWindow = window ? Prisma.sql`AND t.created_at >= ${window.from} AND t.created_at < ${window.to}` : Prisma.empty;
  return Prisma.sql`
    SELECT e.id, e.transaction_id, e.course_id, e.amount, t.type = 'refund' AS is_refund, t.created_at
      FROM ledger_accounts a
      JOIN ledger_entries e ON e.account_id = a.id
      JOIN ledger_transactions t ON t.id = e.transaction_id
     WHERE a.kind = 'instructor_earnings' AND a.user_id = ${instructorId}
       AND ((t.type IN ('order_payment', 'wallet_purchase') AND e.amount > 0) OR t.type = 'refund')
       ${inWindow}`;
}

/**
 * My sold and refunded lines: each of my earning entries with what the buyer paid for that line (the
 * sale's entries of the same transaction tagged with the same course: my share, the platform's and
 * the affiliate commission taken off the top), or what a refund gave back of it (negative).
 */
export function mySaleLines(instructorId: string) {
  return Prisma.sql`
    SELECT m.id, m.course_id, m.is_refund, m.amount AS earnings, SUM(x.amount) AS revenue
      FROM (${myEarningEntries(instructorId)}) m
      JOIN ledger_entries x ON x.transaction_id = m.transaction_id AND x.course_id = m.course_id AND (m.is_refund = 1 OR x.amount > 0)
      JOIN ledger_accounts xa ON xa.id = x.account_id AND xa.kind IN ('instructor_earnings', 'platform_revenue', 'affiliate_pending', 'affiliate_payable')
     GROUP BY m.id, m.course_id, m.is_refund, m.amount`;
}
