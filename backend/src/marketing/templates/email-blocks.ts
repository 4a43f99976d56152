import { z } from 'zod';

/**
 * The blocks of a marketing email as the PWA's block editor saves them. The editor and the API both
 * depend on this exact shape; the HTML is compiled from it (email-rendering.ts).
 */

export const MAX_EMAIL_BLOCKS = 60;
export const DEFAULT_BUTTON_COLOR = '#1d4ed8';

/** The Liquid variables a template may use, for the editor's "insert variable" menu and the error texts. */
export const EMAIL_TEMPLATE_VARIABLES = [
  { name: 'user.name', label: 'Họ và tên người nhận', example: 'Nguyễn Văn An' },
  { name: 'user.first_name', label: 'Tên gọi của người nhận (từ cuối của họ tên)', example: 'An' },
  { name: 'user.email', label: 'Email người nhận', example: 'an.nguyen@example.com' },
  { name: 'site.name', label: 'Tên website', example: 'Học viện Marketing' },
  { name: 'site.url', label: 'Địa chỉ website', example: 'https://hocvienmarketing.vn' },
] as const;

const LIQUID_OUTPUT = /\{\{[\s\S]*?\}\}/g;
const LIQUID_TAG = /\{%[\s\S]*?%\}/g;

/**
 * An http(s) address, possibly built with Liquid (`{{ site.url }}/courses`). Each `{{ … }}` stands in for
 * an address while checking, so a Liquid-built link still has to be an http(s) link around it
 * (`javascript:{{ x }}` is refused).
 */
export function isEmailLinkUrl(value: string): boolean {
  const probe = value.replace(LIQUID_TAG, '').replace(LIQUID_OUTPUT, 'https://lien-ket.invalid');
  if (probe === '' || /\s/.test(probe)) return false;
  try {
    const url = new URL(probe);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} phải là chuỗi ký tự.` })
    .trim()
    .min(1, `${label} không được để trống.`)
    .max(max, `${label} không được dài quá ${max} ký tự.`);
}

function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} phải là chuỗi ký tự.` })
    .trim()
    .max(max, `${label} không được dài quá ${max} ký tự.`);
}

function httpUrl(label: string) {
  return z
    .string({ error: `${label} phải là chuỗi ký tự.` })
    .trim()
    .max(1000, `${label} không được dài quá 1000 ký tự.`)
    .refine((value) => !value.includes('{') && isEmailLinkUrl(value), `${label} phải là địa chỉ bắt đầu bằng https:// hoặc http://.`);
}

/** One block type: a strict object (unknown fields are refused, so a typo in the editor shows up). */
function blockSchema<const Type extends string, Shape extends z.ZodRawShape>(type: Type, shape: Shape) {
  return z.strictObject(
    {
      id: z.string({ error: 'Mã khối không hợp lệ.' }).min(1, 'Mã khối không được để trống.').max(40, 'Mã khối không được dài quá 40 ký tự.'),
      type: z.literal(type),
      ...shape,
    },
    {
      error: (issue) => (issue.code === 'unrecognized_keys' ? `Khối "${type}" có trường không được hỗ trợ: ${issue.keys.join(', ')}.` : `Khối "${type}" không hợp lệ.`),
    },
  );
}

const headingBlock = blockSchema('heading', {
  text: requiredText('Tiêu đề', 200),
  level: z.union([z.literal(1), z.literal(2)], { error: 'Cấp tiêu đề chỉ được là 1 hoặc 2.' }),
});

const textBlock = blockSchema('text', {
  // Plain text: a blank line starts a paragraph, **bold** and [label](https://…) are the only markup.
  text: requiredText('Đoạn văn', 5000),
});

const imageBlock = blockSchema('image', {
  src: httpUrl('Địa chỉ ảnh'),
  alt: optionalText('Mô tả ảnh', 200),
  href: httpUrl('Liên kết của ảnh').optional(),
  width: z
    .number({ error: 'Chiều rộng ảnh phải là số nguyên từ 50 đến 600 px.' })
    .int('Chiều rộng ảnh phải là số nguyên từ 50 đến 600 px.')
    .min(50, 'Chiều rộng ảnh phải là số nguyên từ 50 đến 600 px.')
    .max(600, 'Chiều rộng ảnh phải là số nguyên từ 50 đến 600 px.')
    .optional(),
});

const buttonBlock = blockSchema('button', {
  label: requiredText('Chữ trên nút', 60),
  href: z
    .string({ error: 'Liên kết của nút phải là chuỗi ký tự.' })
    .trim()
    .max(1000, 'Liên kết của nút không được dài quá 1000 ký tự.')
    .refine(isEmailLinkUrl, 'Liên kết của nút phải là địa chỉ https:// hoặc http://, có thể dùng biến như {{ site.url }}/khoa-hoc.'),
  color: z
    .string({ error: 'Màu nút phải có dạng #rrggbb.' })
    .regex(/^#[0-9a-fA-F]{6}$/, 'Màu nút phải có dạng #rrggbb, ví dụ #1d4ed8.')
    .optional(),
});

const dividerBlock = blockSchema('divider', {});

const courseBlock = blockSchema('course', {
  courseId: z.string({ error: 'Chưa chọn khóa học.' }).trim().min(1, 'Chưa chọn khóa học.').max(64, 'Mã khóa học không hợp lệ.'),
});

const couponBlock = blockSchema('coupon', {
  code: z.string({ error: 'Mã giảm giá phải là chuỗi ký tự.' }).regex(/^[A-Z0-9_-]{3,40}$/, 'Mã giảm giá gồm 3–40 ký tự: chữ in hoa A–Z, số, dấu "_" hoặc "-".'),
  description: optionalText('Mô tả mã giảm giá', 300),
  expiresText: optionalText('Hạn dùng mã giảm giá', 100).optional(),
});

export const emailBlockSchema = z.discriminatedUnion('type', [headingBlock, textBlock, imageBlock, buttonBlock, dividerBlock, courseBlock, couponBlock], {
  error: (issue) =>
    issue.code === 'invalid_union' ? 'Loại khối không hợp lệ: chỉ dùng heading, text, image, button, divider, course hoặc coupon.' : 'Mỗi khối phải là một đối tượng.',
});

export const emailBlocksSchema = z
  .array(emailBlockSchema, { error: 'Danh sách khối không hợp lệ.' })
  .min(1, 'Mẫu email cần ít nhất một khối.')
  .max(MAX_EMAIL_BLOCKS, `Mẫu email chỉ được có tối đa ${MAX_EMAIL_BLOCKS} khối.`)
  .superRefine((blocks, ctx) => {
    // The editor keys its list by id: two blocks with one id would be edited as one.
    const seen = new Set<string>();
    blocks.forEach((block, index) => {
      if (seen.has(block.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `Mã khối "${block.id}" bị trùng.` });
      seen.add(block.id);
    });
  });

export type EmailBlock = z.infer<typeof emailBlockSchema>;
export type EmailBlockType = EmailBlock['type'];
