import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { paginationSchema } from '../common/http/responses';
import { body, limitQuery, optionalTextField, pageQuery } from '../common/validation/fields';

const transferStatus = z.enum(['applied', 'held', 'confirmed', 'rejected', 'ignored'], { error: 'Trạng thái phải là applied, held, confirmed, rejected hoặc ignored.' });
const noteField = optionalTextField(500, 'Ghi chú');

export class WebhookAckDto extends createZodDto(z.object({ success: z.literal(true) })) {}
export class SimulateTransferInputDto extends createZodDto(
  body({ code: z.string({ error: 'Thiếu mã thanh toán.' }).trim().min(1, 'Thiếu mã thanh toán.').max(20, 'Mã thanh toán không hợp lệ.') }),
) {}
export class TransfersQueryDto extends createZodDto(z.object({ page: pageQuery, limit: limitQuery(20), status: transferStatus.optional() })) {}
export class ConfirmTransferInputDto extends createZodDto(
  body({
    note: noteField,
    paymentCode: z
      .string({ error: 'Mã thanh toán không hợp lệ.' })
      .trim()
      .max(20, 'Mã thanh toán không hợp lệ.')
      .nullable()
      .optional()
      .transform((code) => code || null),
  }),
) {}
export class RejectTransferInputDto extends createZodDto(body({ note: noteField })) {}
export class TransferListDto extends createZodDto(
  z.object({
    transfers: z.array(
      z.object({
        _id: z.string(),
        provider: z.string(),
        providerTransactionId: z.string(),
        amount: z.number().int(),
        content: z.string(),
        paymentCode: z.string().nullable(),
        status: transferStatus,
        holdReason: z.string().nullable(),
        reviewNote: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
    pagination: paginationSchema,
  }),
) {}
