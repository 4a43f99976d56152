import { useId, useState } from 'react';
import { FormError } from '../../../components/ui/FormError';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useAsyncData } from '../../../lib/useAsyncData';
import { fetchEarningsStats } from '../api/instructorEarningsApi';
import { CourseEarningsTable } from './CourseEarningsTable';
import { EarningsChart } from './EarningsChart';
import { EarningsStatCards } from './EarningsStatCards';

const RANGES = [6, 12, 24];

/** /instructor/earnings: my share of every sale, month by month and per course. */
export default function InstructorEarningsPage() {
  const [months, setMonths] = useState(12);
  const rangeId = useId();
  const earnings = useAsyncData(() => fetchEarningsStats(months), [months]);

  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Thu nhập giảng viên</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Phần của bạn từ mỗi lượt bán khóa học.</p>
      </header>

      {earnings.status === 'failed' ? (
        <div className="space-y-3">
          <FormError message={errorMessage(earnings.error, 'Không thể tải dữ liệu thu nhập.')} testId="earnings-error" />
          <button type="button" className="btn btn-secondary" onClick={earnings.reload}>
            Thử lại
          </button>
        </div>
      ) : earnings.data ? (
        <>
          <EarningsStatCards earnings={earnings.data} />
          <section className="card" aria-labelledby="earnings-chart-title">
            <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
              <h2 id="earnings-chart-title" className="text-lg font-semibold text-slate-900 dark:text-white">
                Thu nhập theo tháng
              </h2>
              <label htmlFor={rangeId} className="sr-only">
                Khoảng thời gian
              </label>
              <select id={rangeId} className="field-input w-auto py-1.5" value={months} onChange={(event) => setMonths(Number(event.target.value))}>
                {RANGES.map((range) => (
                  <option key={range} value={range}>
                    {range} tháng gần nhất
                  </option>
                ))}
              </select>
            </div>
            <EarningsChart months={earnings.data.byMonth} />
          </section>
          <section className="card" aria-labelledby="course-earnings-title">
            <h2 id="course-earnings-title" className="text-lg font-semibold text-slate-900 dark:text-white">
              Thu nhập theo khóa học
            </h2>
            <CourseEarningsTable courses={earnings.data.byCourse} />
          </section>
        </>
      ) : (
        <Spinner label="Đang tải thu nhập..." />
      )}
    </div>
  );
}
