import { Injectable } from '@nestjs/common';
import { paginationOf } from '../common/http/responses';
import { Prisma, PrismaService } from '../prisma/prisma.service';
import { bucketWindow, DEFAULT_RANGE, endOfDay, startOfDay, VIETNAM_OFFSET_HOURS, vietnamDay, vietnamMonthStart, type ReportPeriod } from '../common/time/vietnam-calendar';
import { csvDownload } from '../common/http/csv';
import { salesCsv, type SalesCsvRow } from './sales-csv';
import { ReportsErrors } from './reports.errors';

type DbNumber = bigint | number | string | null;

/** SUM() of BIGINT comes back as a DECIMAL string or a bigint: whole VND fits a JS number far beyond any real total. */
function toInt(value: DbNumber): number {
  const number = Number(value ?? 0);
  if (!Number.isSafeInteger(number)) throw new Error(`Số liệu báo cáo vượt giới hạn: ${String(value)}`);
  return number;
}

interface Window {
  fromDate: string;
  toDate: string;
  from: Date;
  to: Date;
}

/**
 * Every share a sale posted or a refund took back, in the window. A sale (bank-transfer order or wallet
 * purchase) credits the affiliates' commission taken off the top, the instructor's share and the
 * platform's share of each line, tagged with the course or tool plan: together they are what the buyer
 * paid. A refund debits those shares again (tagged the same way), so it counts as negative revenue in
 * the period it happens, not in the sale's.
 */
function saleCredits(from: Date, to: Date) {
  return Prisma.sql`
    SELECT t.id AS transaction_id, t.order_id, t.created_at, t.type = 'refund' AS is_refund, e.course_id, e.tool_plan_id, e.amount, a.kind, a.user_id
      FROM ledger_transactions t
      JOIN ledger_entries e ON e.transaction_id = t.id
      JOIN ledger_accounts a ON a.id = e.account_id
     WHERE ((t.type IN ('order_payment', 'wallet_purchase') AND a.kind IN ('instructor_earnings', 'platform_revenue', 'affiliate_pending') AND e.amount > 0)
         OR (t.type = 'refund' AND a.kind IN ('instructor_earnings', 'platform_revenue', 'affiliate_pending', 'affiliate_payable')
             AND (e.course_id IS NOT NULL OR e.tool_plan_id IS NOT NULL)))
       AND t.created_at >= ${from} AND t.created_at < ${to}`;
}

/** One row per sold or refunded line (one product in one sale or refund), with who earned the instructor's share. */
function saleLines(window: Window) {
  return Prisma.sql`
    SELECT s.transaction_id, s.course_id, s.tool_plan_id, MAX(s.is_refund) AS is_refund,
           SUM(s.amount) AS revenue,
           SUM(CASE WHEN s.kind = 'instructor_earnings' THEN s.amount ELSE 0 END) AS instructor_share,
           SUM(CASE WHEN s.kind = 'platform_revenue' THEN s.amount ELSE 0 END) AS platform_share,
           MAX(CASE WHEN s.kind = 'instructor_earnings' THEN s.user_id END) AS paid_instructor_id
      FROM (${saleCredits(window.from, window.to)}) s
     WHERE s.course_id IS NOT NULL OR s.tool_plan_id IS NOT NULL
     GROUP BY s.transaction_id, s.course_id, s.tool_plan_id`;
}

/** One row per product sold or refunded in the window: revenue and shares are net of its refunds. */
function productSales(window: Window) {
  return Prisma.sql`
    SELECT l.course_id, l.tool_plan_id, SUM(l.is_refund = 0) AS units_sold, SUM(CASE WHEN l.is_refund = 1 THEN l.revenue ELSE 0 END) AS refunds,
           SUM(l.revenue) AS revenue, SUM(l.instructor_share) AS instructor_share, SUM(l.platform_share) AS platform_share
      FROM (${saleLines(window)}) l
     GROUP BY l.course_id, l.tool_plan_id`;
}

interface BucketRow {
  bucket: string;
  revenue: DbNumber;
  refunds: DbNumber;
  platform_revenue: DbNumber;
  instructor_earnings: DbNumber;
  orders: DbNumber;
}

interface ProductRow {
  course_id: string | null;
  tool_plan_id: string | null;
  title: string;
  units_sold: DbNumber;
  refunds: DbNumber;
  revenue: DbNumber;
  instructor_share: DbNumber;
  platform_share: DbNumber;
}

interface InstructorRow {
  id: string;
  name: string;
  email: string;
  courses_sold: DbNumber;
  units_sold: DbNumber;
  refunds: DbNumber;
  revenue: DbNumber;
  earnings: DbNumber;
}

/** Sales figures for the admin, aggregated in SQL straight from the ledger. */
@Injectable()
export class ReportsService {
  constructor(private readonly prisma: PrismaService) {}

  async revenueOverTime(query: { period: ReportPeriod; range?: number; toDate?: string }, now = new Date()) {
    const { period } = query;
    const window = bucketWindow(period, query.range ?? DEFAULT_RANGE[period], query.toDate ?? vietnamDay(now));
    const local = Prisma.sql`(s.created_at + INTERVAL ${VIETNAM_OFFSET_HOURS} HOUR)`;
    const bucket =
      period === 'month'
        ? Prisma.sql`DATE_FORMAT(${local}, '%Y-%m')`
        : period === 'week'
          ? Prisma.sql`DATE_FORMAT(DATE(${local}) - INTERVAL WEEKDAY(${local}) DAY, '%Y-%m-%d')`
          : Prisma.sql`DATE_FORMAT(${local}, '%Y-%m-%d')`;
    const rows = await this.prisma.$queryRaw<BucketRow[]>`
      SELECT ${bucket} AS bucket,
             SUM(s.amount) AS revenue,
             SUM(CASE WHEN s.is_refund = 1 THEN s.amount ELSE 0 END) AS refunds,
             SUM(CASE WHEN s.kind = 'platform_revenue' THEN s.amount ELSE 0 END) AS platform_revenue,
             SUM(CASE WHEN s.kind = 'instructor_earnings' THEN s.amount ELSE 0 END) AS instructor_earnings,
             COUNT(DISTINCT CASE WHEN s.is_refund = 0 THEN s.order_id END) AS orders
        FROM (${saleCredits(window.from, window.to)}) s
       GROUP BY bucket`;
    const byBucket = new Map(rows.map((row) => [row.bucket, row]));
    return {
      period,
      fromDate: window.fromDate,
      toDate: window.toDate,
      buckets: window.keys.map((key) => {
        const row = byBucket.get(key);
        return {
          bucket: key,
          revenue: toInt(row?.revenue ?? 0),
          refunds: toInt(row?.refunds ?? 0),
          platformRevenue: toInt(row?.platform_revenue ?? 0),
          instructorEarnings: toInt(row?.instructor_earnings ?? 0),
          orders: toInt(row?.orders ?? 0),
        };
      }),
    };
  }

  async sales(query: { fromDate?: string; toDate?: string; page: number; limit: number }, now = new Date()) {
    const window = this.window(query, now);
    const [products, [totals]] = await Promise.all([
      this.productRows(window, { limit: query.limit, offset: (query.page - 1) * query.limit }),
      this.prisma.$queryRaw<{ products: DbNumber; units_sold: DbNumber; refunds: DbNumber; revenue: DbNumber; instructor_share: DbNumber; platform_share: DbNumber }[]>`
        SELECT COUNT(*) AS products, SUM(p.units_sold) AS units_sold, SUM(p.refunds) AS refunds, SUM(p.revenue) AS revenue,
               SUM(p.instructor_share) AS instructor_share, SUM(p.platform_share) AS platform_share
          FROM (${productSales(window)}) p`,
    ]);
    return {
      fromDate: window.fromDate,
      toDate: window.toDate,
      products,
      totals: {
        unitsSold: toInt(totals.units_sold),
        refunds: toInt(totals.refunds),
        revenue: toInt(totals.revenue),
        instructorShare: toInt(totals.instructor_share),
        platformShare: toInt(totals.platform_share),
      },
      pagination: paginationOf(query.page, query.limit, toInt(totals.products)),
    };
  }

  /** Every product of the window as a CSV download, in the same order as the report. */
  async salesCsv(query: { fromDate?: string; toDate?: string }, now = new Date()) {
    const window = this.window(query, now);
    return csvDownload(`bao-cao-doanh-thu-${window.fromDate}-${window.toDate}.csv`, salesCsv(await this.productRows(window)));
  }

  /**
   * Per instructor: the sales of their courses. A line belongs to whoever was credited its instructor
   * share (a course may change hands later); a line without a share goes to the course's instructor.
   */
  async instructorSales(query: { fromDate?: string; toDate?: string }, now = new Date()) {
    const window = this.window(query, now);
    const rows = await this.prisma.$queryRaw<InstructorRow[]>`
      SELECT u.id, u.name, u.email, COUNT(DISTINCT CASE WHEN l.is_refund = 0 THEN l.course_id END) AS courses_sold, SUM(l.is_refund = 0) AS units_sold,
             SUM(CASE WHEN l.is_refund = 1 THEN l.revenue ELSE 0 END) AS refunds, SUM(l.revenue) AS revenue, SUM(l.instructor_share) AS earnings
        FROM (${saleLines(window)}) l
        LEFT JOIN courses c ON c.id = l.course_id
        JOIN users u ON u.id = COALESCE(l.paid_instructor_id, c.instructor_id)
       WHERE l.course_id IS NOT NULL
       GROUP BY u.id, u.name, u.email
       ORDER BY revenue DESC, u.name, u.id`;
    return {
      fromDate: window.fromDate,
      toDate: window.toDate,
      instructors: rows.map((row) => ({
        _id: row.id,
        name: row.name,
        email: row.email,
        coursesSold: toInt(row.courses_sold),
        unitsSold: toInt(row.units_sold),
        refunds: toInt(row.refunds),
        revenue: toInt(row.revenue),
        earnings: toInt(row.earnings),
      })),
    };
  }

  /** Products by revenue, best first; the title is today's name, or the order line's if the product is gone. */
  private async productRows(window: Window, page?: { limit: number; offset: number }): Promise<SalesCsvRow[]> {
    const slice = page ? Prisma.sql`LIMIT ${page.limit} OFFSET ${page.offset}` : Prisma.empty;
    const rows = await this.prisma.$queryRaw<ProductRow[]>`
      SELECT p.*, COALESCE(
               c.title,
               CONCAT(tl.name, ' – ', tp.name),
               (SELECT oi.title FROM order_items oi WHERE oi.course_id = p.course_id OR oi.tool_plan_id = p.tool_plan_id ORDER BY oi.id DESC LIMIT 1),
               ''
             ) AS title
        FROM (${productSales(window)}) p
        LEFT JOIN courses c ON c.id = p.course_id
        LEFT JOIN tool_plans tp ON tp.id = p.tool_plan_id
        LEFT JOIN tools tl ON tl.id = tp.tool_id
       ORDER BY p.revenue DESC, title, p.course_id, p.tool_plan_id
       ${slice}`;
    return rows.map((row) => ({
      kind: row.course_id ? 'course' : 'tool_plan',
      _id: (row.course_id ?? row.tool_plan_id)!,
      title: row.title,
      unitsSold: toInt(row.units_sold),
      refunds: toInt(row.refunds),
      revenue: toInt(row.revenue),
      instructorShare: toInt(row.instructor_share),
      platformShare: toInt(row.platform_share),
    }));
  }

  /** The report's days (this month so far by default) as UTC instants, `to` exclusive. */
  private window(query: { fromDate?: string; toDate?: string }, now: Date): Window {
    const fromDate = query.fromDate ?? vietnamMonthStart(now);
    const toDate = query.toDate ?? vietnamDay(now);
    if (fromDate > toDate) throw ReportsErrors.raise('DATE_RANGE_INVERTED');
    return { fromDate, toDate, from: startOfDay(fromDate), to: endOfDay(toDate) };
  }
}
