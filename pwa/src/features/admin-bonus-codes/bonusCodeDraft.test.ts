import { describe, expect, it } from 'vitest';
import { draftFromBonusCode, toBonusCodeInput, validateBonusCode, type BonusCodeDraft } from './bonusCodeDraft';

const draft = (changes: Partial<BonusCodeDraft> = {}): BonusCodeDraft => ({ ...draftFromBonusCode(), code: 'chao2027', amount: '50000', ...changes });

describe('bonusCodeDraft', () => {
  it('checks the code, the amount and the validity days in that order', () => {
    expect(validateBonusCode(draft({ code: ' ' }))).toBe('Vui lòng nhập mã thưởng.');
    expect(validateBonusCode(draft({ amount: '0' }))).toBe('Số tiền thưởng phải là số nguyên VND lớn hơn 0.');
    expect(validateBonusCode(draft({ validityDays: '3651' }))).toBe('Thời hạn dùng phải là số ngày từ 1 đến 3650.');
    expect(validateBonusCode(draft())).toBeNull();
  });

  it('uppercases the code and sends the usage limit only when filled', () => {
    expect(toBonusCodeInput(draft())).toEqual({ code: 'CHAO2027', amount: 50000, validityDays: 30, isActive: true });
    expect(toBonusCodeInput(draft({ usageLimit: '200' }))).toMatchObject({ usageLimit: 200 });
  });
});
