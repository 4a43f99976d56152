import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { paginationSchema } from '../common/http/responses';
import { body, intField, limitQuery, pageQuery } from '../common/validation/fields';

/** Longest review comment and instructor reply, in characters (after trimming). */
export const MAX_REVIEW_TEXT = 2000;
const RATING_MESSAGE = 'Số sao phải từ 1 đến 5.';
const COMMENT_TOO_LONG = 'Nội dung đánh giá tối đa 2.000 ký tự.';
const CLIENT_ID_MESSAGE = 'Mã thao tác (clientId) dài tối đa 64 ký tự, chỉ gồm chữ không dấu, số, gạch ngang hoặc gạch dưới.';
const REASON_MESSAGE = 'Lý do phải dài từ 5 đến 500 ký tự.';

const starsQuery = z.coerce.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE).optional();
const reasonField = z.string({ error: REASON_MESSAGE }).trim().min(5, REASON_MESSAGE).max(500, REASON_MESSAGE);

export const REVIEW_SORTS = ['newest', 'helpful', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export class PublicReviewsQueryDto extends createZodDto(
  z.object({
    page: pageQuery,
    limit: limitQuery(10, 50),
    sort: z.enum(REVIEW_SORTS, { error: 'Cách sắp xếp không hợp lệ.' }).default('newest'),
    stars: starsQuery,
  }),
) {}

export class ReviewInputDto extends createZodDto(
  body({
    rating: intField(RATING_MESSAGE, 1, 5),
    comment: z
      .string({ error: 'Nội dung đánh giá phải là chuỗi ký tự.' })
      .trim()
      .max(MAX_REVIEW_TEXT, COMMENT_TOO_LONG)
      .nullable()
      .optional()
      .transform((text) => text || null),
    clientId: z
      .string({ error: CLIENT_ID_MESSAGE })
      .regex(/^[A-Za-z0-9_-]{1,64}$/, CLIENT_ID_MESSAGE)
      .optional(),
  }),
) {}

export class ReportInputDto extends createZodDto(body({ reason: reasonField })) {}

export class ReplyInputDto extends createZodDto(
  body({
    body: z.string({ error: 'Vui lòng nhập nội dung phản hồi.' }).trim().min(1, 'Vui lòng nhập nội dung phản hồi.').max(MAX_REVIEW_TEXT, 'Nội dung phản hồi tối đa 2.000 ký tự.'),
  }),
) {}

export class VisibilityInputDto extends createZodDto(body({ hidden: z.boolean({ error: 'Trường hidden phải là true hoặc false.' }), reason: reasonField })) {}

export class InstructorReviewsQueryDto extends createZodDto(
  z.object({
    page: pageQuery,
    limit: limitQuery(10, 50),
    courseId: z.string({ error: 'Mã khóa học không hợp lệ.' }).uuid('Mã khóa học không hợp lệ.').optional(),
    stars: starsQuery,
  }),
) {}

export class AdminReviewsQueryDto extends createZodDto(
  z.object({
    page: pageQuery,
    limit: limitQuery(10, 50),
    status: z.enum(['reported', 'hidden', 'all'], { error: 'Trạng thái lọc không hợp lệ.' }).default('reported'),
  }),
) {}

// ── Responses ──────────────────────────────────────────────────────────────────────────────────

export const reviewViewSchema = z.object({
  _id: z.string(),
  courseId: z.string(),
  rating: z.number().int().min(1).max(5),
  /** Plain text: shown as text, never as HTML. */
  comment: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The rating or the comment changed after the review was written ('đã chỉnh sửa'). */
  edited: z.boolean(),
  helpfulCount: z.number().int(),
  author: z.object({ name: z.string(), avatarUrl: z.string().nullable() }),
  /** The instructor's reply; null when there is none or an admin hid it. */
  reply: z.object({ body: z.string(), createdAt: z.string(), updatedAt: z.string(), edited: z.boolean() }).nullable(),
  /** The signed-in viewer voted it helpful; false for visitors. */
  votedHelpful: z.boolean(),
  /** The signed-in viewer wrote it. */
  mine: z.boolean(),
});
export type ReviewView = z.infer<typeof reviewViewSchema>;

const distributionSchema = z.object({ '5': z.number().int(), '4': z.number().int(), '3': z.number().int(), '2': z.number().int(), '1': z.number().int() });
export const reviewSummarySchema = z.object({
  /** One decimal (4.7); null when there is no review. */
  average: z.number().nullable(),
  count: z.number().int(),
  distribution: distributionSchema,
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export class ReviewListDto extends createZodDto(z.object({ summary: reviewSummarySchema, reviews: z.array(reviewViewSchema), pagination: paginationSchema })) {}

export const ELIGIBILITY_REASONS = ['NOT_ENROLLED', 'NO_COMPLETED_LECTURE'] as const;
export class MyReviewDto extends createZodDto(
  z.object({
    review: reviewViewSchema.nullable(),
    eligibility: z.object({ canReview: z.boolean(), reason: z.enum(ELIGIBILITY_REASONS).nullable() }),
  }),
) {}

export const savedReviewSchema = z.object({ review: reviewViewSchema, created: z.boolean() });
export type SavedReview = z.infer<typeof savedReviewSchema>;
export class SavedReviewDto extends createZodDto(savedReviewSchema) {}
export class ReviewDeletedDto extends createZodDto(z.object({ deleted: z.literal(true) })) {}
export class HelpfulVoteDto extends createZodDto(z.object({ helpfulCount: z.number().int(), votedHelpful: z.boolean() })) {}
export class ReportedDto extends createZodDto(z.object({ reported: z.literal(true) })) {}
export class ReviewResponseDto extends createZodDto(z.object({ review: reviewViewSchema })) {}

export const instructorReviewSchema = reviewViewSchema.extend({ courseTitle: z.string(), courseSlug: z.string() });
export class InstructorReviewListDto extends createZodDto(z.object({ reviews: z.array(instructorReviewSchema), pagination: paginationSchema })) {}

const nullableAverage = z.number().nullable();
export class InstructorReviewSummaryDto extends createZodDto(
  z.object({
    courses: z.array(
      z.object({
        courseId: z.string(),
        title: z.string(),
        slug: z.string(),
        average: nullableAverage,
        count: z.number().int(),
        last30Days: z.object({ count: z.number().int(), average: nullableAverage }),
        /** The last 30 days in Vietnam time, oldest first: reviews written that day and their stars summed. */
        daily: z.array(z.object({ date: z.string(), count: z.number().int(), ratingSum: z.number().int() })),
      }),
    ),
  }),
) {}

export const adminReviewSchema = instructorReviewSchema.extend({
  status: z.enum(['visible', 'hidden']),
  hiddenReason: z.string().nullable(),
  openReports: z.number().int(),
  /** The latest 5 reports. */
  reports: z.array(z.object({ reason: z.string(), reporterName: z.string(), createdAt: z.string() })),
  replyHidden: z.boolean(),
  /** The reply's text even when hidden (the admin decides on it). */
  replyBody: z.string().nullable(),
});
export type AdminReviewView = z.infer<typeof adminReviewSchema>;
export class AdminReviewListDto extends createZodDto(z.object({ reviews: z.array(adminReviewSchema), pagination: paginationSchema })) {}
export class AdminReviewResponseDto extends createZodDto(z.object({ review: adminReviewSchema })) {}
