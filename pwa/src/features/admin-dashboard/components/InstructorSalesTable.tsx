import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { formatNumber, formatVnd } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useInstructorSales, type SalesWindow } from '../api/adminReportsApi';
import { DataTable } from '../../../components/ui/DataTable';

/** Per instructor: their courses sold in the chosen days and what they earned from them. */
export function InstructorSalesTable({ dates }: { dates: SalesWindow }) {
  const sales = useInstructorSales(dates);
  const instructors = sales.data ?? [];

  return (
    <section className="card overflow-hidden" aria-labelledby="instructor-sales-title">
      <h3 id="instructor-sales-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        Doanh thu theo giảng viên
      </h3>
      <AsyncListBody
        status={sales.status}
        itemCount={instructors.length}
        errorText={errorMessage(sales.error, 'Không thể tải doanh thu theo giảng viên.')}
        emptyText="Chưa có khóa học nào được bán trong khoảng thời gian này."
        onRetry={() => void sales.refetch()}
        testId="instructor-sales"
      >
        <DataTable
          columns={[
            { label: 'Giảng viên' },
            { label: 'Khóa học đã bán', align: 'right' },
            { label: 'Lượt bán', align: 'right' },
            { label: 'Doanh thu', align: 'right' },
            { label: 'Thu nhập giảng viên', align: 'right' },
          ]}
          label="Bảng doanh thu theo giảng viên"
          testId="instructor-sales-table"
        >
          {instructors.map((instructor) => (
            <tr key={instructor._id} data-testid={`instructor-${instructor._id}`}>
              <td className="px-3 py-2">
                <p className="font-medium text-slate-900 dark:text-white">{instructor.name}</p>
                <p className="text-xs text-slate-500 dark:text-slate-400">{instructor.email}</p>
              </td>
              <td className="px-3 py-2 text-right">{formatNumber(instructor.coursesSold)}</td>
              <td className="px-3 py-2 text-right">{formatNumber(instructor.unitsSold)}</td>
              <td className="px-3 py-2 text-right font-semibold">{formatVnd(instructor.revenue)}</td>
              <td className="px-3 py-2 text-right">{formatVnd(instructor.earnings)}</td>
            </tr>
          ))}
        </DataTable>
      </AsyncListBody>
    </section>
  );
}
