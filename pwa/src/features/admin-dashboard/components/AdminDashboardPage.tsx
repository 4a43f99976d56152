import { useState } from 'react';
import type { RegistrationPeriod } from '../../../api/types';
import { AsyncContent } from '../../../components/ui/AsyncContent';
import { MonthRangeSelect } from '../../../components/ui/MonthRangeSelect';
import { useRegistrations, useUserStats } from '../api/adminStatsApi';
import { RegistrationsChart } from './RegistrationsChart';
import { RevenueSection } from './RevenueSection';
import { UserStatsCards } from './UserStatsCards';

const PERIODS: { value: RegistrationPeriod; label: string }[] = [
  { value: 'daily', label: 'Theo ngày' },
  { value: 'weekly', label: 'Theo tuần' },
  { value: 'monthly', label: 'Theo tháng' },
];

const RANGES = [3, 6, 12];

export default function AdminDashboardPage() {
  const [period, setPeriod] = useState<RegistrationPeriod>('monthly');
  const [rangeMonths, setRangeMonths] = useState(6);
  const stats = useUserStats();
  const registrations = useRegistrations(period, rangeMonths);

  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Tổng quan quản trị</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Tổng quan người dùng của Học viện Marketing.</p>
      </header>

      <section aria-label="Thống kê người dùng">
        <AsyncContent result={stats} errorText="Không thể tải thống kê người dùng." loadingLabel="Đang tải thống kê...">
          {(data) => <UserStatsCards stats={data} />}
        </AsyncContent>
      </section>

      <section className="card" aria-labelledby="registrations-title">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
          <h2 id="registrations-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            Lượt đăng ký mới
          </h2>
          <div className="flex flex-wrap items-center gap-3">
            <div role="group" aria-label="Chu kỳ" className="inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
              {PERIODS.map((option) => (
                <button
                  key={option.value}
                  type="button"
                  aria-pressed={period === option.value}
                  onClick={() => setPeriod(option.value)}
                  data-testid={`period-${option.value}`}
                  className={`rounded-md px-3 py-1.5 text-xs font-semibold ${
                    period === option.value ? 'bg-white text-brand-800 shadow-sm dark:bg-slate-900 dark:text-white' : 'text-slate-600 dark:text-slate-400'
                  }`}
                >
                  {option.label}
                </button>
              ))}
            </div>
            <MonthRangeSelect value={rangeMonths} options={RANGES} onChange={setRangeMonths} />
          </div>
        </div>
        <AsyncContent result={registrations} errorText="Không thể tải dữ liệu biểu đồ." loadingLabel="Đang tải biểu đồ...">
          {(data) => <RegistrationsChart points={data.points} />}
        </AsyncContent>
      </section>

      <RevenueSection />
    </div>
  );
}
