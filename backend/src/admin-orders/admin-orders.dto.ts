import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { paginationSchema } from '../common/http/responses';
import { limitQuery, pageQuery } from '../common/validation/fields';
import { orderSchema, refundRequestSchema } from '../orders/orders.dto';
import { buyerSchema, refundSchema } from '../refunds/refunds.dto';

const money = z.number().int();
const orderStatus = orderSchema.shape.status;
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Ngày phải có dạng YYYY-MM-DD.')
  .optional()
  .catch(undefined);

export class AdminOrdersQueryDto extends createZodDto(
  z.object({
    page: pageQuery,
    limit: limitQuery(20),
    /** Order code, buyer email or name (part of it). */
    search: z.string().trim().max(100).optional().catch(undefined),
    status: orderStatus.optional().catch(undefined),
    /** Vietnam calendar days, inclusive. */
    fromDate: isoDate,
    toDate: isoDate,
  }),
) {}

const adminOrderRow = z.object({
  _id: z.string(),
  code: z.string(),
  status: orderStatus,
  paymentMethod: z.enum(['bank_transfer', 'wallet']),
  total: money,
  refundedAmount: money,
  itemsSummary: z.string(),
  buyer: buyerSchema,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});

export class AdminOrderListDto extends createZodDto(z.object({ orders: z.array(adminOrderRow), pagination: paginationSchema })) {}

export class AdminOrderDetailDto extends createZodDto(
  z.object({
    order: adminOrderRow.extend({
      subtotal: money,
      discountAmount: money,
      discountCode: z.string().nullable(),
      expiresAt: z.string(),
      buyer: buyerSchema.extend({ phoneNumber: z.string().nullable() }),
      lines: z.array(
        z.object({
          orderItemId: z.string(),
          kind: z.enum(['course', 'tool_plan']),
          productId: z.string(),
          title: z.string(),
          unitPrice: money,
          discount: money,
          amount: money,
          refundedAmount: money,
          refundable: money,
          accessRevoked: z.boolean(),
          /** The buyer's progress in the course, whole percent (courses only). */
          progress: z.number().int().nullable(),
          instructor: z.object({ _id: z.string(), name: z.string() }).nullable(),
        }),
      ),
      /** What paid for the order: the bonus and main wallet parts, or the bank. */
      paidFromBonus: money,
      paidFromMain: money,
      paidByBank: money,
    }),
    bankTransfers: z.array(
      z.object({ _id: z.string(), amount: money, status: z.string(), referenceCode: z.string().nullable(), holdReason: z.string().nullable(), createdAt: z.string() }),
    ),
    ledgerTransactions: z.array(
      z.object({
        _id: z.string(),
        type: z.string(),
        typeLabel: z.string(),
        description: z.string(),
        createdAt: z.string(),
        entries: z.array(z.object({ account: z.string(), accountLabel: z.string(), ownerName: z.string().nullable(), amount: money })),
      }),
    ),
    commissions: z.array(
      z.object({
        _id: z.string(),
        orderItemId: z.string().nullable(),
        tier: z.enum(['direct', 'team']),
        affiliateName: z.string(),
        status: z.string(),
        /** The commission as recorded at the sale, before any refund (the affiliate's lists show earnedAmount = recordedAmount - reversedAmount). */
        recordedAmount: money,
        reversedAmount: money,
      }),
    ),
    refunds: z.array(refundSchema),
    refundRequests: z.array(refundRequestSchema),
    /** Where a bank refund goes: the buyer's saved account, with a VietQR of `amount` when asked. */
    buyerPayoutAccount: z.object({ bankBin: z.string(), bankName: z.string(), accountNumber: z.string(), accountHolder: z.string() }).nullable(),
    refundMemo: z.string(),
  }),
) {}
