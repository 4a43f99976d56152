import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis } from 'recharts';
import { chartTooltipStyle } from '../../../components/ui/chartStyle';
import { Link } from 'react-router-dom';
import { AsyncContent } from '../../../components/ui/AsyncContent';
import { formatNumber } from '../../../lib/format';
import { bucketLabel } from '../../admin-dashboard';
import { formatRating } from '../../courses';
import { useInstructorReviewSummary, type InstructorCourseReviewSummary } from '../../reviews';

/** '★ 4,7 (512 đánh giá)' as on the course card, or 'Chưa có đánh giá'. */
function ratingText(average: number | null, count: number): string {
  return count === 0 || average === null ? 'Chưa có đánh giá' : `★ ${formatRating(average)} (${formatNumber(count)} đánh giá)`;
}

/** The average and count of each of my courses, and the last 30 days: count, average and the reviews per day. */
export function CourseReviewTrends() {
  const summary = useInstructorReviewSummary();
  return (
    <section className="card" aria-labelledby="review-trends-title" data-testid="review-trends">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="review-trends-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          Đánh giá khóa học
        </h2>
        <Link to="/instructor/reviews" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
          Xem và phản hồi đánh giá
        </Link>
      </div>
      <AsyncContent result={summary} errorText="Không thể tải số liệu đánh giá." errorTestId="review-trends-error" loadingLabel="Đang tải số liệu đánh giá..." retry>
        {({ courses }) =>
          courses.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-500 dark:text-slate-400" data-testid="review-trends-empty">
              Bạn chưa có khóa học nào.
            </p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {courses.map((course) => (
                <CourseTrend key={course.courseId} course={course} />
              ))}
            </ul>
          )
        }
      </AsyncContent>
    </section>
  );
}

function CourseTrend({ course }: { course: InstructorCourseReviewSummary }) {
  const recent = course.last30Days;
  const data = course.daily.map((day) => ({ ...day, label: bucketLabel(day.date, 'day') }));
  const busyDays = data.filter((day) => day.count > 0).map((day) => `${day.label}: ${day.count}`);
  return (
    <li className="min-w-0 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60" data-testid={`review-trend-${course.courseId}`}>
      <p className="font-semibold break-words text-slate-900 dark:text-white">{course.title}</p>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" data-testid="review-trend-overall">
        {ratingText(course.average, course.count)}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="review-trend-recent">
        30 ngày qua:{' '}
        {recent.count === 0 || recent.average === null ? 'chưa có đánh giá mới' : `${formatNumber(recent.count)} đánh giá, trung bình ${formatRating(recent.average)} sao`}
      </p>
      {recent.count > 0 ? (
        <div className="mt-2 h-14 w-full" role="img" aria-label={`Số đánh giá mỗi ngày trong 30 ngày qua của ${course.title}: ${busyDays.join('; ')}; các ngày khác không có.`}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} margin={{ top: 4, right: 0, bottom: 0, left: 0 }}>
              <XAxis dataKey="label" hide />
              <Tooltip {...chartTooltipStyle} formatter={(value) => [`${value} đánh giá`, 'Số đánh giá']} />
              <Bar dataKey="count" name="Số đánh giá" fill="#2548eb" radius={[2, 2, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      ) : null}
    </li>
  );
}
