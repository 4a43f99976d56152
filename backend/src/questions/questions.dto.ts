import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { paginationSchema } from '../common/http/responses';
import { body, intField, limitQuery, pageQuery } from '../common/validation/fields';

export const MAX_QUESTION_TITLE = 200;
export const MAX_POST_BODY = 5000;

const TITLE_MESSAGE = 'Tiêu đề câu hỏi phải dài từ 1 đến 200 ký tự.';
const QUESTION_BODY_MESSAGE = 'Nội dung câu hỏi tối đa 5.000 ký tự.';
const ANSWER_BODY_MESSAGE = 'Nội dung câu trả lời phải dài từ 1 đến 5.000 ký tự.';
const CLIENT_ID_MESSAGE = 'Mã thao tác (clientId) dài tối đa 64 ký tự, chỉ gồm chữ không dấu, số, gạch ngang hoặc gạch dưới.';
const REASON_MESSAGE = 'Lý do phải dài từ 5 đến 500 ký tự.';
const ID_MESSAGE = 'Mã định danh không hợp lệ.';

const idField = (message = ID_MESSAGE) => z.string({ error: message }).uuid(message);
const titleField = z.string({ error: TITLE_MESSAGE }).trim().min(1, TITLE_MESSAGE).max(MAX_QUESTION_TITLE, TITLE_MESSAGE);
// Plain text with its line breaks: only the ends are trimmed. Stored and returned as written.
const questionBodyField = z.string({ error: QUESTION_BODY_MESSAGE }).trim().max(MAX_POST_BODY, QUESTION_BODY_MESSAGE);
const answerBodyField = z.string({ error: ANSWER_BODY_MESSAGE }).trim().min(1, ANSWER_BODY_MESSAGE).max(MAX_POST_BODY, ANSWER_BODY_MESSAGE);
const clientIdField = z
  .string({ error: CLIENT_ID_MESSAGE })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, CLIENT_ID_MESSAGE)
  .optional();
const reasonField = z.string({ error: REASON_MESSAGE }).trim().min(5, REASON_MESSAGE).max(500, REASON_MESSAGE);

export const QUESTION_FILTERS = ['all', 'lecture', 'unanswered', 'mine', 'following'] as const;
export const QUESTION_STATUSES = ['open', 'answered', 'solved'] as const;

export class CourseQuestionsQueryDto extends createZodDto(
  z.object({
    page: pageQuery,
    limit: limitQuery(20, 50),
    lectureId: idField('Mã bài học không hợp lệ.').optional(),
    filter: z.enum(QUESTION_FILTERS, { error: 'Bộ lọc câu hỏi không hợp lệ.' }).default('all'),
    q: z.string({ error: 'Từ khóa tìm kiếm không hợp lệ.' }).trim().max(191, 'Từ khóa tìm kiếm quá dài.').optional(),
  }),
) {}

export class AskQuestionDto extends createZodDto(
  body({
    title: titleField,
    body: questionBodyField.default(''),
    lectureId: idField('Mã bài học không hợp lệ.').nullable().optional(),
    videoSecond: intField('Thời điểm trong video phải là số giây nguyên không âm.', 0, 86_400).nullable().optional(),
    clientId: clientIdField,
  }),
) {}

export class EditQuestionDto extends createZodDto(body({ title: titleField.optional(), body: questionBodyField.optional() })) {}
export class AnswerInputDto extends createZodDto(body({ body: answerBodyField, clientId: clientIdField })) {}
export class EditAnswerDto extends createZodDto(body({ body: answerBodyField })) {}
export class AcceptAnswerDto extends createZodDto(body({ answerId: idField('Mã câu trả lời không hợp lệ.') })) {}
export class PostReportDto extends createZodDto(body({ reason: reasonField })) {}
export class PostVisibilityDto extends createZodDto(body({ hidden: z.boolean({ error: 'Trường hidden phải là true hoặc false.' }), reason: reasonField })) {}

export class InstructorQuestionsQueryDto extends createZodDto(
  z.object({
    page: pageQuery,
    limit: limitQuery(20, 50),
    courseId: idField('Mã khóa học không hợp lệ.').optional(),
    lectureId: idField('Mã bài học không hợp lệ.').optional(),
    status: z.enum(QUESTION_STATUSES, { error: 'Trạng thái lọc không hợp lệ.' }).optional(),
  }),
) {}

export class AdminQuestionsQueryDto extends createZodDto(
  z.object({
    page: pageQuery,
    limit: limitQuery(20, 50),
    status: z.enum(['reported', 'overdue', 'hidden'], { error: 'Trạng thái lọc không hợp lệ.' }).default('reported'),
  }),
) {}

// ── Responses ──────────────────────────────────────────────────────────────────────────────────

const authorSchema = z.object({
  name: z.string(),
  avatarUrl: z.string().nullable(),
  /** The course's instructor, or an admin answering for the academy. */
  isInstructor: z.boolean(),
});

export const questionViewSchema = z.object({
  _id: z.string(),
  courseId: z.string(),
  /** Null: about the whole course. */
  lectureId: z.string().nullable(),
  lectureTitle: z.string().nullable(),
  /** Plain text, shown as text (empty once deleted). */
  title: z.string(),
  body: z.string(),
  /** The moment of the lecture's video the question is about. */
  videoSecond: z.number().int().nullable(),
  author: authorSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  edited: z.boolean(),
  /** Deleted by its author while it had answers: shown as 'đã xóa', the answers kept. */
  deleted: z.boolean(),
  status: z.enum(QUESTION_STATUSES),
  answersCount: z.number().int(),
  followersCount: z.number().int(),
  /** The viewer follows it (told of every new answer). */
  following: z.boolean(),
  mine: z.boolean(),
  acceptedAnswerId: z.string().nullable(),
});
export type QuestionView = z.infer<typeof questionViewSchema>;

export const answerViewSchema = z.object({
  _id: z.string(),
  questionId: z.string(),
  /** Plain text, shown as text. */
  body: z.string(),
  author: authorSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  edited: z.boolean(),
  /** The asker marked it as the answer that solved the question. */
  accepted: z.boolean(),
  mine: z.boolean(),
  /** Hidden by an admin (only admins see hidden answers). */
  hidden: z.boolean(),
});
export type AnswerView = z.infer<typeof answerViewSchema>;

export class QuestionListDto extends createZodDto(z.object({ questions: z.array(questionViewSchema), pagination: paginationSchema })) {}
export const questionResultSchema = z.object({ question: questionViewSchema });
export type QuestionResult = z.infer<typeof questionResultSchema>;
export class QuestionResponseDto extends createZodDto(questionResultSchema) {}
export class QuestionDetailDto extends createZodDto(z.object({ question: questionViewSchema, answers: z.array(answerViewSchema) })) {}
export const answerResultSchema = z.object({ answer: answerViewSchema });
export type AnswerResult = z.infer<typeof answerResultSchema>;
export class AnswerResponseDto extends createZodDto(answerResultSchema) {}
export class PostDeletedDto extends createZodDto(z.object({ deleted: z.literal(true) })) {}
export class FollowDto extends createZodDto(z.object({ following: z.boolean(), followersCount: z.number().int() })) {}
export class PostReportedDto extends createZodDto(z.object({ reported: z.literal(true) })) {}

export const instructorQuestionSchema = questionViewSchema.extend({ courseTitle: z.string(), courseSlug: z.string() });
export class InstructorQuestionListDto extends createZodDto(z.object({ questions: z.array(instructorQuestionSchema), pagination: paginationSchema })) {}
export class UnansweredCountDto extends createZodDto(z.object({ count: z.number().int() })) {}

const reportSchema = z.object({ reason: z.string(), reporterName: z.string(), createdAt: z.string() });
export const adminAnswerSchema = answerViewSchema.extend({ hiddenReason: z.string().nullable(), openReports: z.number().int(), reports: z.array(reportSchema) });
export type AdminAnswerView = z.infer<typeof adminAnswerSchema>;
export const adminQuestionSchema = instructorQuestionSchema.extend({
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  openReports: z.number().int(),
  /** The latest 5 reports of the question. */
  reports: z.array(reportSchema),
  /** Its answers that are reported or hidden, with their latest 5 reports. */
  flaggedAnswers: z.array(adminAnswerSchema),
});
export type AdminQuestionView = z.infer<typeof adminQuestionSchema>;
export class AdminQuestionListDto extends createZodDto(z.object({ questions: z.array(adminQuestionSchema), pagination: paginationSchema })) {}
export class AdminQuestionResponseDto extends createZodDto(z.object({ question: adminQuestionSchema })) {}
export class AdminAnswerResponseDto extends createZodDto(z.object({ answer: adminAnswerSchema })) {}

export const questionMetricsSchema = z.object({
  asked: z.number().int(),
  /** With a first instructor answer (also one hidden or deleted since). */
  answered: z.number().int(),
  /** Whole minutes from asking to the first instructor answer, over the answered ones; null when none is. */
  medianFirstAnswerMinutes: z.number().int().nullable(),
  p90FirstAnswerMinutes: z.number().int().nullable(),
  /** Answered after REMINDER_HOURS, or still waiting past them. */
  waitedOver48h: z.number().int(),
});
export type QuestionMetrics = z.infer<typeof questionMetricsSchema>;
export class QuestionMetricsDto extends createZodDto(
  z.object({
    /** The questions asked from this instant on (30 days before the request). */
    since: z.string(),
    overall: questionMetricsSchema,
    /** Every course of the instructor's (an admin: every course), the newest first. */
    courses: z.array(questionMetricsSchema.extend({ courseId: z.string(), courseTitle: z.string() })),
  }),
) {}
