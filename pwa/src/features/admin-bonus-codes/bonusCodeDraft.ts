import type { BonusCodeInput, ManagedBonusCode } from './api/adminBonusCodesApi';

/** What the bonus code form holds; the numbers stay text until sent. */
export type BonusCodeDraft = { code: string; amount: string; validityDays: string; usageLimit: string; isActive: boolean };

const DEFAULT_VALIDITY_DAYS = '30';
const MAX_VALIDITY_DAYS = 3650;

export function draftFromBonusCode(bonusCode?: ManagedBonusCode): BonusCodeDraft {
  if (!bonusCode) return { code: '', amount: '', validityDays: DEFAULT_VALIDITY_DAYS, usageLimit: '', isActive: true };
  return {
    code: bonusCode.code,
    amount: String(bonusCode.amount),
    validityDays: String(bonusCode.validityDays),
    usageLimit: bonusCode.usageLimit ? String(bonusCode.usageLimit) : '',
    isActive: bonusCode.isActive,
  };
}

/** The first problem the server would refuse, in its own words; null when the draft can be sent. */
export function validateBonusCode(draft: BonusCodeDraft): string | null {
  if (!draft.code.trim()) return 'Vui lòng nhập mã thưởng.';
  if (!(Number(draft.amount) >= 1)) return 'Số tiền thưởng phải là số nguyên VND lớn hơn 0.';
  const days = Number(draft.validityDays);
  if (!(days >= 1 && days <= MAX_VALIDITY_DAYS)) return 'Thời hạn dùng phải là số ngày từ 1 đến 3650.';
  return null;
}

/** The request body: the code uppercased, and the usage limit only when filled (empty means unlimited). */
export function toBonusCodeInput(draft: BonusCodeDraft): BonusCodeInput {
  const usageLimit = draft.usageLimit.trim();
  return {
    code: draft.code.trim().toUpperCase(),
    amount: Number(draft.amount),
    validityDays: Number(draft.validityDays),
    isActive: draft.isActive,
    ...(usageLimit ? { usageLimit: Number(usageLimit) } : {}),
  };
}
