import { Link } from 'react-router-dom';
import { ReviewCourseButton } from '../../reviews';
import { useMyCertificates } from '../api/certificatesApi';

type Props = { userId: string; courseId: string; courseTitle: string; completedLectures: number; totalLectures: number };

/** The player's finish screen once every lecture is completed: congratulations, the certificate, an invitation to review. */
export function CourseFinished({ userId, courseId, courseTitle, completedLectures, totalLectures }: Props) {
  const finished = totalLectures > 0 && completedLectures >= totalLectures;
  if (!finished) return null;
  return <FinishedCard userId={userId} courseId={courseId} courseTitle={courseTitle} completedLectures={completedLectures} />;
}

function FinishedCard({ userId, courseId, courseTitle, completedLectures }: Omit<Props, 'totalLectures'>) {
  const certificates = useMyCertificates(userId, { waitingFor: courseId });
  const certificate = certificates.data?.certificates.find((entry) => entry.courseId === courseId);
  return (
    <section className="card mt-4 space-y-3 border-amber-300 p-4 sm:p-5 dark:border-amber-500/40" aria-labelledby="course-finished-title" data-testid="course-finished">
      <h2 id="course-finished-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        🎉 Chúc mừng! Bạn đã hoàn thành khóa học
      </h2>
      <p className="text-sm break-words text-slate-700 dark:text-slate-200">
        Bạn đã học xong mọi bài của <strong>{courseTitle}</strong>.
      </p>
      {certificate && !certificate.revoked ? (
        <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="course-finished-certificate">
          Chứng chỉ của bạn đã sẵn sàng.{' '}
          <Link to="/my-certificates" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
            Xem chứng chỉ
          </Link>
        </p>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="course-finished-pending">
          Chứng chỉ sẽ được cấp ngay khi tiến độ học được đồng bộ lên máy chủ.
        </p>
      )}
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-300">Hãy dành một phút đánh giá khóa học để giúp học viên khác và giảng viên.</p>
        <ReviewCourseButton userId={userId} courseId={courseId} completedLectures={completedLectures} className="mt-2 sm:w-auto" />
      </div>
    </section>
  );
}
