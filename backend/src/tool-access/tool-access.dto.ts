import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { body, intField, optionalTextField } from '../common/validation/fields';

const deliveryMethod = z.enum(['licence_key', 'download', 'hosted_account'], { error: 'Cách giao phải là licence_key, download hoặc hosted_account.' });
const reason = z.string({ error: 'Hãy ghi lý do.' }).trim().min(5, 'Lý do cần ít nhất 5 ký tự.').max(500, 'Lý do không được dài quá 500 ký tự.');

// ── The buyer ───────────────────────────────────────────────────────────────────────────────

/** One tool the user bought: no access details here (GET /tools/me/{toolId}/access has them). */
const myToolSchema = z.object({
  toolId: z.string(),
  slug: z.string(),
  name: z.string(),
  thumbnailUrl: z.string().nullable(),
  deliveryMethod,
  /** The plan of the latest period, which "Gia hạn" buys again. */
  plan: z.object({ _id: z.string(), name: z.string(), price: z.number().int(), durationDays: z.number().int() }),
  startsAt: z.string(),
  expiresAt: z.string(),
  /** Days until expiry, counted up in 24-hour steps (1 during the last 24 hours); 0 or less once expired. */
  daysLeft: z.number().int(),
  status: z.enum(['active', 'expired', 'revoked']),
  /** False while a licence key or hosted account is still being prepared. */
  accessReady: z.boolean(),
});
export class MyToolsDto extends createZodDto(z.object({ tools: z.array(myToolSchema) })) {}

export class ToolAccessDto extends createZodDto(
  z.object({
    toolId: z.string(),
    name: z.string(),
    deliveryMethod,
    status: z.enum(['active', 'expired', 'revoked']),
    expiresAt: z.string(),
    /** How to use it; null once the access has ended. */
    instructions: z.string().nullable(),
    /** Licence keys of the current and paid-ahead periods. */
    licenceKeys: z.array(z.object({ key: z.string(), startsAt: z.string(), expiresAt: z.string() })),
    /** A signed link valid a few minutes (download). */
    download: z.object({ url: z.string(), fileName: z.string(), sizeBytes: z.number().int(), expiresAt: z.string() }).nullable(),
    /** The hosted tool's page and the buyer's account there, once an admin filled it in (hosted_account). */
    accessUrl: z.string().nullable(),
    account: z.array(z.object({ label: z.string(), value: z.string() })).nullable(),
    /** A Vietnamese sentence when something is not ready or no longer available. */
    notice: z.string().nullable(),
  }),
) {}

// ── The admin ───────────────────────────────────────────────────────────────────────────────

export class ToolDeliveryInputDto extends createZodDto(
  body({
    deliveryMethod,
    accessInstructions: optionalTextField(5000, 'Hướng dẫn sử dụng'),
    accessUrl: optionalTextField(500, 'Đường dẫn đăng nhập').refine(
      (url) => url === null || /^https?:\/\/\S+$/.test(url),
      'Đường dẫn đăng nhập phải bắt đầu bằng http:// hoặc https://.',
    ),
    keysLowThreshold: intField('Ngưỡng báo sắp hết mã phải là số nguyên từ 0 đến 10000.', 0, 10_000).default(5),
  }),
) {}

export class ToolDeliveryDto extends createZodDto(
  z.object({
    delivery: z.object({
      toolId: z.string(),
      name: z.string(),
      deliveryMethod,
      accessInstructions: z.string().nullable(),
      accessUrl: z.string().nullable(),
      keysLowThreshold: z.number().int(),
      download: z.object({ fileName: z.string(), sizeBytes: z.number().int() }).nullable(),
      keys: z.object({ available: z.number().int(), reserved: z.number().int(), assigned: z.number().int() }),
    }),
  }),
) {}

export class LicenceKeysInputDto extends createZodDto(
  body({ keys: z.string({ error: 'Hãy dán danh sách mã bản quyền (mỗi dòng một mã).' }).max(2_000_000, 'Danh sách mã quá dài: tối đa khoảng 10.000 mã mỗi lần.') }),
) {}

export class LicenceKeysResultDto extends createZodDto(
  z.object({
    added: z.number().int(),
    /** Pasted lines not added; `skipped` names them and why. */
    duplicates: z.number().int(),
    skipped: z.array(z.object({ key: z.string(), reason: z.enum(['repeated', 'in_pool']) })),
    available: z.number().int(),
    reserved: z.number().int(),
    assigned: z.number().int(),
    message: z.string(),
  }),
) {}

export class ToolHoldersDto extends createZodDto(
  z.object({
    holders: z.array(
      z.object({
        subscriptionId: z.string(),
        user: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
        planName: z.string(),
        orderCode: z.string(),
        startsAt: z.string(),
        expiresAt: z.string(),
        status: z.enum(['active', 'upcoming', 'expired', 'revoked']),
        /** The last four characters of the buyer's licence key (never the key). */
        keyHint: z.string().nullable(),
        accountFilled: z.boolean(),
      }),
    ),
    events: z.array(
      z.object({ _id: z.string(), subscriptionId: z.string(), action: z.string(), reason: z.string().nullable(), actorName: z.string().nullable(), createdAt: z.string() }),
    ),
  }),
) {}

export class HostedAccountInputDto extends createZodDto(
  body({
    fields: z
      .array(
        z.object(
          {
            label: z.string({ error: 'Tên trường là bắt buộc.' }).trim().min(1, 'Tên trường là bắt buộc.').max(60, 'Tên trường tối đa 60 ký tự.'),
            value: z.string({ error: 'Giá trị là bắt buộc.' }).trim().min(1, 'Giá trị là bắt buộc.').max(300, 'Giá trị tối đa 300 ký tự.'),
          },
          { error: 'Mỗi trường phải là { label, value }.' },
        ),
        { error: 'Danh sách trường tài khoản không hợp lệ.' },
      )
      .min(1, 'Hãy nhập ít nhất một trường (ví dụ: Tên đăng nhập).')
      .max(10, 'Tối đa 10 trường.'),
  }),
) {}

export class RevokeAccessInputDto extends createZodDto(body({ reason })) {}
export class ExtendAccessInputDto extends createZodDto(body({ days: intField('Số ngày gia hạn phải là số nguyên từ 1 đến 3650.', 1, 3650), reason })) {}
