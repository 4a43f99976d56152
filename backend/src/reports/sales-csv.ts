import { StreamableFile } from '@nestjs/common';

export interface SalesCsvRow {
  kind: 'course' | 'tool_plan';
  _id: string;
  title: string;
  unitsSold: number;
  revenue: number;
  instructorShare: number;
  platformShare: number;
}

const HEADER = ['Loại', 'Mã sản phẩm', 'Tên sản phẩm', 'Số lượng bán', 'Doanh thu (VND)', 'Phần giảng viên (VND)', 'Phần nền tảng (VND)'];
const KIND_LABELS: Record<SalesCsvRow['kind'], string> = { course: 'Khóa học', tool_plan: 'Gói phần mềm' };

/** Texts are always quoted (quotes doubled); amounts stay plain integers so Excel sums them. */
function field(value: string | number): string {
  if (typeof value === 'number') return String(value);
  // A cell starting with = + - or @ would run as a formula in Excel (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** RFC 4180 text (CRLF line ends) with a UTF-8 BOM, without which Excel garbles the Vietnamese. */
export function salesCsv(rows: SalesCsvRow[]): string {
  const lines = [HEADER, ...rows.map((row) => [KIND_LABELS[row.kind], row._id, row.title, row.unitsSold, row.revenue, row.instructorShare, row.platformShare])];
  return `\uFEFF${lines.map((line) => line.map(field).join(',')).join('\r\n')}\r\n`;
}

/** A CSV download (the filename must be plain ASCII). */
export function csvDownload(filename: string, text: string): StreamableFile {
  return new StreamableFile(Buffer.from(text, 'utf8'), { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${filename}"` });
}
