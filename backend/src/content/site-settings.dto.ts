import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { body } from '../common/validation/fields';

export const MAX_PARTNER_LINKS = 8;
const HTTPS_URL_MESSAGE = 'Liên kết phải là địa chỉ https:// hợp lệ.';

/** An absolute https:// address: partner sites open in a new tab, never a page of this site. */
const httpsUrl = z
  .string({ error: HTTPS_URL_MESSAGE })
  .trim()
  .max(500, 'Liên kết không được dài quá 500 ký tự.')
  .refine((value) => {
    if (/\s/.test(value)) return false;
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, HTTPS_URL_MESSAGE);

const text = (label: string, max: number) =>
  z
    .string({ error: `Vui lòng nhập ${label}.` })
    .trim()
    .min(1, `Vui lòng nhập ${label}.`)
    .max(max, `${label[0].toUpperCase()}${label.slice(1)} không được dài quá ${max} ký tự.`);

const partnerLinkSchema = z.object({ label: text('tên liên kết', 60), url: httpsUrl }, { error: 'Liên kết đối tác không hợp lệ.' });

/** The credit line of the footer: "Đồng hành cùng đối tác <text>", a link when it has a URL. */
const footerPartnerSchema = z.object(
  {
    text: text('tên đối tác ở chân trang', 160),
    url: httpsUrl
      .nullable()
      .optional()
      .or(z.literal('').transform(() => null)),
  },
  { error: 'Đối tác ở chân trang không hợp lệ.' },
);

export const partnerSettingsSchema = z.object({
  partnerLinks: z
    .array(partnerLinkSchema, { error: 'Danh sách liên kết đối tác không hợp lệ.' })
    .max(MAX_PARTNER_LINKS, `Tối đa ${MAX_PARTNER_LINKS} liên kết đối tác.`)
    .describe('Dịch vụ đối tác trên đầu trang và menu di động, theo thứ tự hiển thị; mở trong tab mới.'),
  footerPartner: footerPartnerSchema.nullable().describe('Dòng ghi nhận đối tác ở chân trang; null khi không hiển thị.'),
});
export type PartnerSettings = z.infer<typeof partnerSettingsSchema>;

export class PartnerSettingsInputDto extends createZodDto(body(partnerSettingsSchema.shape)) {}

const partnerSettingsView = z.object({
  partnerLinks: z.array(z.object({ label: z.string(), url: z.string() })),
  footerPartner: z.object({ text: z.string(), url: z.string().nullable() }).nullable(),
});
export type PartnerSettingsView = z.infer<typeof partnerSettingsView>;

export class PartnerSettingsDto extends createZodDto(partnerSettingsView) {}

export class EditablePartnerSettingsDto extends createZodDto(
  partnerSettingsView.extend({
    updatedAt: z.string().nullable().describe('Lần lưu gần nhất; null khi chưa ai lưu.'),
    updatedBy: z.object({ _id: z.string(), name: z.string() }).nullable().describe('Quản trị viên đã lưu lần gần nhất; null với dữ liệu mẫu hoặc tài khoản đã xóa.'),
  }),
) {}
