import { type ReactNode, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { DetailLoadFailure } from '../../../components/ui/DetailLoadFailure';
import { Spinner } from '../../../components/ui/Spinner';
import { useAuth } from '../../auth';
import { readDownloadAhead } from '../../downloads';
import { NotEnrolledMessage } from '../../face-verify';
import { preloadHlsPlayer } from '../../video-player';
import { useLearnCourse } from '../hooks/useLearnCourse';
import { CoursePlayer } from './CoursePlayer';

/** Run by lazyPage when this chunk loads: the video's player loads while the page reads the course. */
export function prepare(): void {
  preloadHlsPlayer();
}

/** /learn/:courseSlug and /learn/:courseSlug/:lectureId: the signed-in student's course player. */
export default function LearnPage() {
  const { courseSlug = '', lectureId } = useParams();
  const { status, user } = useAuth();
  const { pathname } = useLocation();
  if (status === 'loading') return <Spinner />;
  if (!user) return <Navigate to="/login" replace state={{ from: pathname }} />;
  // A new course or user starts from scratch: nothing of the previous one may show.
  return <LearnCourse key={`${user._id}/${courseSlug}`} userId={user._id} slug={courseSlug} lectureId={lectureId} />;
}

function LearnCourse({ userId, slug, lectureId }: { userId: string; slug: string; lectureId: string | undefined }) {
  const { view, access, retry, invalidateAccess } = useLearnCourse(slug, userId);
  // The lecture opened with the page has its download read beside the course, not after it.
  const [openedLectureId] = useState(lectureId);
  useEffect(() => (openedLectureId ? readDownloadAhead(userId, openedLectureId) : undefined), [userId, openedLectureId]);
  switch (view.kind) {
    case 'loading':
      return <Spinner label="Đang tải khóa học..." className="min-h-[50vh]" />;
    case 'verify':
      return <Navigate to={`/learn/${slug}/verify`} replace />;
    case 'not-enrolled':
      return <NotEnrolledMessage slug={slug} testId="learn-not-enrolled" />;
    case 'offline':
      return (
        <LearnMessage testId="learn-offline" title="Bạn đang ngoại tuyến.">
          <p className="text-slate-600 dark:text-slate-300">Khóa học này chưa được lưu trên thiết bị. Hãy mở nó một lần khi có mạng để học được cả khi ngoại tuyến.</p>
          <Link to="/my-courses" className="btn btn-secondary">
            Khóa học của tôi
          </Link>
        </LearnMessage>
      );
    case 'failed':
      return <DetailLoadFailure error={view.error} onRetry={retry} noun="khóa học" gone="đã ngừng phát hành" listPath="/my-courses" testId="learn" />;
    case 'ready':
      return (
        <div data-access={access}>
          <CoursePlayer
            content={view.content}
            userId={userId}
            slug={slug}
            lectureId={lectureId}
            accessToken={view.accessToken}
            savedCopy={view.savedCopy}
            onAccessInvalid={invalidateAccess}
            onRetry={retry}
          />
        </div>
      );
  }
}

function LearnMessage({ testId, title, children }: { testId: string; title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-16 text-center" data-testid={testId}>
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
      {children}
    </section>
  );
}
