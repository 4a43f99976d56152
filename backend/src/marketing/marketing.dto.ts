import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { paginationSchema } from '../common/http/responses';
import { body, intField, limitQuery, optionalTextField, pageQuery } from '../common/validation/fields';
import { audienceRulesSchema } from './audience/audience-rules';
import { emailBlocksSchema } from './templates/email-blocks';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} là bắt buộc.` })
    .trim()
    .min(1, `${label} là bắt buộc.`)
    .max(max, `${label} không được dài quá ${max} ký tự.`);
const id = (label: string) =>
  z
    .string({ error: `${label} không hợp lệ.` })
    .trim()
    .min(1, `${label} không hợp lệ.`)
    .max(36, `${label} không hợp lệ.`);
const status = z.enum(['draft', 'active', 'paused', 'finished']);
const editableStatus = z.enum(['draft', 'active', 'paused'], { error: 'Trạng thái phải là draft (nháp), active (đang chạy) hoặc paused (tạm dừng).' });
const trigger = z.enum(
  ['broadcast', 'user_registered', 'email_verified', 'order_paid', 'checkout_abandoned', 'inactive', 'course_completed', 'affiliate_joined', 'commission_approved'],
  {
    error: 'Sự kiện bắt đầu không được hỗ trợ.',
  },
);

// ── Templates ───────────────────────────────────────────────────────────────────────────────

const templateContent = {
  subject: text('Tiêu đề thư', 200),
  preheader: optionalTextField(200, 'Dòng xem trước'),
  blocks: emailBlocksSchema,
};

export class EmailTemplateInputDto extends createZodDto(body({ name: text('Tên mẫu', 120), ...templateContent })) {}
export class EmailPreviewInputDto extends createZodDto(body(templateContent)) {}

const usedBySchema = z.object({ _id: z.string(), name: z.string(), status, scenarioName: z.string() });

export class EmailTemplateDto extends createZodDto(
  z.object({
    template: z.object({
      _id: z.string(),
      name: z.string(),
      subject: z.string(),
      preheader: z.string().nullable(),
      blocks: z.array(z.record(z.string(), z.unknown())),
      usedBy: z.array(usedBySchema),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  }),
) {}

export class EmailTemplatesDto extends createZodDto(
  z.object({
    templates: z.array(z.object({ _id: z.string(), name: z.string(), subject: z.string(), blocksCount: z.number().int(), usedBy: z.array(usedBySchema), updatedAt: z.string() })),
    /** The variables a template may use, with an example value each. */
    variables: z.array(z.object({ name: z.string(), label: z.string(), example: z.string() })),
  }),
) {}

export class EmailPreviewDto extends createZodDto(z.object({ subject: z.string(), html: z.string(), text: z.string() })) {}

// ── Scenarios and campaigns ─────────────────────────────────────────────────────────────────

export class EmailScenarioInputDto extends createZodDto(
  body({
    name: text('Tên kịch bản', 120),
    trigger,
    /** order_paid, course_completed: one course (or tool, order_paid only); null for any. */
    triggerCourseId: id('Khóa học').nullable().optional(),
    triggerToolId: id('Phần mềm').nullable().optional(),
    /** inactive: days without learning. */
    inactiveDays: intField('Số ngày không học phải là số nguyên từ 1 đến 365.', 1, 365).nullable().optional(),
    /** broadcast: when it goes out (ISO 8601 with offset). */
    sendAt: z.iso.datetime({ offset: true, error: 'Thời gian gửi không hợp lệ.' }).nullable().optional(),
    reentry: z.enum(['once', 'after_days'], { error: 'Quy tắc vào lại phải là once (một lần) hoặc after_days (sau N ngày).' }).default('once'),
    reentryDays: intField('Số ngày trước khi vào lại phải là số nguyên từ 1 đến 3650.', 1, 3650).nullable().optional(),
    status: editableStatus.default('draft'),
  })
    .refine((input) => input.trigger !== 'broadcast' || input.sendAt, { path: ['sendAt'], message: 'Chiến dịch gửi hàng loạt cần thời gian gửi.' })
    .refine((input) => input.trigger !== 'inactive' || input.inactiveDays, { path: ['inactiveDays'], message: 'Hãy nhập số ngày không học.' })
    .refine((input) => input.reentry !== 'after_days' || input.reentryDays, { path: ['reentryDays'], message: 'Hãy nhập số ngày trước khi được vào lại.' })
    .refine((input) => !input.triggerToolId || input.trigger === 'order_paid', { path: ['triggerToolId'], message: 'Chỉ sự kiện thanh toán đơn hàng mới chọn được phần mềm.' })
    .refine((input) => !input.triggerCourseId || input.trigger === 'order_paid' || input.trigger === 'course_completed', {
      path: ['triggerCourseId'],
      message: 'Chỉ sự kiện thanh toán đơn hàng hoặc hoàn thành khóa học mới chọn được khóa học.',
    }),
) {}

const statsSchema = z.object({ sent: z.number().int(), opened: z.number().int(), clicked: z.number().int(), unsubscribed: z.number().int() });

export const campaignSchema = z.object({
  _id: z.string(),
  scenarioId: z.string(),
  templateId: z.string(),
  templateName: z.string(),
  name: z.string(),
  subject: z.string(),
  position: z.number().int(),
  delayMinutes: z.number().int(),
  audience: z.record(z.string(), z.unknown()).nullable(),
  status,
  /** Why the sender paused it (the mail server refused its mails too many times in a row); null otherwise. */
  pausedReason: z.string().nullable(),
  stats: statsSchema,
});

export const scenarioSchema = z.object({
  _id: z.string(),
  name: z.string(),
  trigger,
  triggerCourseId: z.string().nullable(),
  triggerToolId: z.string().nullable(),
  inactiveDays: z.number().int().nullable(),
  sendAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  reentry: z.enum(['once', 'after_days']),
  reentryDays: z.number().int().nullable(),
  status,
  /** Users on their way through it, and those who reached its end. */
  enrolled: z.object({ active: z.number().int(), finished: z.number().int() }),
  campaigns: z.array(campaignSchema),
  createdAt: z.string(),
});

export class EmailScenarioDto extends createZodDto(z.object({ scenario: scenarioSchema })) {}
export class EmailScenariosDto extends createZodDto(z.object({ scenarios: z.array(scenarioSchema) })) {}

const campaignFields = {
  templateId: id('Mẫu email'),
  name: text('Tên chiến dịch', 120),
  subject: text('Tiêu đề thư', 200),
  /** After the trigger (the first campaign) or the previous campaign. */
  delayMinutes: intField('Thời gian chờ phải là số phút nguyên từ 0 đến 525600 (một năm).', 0, 525_600).default(0),
  audience: audienceRulesSchema.nullable().default(null),
  status: editableStatus.default('draft'),
};

export class MarketingCampaignCreateDto extends createZodDto(body({ scenarioId: id('Kịch bản'), ...campaignFields })) {}
export class MarketingCampaignUpdateDto extends createZodDto(body({ ...campaignFields, position: intField('Vị trí phải là số nguyên từ 0 đến 1000.', 0, 1000).optional() })) {}
export class MarketingCampaignMoveDto extends createZodDto(body({ newScenarioId: id('Kịch bản mới'), oldScenarioId: id('Kịch bản cũ') })) {}
export class MarketingCampaignDto extends createZodDto(z.object({ campaign: campaignSchema })) {}

export class CampaignResultsDto extends createZodDto(
  z.object({
    campaign: campaignSchema,
    totals: z.object({
      /** Enrollments that reached this campaign (sends of every outcome). */
      recipients: z.number().int(),
      sent: z.number().int(),
      delivered: z.number().int(),
      bounced: z.number().int(),
      failed: z.number().int(),
      skipped: z.number().int(),
      opened: z.number().int(),
      clicked: z.number().int(),
      unsubscribed: z.number().int(),
      /** Orders paid within 7 days after a click on this campaign, and their amount from the ledger (VND). */
      orders: z.number().int(),
      revenue: z.number().int(),
      /** Waiting to be sent this campaign (scheduled, quiet hours, caps). */
      waiting: z.number().int(),
    }),
    daily: z.array(z.object({ day: z.string(), sent: z.number().int(), opened: z.number().int(), clicked: z.number().int() })),
    links: z.array(z.object({ url: z.string(), clicks: z.number().int() })),
  }),
) {}

// ── Audience and limits ─────────────────────────────────────────────────────────────────────

export class AudienceCountInputDto extends createZodDto(body({ rules: audienceRulesSchema })) {}
export class AudienceCountDto extends createZodDto(
  z.object({
    /** Who would get the mail: in the rules and eligible (consent, verified, not suppressed, not locked). */
    count: z.number().int(),
    /** In the rules, eligible or not. */
    matching: z.number().int(),
  }),
) {}
export class AudienceFieldsDto extends createZodDto(z.object({ fields: z.array(z.record(z.string(), z.unknown())) })) {}

const limitsShape = {
  perSecond: intField('Số thư mỗi giây phải từ 1 đến 10.000.', 1, 10_000),
  perDay: intField('Số thư mỗi ngày phải từ 1 đến 10.000.000.', 1, 10_000_000),
  perUserPerDay: intField('Số thư tối đa mỗi người mỗi ngày phải từ 1 đến 10.', 1, 10),
  perUserPerWeek: intField('Số thư tối đa mỗi người mỗi tuần phải từ 1 đến 50.', 1, 50),
  quietStartHour: intField('Giờ bắt đầu yên lặng phải từ 0 đến 23.', 0, 23),
  quietEndHour: intField('Giờ kết thúc yên lặng phải từ 0 đến 23.', 0, 23),
  softBounceLimit: intField('Số lần từ chối tạm thời phải từ 1 đến 20.', 1, 20),
};
export class EmailSettingsInputDto extends createZodDto(
  body(limitsShape).refine((limits) => limits.perUserPerWeek >= limits.perUserPerDay, {
    path: ['perUserPerWeek'],
    message: 'Giới hạn mỗi tuần không được nhỏ hơn giới hạn mỗi ngày.',
  }),
) {}
export class EmailSettingsDto extends createZodDto(z.object({ settings: z.object(limitsShape) })) {}

// ── The recipient ───────────────────────────────────────────────────────────────────────────

export class EmailPreferencesInputDto extends createZodDto(body({ marketingConsent: z.boolean({ error: 'Hãy chọn có hoặc không nhận thư.' }) })) {}
export class EmailPreferencesDto extends createZodDto(
  z.object({
    /** Partly hidden when read through a mail's link (anyone holding the mail could open it). */
    email: z.string(),
    marketingConsent: z.boolean(),
    marketingConsentAt: z.string().nullable(),
    /** Set when the address is blocked for a reason the user cannot lift here (bounces, complaint). */
    suppressed: z.boolean(),
  }),
) {}

export class MailEventsInputDto extends createZodDto(
  body({
    events: z
      .array(
        z.object({
          type: z.enum(['hard_bounce', 'soft_bounce', 'complaint'], { error: 'Loại sự kiện phải là hard_bounce, soft_bounce hoặc complaint.' }),
          email: z.email('Địa chỉ email không hợp lệ.').max(191).toLowerCase(),
          reason: z.string().max(300).optional(),
        }),
      )
      .min(1, 'Không có sự kiện nào.')
      .max(1000, 'Tối đa 1000 sự kiện mỗi lần.'),
  }),
) {}

/** A mail that reached an unsubscribe mailbox (`unsubscribe+<token>@…`), as the provider's inbound webhook passes it on. */
export class InboundMailInputDto extends createZodDto(
  body({
    to: z.string({ error: 'Thiếu địa chỉ nhận (to).' }).trim().min(3, 'Thiếu địa chỉ nhận (to).').max(400, 'Địa chỉ nhận quá dài.'),
    from: z.string().max(400).optional(),
  }),
) {}

// ── Suppression list ────────────────────────────────────────────────────────────────────────

export class EmailSuppressionInputDto extends createZodDto(
  body({
    email: z.email('Địa chỉ email không hợp lệ.').max(191, 'Địa chỉ email không hợp lệ.').toLowerCase(),
    detail: optionalTextField(500, 'Ghi chú'),
  }),
) {}
export class EmailSuppressionsQueryDto extends createZodDto(z.object({ page: pageQuery, limit: limitQuery(50), search: z.string().trim().max(100).optional().catch(undefined) })) {}
export class EmailSuppressionsDto extends createZodDto(
  z.object({
    suppressions: z.array(
      z.object({ email: z.string(), reason: z.enum(['hard_bounce', 'soft_bounce', 'complaint', 'manual']), detail: z.string().nullable(), createdAt: z.string() }),
    ),
    pagination: paginationSchema,
  }),
) {}
