import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { paginationSchema } from '../common/http/responses';
import { body, intField, limitQuery, pageQuery } from '../common/validation/fields';

const MAX_PRICE_VND = 1_000_000_000_000;
const text = (label: string, max: number, required: boolean) => {
  const base = z
    .string({ error: `${label} phải là chuỗi ký tự.` })
    .trim()
    .max(max, `${label} không được dài quá ${max} ký tự.`);
  return required ? base.min(1, `Vui lòng nhập ${label.toLowerCase()}.`) : base;
};
const searchField = z.string({ error: 'Từ khóa tìm kiếm không hợp lệ.' }).trim().max(191, 'Từ khóa tìm kiếm quá dài.').optional();

const planInput = z.object(
  {
    _id: z.string({ error: 'Mã gói không hợp lệ.' }).trim().min(1, 'Mã gói không hợp lệ.').max(36, 'Mã gói không hợp lệ.').optional(),
    name: text('Tên gói', 120, true),
    price: z
      .number({ error: 'Giá gói phải là số nguyên VND không âm.' })
      .int('Giá gói phải là số nguyên VND không âm.')
      .min(0, 'Giá gói phải là số nguyên VND không âm.')
      .max(MAX_PRICE_VND, 'Giá gói quá lớn.'),
    durationDays: intField('Thời hạn gói phải là số ngày từ 1 đến 36500.', 1, 36_500),
    features: z
      .array(text('Tính năng', 300, true), { error: 'Tính năng của gói phải là danh sách chuỗi ký tự.' })
      .max(50, 'Mỗi gói có tối đa 50 tính năng.')
      .default([]),
  },
  { error: 'Mỗi gói dịch vụ phải là một đối tượng.' },
);

/** The `data` JSON field of the multipart tool form. */
export const toolInputSchema = body({
  name: text('Tên phần mềm', 200, true),
  shortDescription: text('Mô tả ngắn', 500, true),
  description: text('Mô tả chi tiết', 50_000, false).default(''),
  isActive: z.boolean({ error: 'Trường isActive phải là true hoặc false.' }).default(true),
  plans: z.array(planInput, { error: 'Danh sách gói (plans) không hợp lệ.' }).max(30, 'Mỗi phần mềm có tối đa 30 gói.').default([]),
});
export type ToolInput = z.output<typeof toolInputSchema>;

export class ToolsQueryDto extends createZodDto(
  z.object({
    page: pageQuery,
    limit: limitQuery(12, 50),
    search: searchField,
    /** The tools page sends searchTerm (SPEC §7); both are accepted. */
    searchTerm: searchField,
  }),
) {}

const planSchema = z.object({ _id: z.string(), name: z.string(), price: z.number().int(), durationDays: z.number().int(), features: z.array(z.string()) });

export const toolCardSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  shortDescription: z.string(),
  thumbnailUrl: z.string().nullable(),
  isActive: z.boolean(),
  /** Lowest plan price in whole VND; null without plans. */
  priceFrom: z.number().int().nullable(),
  currency: z.literal('VND'),
  plansCount: z.number().int(),
});
export const toolDetailSchema = toolCardSchema.extend({ description: z.string(), plans: z.array(planSchema), createdAt: z.string(), updatedAt: z.string() });
export type ToolCard = z.infer<typeof toolCardSchema>;
export type ToolDetail = z.infer<typeof toolDetailSchema>;

export class ToolListDto extends createZodDto(z.object({ tools: z.array(toolCardSchema), pagination: paginationSchema })) {}
export class AdminToolListDto extends createZodDto(z.object({ tools: z.array(toolDetailSchema), pagination: paginationSchema })) {}
export class ToolResponseDto extends createZodDto(z.object({ tool: toolDetailSchema })) {}
