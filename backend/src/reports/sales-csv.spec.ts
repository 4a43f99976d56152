import { describe, expect, it } from 'vitest';
import { salesCsv } from './sales-csv';

describe('sales CSV', () => {
  it('starts with a BOM and a Vietnamese header, quotes texts and keeps amounts (refunds negative) plain', () => {
    const csv = salesCsv([
      { kind: 'course', _id: 'c1', title: 'Quảng cáo "Facebook", nâng cao', unitsSold: 2, refunds: -625_000, revenue: 1_250_000, instructorShare: 875_000, platformShare: 375_000 },
      { kind: 'tool_plan', _id: 'p1', title: '=HYPERLINK("x")\nGói', unitsSold: 1, refunds: 0, revenue: 199_000, instructorShare: 0, platformShare: 199_000 },
    ]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '"Loại","Mã sản phẩm","Tên sản phẩm","Số lượng bán","Hoàn tiền (VND)","Doanh thu thuần (VND)","Phần giảng viên (VND)","Phần nền tảng (VND)"',
      '"Khóa học","c1","Quảng cáo ""Facebook"", nâng cao",2,-625000,1250000,875000,375000',
      '"Gói phần mềm","p1","\'=HYPERLINK(""x"")\nGói",1,0,199000,0,199000',
      '',
    ]);
  });

  it('is just the header when nothing sold', () => {
    expect(salesCsv([]).split('\r\n')).toHaveLength(2);
  });
});
