import { describe, expect, it } from 'vitest';
import { certificatePdf } from './certificate-pdf';

const input = {
  code: 'HVM-AAAAA-BBBBB',
  recipientName: 'Nguyễn Thị Ánh Tuyết',
  courseTitle: 'Quảng cáo Facebook thực chiến',
  instructorName: 'Trần Quốc Tuấn',
  completedAt: new Date('2026-11-20T03:00:00Z'),
  durationSeconds: 9000,
  verifyUrl: 'https://hocvienmarketing.vn/certificates/HVM-AAAAA-BBBBB',
};

describe('certificatePdf', () => {
  it('renders a certificate once for what it prints: 20 requests at once share one PDF, a corrected name gets a new one', async () => {
    const first = await Promise.all(Array.from({ length: 20 }, () => certificatePdf(input)));
    expect(new Set(first).size).toBe(1);
    expect(first[0].subarray(0, 5).toString()).toBe('%PDF-');
    expect(await certificatePdf({ ...input })).toBe(first[0]);
    const renamed = await certificatePdf({ ...input, recipientName: 'Nguyễn Ánh Tuyết' });
    expect(renamed).not.toBe(first[0]);
    expect(await certificatePdf({ ...input, recipientName: 'Nguyễn Ánh Tuyết' })).toBe(renamed);
  });
});
