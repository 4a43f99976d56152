import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { paginationSchema } from '../common/http/responses';
import { endOfDay, isCalendarDay, startOfDay } from '../common/time/vietnam-calendar';
import { body, INT_COLUMN_MAX, intField, limitQuery, pageQuery } from '../common/validation/fields';
import { bankInstructionsSchema } from '../payments';
import { DepositStatus, LedgerTransactionType } from '../generated/prisma/enums';

/** Every kind of ledger transaction: a wallet also moves by payouts, commissions and transfers credited to it. */
const ledgerTransactionType = z.enum(LedgerTransactionType);

const MAX_VND = 1_000_000_000_000;
const wholeVnd = (message: string) => z.number({ error: message }).int(message).min(1, message).max(MAX_VND, message);

const DAY_MESSAGE = 'Ngày không hợp lệ (định dạng YYYY-MM-DD).';
/** A calendar day (YYYY-MM-DD) in Vietnam time, as its first instant or (`end`) its last millisecond. */
const dayQuery = (end: boolean) =>
  z
    .string({ error: DAY_MESSAGE })
    .refine(isCalendarDay, DAY_MESSAGE)
    .transform((day) => (end ? new Date(endOfDay(day).getTime() - 1) : startOfDay(day)))
    .optional();

export const historyQuerySchema = z.object({ page: pageQuery, limit: limitQuery(10, 50), fromDate: dayQuery(false), toDate: dayQuery(true) });
export class HistoryQueryDto extends createZodDto(historyQuerySchema) {}

export class WalletBalanceDto extends createZodDto(
  z.object({
    /** Main plus spendable bonus. */
    balance: z.number().int(),
    mainBalance: z.number().int(),
    bonusBalance: z.number().int(),
    nextBonusExpiry: z.object({ amount: z.number().int(), expiresAt: z.string() }).nullable(),
  }),
) {}

export class DepositInputDto extends createZodDto(body({ amount: wholeVnd('Số tiền nạp phải là số nguyên VND lớn hơn 0.') })) {}

const depositSchema = z.object({
  _id: z.string(),
  code: z.string(),
  amount: z.number().int(),
  status: z.enum(DepositStatus),
  expiresAt: z.string(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export class DepositDto extends createZodDto(z.object({ deposit: depositSchema, payment: bankInstructionsSchema.nullable(), demoMode: z.boolean() })) {}
export class DepositStatusDto extends createZodDto(
  z.object({ code: z.string(), status: depositSchema.shape.status, amount: z.number().int(), completedAt: z.string().nullable(), expiresAt: z.string() }),
) {}
export class DepositHistoryDto extends createZodDto(z.object({ data: z.array(depositSchema), pagination: paginationSchema })) {}

export class BonusClaimInputDto extends createZodDto(
  body({ code: z.string({ error: 'Vui lòng nhập mã thưởng.' }).trim().min(1, 'Vui lòng nhập mã thưởng.').max(40, 'Mã thưởng không tồn tại.') }),
) {}
export class BonusClaimDto extends createZodDto(z.object({ message: z.string(), amount: z.number().int(), expiresAt: z.string() })) {}
export class BonusReceivedDto extends createZodDto(
  z.object({
    data: z.array(
      z.object({
        _id: z.string(),
        code: z.string().nullable(),
        amount: z.number().int(),
        remaining: z.number().int(),
        expiresAt: z.string(),
        expired: z.boolean(),
        createdAt: z.string(),
      }),
    ),
    pagination: paginationSchema,
  }),
) {}

const bonusCodeSchema = z.object({
  _id: z.string(),
  code: z.string(),
  amount: z.number().int(),
  validityDays: z.number().int(),
  usageLimit: z.number().int().nullable(),
  timesUsed: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export class BonusCodeDto extends createZodDto(z.object({ bonusCode: bonusCodeSchema })) {}
export class BonusCodeListDto extends createZodDto(z.object({ bonusCodes: z.array(bonusCodeSchema) })) {}
export class BonusCodeInputDto extends createZodDto(
  body({
    code: z
      .string({ error: 'Vui lòng nhập mã thưởng.' })
      .trim()
      .min(1, 'Vui lòng nhập mã thưởng.')
      .max(40, 'Mã thưởng không được dài quá 40 ký tự.')
      .transform((code) => code.toUpperCase())
      .refine((code) => /^[A-Z0-9_-]+$/.test(code), 'Mã thưởng chỉ gồm chữ không dấu, số, gạch ngang hoặc gạch dưới.'),
    amount: wholeVnd('Số tiền thưởng phải là số nguyên VND lớn hơn 0.'),
    validityDays: intField('Thời hạn dùng phải là số ngày từ 1 đến 3650.', 1, 3650),
    usageLimit: intField(`Giới hạn lượt nhận phải là số nguyên từ 0 đến ${INT_COLUMN_MAX.toLocaleString('vi-VN')}.`)
      .nullable()
      .optional()
      .transform((limit) => (limit ? limit : null)),
    isActive: z.boolean({ error: 'Trường isActive phải là true hoặc false.' }).default(true),
  }),
) {}

export class AdminWalletStatsDto extends createZodDto(z.object({ totalMainBalance: z.number().int(), totalBonusBalance: z.number().int(), totalDeposited: z.number().int() })) {}

export class AdminTransactionsQueryDto extends createZodDto(
  historyQuerySchema.extend({
    sortOrder: z.enum(['desc', 'asc'], { error: 'Thứ tự sắp xếp phải là desc hoặc asc.' }).default('desc'),
    search: z.string({ error: 'Từ khóa tìm kiếm không hợp lệ.' }).trim().max(191, 'Từ khóa tìm kiếm quá dài.').optional(),
  }),
) {}

export class AdminTransactionListDto extends createZodDto(
  z.object({
    transactions: z.array(
      z.object({
        _id: z.string(),
        date: z.string(),
        user: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
        type: ledgerTransactionType,
        /** Vietnamese name of the type. */
        typeLabel: z.string(),
        details: z.string().nullable(),
        /** Signed whole VND: positive credits the user's wallets, negative is money the user spent or lost. */
        amount: z.number().int(),
      }),
    ),
    pagination: paginationSchema,
  }),
) {}

export class MyTransactionsQueryDto extends createZodDto(z.object({ page: pageQuery, limit: limitQuery(10, 50) })) {}
export class MyTransactionListDto extends createZodDto(
  z.object({
    transactions: z.array(
      z.object({
        _id: z.string(),
        date: z.string(),
        type: ledgerTransactionType,
        typeLabel: z.string(),
        description: z.string(),
        /** Signed whole VND on the user's wallets (main plus bonus): positive is money in. */
        amount: z.number().int(),
        mainAmount: z.number().int(),
        bonusAmount: z.number().int(),
      }),
    ),
    pagination: paginationSchema,
  }),
) {}
