import { useState } from 'react';
import { currentMonthWindow } from './currentMonthWindow';
import { ExportSalesCsvButton } from './ExportSalesCsvButton';
import { InstructorSalesTable } from './InstructorSalesTable';
import { RevenueOverTimeCard } from './RevenueOverTimeCard';
import { SalesWindowFilter } from './SalesWindowFilter';
import { TopProductsTable } from './TopProductsTable';

/** 'Doanh thu' on the admin dashboard: the revenue chart, then the sales of a span of days (this month by default). */
export function RevenueSection() {
  const [dates, setDates] = useState(currentMonthWindow);

  return (
    <section className="space-y-6" aria-labelledby="revenue-title">
      <h2 id="revenue-title" className="text-xl font-bold text-slate-900 dark:text-white">
        Doanh thu
      </h2>
      <RevenueOverTimeCard />
      <div className="card flex flex-wrap items-end justify-between gap-4">
        <SalesWindowFilter dates={dates} onChange={setDates} />
        <ExportSalesCsvButton dates={dates} />
      </div>
      <TopProductsTable dates={dates} />
      <InstructorSalesTable dates={dates} />
    </section>
  );
}
