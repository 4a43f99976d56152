import { useState } from 'react';
import { AsyncContent } from '../../../components/ui/AsyncContent';
import { MonthRangeSelect } from '../../../components/ui/MonthRangeSelect';
import { useEarningsStats } from '../api/instructorEarningsApi';
import { CourseEarningsTable } from './CourseEarningsTable';
import { EarningsChart } from './EarningsChart';
import { EarningsStatCards } from './EarningsStatCards';
import { InstructorPayouts } from './InstructorPayouts';

const RANGES = [6, 12, 24];

/** /instructor/earnings: my share of every sale, month by month and per course. */
export default function InstructorEarningsPage() {
  const [months, setMonths] = useState(12);
  const earnings = useEarningsStats(months);

  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Thu nhập giảng viên</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Phần của bạn từ mỗi lượt bán khóa học.</p>
      </header>

      <AsyncContent result={earnings} errorText="Không thể tải dữ liệu thu nhập." errorTestId="earnings-error" loadingLabel="Đang tải thu nhập..." retry>
        {(data) => (
          <>
            <EarningsStatCards earnings={data} />
            <section className="card" aria-labelledby="earnings-chart-title">
              <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
                <h2 id="earnings-chart-title" className="text-lg font-semibold text-slate-900 dark:text-white">
                  Thu nhập theo tháng
                </h2>
                <MonthRangeSelect value={months} options={RANGES} onChange={setMonths} />
              </div>
              <EarningsChart months={data.byMonth} />
            </section>
            <section className="card" aria-labelledby="course-earnings-title">
              <h2 id="course-earnings-title" className="text-lg font-semibold text-slate-900 dark:text-white">
                Thu nhập theo khóa học
              </h2>
              <CourseEarningsTable courses={data.byCourse} />
            </section>
          </>
        )}
      </AsyncContent>
      <InstructorPayouts />
    </div>
  );
}
