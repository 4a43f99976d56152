import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { paginationSchema } from '../common/http/responses';
import { body, limitQuery, pageQuery } from '../common/validation/fields';

const idField = (message: string) => z.string({ error: message }).trim().min(1, message).max(36, message);

export class ListMediaQueryDto extends createZodDto(
  z.object({
    page: pageQuery,
    limit: limitQuery(12),
    kind: z.enum(['video', 'image'], { error: 'Loại media phải là video hoặc image.' }).optional(),
  }),
) {}

export class PlaybackUrlRequestDto extends createZodDto(
  body({
    mediaId: idField('Vui lòng cho biết video cần xem (mediaId).'),
    courseId: idField('Mã khóa học không hợp lệ.').optional(),
  }),
) {}

export class HlsQueryDto extends createZodDto(z.object({ exp: z.string().optional(), sig: z.string().optional() })) {}

export const mediaAssetSchema = z.object({
  _id: z.string(),
  publicId: z.string().describe('Mã công khai của tệp (trùng _id)'),
  kind: z.enum(['video', 'image']),
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
