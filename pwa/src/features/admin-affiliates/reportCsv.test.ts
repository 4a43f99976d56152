import { describe, expect, it } from 'vitest';
import { affiliateReportCsv } from './reportCsv';

describe('affiliateReportCsv', () => {
  it('writes a BOM, quoted headers and months, and plain integer figures', async () => {
    const blob = affiliateReportCsv([
      { month: '2026-10', clicks: 1200, signups: 40, enrollments: 12, commission: 1_796_400 },
      { month: '2026-11', clicks: 0, signups: 0, enrollments: 0, commission: 0 },
    ]);
    // ignoreBOM keeps the byte-order mark in the decoded text, to check that it is there.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
    expect(text).toBe('\uFEFF"Tháng","Lượt bấm","Đăng ký","Lượt mua","Hoa hồng (đ)"\r\n"2026-10",1200,40,12,1796400\r\n"2026-11",0,0,0,0\r\n');
  });
});
