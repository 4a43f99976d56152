import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/http/errorMessage';
import { usePreloadRoute } from '../../../lib/lazyPage';
import { lastProfile } from '../../../lib/session/offlineProfile';
import { useAuth } from '../../auth';
import { firstPlayablePath, useDownloads, type DownloadRecord } from '../../downloads';
import { SyncStateBadge, useOnlineStatus } from '../../learn';
import { readMyCoursesAhead, useMyCourses } from '../hooks/useMyCourses';
import { MyCourseCard } from './MyCourseCard';

/** Run by lazyPage when this chunk loads (at start on /my-courses): the saved list is read while the app still starts. */
export function prepare(): Promise<void> {
  const profile = lastProfile();
  return profile ? readMyCoursesAhead(profile._id) : Promise.resolve();
}

/** /my-courses: the signed-in student's enrolled courses with their progress; opens offline from this device. */
export default function MyCoursesPage() {
  const { user } = useAuth();
  // The route guard only renders this page for a signed-in user.
  if (!user) return null;
  return <MyCourses key={user._id} userId={user._id} />;
}

function MyCourses({ userId }: { userId: string }) {
  const { courses, fromDevice, offline, error, retry, completedHere } = useMyCourses(userId);
  const online = useOnlineStatus();
  const { downloads } = useDownloads(userId);
  const downloadsByCourse = useMemo(() => {
    const byCourse = new Map<string, DownloadRecord[]>();
    for (const download of downloads) byCourse.set(download.courseId, [...(byCourse.get(download.courseId) ?? []), download]);
    return byCourse;
  }, [downloads]);
  // A learner with lectures on the device is likely to open one, maybe with no connection: its player's code is loaded now.
  usePreloadRoute(firstPlayablePath(downloads, (courseId) => courses?.find((course) => course._id === courseId)?.slug));
  return (
    <div className="mx-auto max-w-6xl" data-testid="my-courses-page">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Khóa học của tôi</h1>
        <SyncStateBadge userId={userId} />
      </div>
      {fromDevice && !error ? (
        <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:bg-amber-500/10 dark:text-amber-300" role="status" data-testid="my-courses-offline">
          {offline ? 'Bạn đang ngoại tuyến. Đây là danh sách khóa học đã lưu trên thiết bị.' : 'Không tải được danh sách mới nhất: đang hiển thị danh sách đã lưu trên thiết bị.'}
        </p>
      ) : null}
      <div className="mt-6">
        {error ? (
          <div className="py-10 text-center" role="alert">
            <p className="text-red-600 dark:text-red-400">{errorMessage(error, 'Không thể tải danh sách khóa học.')}</p>
            <button type="button" className="btn btn-secondary mt-4" onClick={retry}>
              Thử lại
            </button>
          </div>
        ) : !courses ? (
          <Spinner />
        ) : courses.length === 0 ? (
          <div className="card flex flex-col items-center gap-4 py-12 text-center" data-testid="my-courses-empty">
            <Icon name="academic" className="h-10 w-10 text-slate-400" />
            <p className="text-slate-600 dark:text-slate-300">Bạn chưa đăng ký khóa học nào.</p>
            <Link to="/courses" className="btn btn-primary">
              Khám phá khóa học
            </Link>
          </div>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {courses.map((course) => (
              <MyCourseCard
                key={course._id}
                course={course}
                completedHere={completedHere.get(course._id) ?? 0}
                downloads={downloadsByCourse.get(course._id) ?? []}
                online={online}
              />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
