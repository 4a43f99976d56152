import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { isCalendarDay } from '../common/time/vietnam-calendar';
import { body, intField } from '../common/validation/fields';

const MAX_VND = 1_000_000_000_000;
const percent = (label: string) => intField(`${label} phải là số nguyên từ 0 đến 100.`, 0, 100);
const vnd = (label: string, max = MAX_VND) =>
  z
    .number({ error: `${label} phải là số tiền nguyên (đ).` })
    .int(`${label} phải là số tiền nguyên (đ).`)
    .min(0, `${label} không được âm.`)
    .max(max, `${label} quá lớn.`);

const levelRatesSchema = z.object({
  level: intField('Cấp độ phải là số nguyên từ 1 đến 20.', 1, 20),
  directRatePercent: percent('Hoa hồng trực tiếp'),
  teamRatePercent: percent('Hoa hồng đội nhóm'),
});

const taxRuleSchema = z.object({
  from: z.string({ error: 'Ngày hiệu lực phải có dạng YYYY-MM-DD.' }).refine(isCalendarDay, 'Ngày hiệu lực phải có dạng YYYY-MM-DD.'),
  ratePercent: percent('Thuế suất'),
  threshold: vnd('Ngưỡng khấu trừ'),
});

/** What an admin sets (SPEC `PUT /admin/settings/affiliate`); a save starts a new version in force from now. */
export const affiliateSettingsInputSchema = body({
  directRatePercent: percent('Hoa hồng trực tiếp'),
  teamRatePercent: percent('Hoa hồng đội nhóm'),
  levelRates: z.array(levelRatesSchema, { error: 'Tỉ lệ theo cấp độ phải là một danh sách.' }).max(20, 'Tối đa 20 cấp độ.').default([]),
  signupCommission: vnd('Hoa hồng đăng ký', 10_000_000),
  cookieDays: intField('Thời hạn cookie phải từ 1 đến 365 ngày.', 1, 365),
  holdingDays: intField('Thời gian giữ hoa hồng phải từ 0 đến 365 ngày.', 0, 365),
  minimumPayout: vnd('Mức thanh toán tối thiểu', 1_000_000_000),
  maxSignupsPerIpPerDay: intField('Số đăng ký tối đa mỗi IP mỗi ngày phải từ 1 đến 1000.', 1, 1000),
  taxRules: z
    .array(taxRuleSchema, { error: 'Quy tắc khấu trừ thuế phải là một danh sách.' })
    .min(1, 'Cần ít nhất một quy tắc khấu trừ thuế.')
    .max(20, 'Tối đa 20 quy tắc khấu trừ thuế.'),
});
export type AffiliateSettingsInput = z.infer<typeof affiliateSettingsInputSchema>;
export class AffiliateSettingsInputDto extends createZodDto(affiliateSettingsInputSchema) {}

export const affiliateSettingsSchema = z.object({
  directRatePercent: z.number().int(),
  teamRatePercent: z.number().int(),
  levelRates: z.array(z.object({ level: z.number().int(), directRatePercent: z.number().int(), teamRatePercent: z.number().int() })),
  signupCommission: z.number().int(),
  cookieDays: z.number().int(),
  holdingDays: z.number().int(),
  minimumPayout: z.number().int(),
  maxSignupsPerIpPerDay: z.number().int(),
  taxRules: z.array(z.object({ from: z.string(), ratePercent: z.number().int(), threshold: z.number().int() })),
  /** When this version came into force. */
  effectiveFrom: z.string(),
});
export type AffiliateSettingsView = z.infer<typeof affiliateSettingsSchema>;
export class AffiliateSettingsDto extends createZodDto(z.object({ settings: affiliateSettingsSchema })) {}
