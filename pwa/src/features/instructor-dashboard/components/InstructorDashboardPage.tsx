import { Link } from 'react-router-dom';
import { AsyncContent } from '../../../components/ui/AsyncContent';
import { useDashboardStats } from '../api/instructorDashboardApi';
import { CourseReviewTrends } from './CourseReviewTrends';
import { DashboardChart } from './DashboardChart';
import { DashboardStatCards } from './DashboardStatCards';
import { QuestionMetricsBlock } from './QuestionMetricsBlock';
import { RecentEnrollmentsList } from './RecentEnrollmentsList';

/** /instructor/dashboard: my students, earnings and courses at a glance, the last 6 months, the latest enrollments, my courses' reviews and questions. */
export default function InstructorDashboardPage() {
  const stats = useDashboardStats();

  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Tổng quan giảng dạy</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">Học viên, thu nhập, khóa học, đánh giá và hỏi đáp của bạn.</p>
        </div>
        <Link to="/instructor/earnings" className="btn btn-secondary">
          Xem thu nhập
        </Link>
      </header>

      <AsyncContent result={stats} errorText="Không thể tải dữ liệu tổng quan." errorTestId="dashboard-error" loadingLabel="Đang tải tổng quan..." retry>
        {(data) => (
          <>
            <DashboardStatCards stats={data} />
            <div className="grid gap-6 xl:grid-cols-3">
              <section className="card xl:col-span-2" aria-labelledby="dashboard-chart-title">
                <h2 id="dashboard-chart-title" className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
                  Thu nhập và ghi danh 6 tháng gần nhất
                </h2>
                <DashboardChart points={data.chart} />
              </section>
              <section className="card" aria-labelledby="recent-enrollments-title">
                <h2 id="recent-enrollments-title" className="text-lg font-semibold text-slate-900 dark:text-white">
                  Ghi danh gần đây
                </h2>
                <RecentEnrollmentsList enrollments={data.recentEnrollments} />
              </section>
            </div>
          </>
        )}
      </AsyncContent>
      <CourseReviewTrends />
      <QuestionMetricsBlock />
    </div>
  );
}
