import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { body } from '../common/validation/fields';

const CODE_AND_VALUE_REQUIRED = 'Mã code và Giá trị là bắt buộc.';
const MAX_VND = 1_000_000_000_000;
const idList = (label: string) =>
  z
    .array(
      z
        .string({ error: `${label} không hợp lệ.` })
        .trim()
        .min(1)
        .max(36),
      { error: `${label} phải là danh sách mã.` },
    )
    .max(500, `${label} có tối đa 500 mục.`)
    .default([]);

export const discountSchema = z.object({
  _id: z.string(),
  code: z.string(),
  type: z.enum(['percentage', 'fixed_amount']),
  value: z.number().int(),
  expiresAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  timesUsed: z.number().int(),
  /** Uses held by pending orders (released when they expire). */
  timesReserved: z.number().int(),
  /** The admin's on/off switch; `status` says whether the code can be used right now. */
  isActive: z.boolean(),
  /** Worked out when read: inactive (switched off), expired, used_up (uses and holds reach the limit) or active. */
  status: z.enum(['active', 'inactive', 'expired', 'used_up']),
  appliesTo: z.enum(['all', 'specific_courses', 'specific_tools']),
  applicableCourses: z.array(z.string()),
  applicableTools: z.array(z.string()),
  createdAt: z.string(),
});
export type DiscountView = z.infer<typeof discountSchema>;

export class DiscountDto extends createZodDto(z.object({ discount: discountSchema })) {}
export class DiscountListDto extends createZodDto(z.object({ discounts: z.array(discountSchema) })) {}

/** SPEC §5: code forced to uppercase; usageLimit 0 or empty means unlimited; lists only for their scope. */
export class DiscountInputDto extends createZodDto(
  body({
    code: z
      .string({ error: CODE_AND_VALUE_REQUIRED })
      .trim()
      .min(1, CODE_AND_VALUE_REQUIRED)
      .max(40, 'Mã code không được dài quá 40 ký tự.')
      .transform((code) => code.toUpperCase())
      .refine((code) => /^[A-Z0-9_-]+$/.test(code), 'Mã code chỉ gồm chữ không dấu, số, gạch ngang hoặc gạch dưới.'),
    type: z.enum(['percentage', 'fixed_amount'], { error: 'Loại giảm giá phải là percentage hoặc fixed_amount.' }),
    value: z.number({ error: CODE_AND_VALUE_REQUIRED }).int('Giá trị phải là số nguyên.').min(1, CODE_AND_VALUE_REQUIRED).max(MAX_VND, 'Giá trị quá lớn.'),
    expiresAt: z.iso.datetime({ offset: true, error: 'Ngày hết hạn không hợp lệ.' }).nullable().optional(),
    usageLimit: z
      .number({ error: 'Giới hạn lượt dùng phải là số nguyên không âm.' })
      .int('Giới hạn lượt dùng phải là số nguyên không âm.')
      .min(0, 'Giới hạn lượt dùng phải là số nguyên không âm.')
      .max(10_000_000, 'Giới hạn lượt dùng quá lớn.')
      .nullable()
      .optional()
      .transform((limit) => (limit ? limit : null)),
    isActive: z.boolean({ error: 'Trường isActive phải là true hoặc false.' }).default(true),
    appliesTo: z.enum(['all', 'specific_courses', 'specific_tools'], { error: 'Phạm vi áp dụng phải là all, specific_courses hoặc specific_tools.' }).default('all'),
    applicableCourses: idList('Danh sách khóa học'),
    applicableTools: idList('Danh sách gói phần mềm'),
  }).superRefine((input, ctx) => {
    if (input.type === 'percentage' && input.value > 100) ctx.addIssue({ code: 'custom', path: ['value'], message: 'Phần trăm giảm giá phải từ 1 đến 100.' });
    if (input.appliesTo === 'specific_courses' && input.applicableCourses.length === 0)
      ctx.addIssue({ code: 'custom', path: ['applicableCourses'], message: 'Hãy chọn ít nhất một khóa học được áp dụng.' });
    if (input.appliesTo === 'specific_tools' && input.applicableTools.length === 0)
      ctx.addIssue({ code: 'custom', path: ['applicableTools'], message: 'Hãy chọn ít nhất một gói phần mềm được áp dụng.' });
  }),
) {}

export class DiscountCourseOptionsDto extends createZodDto(z.object({ courses: z.array(z.object({ _id: z.string(), title: z.string(), price: z.number().int() })) })) {}
export class DiscountToolPlanOptionsDto extends createZodDto(
  z.object({
    toolPlans: z.array(
      z.object({ _id: z.string(), name: z.string(), price: z.number().int(), toolId: z.object({ _id: z.string(), name: z.string(), thumbnailUrl: z.string().nullable() }) }),
    ),
  }),
) {}
