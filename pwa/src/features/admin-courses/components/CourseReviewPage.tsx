import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DetailLoadFailure } from '../../../components/ui/DetailLoadFailure';
import { FormError } from '../../../components/ui/FormError';
import { Spinner } from '../../../components/ui/Spinner';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatDateTime, formatVnd } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { COURSE_LEVEL_LABELS, formatCourseDuration } from '../../courses';
import { useAdminCourseDetails, useReviewCourse, type CourseReview } from '../api/adminCoursesApi';
import { LecturePreviewList } from './LecturePreviewList';

export const REJECT_REASON_REQUIRED = 'Vui lòng nhập lý do từ chối để giảng viên biết cần sửa gì.';

/** /admin/courses/{id}/review: everything the instructor submitted, then approve or reject with a reason. */
export default function CourseReviewPage() {
  const { courseId = '' } = useParams();
  const navigate = useNavigate();
  const detail = useAdminCourseDetails(courseId);
  const review = useReviewCourse(courseId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState<CourseReview['action'] | null>(null);
  const reasonId = useId();

  if (detail.status === 'error') {
    return <DetailLoadFailure error={detail.error} onRetry={() => void detail.refetch()} noun="khóa học" gone="đã bị xóa" listPath="/admin/courses" testId="review" />;
  }
  const course = detail.data;
  if (!course) return <Spinner />;

  const send = async (decision: CourseReview) => {
    setSending(decision.action);
    setError(null);
    try {
      await review.mutateAsync(decision);
      toast.success(decision.action === 'approve' ? 'Đã duyệt và xuất bản khóa học.' : 'Đã từ chối khóa học và báo cho giảng viên.');
      navigate('/admin/courses/pending');
    } catch (failure) {
      setError(errorMessage(failure, 'Không thể duyệt khóa học.'));
    } finally {
      setSending(null);
    }
  };
  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(REJECT_REASON_REQUIRED);
    void send({ action: 'reject', reason: reason.trim() });
  };

  return (
    <article className="space-y-6" data-testid="course-review">
      <Link to="/admin/courses/pending" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
        ← Khóa học chờ duyệt
      </Link>
      <header className="flex flex-col gap-4 lg:flex-row">
        {course.courseThumbnail ? <img src={course.courseThumbnail} alt="" width={320} height={180} className="aspect-video w-full rounded-xl object-cover lg:w-80" /> : null}
        <div className="flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{course.title}</h1>
            <StatusBadge status={course.status} />
          </div>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{course.shortDescription}</p>
          <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
            {[
              ['Giảng viên', `${course.instructor.name} (${course.instructor.email})`],
              ['Danh mục', course.category.name],
              ['Trình độ', COURSE_LEVEL_LABELS[course.level]],
              ['Giá bán', course.price === 0 ? 'Miễn phí' : formatVnd(course.price)],
              ['Thời lượng', `${course.totalLectures} bài · ${formatCourseDuration(course.duration)}`],
              ['Gửi duyệt', formatDateTime(course.submittedAt)],
            ].map(([term, value]) => (
              <div key={term}>
                <dt className="text-slate-500 dark:text-slate-400">{term}</dt>
                <dd className="font-medium text-slate-900 dark:text-white">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </header>
      {course.rejectionReason ? (
        <p className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 dark:bg-red-500/10 dark:text-red-300">Lý do từ chối lần trước: {course.rejectionReason}</p>
      ) : null}

      <section className="card">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Mô tả</h2>
        <p className="mt-2 whitespace-pre-line text-slate-700 dark:text-slate-300">{course.description || '—'}</p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {[
            ['Kết quả đạt được', course.outcomes],
            ['Yêu cầu', course.requirements],
          ].map(([title, items]) => (
            <div key={title as string}>
              <h3 className="font-medium text-slate-900 dark:text-white">{title}</h3>
              <ul className="mt-1 list-disc pl-5 text-sm text-slate-700 dark:text-slate-300">
                {(items as string[]).length ? (items as string[]).map((item) => <li key={item}>{item}</li>) : <li>—</li>}
              </ul>
            </div>
          ))}
        </div>
      </section>

      <section>
        <h2 className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">Giáo trình</h2>
        <LecturePreviewList sections={course.sections} />
      </section>

      {course.status === 'pending' ? (
        <section className="card space-y-4" aria-labelledby="review-actions">
          <h2 id="review-actions" className="text-lg font-semibold text-slate-900 dark:text-white">
            Kết quả duyệt
          </h2>
          <FormError message={error} testId="review-error" />
          <button type="button" className="btn btn-primary" disabled={sending !== null} onClick={() => void send({ action: 'approve' })} data-testid="approve-course">
            {sending === 'approve' ? 'Đang duyệt...' : 'Duyệt và xuất bản'}
          </button>
          <form onSubmit={reject} className="space-y-2">
            <label htmlFor={reasonId} className="field-label">
              Lý do từ chối (giảng viên sẽ nhận được qua email)
            </label>
            <textarea id={reasonId} className="field-input min-h-24" value={reason} onChange={(event) => setReason(event.target.value)} maxLength={1000} />
            <button type="submit" className="btn btn-secondary" disabled={sending !== null} data-testid="reject-course">
              {sending === 'reject' ? 'Đang gửi...' : 'Từ chối'}
            </button>
          </form>
        </section>
      ) : null}
    </article>
  );
}
