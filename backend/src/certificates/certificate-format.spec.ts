import { describe, expect, it } from 'vitest';
import { newCertificateCode, normaliseCertificateCode } from './certificate-code';
import { formatCertificateHours, normaliseName } from './certificate-format';

describe('certificate texts', () => {
  it('writes the hours with one decimal and a comma, never zero', () => {
    expect(formatCertificateHours(9000)).toBe('2,5 giờ');
    expect(formatCertificateHours(36_000)).toBe('10 giờ');
    expect(formatCertificateHours(60)).toBe('0,1 giờ');
  });

  it('stores names composed (NFC) with single spaces', () => {
    const decomposed = '  Nguyễn   Thị Ánh Tuyết '.normalize('NFD');
    expect(normaliseName(decomposed)).toBe('Nguyễn Thị Ánh Tuyết'.normalize('NFC'));
    expect(normaliseName(decomposed).length).toBe('Nguyễn Thị Ánh Tuyết'.normalize('NFC').length);
  });

  it('draws codes of the Crockford alphabet and reads them back in any case', () => {
    const codes = new Set(Array.from({ length: 200 }, newCertificateCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(normaliseCertificateCode(code.toLowerCase())).toBe(code);
    expect(normaliseCertificateCode('HVM-OOOOO-IIIII')).toBeNull();
    expect(normaliseCertificateCode("HVM-00000-00000' OR 1=1")).toBeNull();
  });
});
