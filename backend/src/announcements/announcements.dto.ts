import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { paginationSchema } from '../common/http/responses';
import { body, limitQuery, pageQuery } from '../common/validation/fields';

export const MAX_ANNOUNCEMENT_TITLE = 200;
export const MAX_ANNOUNCEMENT_BODY = 10_000;

const TITLE_MESSAGE = 'Tiêu đề thông báo phải dài từ 1 đến 200 ký tự.';
const BODY_MESSAGE = 'Nội dung thông báo phải dài từ 1 đến 10.000 ký tự.';

export class AnnouncementInputDto extends createZodDto(
  body({
    title: z.string({ error: TITLE_MESSAGE }).trim().min(1, TITLE_MESSAGE).max(MAX_ANNOUNCEMENT_TITLE, TITLE_MESSAGE),
    // Plain text with its line breaks: only the ends are trimmed. Stored and sent as written.
    body: z.string({ error: BODY_MESSAGE }).trim().min(1, BODY_MESSAGE).max(MAX_ANNOUNCEMENT_BODY, BODY_MESSAGE),
  }),
) {}

export class AnnouncementsQueryDto extends createZodDto(z.object({ page: pageQuery, limit: limitQuery(20, 50) })) {}

const ENABLED_MESSAGE = 'Hãy chọn bật hoặc tắt thư thông báo.';
export class AnnouncementMailPreferenceInputDto extends createZodDto(
  body({
    /** Omitted: the 'all courses' switch. */
    courseId: z.string({ error: 'Mã khóa học không hợp lệ.' }).uuid('Mã khóa học không hợp lệ.').optional(),
    enabled: z.boolean({ error: ENABLED_MESSAGE }),
  }),
) {}

// ── Responses ──────────────────────────────────────────────────────────────────────────────────

export const announcementViewSchema = z.object({
  _id: z.string(),
  courseId: z.string(),
  /** Plain text, shown as text. */
  title: z.string(),
  /** Plain text with line breaks, shown as text. */
  body: z.string(),
  author: z.object({ name: z.string(), avatarUrl: z.string().nullable() }),
  createdAt: z.string(),
});
export type AnnouncementView = z.infer<typeof announcementViewSchema>;

export const instructorAnnouncementSchema = announcementViewSchema.extend({
  /** Students it is for (enrolled when posted; the delivered count once the fan-out ended). */
  recipientsCount: z.number().int(),
  /** Students notified so far. */
  deliveredCount: z.number().int(),
});
export type InstructorAnnouncementView = z.infer<typeof instructorAnnouncementSchema>;

export class AnnouncementResponseDto extends createZodDto(z.object({ announcement: announcementViewSchema })) {}
export class AnnouncementListDto extends createZodDto(z.object({ announcements: z.array(announcementViewSchema), pagination: paginationSchema })) {}
export class InstructorAnnouncementListDto extends createZodDto(z.object({ announcements: z.array(instructorAnnouncementSchema), pagination: paginationSchema })) {}

export const announcementMailPreferencesSchema = z.object({
  /** False: no course's announcement mail at all. */
  allCourses: z.boolean(),
  /** The courses the user is enrolled in. */
  courses: z.array(z.object({ courseId: z.string(), title: z.string(), enabled: z.boolean() })),
});
export type AnnouncementMailPreferences = z.infer<typeof announcementMailPreferencesSchema>;
export class AnnouncementMailPreferencesDto extends createZodDto(announcementMailPreferencesSchema) {}
