import { describe, expect, it } from 'vitest';
import { asciiFileName, attachmentDisposition } from './content-disposition';

describe('attachmentDisposition', () => {
  it('keeps a plain ASCII name as it is', () => {
    expect(attachmentDisposition('cai-dat-phan-mem.zip')).toBe('attachment; filename="cai-dat-phan-mem.zip"');
  });

  it('gives a Vietnamese name an ASCII fallback and its exact UTF-8 form', () => {
    const header = attachmentDisposition('Bài tập "đầu tiên" (1).pdf');
    expect(header).toBe(`attachment; filename="Bai-tap-dau-tien-1-.pdf"; filename*=UTF-8''B%C3%A0i%20t%E1%BA%ADp%20%22%C4%91%E1%BA%A7u%20ti%C3%AAn%22%20%281%29.pdf`);
    // Nothing that could end the header or the quoted fallback gets through.
    expect(attachmentDisposition('a"\r\nSet-Cookie: x=1.pdf')).not.toMatch(/[\r\n]|"[^;]*"[^;]*"/);
    expect(decodeURIComponent(header.split("UTF-8''")[1])).toBe('Bài tập "đầu tiên" (1).pdf');
  });
});

describe('asciiFileName', () => {
  it('keeps letters, digits, dots, dashes and underscores only, accents removed', () => {
    expect(asciiFileName('Bài tập Đầu tiên (1).pdf')).toBe('Bai-tap-Dau-tien-1-.pdf');
    expect(asciiFileName('../../etc/passwd')).toBe('..-..-etc-passwd');
    expect(asciiFileName('«»')).toBe('tai-lieu');
  });
});
