import { formatDateTime } from '../../../lib/format';
import type { RecentEnrollment } from '../api/instructorDashboardApi';

/** The latest enrollments in my courses, newest first. */
export function RecentEnrollmentsList({ enrollments }: { enrollments: RecentEnrollment[] }) {
  if (enrollments.length === 0) {
    return (
      <p className="py-8 text-center text-sm text-slate-500 dark:text-slate-400" data-testid="recent-enrollments-empty">
        Chưa có học viên nào ghi danh vào khóa học của bạn.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="recent-enrollments">
      {enrollments.map((enrollment) => (
        <li key={enrollment._id} className="flex flex-wrap items-baseline justify-between gap-2 py-3" data-testid="recent-enrollment">
          <div className="min-w-0">
            <p className="font-medium text-slate-900 dark:text-white">{enrollment.studentName}</p>
            <p className="truncate text-sm text-slate-600 dark:text-slate-400">{enrollment.courseTitle}</p>
          </div>
          <time dateTime={enrollment.enrolledAt} className="text-xs text-slate-500 dark:text-slate-400">
            {formatDateTime(enrollment.enrolledAt)}
          </time>
        </li>
      ))}
    </ul>
  );
}
