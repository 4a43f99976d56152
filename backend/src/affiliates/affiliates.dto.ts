import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { paginationSchema } from '../common/http/responses';
import { bankHolderName } from '../common/text/bank-holder-name';
import { body, limitQuery, pageQuery } from '../common/validation/fields';

const money = z.number().int();
const balancesSchema = z.object({ pending: money, approved: money, paid: money });

export const payoutAccountSchema = z.object({ bankBin: z.string(), bankName: z.string(), accountNumber: z.string(), accountHolder: z.string() });

export class AffiliateInfoDto extends createZodDto(
  z.object({
    isAffiliate: z.boolean(),
    affiliateCode: z.string().nullable(),
    joinedAt: z.string().nullable(),
    level: z.number().int(),
    directRatePercent: z.number().int(),
    teamRatePercent: z.number().int(),
    cookieDays: z.number().int(),
    holdingDays: z.number().int(),
    minimumPayout: money,
    /** `${PUBLIC_URL}/ref/{code}`; course and tool links are `/courses/{slug}/ref/{code}`. */
    referralLink: z.string().nullable(),
    referredByName: z.string().nullable(),
    balances: balancesSchema,
    payoutAccount: payoutAccountSchema.extend({ updatedAt: z.string() }).nullable(),
  }),
) {}

const conversionType = z.enum(['SIGNUP', 'COURSE_ENROLLMENT']);
// reversed: the sale was refunded in full, so the commission is gone.
const conversionStatus = z.enum(['pending', 'approved', 'paid', 'rejected', 'reversed']);
const tier = z.enum(['direct', 'team']);

export class MyConversionsQueryDto extends createZodDto(z.object({ page: pageQuery, limit: limitQuery(10), type: conversionType.optional().catch(undefined) })) {}

/** What every view of a conversion shows: its kind, tier, status and money, with the rate it was recorded at. */
const conversionFields = z.object({
  _id: z.string(),
  type: conversionType,
  tier,
  status: conversionStatus,
  itemTitle: z.string().nullable(),
  /** What was sold: a course or a software plan; null for a sign-up. */
  itemKind: z.enum(['course', 'tool_plan']).nullable(),
  baseAmount: money,
  ratePercent: z.number().int(),
  /** What the affiliate earns now: the commission as recorded less what refunds of the sale took back (reversedAmount). */
  earnedAmount: money,
  reversedAmount: money,
  holdUntil: z.string(),
  createdAt: z.string(),
});

export class MyConversionsDto extends createZodDto(
  z.object({
    conversions: z.array(
      conversionFields.extend({
        referredName: z.string(),
        referredEmail: z.string(),
        /** The admin's reason, on a rejected conversion only. */
        reviewNotes: z.string().nullable(),
      }),
    ),
    pagination: paginationSchema,
  }),
) {}

export class PageQueryDto extends createZodDto(z.object({ page: pageQuery, limit: limitQuery(10) })) {}

export class DownlineDto extends createZodDto(
  z.object({
    downline: z.array(z.object({ _id: z.string(), name: z.string(), email: z.string(), isAffiliate: z.boolean(), joinedAt: z.string(), earned: money })),
    pagination: paginationSchema,
  }),
) {}

const periodSchema = z.object({ period: z.string(), clicks: z.number().int(), signups: z.number().int(), enrollments: z.number().int(), earnings: money });

export class AffiliateDashboardDto extends createZodDto(
  z.object({
    stats: z.object({ clicks: z.number().int(), signups: z.number().int(), enrollments: z.number().int(), conversionRate: z.number(), earnings: balancesSchema }),
    /** Days (YYYY-MM-DD, Vietnam time) of the last 30 days that had activity. */
    daily: z.array(periodSchema),
    /** Months (YYYY-MM) of the last 12 months that had activity. */
    monthly: z.array(periodSchema),
  }),
) {}

export const payoutSchema = z.object({
  _id: z.string(),
  kind: z.enum(['affiliate', 'instructor']),
  userId: z.string(),
  method: z.enum(['bank_transfer', 'wallet']),
  gross: money,
  taxWithheld: money,
  net: money,
  taxRatePercent: z.number().int(),
  taxThreshold: money,
  bankName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  accountHolder: z.string().nullable(),
  reference: z.string().nullable(),
  createdAt: z.string(),
});

export class PayoutListDto extends createZodDto(z.object({ payouts: z.array(payoutSchema), pagination: paginationSchema })) {}
export class AdminPayoutListDto extends createZodDto(z.object({ payouts: z.array(payoutSchema.extend({ name: z.string(), email: z.string() })), pagination: paginationSchema })) {}
export class PayoutDto extends createZodDto(z.object({ payout: payoutSchema })) {}

const HOLDER_MESSAGE = 'Tên chủ tài khoản chỉ gồm chữ in hoa không dấu và khoảng trắng, như trên thẻ ngân hàng.';
export class PayoutAccountInputDto extends createZodDto(
  body({
    bankBin: z
      .string({ error: 'Vui lòng chọn ngân hàng.' })
      .trim()
      .regex(/^\d{6}$/, 'Vui lòng chọn ngân hàng.'),
    accountNumber: z
      .string({ error: 'Vui lòng nhập số tài khoản.' })
      .trim()
      .min(1, 'Vui lòng nhập số tài khoản.')
      .regex(/^[0-9A-Za-z]{4,19}$/, 'Số tài khoản gồm 4 đến 19 chữ số hoặc chữ cái, không có khoảng trắng.'),
    accountHolder: z
      .string({ error: 'Vui lòng nhập tên chủ tài khoản.' })
      .trim()
      .min(1, 'Vui lòng nhập tên chủ tài khoản.')
      .max(100, HOLDER_MESSAGE)
      // Typed as on an ID card ('Trần Thị Mai'); the bank format has no accents ('TRAN THI MAI').
      .transform(bankHolderName)
      .refine((name) => /^[A-Z ]+$/.test(name), HOLDER_MESSAGE),
  }),
) {}
export class PayoutAccountDto extends createZodDto(z.object({ payoutAccount: payoutAccountSchema.extend({ updatedAt: z.string() }).nullable() })) {}

export class BanksDto extends createZodDto(z.object({ banks: z.array(z.object({ bin: z.string(), shortName: z.string(), name: z.string() })) })) {}

export class TrackQueryDto extends createZodDto(
  z.object({
    source: z
      .string()
      .regex(/^course_[a-z0-9-]{1,191}$/)
      .optional()
      .catch(undefined),
  }),
) {}
export class TrackResultDto extends createZodDto(z.object({ recorded: z.boolean() })) {}

export class StatementQueryDto extends createZodDto(
  z.object({ year: z.coerce.number({ error: 'Năm không hợp lệ.' }).int('Năm không hợp lệ.').min(2020, 'Năm không hợp lệ.').max(2100, 'Năm không hợp lệ.') }),
) {}

// ── Admin ─────────────────────────────────────────────────────────────────────────────────────

export class AdminAffiliatesQueryDto extends createZodDto(
  z.object({ page: pageQuery, limit: limitQuery(10), search: z.string().trim().max(100, 'Từ khóa tìm kiếm quá dài.').optional() }),
) {}

export class AdminAffiliatesDto extends createZodDto(
  z.object({
    affiliates: z.array(
      z.object({
        _id: z.string(),
        name: z.string(),
        email: z.string(),
        affiliateCode: z.string().nullable(),
        level: z.number().int(),
        joinedAt: z.string().nullable(),
        isDisabled: z.boolean(),
        clicks: z.number().int(),
        signups: z.number().int(),
        enrollments: z.number().int(),
        downlineCount: z.number().int(),
        earnings: balancesSchema,
      }),
    ),
    pagination: paginationSchema,
  }),
) {}

export class AffiliateOverviewDto extends createZodDto(
  z.object({
    totalAffiliates: z.number().int(),
    clicks: z.number().int(),
    signups: z.number().int(),
    enrollments: z.number().int(),
    conversionRate: z.number(),
    commissions: balancesSchema,
    taxWithheld: money,
    flaggedPending: z.number().int(),
  }),
) {}

const personSchema = z.object({ _id: z.string(), name: z.string(), email: z.string() });
export class PendingConversionsDto extends createZodDto(
  z.object({
    conversions: z.array(
      conversionFields.extend({
        flagged: z.boolean(),
        flagReasons: z.array(z.string()),
        affiliate: personSchema.extend({ affiliateCode: z.string().nullable() }),
        referredUser: personSchema,
      }),
    ),
    total: z.number().int(),
    pagination: paginationSchema,
  }),
) {}

export class ReviewConversionDto extends createZodDto(
  body({
    newStatus: z.enum(['approved', 'rejected'], { error: 'Trạng thái mới phải là approved hoặc rejected.' }),
    notes: z.string({ error: 'Ghi chú phải là văn bản.' }).trim().max(500, 'Ghi chú tối đa 500 ký tự.').nullable().optional(),
  }).superRefine((input, ctx) => {
    if (input.newStatus === 'rejected' && !input.notes) ctx.addIssue({ code: 'custom', path: ['notes'], message: 'Vui lòng nhập lý do từ chối.' });
  }),
) {}

const payoutKind = z.enum(['affiliate', 'instructor'], { error: 'Loại chi trả phải là affiliate hoặc instructor.' });

export class PayoutQueueQueryDto extends createZodDto(z.object({ kind: payoutKind.default('affiliate') })) {}
export class PayoutHistoryQueryDto extends createZodDto(z.object({ page: pageQuery, limit: limitQuery(10), kind: payoutKind.optional() })) {}

export class PayoutQueueDto extends createZodDto(
  z.object({
    queue: z.array(
      z.object({
        /** SPEC's payout queue entry field: the recipient's user id. */
        affiliateId: z.string(),
        kind: z.enum(['affiliate', 'instructor']),
        name: z.string(),
        email: z.string(),
        affiliateCode: z.string().nullable(),
        gross: money,
        taxWithheld: money,
        net: money,
        taxRatePercent: z.number().int(),
        taxThreshold: money,
        payoutAccount: payoutAccountSchema.nullable(),
        memo: z.string(),
        /** VietQR of the net amount to the recipient's account, null until they save one. */
        qrPayload: z.string().nullable(),
        qrSvg: z.string().nullable(),
      }),
    ),
    minimumPayout: money,
  }),
) {}

export class RecordPayoutDto extends createZodDto(
  body({
    affiliateUserId: z.string({ error: 'Thiếu người nhận thanh toán.' }).trim().min(1, 'Thiếu người nhận thanh toán.').max(36, 'Người nhận không hợp lệ.'),
    kind: payoutKind.default('affiliate'),
    method: z.enum(['bank_transfer', 'wallet'], { error: 'Hình thức chi trả phải là bank_transfer hoặc wallet.' }).default('bank_transfer'),
    reference: z.string({ error: 'Mã tham chiếu phải là văn bản.' }).trim().max(100, 'Mã tham chiếu tối đa 100 ký tự.').nullable().optional(),
    /** The screen makes one per payout it shows; sending the same key again returns the same payout. */
    idempotencyKey: z
      .string({ error: 'Thiếu mã yêu cầu (idempotencyKey).' })
      .trim()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Mã yêu cầu (idempotencyKey) gồm 8 đến 64 chữ cái, số, gạch ngang.'),
  }).superRefine((input, ctx) => {
    if (input.method === 'bank_transfer' && !input.reference)
      ctx.addIssue({ code: 'custom', path: ['reference'], message: 'Vui lòng nhập mã giao dịch chuyển khoản của ngân hàng.' });
  }),
) {}

export class AffiliateReportQueryDto extends createZodDto(
  z.object({
    months: z.coerce.number({ error: 'Số tháng không hợp lệ.' }).int('Số tháng không hợp lệ.').min(1, 'Số tháng từ 1 đến 24.').max(24, 'Số tháng từ 1 đến 24.').default(12),
  }),
) {}

export class AffiliateReportDto extends createZodDto(
  z.object({
    months: z.array(z.object({ month: z.string(), clicks: z.number().int(), signups: z.number().int(), enrollments: z.number().int(), commission: money })),
    topAffiliates: z.array(z.object({ _id: z.string(), name: z.string(), email: z.string(), enrollments: z.number().int(), commission: money })),
  }),
) {}
