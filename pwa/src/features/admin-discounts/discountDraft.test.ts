import { describe, expect, it } from 'vitest';
import type { ManagedDiscount } from './api/adminDiscountsApi';
import { DISCOUNT_REQUIRED_MESSAGE, draftFromDiscount, toDiscountInput, validateDiscount, type DiscountDraft } from './discountDraft';

const draft = (changes: Partial<DiscountDraft> = {}): DiscountDraft => ({ ...draftFromDiscount(), code: 'tet2027', value: '20', ...changes });

describe('validateDiscount', () => {
  it('needs a code and a non-zero value, with the SPEC message', () => {
    expect(validateDiscount(draft({ code: '  ' }))).toBe('Mã code và Giá trị là bắt buộc.');
    expect(validateDiscount(draft({ value: '' }))).toBe(DISCOUNT_REQUIRED_MESSAGE);
    expect(validateDiscount(draft({ value: '0' }))).toBe(DISCOUNT_REQUIRED_MESSAGE);
    expect(validateDiscount(draft())).toBeNull();
  });
});

describe('toDiscountInput', () => {
  it('uppercases the code and leaves out the optional fields when empty', () => {
    expect(toDiscountInput(draft({ code: ' tet2027 ' }))).toEqual({
      code: 'TET2027',
      type: 'percentage',
      value: 20,
      isActive: true,
      appliesTo: 'all',
      applicableCourses: [],
      applicableTools: [],
    });
  });

  it('sends the expiry as the end of that day in Vietnam, and the usage limit, when filled', () => {
    const input = toDiscountInput(draft({ type: 'fixed_amount', value: '50000', expiresOn: '2027-01-31', usageLimit: '100' }));
    expect(input).toMatchObject({ type: 'fixed_amount', value: 50000, expiresAt: '2027-01-31T23:59:59+07:00', usageLimit: 100 });
  });

  it('sends only the list that matches appliesTo', () => {
    const lists = { applicableCourses: ['c1'], applicableTools: ['p1'] };
    expect(toDiscountInput(draft({ ...lists, appliesTo: 'specific_courses' }))).toMatchObject({ applicableCourses: ['c1'], applicableTools: [] });
    expect(toDiscountInput(draft({ ...lists, appliesTo: 'specific_tools' }))).toMatchObject({ applicableCourses: [], applicableTools: ['p1'] });
    expect(toDiscountInput(draft({ ...lists, appliesTo: 'all' }))).toMatchObject({ applicableCourses: [], applicableTools: [] });
  });
});

describe('draftFromDiscount', () => {
  it('shows the stored expiry as its Vietnam day and an unlimited code as an empty limit', () => {
    const discount: ManagedDiscount = {
      _id: 'd1',
      code: 'TET',
      type: 'percentage',
      value: 10,
      expiresAt: '2027-01-31T16:59:59.000Z',
      usageLimit: null,
      timesUsed: 0,
      timesReserved: 0,
      isActive: false,
      status: 'inactive',
      appliesTo: 'specific_courses',
      applicableCourses: ['c1'],
      applicableTools: [],
      createdAt: '2026-11-01T00:00:00Z',
    };
    expect(draftFromDiscount(discount)).toEqual({
      code: 'TET',
      type: 'percentage',
      value: '10',
      expiresOn: '2027-01-31',
      usageLimit: '',
      isActive: false,
      appliesTo: 'specific_courses',
      applicableCourses: ['c1'],
      applicableTools: [],
    });
  });
});
