import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { body } from '../common/validation/fields';

const NAME_MESSAGE = 'Họ và tên trên chứng chỉ phải dài từ 2 đến 120 ký tự.';
const NAME_CHARACTERS = 'Họ và tên chỉ gồm chữ cái, khoảng trắng, dấu gạch ngang, dấu chấm hoặc dấu nháy.';

export class CertificateNameInputDto extends createZodDto(
  body({
    fullName: z
      .string({ error: NAME_MESSAGE })
      .trim()
      .min(2, NAME_MESSAGE)
      .max(120, NAME_MESSAGE)
      .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u, NAME_CHARACTERS),
  }),
) {}

export const certificateViewSchema = z.object({
  code: z.string(),
  courseId: z.string(),
  courseSlug: z.string(),
  courseTitle: z.string(),
  instructorName: z.string(),
  recipientName: z.string(),
  /** ISO instant the last lecture was completed. */
  completedAt: z.string(),
  durationSeconds: z.number().int(),
  revoked: z.boolean(),
  /** The public verification page. */
  verifyUrl: z.string(),
  /** The PDF (public, like the verification page). */
  pdfUrl: z.string(),
});
export type CertificateView = z.infer<typeof certificateViewSchema>;

export class MyCertificatesDto extends createZodDto(
  z.object({
    /** The name printed on the certificates: the confirmed one, else the account's name waiting for confirmation. */
    fullName: z.string(),
    nameConfirmed: z.boolean(),
    certificates: z.array(certificateViewSchema),
  }),
) {}

export class CertificateNameDto extends createZodDto(z.object({ fullName: z.string(), nameConfirmed: z.literal(true) })) {}

export class CourseCertificatesDto extends createZodDto(
  z.object({
    issuedCount: z.number().int(),
    revokedCount: z.number().int(),
    /** The newest 100. */
    certificates: z.array(z.object({ code: z.string(), recipientName: z.string(), completedAt: z.string(), revoked: z.boolean(), verifyUrl: z.string() })),
  }),
) {}
