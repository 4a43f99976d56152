import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { Pagination } from '../../../components/ui/Pagination';
import { formatNumber, formatVnd } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { usePageFor } from '../../../lib/usePageFor';
import { useSalesReport, type ProductSales, type SalesWindow } from '../api/adminReportsApi';
import { DataTable } from '../../../components/ui/DataTable';

const PAGE_SIZE = 10;
const KIND_LABELS: Record<ProductSales['kind'], string> = { course: 'Khóa học', tool_plan: 'Gói phần mềm' };

/** Products sold in the chosen days, best revenue first, with how the money was split. */
export function TopProductsTable({ dates }: { dates: SalesWindow }) {
  const [page, setPage] = usePageFor(`${dates.fromDate}|${dates.toDate}`);
  const report = useSalesReport({ ...dates, page, limit: PAGE_SIZE });
  const products = report.data?.products ?? [];

  return (
    <section className="card overflow-hidden" aria-labelledby="top-products-title">
      <h3 id="top-products-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        Sản phẩm bán chạy
      </h3>
      <AsyncListBody
        status={report.status}
        itemCount={products.length}
        errorText={errorMessage(report.error, 'Không thể tải báo cáo doanh thu.')}
        emptyText="Chưa có sản phẩm nào được bán trong khoảng thời gian này."
        onRetry={() => void report.refetch()}
        testId="top-products"
      >
        <DataTable
          columns={[
            { label: 'Sản phẩm' },
            { label: 'Loại' },
            { label: 'Đã bán', align: 'right' },
            { label: 'Doanh thu', align: 'right' },
            { label: 'Giảng viên nhận', align: 'right' },
            { label: 'Nền tảng nhận', align: 'right' },
          ]}
          label="Bảng sản phẩm bán chạy"
          testId="top-products-table"
          footer={
            report.data ? (
              <tfoot className="border-t-2 border-slate-200 font-semibold dark:border-slate-700">
                <tr data-testid="top-products-totals">
                  <th scope="row" colSpan={2} className="px-3 py-2 text-left">
                    Tổng cộng
                  </th>
                  <td className="px-3 py-2 text-right">{formatNumber(report.data.totals.unitsSold)}</td>
                  <td className="px-3 py-2 text-right">{formatVnd(report.data.totals.revenue)}</td>
                  <td className="px-3 py-2 text-right">{formatVnd(report.data.totals.instructorShare)}</td>
                  <td className="px-3 py-2 text-right">{formatVnd(report.data.totals.platformShare)}</td>
                </tr>
              </tfoot>
            ) : null
          }
        >
          {products.map((product) => (
            <tr key={`${product.kind}-${product._id}`} data-testid={`product-${product._id}`}>
              <td className="px-3 py-2 font-medium text-slate-900 dark:text-white">{product.title}</td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-600 dark:text-slate-400">{KIND_LABELS[product.kind]}</td>
              <td className="px-3 py-2 text-right">{formatNumber(product.unitsSold)}</td>
              <td className="px-3 py-2 text-right font-semibold">{formatVnd(product.revenue)}</td>
              <td className="px-3 py-2 text-right">{formatVnd(product.instructorShare)}</td>
              <td className="px-3 py-2 text-right">{formatVnd(product.platformShare)}</td>
            </tr>
          ))}
        </DataTable>
        <Pagination className="mt-4" currentPage={page} totalPages={report.data?.pagination.totalPages ?? 1} onPageChange={setPage} />
      </AsyncListBody>
    </section>
  );
}
