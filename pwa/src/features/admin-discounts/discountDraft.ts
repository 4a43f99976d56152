import type { DiscountInput, DiscountScope, DiscountType, ManagedDiscount } from './api/adminDiscountsApi';

/** What the discount form holds: numbers and the expiry day stay text until sent. */
export type DiscountDraft = {
  code: string;
  type: DiscountType;
  value: string;
  /** 'YYYY-MM-DD' from the date picker, or '' for no expiry. */
  expiresOn: string;
  usageLimit: string;
  isActive: boolean;
  appliesTo: DiscountScope;
  applicableCourses: string[];
  applicableTools: string[];
};

export const DISCOUNT_REQUIRED_MESSAGE = 'Mã code và Giá trị là bắt buộc.';

// Vietnam keeps +07:00 all year (no daylight saving), so a fixed offset is exact.
const VIETNAM_OFFSET = '+07:00';
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The Vietnam calendar day of an instant, as the date picker wants it. */
function vietnamDay(iso: string): string {
  return new Date(Date.parse(iso) + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

export function draftFromDiscount(discount?: ManagedDiscount): DiscountDraft {
  if (!discount) {
    return { code: '', type: 'percentage', value: '', expiresOn: '', usageLimit: '', isActive: true, appliesTo: 'all', applicableCourses: [], applicableTools: [] };
  }
  return {
    code: discount.code,
    type: discount.type,
    value: String(discount.value),
    expiresOn: discount.expiresAt ? vietnamDay(discount.expiresAt) : '',
    usageLimit: discount.usageLimit ? String(discount.usageLimit) : '',
    isActive: discount.isActive,
    appliesTo: discount.appliesTo,
    applicableCourses: discount.applicableCourses,
    applicableTools: discount.applicableTools,
  };
}

/** SPEC §5: code and a non-zero value are required; null when the draft can be sent. */
export function validateDiscount(draft: DiscountDraft): string | null {
  return draft.code.trim() && Number(draft.value) ? null : DISCOUNT_REQUIRED_MESSAGE;
}

/**
 * The request body (SPEC §5): the code uppercased, each list only for its own scope, and expiresAt and
 * usageLimit only when filled. The code stays valid through the whole chosen day, Vietnam time.
 */
export function toDiscountInput(draft: DiscountDraft): DiscountInput {
  const usageLimit = draft.usageLimit.trim();
  return {
    code: draft.code.trim().toUpperCase(),
    type: draft.type,
    value: Number(draft.value),
    isActive: draft.isActive,
    appliesTo: draft.appliesTo,
    applicableCourses: draft.appliesTo === 'specific_courses' ? draft.applicableCourses : [],
    applicableTools: draft.appliesTo === 'specific_tools' ? draft.applicableTools : [],
    ...(draft.expiresOn ? { expiresAt: `${draft.expiresOn}T23:59:59${VIETNAM_OFFSET}` } : {}),
    ...(usageLimit ? { usageLimit: Number(usageLimit) } : {}),
  };
}
