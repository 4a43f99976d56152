import { formatNumber, formatVnd } from '../../../lib/format';
import type { InstructorDashboardStats } from '../api/instructorDashboardApi';
import { StatCard } from '../../../components/ui/StatCard';

/** Students, earnings, courses (with how many are published) and courses waiting for review. */
export function DashboardStatCards({ stats }: { stats: InstructorDashboardStats }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Số liệu tổng quan">
      <StatCard
        testId="stat-students"
        label="Tổng học viên"
        value={formatNumber(stats.totalStudents)}
        icon="users"
        tone="bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300"
      />
      <StatCard
        testId="stat-revenue"
        label="Tổng thu nhập"
        value={formatVnd(stats.totalRevenue)}
        icon="dollar"
        tone="bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300"
      />
      <StatCard
        testId="stat-courses"
        label="Khóa học"
        value={formatNumber(stats.totalCourses)}
        hint={`${formatNumber(stats.publishedCourses)} đã xuất bản`}
        icon="book"
        tone="bg-violet-100 text-violet-700 dark:bg-violet-500/15 dark:text-violet-300"
      />
      <StatCard
        testId="stat-pending"
        label="Chờ duyệt"
        value={formatNumber(stats.pendingCourses)}
        icon="clipboard"
        tone="bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300"
      />
    </ul>
  );
}
