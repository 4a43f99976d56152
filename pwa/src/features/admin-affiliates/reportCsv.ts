import type { AffiliateReport } from './api/adminAffiliatesApi';

const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** The monthly report as CSV for Excel: a UTF-8 BOM (Vietnamese stays readable), quoted text, plain integer amounts. */
export function affiliateReportCsv(months: AffiliateReport['months']): Blob {
  const lines = [
    ['Tháng', 'Lượt bấm', 'Đăng ký', 'Lượt mua', 'Hoa hồng (đ)'].map(quote).join(','),
    ...months.map((row) => [quote(row.month), row.clicks, row.signups, row.enrollments, row.commission].join(',')),
  ];
  return new Blob([`\uFEFF${lines.join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' });
}
