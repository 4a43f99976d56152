import { csvText } from '../common/http/csv';

export interface SalesCsvRow {
  kind: 'course' | 'tool_plan';
  _id: string;
  title: string;
  unitsSold: number;
  refunds: number;
  revenue: number;
  instructorShare: number;
  platformShare: number;
}

const HEADER = ['Loại', 'Mã sản phẩm', 'Tên sản phẩm', 'Số lượng bán', 'Hoàn tiền (VND)', 'Doanh thu thuần (VND)', 'Phần giảng viên (VND)', 'Phần nền tảng (VND)'];
const KIND_LABELS: Record<SalesCsvRow['kind'], string> = { course: 'Khóa học', tool_plan: 'Gói phần mềm' };

/** The sales report as CSV (see csvText). */
export function salesCsv(rows: SalesCsvRow[]): string {
  return csvText([HEADER, ...rows.map((row) => [KIND_LABELS[row.kind], row._id, row.title, row.unitsSold, row.refunds, row.revenue, row.instructorShare, row.platformShare])]);
}
