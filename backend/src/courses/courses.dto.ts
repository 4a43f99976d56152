import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { body, limitQuery, pageQuery } from '../common/validation/fields';

/** Whole VND; a trillion is far above any real price and well inside a safe integer. */
export const MAX_PRICE_VND = 1_000_000_000_000;
export const MAX_SECTIONS = 100;
export const MAX_LECTURES_PER_SECTION = 300;
export const MAX_LECTURES = 1000;
export const MAX_RESOURCES_PER_LECTURE = 20;

const levelField = z.enum(['beginner', 'intermediate', 'advanced'], { error: 'Trình độ phải là beginner, intermediate hoặc advanced.' });
const statusField = z.enum(['draft', 'pending', 'published', 'rejected'], { error: 'Trạng thái phải là draft, pending, published hoặc rejected.' });
const searchField = z.string({ error: 'Từ khóa tìm kiếm không hợp lệ.' }).trim().max(191, 'Từ khóa tìm kiếm quá dài.').optional();

const text = (label: string, max: number, required: boolean) => {
  const base = z
    .string({ error: `${label} phải là chuỗi ký tự.` })
    .trim()
    .max(max, `${label} không được dài quá ${max} ký tự.`);
  return required ? base.min(1, `Vui lòng nhập ${label.toLowerCase()}.`) : base;
};
const idField = (message: string) => z.string({ error: message }).trim().min(1, message).max(36, message);
const money = (label: string) =>
  z
    .number({ error: `${label} phải là số nguyên VND không âm.` })
    .int(`${label} phải là số nguyên VND không âm.`)
    .min(0, `${label} phải là số nguyên VND không âm.`)
    .max(MAX_PRICE_VND, `${label} quá lớn.`);
const bulletList = (label: string) =>
  z
    .array(text(label, 300, true), { error: `${label} phải là danh sách chuỗi ký tự.` })
    .max(30, `Tối đa 30 mục ${label.toLowerCase()}.`)
    .default([]);

const lectureInput = z.object(
  {
    _id: idField('Mã bài giảng không hợp lệ.').optional(),
    title: text('Tên bài giảng', 200, true),
    /** Set when the lecture is created; a saved lecture keeps its kind whatever is sent. */
    kind: z.enum(['video', 'quiz', 'text'], { error: 'Loại bài giảng (kind) phải là video, quiz hoặc text.' }).default('video'),
    description: text('Mô tả bài giảng', 20_000, false).nullable().optional(),
    isFreePreview: z.boolean({ error: 'Trường isFreePreview phải là true hoặc false.' }).default(false),
    mediaAssetId: idField('Mã video bài giảng không hợp lệ.').nullable().optional(),
    durationSeconds: z
      .number({ error: 'Thời lượng bài giảng phải là số giây (số nguyên không âm).' })
      .int('Thời lượng bài giảng phải là số giây (số nguyên không âm).')
      .min(0, 'Thời lượng bài giảng phải là số giây (số nguyên không âm).')
      .max(24 * 3600, 'Thời lượng bài giảng không được quá 24 giờ.')
      .nullable()
      .optional(),
    thumbnailKey: z.string({ error: 'thumbnailKey phải là chuỗi ký tự.' }).trim().max(100, 'thumbnailKey quá dài.').nullable().optional(),
    /** Files of the library to download under the lecture (documents, images), in order; left out: unchanged. */
    resourceIds: z
      .array(idField('Mã tài liệu bài giảng không hợp lệ.'), { error: 'Tài liệu bài giảng (resourceIds) phải là danh sách mã tệp.' })
      .max(MAX_RESOURCES_PER_LECTURE, `Mỗi bài giảng có tối đa ${MAX_RESOURCES_PER_LECTURE} tài liệu.`)
      .refine((ids) => new Set(ids).size === ids.length, 'Một tài liệu chỉ được đính kèm một lần trong mỗi bài giảng.')
      .optional(),
  },
  { error: 'Mỗi bài giảng phải là một đối tượng.' },
);

const sectionInput = z.object(
  {
    _id: idField('Mã chương học không hợp lệ.').optional(),
    title: text('Tên chương', 200, true),
    lectures: z
      .array(lectureInput, { error: 'Danh sách bài giảng không hợp lệ.' })
      .max(MAX_LECTURES_PER_SECTION, `Mỗi chương có tối đa ${MAX_LECTURES_PER_SECTION} bài giảng.`)
      .default([]),
  },
  { error: 'Mỗi chương học phải là một đối tượng.' },
);

const courseShape = {
  title: text('Tên khóa học', 200, true),
  shortDescription: text('Mô tả ngắn', 500, true),
  description: text('Mô tả chi tiết', 50_000, false).default(''),
  outcomes: bulletList('Kết quả đạt được'),
  requirements: bulletList('Yêu cầu'),
  level: levelField.default('beginner'),
  price: money('Giá bán'),
  originalPrice: money('Giá gốc').nullable().optional(),
  categoryId: idField('Vui lòng chọn danh mục cho khóa học.'),
  sections: z
    .array(sectionInput, { error: 'Giáo trình (sections) phải là một danh sách.' })
    .max(MAX_SECTIONS, `Khóa học có tối đa ${MAX_SECTIONS} chương.`)
    .default([])
    .refine((sections) => sections.reduce((sum, s) => sum + s.lectures.length, 0) <= MAX_LECTURES, `Khóa học có tối đa ${MAX_LECTURES} bài giảng.`),
};

const priceRule = (course: { price: number; originalPrice?: number | null }) => course.originalPrice == null || course.originalPrice >= course.price;
const PRICE_RULE_MESSAGE = { message: 'Giá gốc phải lớn hơn hoặc bằng giá bán.', path: ['originalPrice'] };

/** The `data` JSON field of the multipart course form (instructor). */
export const courseInputSchema = body(courseShape).refine(priceRule, PRICE_RULE_MESSAGE);
export type CourseInput = z.output<typeof courseInputSchema>;
export type LectureInput = CourseInput['sections'][number]['lectures'][number];

/** The admin form: the same plus the instructor the course belongs to (optional on edit: unchanged). */
export const adminCourseInputSchema = body({ ...courseShape, instructorId: idField('Vui lòng chọn giảng viên cho khóa học.').optional() }).refine(priceRule, PRICE_RULE_MESSAGE);
export type AdminCourseInput = z.output<typeof adminCourseInputSchema>;

export class PublicCoursesQueryDto extends createZodDto(
  z.object({
    page: pageQuery,
    limit: limitQuery(12, 50),
    category: z.string({ error: 'Danh mục không hợp lệ.' }).trim().max(191, 'Danh mục không hợp lệ.').optional(),
    search: searchField,
  }),
) {}

export class ManageCoursesQueryDto extends createZodDto(z.object({ page: pageQuery, limit: limitQuery(10), status: statusField.optional(), search: searchField })) {}

export class PendingCoursesQueryDto extends createZodDto(z.object({ page: pageQuery, limit: limitQuery(10) })) {}

export class ReviewCourseDto extends createZodDto(
  body({
    action: z.enum(['approve', 'reject'], { error: 'Hành động duyệt phải là approve hoặc reject.' }),
    reason: z.string({ error: 'Lý do phải là chuỗi ký tự.' }).trim().max(1000, 'Lý do không được dài quá 1000 ký tự.').nullable().optional(),
  }),
) {}
