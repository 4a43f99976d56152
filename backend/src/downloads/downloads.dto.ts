import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { body } from '../common/validation/fields';

const DEVICE_ID_MESSAGE = 'Mã thiết bị (deviceId) phải là chuỗi 8–64 ký tự chữ, số, gạch ngang hoặc gạch dưới.';
const deviceId = z.string({ error: DEVICE_ID_MESSAGE }).regex(/^[A-Za-z0-9_-]{8,64}$/, DEVICE_ID_MESSAGE);

export class DownloadInputDto extends createZodDto(
  body({
    /** The id the app made up on this device and keeps. */
    deviceId,
    deviceName: z.string({ error: 'Tên thiết bị phải là chuỗi ký tự.' }).trim().min(1, 'Tên thiết bị không được để trống.').max(100, 'Tên thiết bị tối đa 100 ký tự.').optional(),
    /** A rendition (v0, v1…) from `qualities`; the recommended one when left out. */
    variant: z
      .string({ error: 'Chất lượng (variant) không hợp lệ.' })
      .regex(/^v\d{1,2}$/, 'Chất lượng (variant) không hợp lệ.')
      .optional(),
  }),
) {}

export class PermissionCheckInputDto extends createZodDto(
  body({
    deviceId,
    lectureIds: z
      .array(z.string({ error: 'Mã bài giảng không hợp lệ.' }).min(1).max(36, 'Mã bài giảng không hợp lệ.'), { error: 'lectureIds phải là danh sách mã bài giảng.' })
      .max(2000, 'Tối đa 2000 bài giảng mỗi lần.'),
  }),
) {}

const qualitySchema = z.object({
  variant: z.string(),
  height: z.number().int(),
  sizeBytes: z.number().int(),
  /** The quality that keeps a 10-minute lecture nearest 30–60 MB: the default choice. */
  recommended: z.boolean(),
});
export type DownloadQuality = z.infer<typeof qualitySchema>;

export class DownloadSizesDto extends createZodDto(
  z.object({
    /** Every video lecture of the course ready to download, in the outline's order, with each quality's size. */
    lectures: z.array(
      z.object({
        lectureId: z.string(),
        qualities: z.array(qualitySchema),
        /** The lecture's resources (PDFs…), downloaded with it whatever the quality. */
        resourceBytes: z.number().int(),
      }),
    ),
  }),
) {}

const manifestSchema = z.object({
  lectureId: z.string(),
  courseId: z.string(),
  mediaId: z.string(),
  variant: z.string(),
  height: z.number().int(),
  qualities: z.array(qualitySchema),
  files: z.array(
    z.object({
      /**
       * Where the device keeps the file under the lecture's media: the video's as in its HLS output
       * (v1/index.m3u8, v1/seg_000.ts), a resource's as resources/<its media id>/<its name in ASCII>.
       */
      path: z.string(),
      url: z.string().describe('Liên kết đã ký, dùng được đến linksExpireAt'),
      sizeBytes: z.number().int(),
      /** Set on a resource of the lecture (a PDF…): what the app shows and saves it as. */
      resource: z.object({ mediaId: z.string(), name: z.string(), mimeType: z.string() }).optional(),
    }),
  ),
  /** Every file's bytes: the chosen quality's video and the resources. */
  totalBytes: z.number().int(),
  /** Until when the device may play it offline; renewed by POST /api/learn/downloads/permissions while online. */
  permissionExpiresAt: z.string(),
  linksExpireAt: z.string(),
});
export type DownloadManifest = z.infer<typeof manifestSchema>;
export class DownloadManifestDto extends createZodDto(manifestSchema) {}

export class PermissionCheckDto extends createZodDto(
  z.object({ lectures: z.array(z.object({ lectureId: z.string(), allowed: z.boolean(), permissionExpiresAt: z.string().nullable() })) }),
) {}

export class DownloadDevicesDto extends createZodDto(
  z.object({
    limit: z.number().int(),
    devices: z.array(z.object({ _id: z.string(), deviceId: z.string(), name: z.string(), createdAt: z.string(), lastSeenAt: z.string() })),
  }),
) {}

export class RevokeDeviceResultDto extends createZodDto(z.object({ message: z.string() })) {}
