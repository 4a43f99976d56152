import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { body } from '../common/validation/fields';

const NAME_REQUIRED = 'Vui lòng nhập tên danh mục.';

export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  coursesCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CategoryView = z.infer<typeof categorySchema>;

export class CategoryResponseDto extends createZodDto(z.object({ category: categorySchema })) {}
export class CategoryListDto extends createZodDto(z.object({ categories: z.array(categorySchema) })) {}

export class ListCategoriesQueryDto extends createZodDto(
  z.object({
    isActive: z
      .enum(['true', 'false'], { error: 'Tham số isActive phải là true hoặc false.' })
      .transform((value) => value === 'true')
      .optional(),
  }),
) {}

export class CategoryInputDto extends createZodDto(
  body({
    name: z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(120, 'Tên danh mục không được dài quá 120 ký tự.'),
    description: z
      .string({ error: 'Mô tả danh mục phải là chuỗi ký tự.' })
      .trim()
      .max(500, 'Mô tả danh mục không được dài quá 500 ký tự.')
      .nullable()
      .optional()
      .transform((value) => (value === undefined ? undefined : value || null)),
    isActive: z.boolean({ error: 'Trường isActive phải là true hoặc false.' }).optional(),
  }),
) {}
