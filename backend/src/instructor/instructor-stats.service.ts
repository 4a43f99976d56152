import { Injectable } from '@nestjs/common';
import { Prisma, PrismaService } from '../prisma/prisma.service';
import { bucketWindow, vietnamDay, type BucketWindow } from '../common/time/vietnam-calendar';
import { myEarningEntries, mySaleLines, toInt, vietnamMonthOf, type DbNumber } from './instructor-ledger';

const CHART_MONTHS = 6;
const RECENT_ENROLLMENTS = 10;

interface MonthRow {
  month: string;
  value: DbNumber;
}

/** The signed-in instructor's own figures: courses and enrollments by ownership, money from the ledger. */
@Injectable()
export class InstructorStatsService {
  constructor(private readonly prisma: PrismaService) {}

  async dashboard(instructorId: string, now = new Date()) {
    const window = bucketWindow('month', CHART_MONTHS, vietnamDay(now));
    const [[students], [revenue], courses, recent, earningsByMonth, enrollmentsByMonth] = await Promise.all([
      this.prisma.$queryRaw<{ total: DbNumber }[]>`
        SELECT COUNT(DISTINCT en.user_id) AS total FROM enrollments en JOIN courses c ON c.id = en.course_id WHERE c.instructor_id = ${instructorId}`,
      this.prisma.$queryRaw<{ total: DbNumber }[]>`SELECT SUM(m.amount) AS total FROM (${myEarningEntries(instructorId)}) m`,
      this.prisma.course.groupBy({ by: ['status'], where: { instructorId }, _count: { _all: true } }),
      this.prisma.enrollment.findMany({
        where: { course: { instructorId } },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: RECENT_ENROLLMENTS,
        select: { id: true, createdAt: true, user: { select: { name: true } }, course: { select: { title: true } } },
      }),
      this.monthlyEarnings(instructorId, window),
      this.prisma.$queryRaw<MonthRow[]>`
        SELECT ${vietnamMonthOf(Prisma.sql`en.created_at`)} AS month, COUNT(*) AS value
          FROM enrollments en JOIN courses c ON c.id = en.course_id
         WHERE c.instructor_id = ${instructorId} AND en.created_at >= ${window.from} AND en.created_at < ${window.to}
         GROUP BY month`,
    ]);
    const enrollments = byMonth(enrollmentsByMonth);
    const countOf = (status?: string) => courses.filter((row) => !status || row.status === status).reduce((sum, row) => sum + row._count._all, 0);
    return {
      totalStudents: toInt(students.total),
      totalRevenue: toInt(revenue.total),
      totalCourses: countOf(),
      publishedCourses: countOf('published'),
      pendingCourses: countOf('pending'),
      recentEnrollments: recent.map((row) => ({ _id: row.id, studentName: row.user.name, courseTitle: row.course.title, enrolledAt: row.createdAt.toISOString() })),
      chart: window.keys.map((month) => ({ month, revenue: earningsByMonth.get(month) ?? 0, enrollments: enrollments.get(month) ?? 0 })),
    };
  }

  async earnings(instructorId: string, query: { months: number }, now = new Date()) {
    // At least two months, for this month against the last one.
    const window = bucketWindow('month', Math.max(query.months, 2), vietnamDay(now));
    const [[total], courses, monthly] = await Promise.all([
      this.prisma.$queryRaw<{ total: DbNumber }[]>`SELECT SUM(m.amount) AS total FROM (${myEarningEntries(instructorId)}) m`,
      this.prisma.$queryRaw<{ course_id: string; course_title: string; sales: DbNumber; refunds: DbNumber; revenue: DbNumber; earnings: DbNumber }[]>`
        SELECT l.course_id, SUM(l.is_refund = 0) AS sales, SUM(CASE WHEN l.is_refund = 1 THEN l.revenue ELSE 0 END) AS refunds,
               SUM(l.revenue) AS revenue, SUM(l.earnings) AS earnings,
               COALESCE(c.title, (SELECT oi.title FROM order_items oi WHERE oi.course_id = l.course_id ORDER BY oi.id DESC LIMIT 1), '') AS course_title
          FROM (${mySaleLines(instructorId)}) l
          LEFT JOIN courses c ON c.id = l.course_id
         GROUP BY l.course_id, c.title
         ORDER BY earnings DESC, course_title, l.course_id`,
      this.monthlyEarnings(instructorId, window),
    ]);
    const [lastMonth, thisMonth] = window.keys.slice(-2).map((month) => monthly.get(month) ?? 0);
    return {
      totalEarnings: toInt(total.total),
      thisMonth,
      lastMonth,
      byCourse: courses.map((row) => ({
        courseId: row.course_id,
        title: row.course_title,
        sales: toInt(row.sales),
        refunds: toInt(row.refunds),
        revenue: toInt(row.revenue),
        earnings: toInt(row.earnings),
      })),
      byMonth: window.keys.slice(-query.months).map((month) => ({ month, earnings: monthly.get(month) ?? 0 })),
    };
  }

  private async monthlyEarnings(instructorId: string, window: BucketWindow): Promise<Map<string, number>> {
    const rows = await this.prisma.$queryRaw<MonthRow[]>`
      SELECT ${vietnamMonthOf(Prisma.sql`m.created_at`)} AS month, SUM(m.amount) AS value
        FROM (${myEarningEntries(instructorId, window)}) m
       GROUP BY month`;
    return byMonth(rows);
  }
}

function byMonth(rows: MonthRow[]): Map<string, number> {
  return new Map(rows.map((row) => [row.month, toInt(row.value)]));
}
