import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { paginationSchema } from '../common/http/responses';
import { limitQuery, pageQuery } from '../common/validation/fields';
import { isCalendarDay, MAX_RANGE } from '../common/time/vietnam-calendar';

const DAY_MESSAGE = 'Ngày không hợp lệ (định dạng YYYY-MM-DD).';
const RANGE_MESSAGE = 'Số kỳ (range) phải là số nguyên dương.';
const PERIOD_LABELS = { day: 'ngày', week: 'tuần', month: 'tháng' } as const;

/** A Vietnam calendar day, kept as its YYYY-MM-DD text (the CSV's filename repeats it). */
const dayQuery = z.string({ error: DAY_MESSAGE }).refine(isCalendarDay, DAY_MESSAGE).optional();

export class RevenueOverTimeQueryDto extends createZodDto(
  z
    .object({
      period: z.enum(['day', 'week', 'month'], { error: 'Chu kỳ phải là day, week hoặc month.' }).default('month'),
      /** How many buckets; 30 days, 12 weeks or 12 months when absent. */
      range: z.coerce
        .number({ error: RANGE_MESSAGE })
        .int(RANGE_MESSAGE)
        .min(1, RANGE_MESSAGE)
        .max(Math.max(...Object.values(MAX_RANGE)), `Tối đa ${MAX_RANGE.day} ngày, ${MAX_RANGE.week} tuần hoặc ${MAX_RANGE.month} tháng.`)
        .optional(),
      /** A day of the last bucket; today when absent. */
      toDate: dayQuery,
    })
    .superRefine((query, ctx) => {
      const max = MAX_RANGE[query.period];
      if (query.range !== undefined && query.range > max)
        ctx.addIssue({ code: 'custom', path: ['range'], message: `Tối đa ${max} kỳ khi xem theo ${PERIOD_LABELS[query.period]}.` });
    }),
) {}

/** A window of Vietnam days: the current month up to today when absent. */
const windowQuery = z.object({ fromDate: dayQuery, toDate: dayQuery });
export class SalesWindowQueryDto extends createZodDto(windowQuery) {}
export class SalesReportQueryDto extends createZodDto(windowQuery.extend({ page: pageQuery, limit: limitQuery(10, 100) })) {}

const amount = z.number().int();

export class RevenueOverTimeDto extends createZodDto(
  z.object({
    period: z.enum(['day', 'week', 'month']),
    fromDate: z.string(),
    toDate: z.string(),
    buckets: z.array(
      z.object({
        /** 'YYYY-MM' for a month; the first day (YYYY-MM-DD, a Monday for a week) otherwise. */
        bucket: z.string(),
        /** Net sales: what buyers paid for the lines (commissions, instructor and platform shares), less the refunds made in the bucket. */
        revenue: amount,
        /** Refunds made in the bucket, as a negative amount (already taken off revenue). */
        refunds: amount,
        platformRevenue: amount,
        instructorEarnings: amount,
        /** Paid orders with a sale in the bucket. */
        orders: z.number().int(),
      }),
    ),
  }),
) {}

/** revenue and the shares are net of refunds made in the window; refunds is their (negative) sum. */
const salesFigures = { unitsSold: z.number().int(), refunds: amount, revenue: amount, instructorShare: amount, platformShare: amount };

export class SalesReportDto extends createZodDto(
  z.object({
    fromDate: z.string(),
    toDate: z.string(),
    products: z.array(z.object({ kind: z.enum(['course', 'tool_plan']), _id: z.string(), title: z.string(), ...salesFigures })),
    /** Over every product of the window, not only this page. */
    totals: z.object(salesFigures),
    pagination: paginationSchema,
  }),
) {}

export class InstructorSalesDto extends createZodDto(
  z.object({
    fromDate: z.string(),
    toDate: z.string(),
    instructors: z.array(
      z.object({
        _id: z.string(),
        name: z.string(),
        email: z.string(),
        /** Distinct courses of theirs sold in the window. */
        coursesSold: z.number().int(),
        unitsSold: z.number().int(),
        /** Refunds of their courses made in the window (negative, already taken off revenue and earnings). */
        refunds: amount,
        revenue: amount,
        earnings: amount,
      }),
    ),
  }),
) {}
