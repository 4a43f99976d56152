import { describe, expect, it } from 'vitest';
import { buildVietQrPayload, crc16CcittFalse } from './vietqr';

describe('crc16CcittFalse', () => {
  it('gives the published check value of CRC-16/CCITT-FALSE', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });
});

describe('buildVietQrPayload', () => {
  it('builds the NAPAS transfer payload field by field, with the CRC over everything up to 6304', () => {
    const payload = buildVietQrPayload({ bankBin: '970436', accountNumber: '0123456789', amount: 500_000, memo: 'HVM7K2Q9XZA' });
    // Expected string written out by hand from the EMVCo layout; its CRC (AC32) was computed
    // independently with Python's binascii.crc_hqx(body, 0xFFFF).
    expect(payload).toBe(
      '000201' +
        '010212' +
        '3854' +
        '0010A000000727' +
        '0124' +
        '0006970436' +
        '01100123456789' +
        '0208QRIBFTTA' +
        '5303704' +
        '5406500000' +
        '5802VN' +
        '6215' +
        '0811HVM7K2Q9XZA' +
        '6304AC32',
    );
  });

  it('refuses values a banking app would reject or misread', () => {
    const valid = { bankBin: '970436', accountNumber: '0123456789', amount: 1000, memo: 'HVM1' };
    expect(() => buildVietQrPayload({ ...valid, amount: 0 })).toThrow(RangeError);
    expect(() => buildVietQrPayload({ ...valid, amount: 10.5 })).toThrow(RangeError);
    expect(() => buildVietQrPayload({ ...valid, bankBin: '97043' })).toThrow(RangeError);
    expect(() => buildVietQrPayload({ ...valid, memo: 'Thanh toán' })).toThrow(RangeError);
    expect(() => buildVietQrPayload({ ...valid, memo: 'X'.repeat(26) })).toThrow(RangeError);
  });
});
