import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { paginationSchema } from '../common/http/responses';
import { body, intField, limitQuery, optionalTextField, pageQuery } from '../common/validation/fields';
import { orderSchema, refundRequestSchema } from '../orders/orders.dto';

const money = z.number().int();
const refundMethod = z.enum(['wallet', 'bank_transfer'], { error: 'Hình thức hoàn tiền phải là wallet (ví chính) hoặc bank_transfer (chuyển khoản).' });
const requestStatus = z.enum(['pending', 'approved', 'rejected']);
const orderStatus = orderSchema.shape.status;
const itemId = z.string({ error: 'Mã dòng đơn hàng không hợp lệ.' }).trim().min(1, 'Mã dòng đơn hàng không hợp lệ.').max(36, 'Mã dòng đơn hàng không hợp lệ.');
// ── The student's side ──────────────────────────────────────────────────────────────────────

export class RefundRequestInputDto extends createZodDto(
  body({
    reason: z
      .string({ error: 'Vui lòng cho biết lý do hoàn tiền.' })
      .trim()
      .min(10, 'Lý do hoàn tiền cần ít nhất 10 ký tự.')
      .max(1000, 'Lý do hoàn tiền không được dài quá 1000 ký tự.'),
    method: refundMethod.default('wallet'),
    /** The lines asked for; all the order's lines that can still be refunded when omitted. */
    orderItemIds: z.array(itemId, { error: 'Danh sách sản phẩm cần hoàn tiền không hợp lệ.' }).min(1, 'Hãy chọn ít nhất một sản phẩm.').max(50).optional(),
  }),
) {}

const policySchema = z.object({
  maxDays: z.number().int(),
  maxProgressPercent: z.number().int(),
});

export class RefundEligibilityDto extends createZodDto(
  z.object({
    /** True when the student may ask for at least one line now. */
    eligible: z.boolean(),
    /** Why not, when not eligible (Vietnamese sentences). */
    reasons: z.array(z.string()),
    policy: policySchema,
    /** The last moment a request is accepted (payment + policy days), or null for an unpaid order. */
    deadline: z.string().nullable(),
    lines: z.array(
      z.object({
        orderItemId: z.string(),
        kind: z.enum(['course', 'tool_plan']),
        title: z.string(),
        amount: money,
        refundable: money,
        /** Lectures completed, whole percent (courses only). */
        progress: z.number().int().nullable(),
        eligible: z.boolean(),
        reason: z.string().nullable(),
      }),
    ),
    /** Whether the buyer saved a bank account (needed to ask for a bank transfer). */
    hasPayoutAccount: z.boolean(),
    openRequest: refundRequestSchema.nullable(),
  }),
) {}

export class RefundRequestResultDto extends createZodDto(z.object({ message: z.string(), request: refundRequestSchema })) {}

// ── The admin's side ────────────────────────────────────────────────────────────────────────

export const buyerSchema = z.object({ _id: z.string(), name: z.string(), email: z.string() });

const refundLineView = z.object({
  orderItemId: z.string(),
  title: z.string(),
  amount: money,
  instructorAmount: money,
  affiliateAmount: money,
  platformAmount: money,
  accessRevoked: z.boolean(),
});

export const refundSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderCode: z.string(),
  method: refundMethod,
  amount: money,
  toMain: money,
  toBank: money,
  toBonus: money,
  /** Bonus credit whose grant had expired: back to the bonus fund, not to the buyer. */
  bonusExpired: money,
  fromInstructors: money,
  fromAffiliates: money,
  fromPlatform: money,
  /** The instructors' part the platform bore because it had been paid out already. */
  instructorShortfall: money,
  reason: z.string().nullable(),
  reference: z.string().nullable(),
  bankName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  accountHolder: z.string().nullable(),
  lines: z.array(refundLineView),
  createdAt: z.string(),
});

const refundLineInput = z.object(
  {
    orderItemId: itemId,
    amount: intField('Số tiền hoàn phải là số nguyên không âm (đồng).', 0, Number.MAX_SAFE_INTEGER),
  },
  { error: 'Mỗi dòng hoàn tiền phải là { orderItemId, amount }.' },
);

const refundPlanInput = {
  /** The lines and amounts to give back; every line's whole refundable amount when omitted (a full refund). */
  lines: z.array(refundLineInput, { error: 'Danh sách dòng hoàn tiền không hợp lệ.' }).min(1, 'Hãy chọn ít nhất một dòng để hoàn tiền.').max(50).optional(),
  method: refundMethod,
};

export class RefundPreviewInputDto extends createZodDto(body(refundPlanInput)) {}

export class RefundInputDto extends createZodDto(
  body({
    ...refundPlanInput,
    /** Required for a bank transfer: the bank's reference of the transfer the admin made. */
    reference: optionalTextField(100, 'Mã tham chiếu'),
    reason: optionalTextField(500, 'Ghi chú'),
    /** One per refund dialog: the same request sent twice (a double click) is one refund. */
    idempotencyKey: z.string({ error: 'Thiếu mã yêu cầu (idempotencyKey).' }).trim().min(8, 'Mã yêu cầu không hợp lệ.').max(64, 'Mã yêu cầu không hợp lệ.'),
  }).refine((input) => input.method !== 'bank_transfer' || Boolean(input.reference), {
    message: 'Hãy nhập mã tham chiếu của giao dịch chuyển khoản hoàn tiền.',
    path: ['reference'],
  }),
) {}

export class RefundPreviewDto extends createZodDto(
  z.object({
    refund: refundSchema.omit({ _id: true, createdAt: true, reference: true }),
    /** VietQR of the bank part to the buyer's saved account (bank_transfer only). */
    qrPayload: z.string().nullable(),
    qrSvg: z.string().nullable(),
  }),
) {}

export class RefundResultDto extends createZodDto(z.object({ message: z.string(), refund: refundSchema })) {}

export class RefundRequestsQueryDto extends createZodDto(z.object({ page: pageQuery, limit: limitQuery(20), status: requestStatus.optional().catch(undefined) })) {}

export class AdminRefundRequestListDto extends createZodDto(
  z.object({
    requests: z.array(
      refundRequestSchema.extend({
        order: z.object({ _id: z.string(), code: z.string(), status: orderStatus, total: money, refundedAmount: money, paidAt: z.string().nullable() }),
        buyer: buyerSchema,
        /** The requested lines with the buyer's progress in each course. */
        lines: z.array(z.object({ orderItemId: z.string(), title: z.string(), amount: money, refundable: money, progress: z.number().int().nullable() })),
      }),
    ),
    pagination: paginationSchema,
  }),
) {}

export class RefundRequestCountDto extends createZodDto(z.object({ pending: z.number().int() })) {}

export class RejectRefundRequestInputDto extends createZodDto(
  body({
    note: z.string({ error: 'Hãy cho học viên biết lý do từ chối.' }).trim().min(5, 'Lý do từ chối cần ít nhất 5 ký tự.').max(500, 'Lý do từ chối không được dài quá 500 ký tự.'),
  }),
) {}

export class RefundPolicyInputDto extends createZodDto(
  body({
    maxDays: intField('Số ngày được yêu cầu hoàn tiền phải là số nguyên từ 0 đến 365.', 0, 365),
    maxProgressPercent: intField('Tỉ lệ học tối đa phải là số nguyên từ 0 đến 100.', 0, 100),
  }),
) {}

export class RefundPolicyDto extends createZodDto(z.object({ policy: policySchema.extend({ effectiveFrom: z.string() }) })) {}

export type RefundView = z.infer<typeof refundSchema>;
