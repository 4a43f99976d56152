import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { paginationSchema } from '../common/http/responses';
import { body, pageQuery, limitQuery } from '../common/validation/fields';
import { bankInstructionsSchema } from '../payments';
import { OrderStatus } from './order-status';

const itemInput = z.object(
  {
    kind: z.enum(['course', 'tool_plan'], { error: 'Loại sản phẩm phải là course hoặc tool_plan.' }).default('course'),
    /** Course id, or tool plan id. The cart's `_id`. */
    id: z.string({ error: 'Mã sản phẩm không hợp lệ.' }).trim().min(1, 'Mã sản phẩm không hợp lệ.').max(36, 'Mã sản phẩm không hợp lệ.'),
  },
  { error: 'Mỗi sản phẩm phải là một đối tượng { kind, id }.' },
);
const itemsField = z.array(itemInput, { error: 'Danh sách sản phẩm (items) không hợp lệ.' }).min(1, 'Giỏ hàng đang trống.').max(50, 'Mỗi đơn hàng có tối đa 50 sản phẩm.');
const discountCodeField = z
  .string({ error: 'Mã giảm giá không hợp lệ.' })
  .trim()
  .max(40, 'Mã giảm giá không hợp lệ.')
  .nullable()
  .optional()
  .transform((code) => (code ? code.toUpperCase() : null));

export class QuoteInputDto extends createZodDto(body({ items: itemsField, discountCode: discountCodeField })) {}
export class CreateOrderDto extends createZodDto(
  body({
    items: itemsField,
    paymentMethod: z.enum(['bank_transfer', 'wallet'], { error: 'Phương thức thanh toán phải là bank_transfer hoặc wallet.' }).default('bank_transfer'),
    discountCode: discountCodeField,
  }),
) {}
export type OrderItemInput = z.output<typeof itemInput>;

const lineSchema = z.object({
  kind: z.enum(['course', 'tool_plan']),
  id: z.string(),
  title: z.string(),
  /** Course or tool slug, for links. */
  slug: z.string().nullable(),
  unitPrice: z.number().int(),
  discount: z.number().int(),
  amount: z.number().int(),
});

export const quoteSchema = z.object({
  items: z.array(lineSchema),
  subtotal: z.number().int(),
  discountAmount: z.number().int(),
  total: z.number().int(),
  discountCode: z.string().nullable(),
});
export class QuoteDto extends createZodDto(quoteSchema) {}

/** A buyer's request for a refund of an order, as the buyer and the admin see it. */
export const refundRequestSchema = z.object({
  _id: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string(),
  method: z.enum(['wallet', 'bank_transfer']),
  orderItemIds: z.array(z.string()),
  decisionNote: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});

export const orderSchema = quoteSchema.extend({
  _id: z.string(),
  code: z.string(),
  // credited_to_wallet: the buyer already owned a course in it, so the transfer went to the main wallet.
  // The lifecycle: backend/src/orders/order-status.ts.
  status: z.enum(OrderStatus),
  paymentMethod: z.enum(['bank_transfer', 'wallet']),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  /** What has been given back so far. */
  refundedAmount: z.number().int(),
  /** The latest refund request, if the buyer asked for one. */
  refundRequest: refundRequestSchema.nullable(),
});
export type OrderView = z.infer<typeof orderSchema>;

export class OrderDto extends createZodDto(z.object({ order: orderSchema, payment: bankInstructionsSchema.nullable(), demoMode: z.boolean() })) {}
export class OrderStatusDto extends createZodDto(
  z.object({ _id: z.string(), code: z.string(), statusOrder: orderSchema.shape.status, paidAt: z.string().nullable(), expiresAt: z.string() }),
) {}
export class OrderListDto extends createZodDto(z.object({ orders: z.array(orderSchema), pagination: paginationSchema })) {}
export class MyOrdersQueryDto extends createZodDto(z.object({ page: pageQuery, limit: limitQuery(10, 50) })) {}
export type RefundRequestView = z.infer<typeof refundRequestSchema>;
