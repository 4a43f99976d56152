import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { paginationSchema } from '../common/http/responses';
import { body, emailField, limitQuery, nameField, optionalPhoneField, pageQuery } from '../common/validation/fields';

// Site-relative (/uploads/...) or absolute http(s) links: what the media library and admins paste.
export const urlField = (label: string) =>
  z
    .string({ error: `${label} không hợp lệ.` })
    .trim()
    .max(500, `${label} không được dài quá 500 ký tự.`)
    .refine((value) => /^\/(?!\/)\S*$/.test(value) || /^https?:\/\/\S+$/i.test(value), `${label} không hợp lệ.`);

export const popupSchema = z.object({
  _id: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  link: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type PopupView = z.infer<typeof popupSchema>;

export class PopupDto extends createZodDto(popupSchema) {}
export class PopupListDto extends createZodDto(z.object({ popups: z.array(popupSchema) })) {}
export class ActivePopupDto extends createZodDto(z.object({ popup: popupSchema.nullable() })) {}

export class PopupInputDto extends createZodDto(
  body({
    title: z.string({ error: 'Vui lòng nhập tiêu đề popup.' }).trim().min(1, 'Vui lòng nhập tiêu đề popup.').max(200, 'Tiêu đề popup không được dài quá 200 ký tự.'),
    imageUrl: urlField('Ảnh popup'),
    link: urlField('Liên kết')
      .nullable()
      .optional()
      .or(z.literal('').transform(() => null)),
    isActive: z.boolean({ error: 'Trạng thái hiển thị phải là true hoặc false.' }).default(true),
  }),
) {}

const contactStatus = z.enum(['new', 'in_progress', 'resolved'], { error: 'Trạng thái phải là new, in_progress hoặc resolved.' });
const CONTACT_MESSAGE_REQUIRED = 'Vui lòng nhập nội dung tin nhắn.';

export class ContactInputDto extends createZodDto(
  body({
    name: nameField,
    email: emailField,
    phone: optionalPhoneField.nullable().optional(),
    message: z.string({ error: CONTACT_MESSAGE_REQUIRED }).trim().min(1, CONTACT_MESSAGE_REQUIRED).max(5000, 'Tin nhắn không được dài quá 5000 ký tự.'),
  }),
) {}

export const contactSubmissionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  status: contactStatus,
  createdAt: z.string(),
});
export type ContactSubmissionView = z.infer<typeof contactSubmissionSchema>;

export class ContactSubmissionDto extends createZodDto(contactSubmissionSchema) {}
export class ContactSubmissionListDto extends createZodDto(z.object({ submissions: z.array(contactSubmissionSchema), pagination: paginationSchema })) {}
export class ListContactSubmissionsQueryDto extends createZodDto(z.object({ page: pageQuery, limit: limitQuery(20), status: contactStatus.optional() })) {}
export class ContactStatusInputDto extends createZodDto(body({ status: contactStatus })) {}
