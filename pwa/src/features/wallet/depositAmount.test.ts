import { describe, expect, it } from 'vitest';
import { depositAmountError, depositDigits } from './depositAmount';

describe('depositDigits', () => {
  it('keeps only digits and drops leading zeros', () => {
    expect(depositDigits('00150.000 ₫')).toBe('150000');
    expect(depositDigits('abc')).toBe('');
  });

  it('stops at twelve digits', () => {
    expect(depositDigits('12345678901234')).toBe('123456789012');
  });
});

describe('depositAmountError', () => {
  it('asks for an amount when the box is empty', () => {
    expect(depositAmountError(0)).toBe('Vui lòng nhập số tiền cần nạp.');
  });

  it('accepts the limits themselves and refuses anything outside them', () => {
    expect(depositAmountError(10_000)).toBeNull();
    expect(depositAmountError(500_000_000)).toBeNull();
    expect(depositAmountError(9_999)).toMatch(/^Số tiền nạp phải từ 10\.000\s₫ đến 500\.000\.000\s₫\.$/);
    expect(depositAmountError(500_000_001)).not.toBeNull();
  });
});
