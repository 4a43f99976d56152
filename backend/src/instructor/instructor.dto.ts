import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { paginationSchema } from '../common/http/responses';
import { limitQuery, pageQuery } from '../common/validation/fields';

export const MAX_EARNINGS_MONTHS = 60;
const MONTHS_MESSAGE = `Số tháng phải là số nguyên từ 1 đến ${MAX_EARNINGS_MONTHS}.`;

const amount = z.number().int();
/** A Vietnam-time calendar month, 'YYYY-MM'. */
const month = z.string();

export class InstructorDashboardStatsDto extends createZodDto(
  z.object({
    /** Distinct students enrolled in any of my courses. */
    totalStudents: z.number().int(),
    /** My share of every sale, whole VND. */
    totalRevenue: amount,
    totalCourses: z.number().int(),
    publishedCourses: z.number().int(),
    pendingCourses: z.number().int(),
    /** The latest 10 enrollments in my courses, newest first. */
    recentEnrollments: z.array(z.object({ _id: z.string(), studentName: z.string(), courseTitle: z.string(), enrolledAt: z.string() })),
    /** The last 6 months, oldest first, empty months as 0: my earnings and the new enrollments. */
    chart: z.array(z.object({ month, revenue: amount, enrollments: z.number().int() })),
  }),
) {}

export class EarningsStatsQueryDto extends createZodDto(
  z.object({
    months: z.coerce.number({ error: MONTHS_MESSAGE }).int(MONTHS_MESSAGE).min(1, MONTHS_MESSAGE).max(MAX_EARNINGS_MONTHS, MONTHS_MESSAGE).default(12),
  }),
) {}

export class InstructorEarningsStatsDto extends createZodDto(
  z.object({
    totalEarnings: amount,
    /** The current and the previous Vietnam-time month. */
    thisMonth: amount,
    lastMonth: amount,
    /** Every course I was paid for, best-earning first. */
    byCourse: z.array(
      z.object({
        courseId: z.string(),
        title: z.string(),
        /** Units sold. */
        sales: z.number().int(),
        /** What refunds gave back of those lines (negative, already taken off revenue and earnings). */
        refunds: amount,
        /** What buyers paid for those lines (my share plus the platform's), net of refunds. */
        revenue: amount,
        /** My share. */
        earnings: amount,
      }),
    ),
    /** The last `months` months, oldest first, empty months as 0. */
    byMonth: z.array(z.object({ month, earnings: amount })),
  }),
) {}

const idFilter = z.string({ error: 'Mã khóa học không hợp lệ.' }).trim().min(1, 'Mã khóa học không hợp lệ.').max(36, 'Mã khóa học không hợp lệ.').optional();

export class MyStudentsQueryDto extends createZodDto(
  z.object({
    page: pageQuery,
    limit: limitQuery(10, 100),
    courseId: idFilter,
    /** Part of the student's name or email. */
    search: z.string({ error: 'Từ khóa tìm kiếm không hợp lệ.' }).trim().max(191, 'Từ khóa tìm kiếm quá dài.').optional(),
  }),
) {}

export class MyStudentListDto extends createZodDto(
  z.object({
    /** One row per student and course of mine, latest enrollment first. */
    students: z.array(
      z.object({
        userId: z.string(),
        name: z.string(),
        email: z.string(),
        courseId: z.string(),
        courseTitle: z.string(),
        enrolledAt: z.string(),
        /** Completed lectures of the course, in percent (0-100, rounded down). */
        progress: z.number().int(),
        lastAccessedAt: z.string().nullable(),
      }),
    ),
    pagination: paginationSchema,
  }),
) {}
