import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

/** A file a learner can download under a lecture. */
export const lectureResourceSchema = z.object({
  _id: z.string().describe('Mã tệp trong thư viện media'),
  name: z.string(),
  kind: z.enum(['document', 'image']),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
});

export class ResourceLinkDto extends createZodDto(
  z.object({
    url: z.string().describe('Liên kết tải đã ký, dùng được đến expiresAt'),
    expiresAt: z.string(),
  }),
) {}
