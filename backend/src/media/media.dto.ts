import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { paginationSchema } from '../common/http/responses';
import { body, limitQuery, pageQuery } from '../common/validation/fields';

const idField = (message: string) => z.string({ error: message }).trim().min(1, message).max(36, message);

const KIND_MESSAGE = 'Loại media phải là video, image hoặc document (có thể nhiều loại, cách nhau bằng dấu phẩy).';

export class ListMediaQueryDto extends createZodDto(
  z.object({
    page: pageQuery,
    limit: limitQuery(12),
    /** One kind, or several separated by commas (a lecture's resources: document,image). */
    kind: z
      .string({ error: KIND_MESSAGE })
      .transform((text) => [...new Set(text.split(','))])
      .pipe(z.array(z.enum(['video', 'image', 'document'], { error: KIND_MESSAGE })))
      .optional(),
  }),
) {}

export class PlaybackUrlRequestDto extends createZodDto(
  body({
    mediaId: idField('Vui lòng cho biết video cần xem (mediaId).'),
    courseId: idField('Mã khóa học không hợp lệ.').optional(),
  }),
) {}

/** The signed query (exp, sig) of an HLS file or a resource's download link: checked by the service, anything may arrive. */
export class SignedQueryDto extends createZodDto(
  z.object({
    exp: z.string().optional(),
    sig: z.string().optional(),
    /** copy=1: a playlist as written (relative URIs), for the copy an offline download keeps on the device. */
    copy: z.string().optional(),
  }),
) {}

export const mediaAssetSchema = z.object({
  _id: z.string(),
  publicId: z.string().describe('Mã công khai của tệp (trùng _id)'),
  kind: z.enum(['video', 'image', 'document']),
  originalName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  status: z.enum(['uploaded', 'processing', 'ready', 'failed']),
  posterUrl: z.string().nullable().describe('Ảnh đại diện của video, hoặc chính ảnh (đã thu nhỏ) với tệp ảnh'),
  durationSeconds: z.number().int().nullable(),
  failureReason: z.string().nullable(),
  ownerId: z.string(),
  ownerName: z.string(),
  createdAt: z.string(),
});

export class MediaAssetDto extends createZodDto(mediaAssetSchema) {}

export class MediaListDto extends createZodDto(z.object({ assets: z.array(mediaAssetSchema), pagination: paginationSchema })) {}

export class PlaybackUrlDto extends createZodDto(
  z.object({
    playbackUrl: z.string().describe('URL đã ký tới master playlist HLS, dùng được đến expiresAt'),
    expiresAt: z.string(),
  }),
) {}

export class DeleteMediaResultDto extends createZodDto(z.object({ _id: z.string(), message: z.string() })) {}
