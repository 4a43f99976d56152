import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DetailLoadFailure } from '../../../components/ui/DetailLoadFailure';
import { Spinner } from '../../../components/ui/Spinner';
import { useCourse } from '../../courses';
import type { VerifiedAccess } from '../api/faceVerifyApi';
import { saveCourseAccess } from '../courseAccessStore';
import { hasFaceConsent, saveFaceConsent } from '../faceConsent';
import { FaceCapture } from './FaceCapture';
import { FaceConsent } from './FaceConsent';
import { NotEnrolledMessage } from './NotEnrolledMessage';

type Props = { userId: string; slug: string };

/** The face check of one course for one user: consent (first time), camera, then back to the course. */
export function FaceVerify({ userId, slug }: Props) {
  const navigate = useNavigate();
  const course = useCourse(slug);
  const [consented, setConsented] = useState(() => hasFaceConsent(userId));

  if (course.isError) {
    return <DetailLoadFailure error={course.error} onRetry={() => void course.refetch()} noun="khóa học" gone="đã ngừng phát hành" listPath="/my-courses" testId="face-verify" />;
  }
  if (!course.data) return <Spinner label="Đang tải khóa học..." className="min-h-[50vh]" />;
  // Ownership first: never ask for the camera for a course the student cannot open anyway.
  if (course.data.isEnrolled === false) return <NotEnrolledMessage slug={slug} testId="face-verify-not-enrolled" />;
  const { _id: courseId, title } = course.data;

  function verified(access: VerifiedAccess) {
    saveCourseAccess(userId, courseId, { token: access.accessToken, expiresAt: access.expiresAt });
    navigate(`/learn/${slug}`, { replace: true });
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Xác thực khuôn mặt</h1>
        <p className="text-slate-600 dark:text-slate-300">
          Khóa học: <span className="font-medium">{title}</span>
        </p>
      </header>
      {consented ? (
        <FaceCapture courseId={courseId} onVerified={verified} />
      ) : (
        <FaceConsent
          onAccept={() => {
            saveFaceConsent(userId);
            setConsented(true);
          }}
        />
      )}
      <Link to="/my-courses" className="inline-block text-sm text-brand-600 hover:underline dark:text-brand-400">
        ← Khóa học của tôi
      </Link>
    </div>
  );
}
