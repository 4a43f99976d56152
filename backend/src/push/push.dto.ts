import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { body } from '../common/validation/fields';

const INVALID = 'Đăng ký nhận thông báo đẩy không hợp lệ.';

/** The push service's URL for this device: always https (RFC 8030). */
const endpointField = z
  .string({ error: INVALID })
  .max(2048, INVALID)
  .refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Địa chỉ nhận thông báo đẩy phải là URL https.');

/** A base64url key of the browser (padding tolerated) that decodes to `bytes` bytes. */
const browserKey = (bytes: number) =>
  z
    .string({ error: INVALID })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, INVALID)
    .refine((key) => Buffer.from(key, 'base64url').length === bytes, INVALID);

export class PushSubscriptionInputDto extends createZodDto(
  body({
    endpoint: endpointField,
    // p256dh: the device's P-256 public key (uncompressed point); auth: its 16-byte secret.
    keys: z.object({ p256dh: browserKey(65), auth: browserKey(16) }, { error: INVALID }),
    userAgent: z
      .string({ error: INVALID })
      .transform((value) => value.slice(0, 300))
      .optional(),
  }),
) {}

export class PushUnsubscribeDto extends createZodDto(body({ endpoint: endpointField })) {}

export class VapidPublicKeyDto extends createZodDto(
  z.object({
    /** The application server key for pushManager.subscribe (base64url, uncompressed P-256 point). */
    publicKey: z.string(),
  }),
) {}
