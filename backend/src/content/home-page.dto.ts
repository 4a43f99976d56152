import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { body } from '../common/validation/fields';
import { urlField } from './content.dto';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} không hợp lệ.` })
    .trim()
    .min(1, `Vui lòng nhập ${label.toLowerCase()}.`)
    .max(max, `${label} không được dài quá ${max} ký tự.`);
const blockId = z.string({ error: 'Mã khối không hợp lệ.' }).regex(/^[a-z0-9-]{1,64}$/, 'Mã khối không hợp lệ.');

/** The big headline at the top of the home page; the phrases type themselves after the title one by one. */
const heroBlockSchema = z.object({
  id: blockId,
  type: z.literal('hero'),
  badge: text('Nhãn nhỏ', 60),
  title: text('Tiêu đề', 120),
  typingPhrases: z.array(text('Cụm từ chạy chữ', 40), { error: 'Cụm từ chạy chữ không hợp lệ.' }).min(1, 'Cần ít nhất một cụm từ chạy chữ.').max(6, 'Tối đa 6 cụm từ chạy chữ.'),
  subtitle: text('Mô tả', 400),
  ctaLabel: text('Nhãn nút', 40),
  imageUrl: urlField('Ảnh hero').nullable(),
});

/** A grid of the newest published courses. */
const featuredCoursesBlockSchema = z.object({
  id: blockId,
  type: z.literal('featured-courses'),
  title: text('Tiêu đề', 120),
  subtitle: z.string({ error: 'Mô tả không hợp lệ.' }).trim().max(300, 'Mô tả không được dài quá 300 ký tự.'),
  limit: z
    .number({ error: 'Số khóa học phải là số nguyên từ 1 đến 30.' })
    .int('Số khóa học phải là số nguyên từ 1 đến 30.')
    .min(1, 'Số khóa học phải là số nguyên từ 1 đến 30.')
    .max(30, 'Số khóa học phải là số nguyên từ 1 đến 30.'),
});

export const homeBlockSchema = z.discriminatedUnion('type', [heroBlockSchema, featuredCoursesBlockSchema], { error: 'Loại khối không được hỗ trợ.' });
export const homeBlocksSchema = z.array(homeBlockSchema).max(20, 'Trang chủ có tối đa 20 khối.');
export type HomeBlock = z.infer<typeof homeBlockSchema>;

export class HomeBlocksInputDto extends createZodDto(body({ blocks: homeBlocksSchema })) {}

export class PublishedHomePageDto extends createZodDto(
  z.object({
    blocks: homeBlocksSchema.nullable().describe('Các khối đã xuất bản; null khi chưa xuất bản lần nào (PWA dùng bố cục mặc định).'),
    publishedAt: z.string().nullable(),
  }),
) {}

export class EditableHomePageDto extends createZodDto(
  z.object({
    draft: homeBlocksSchema.nullable().describe('Bản nháp đang sửa; null khi chưa lưu lần nào.'),
    published: homeBlocksSchema.nullable(),
    publishedAt: z.string().nullable(),
    updatedAt: z.string().nullable(),
  }),
) {}

export class HomeImageDto extends createZodDto(z.object({ url: z.string() })) {}
