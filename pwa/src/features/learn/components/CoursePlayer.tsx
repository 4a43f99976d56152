import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { keepAnnouncementsOffline } from '../../announcements';
import { CourseFinished } from '../../certificates';
import { DownloadDialog, useDownloads, type DownloadScope } from '../../downloads';
import { LectureResourceList } from '../../lecture-resources';
import { keepQuestionsOffline, type PlayerControls } from '../../questions';
import { ReviewCourseButton, ReviewInvitation } from '../../reviews';
import type { LearnContent, LearnLecture, LearnSection } from '../api/learnApi';
import { courseLectures, coursePercent } from '../courseProgress';
import type { SavedCopy } from '../hooks/useLearnCourse';
import { useLectureProgress } from '../hooks/useLectureProgress';
import { useOnlineStatus } from '../hooks/useOnlineStatus';
import { usePlayerShortcuts } from '../hooks/usePlayerShortcuts';
import { rememberLastLecture } from '../offline/courseCache';
import type { ProgressChange } from '../sync/mergeProgress';
import { recordProgress } from '../sync/recordProgress';
import { CurriculumSidebar } from './CurriculumSidebar';
import { LectureDownloadButton } from './LectureDownloadButton';
import { LectureVideo } from './LectureVideo';
import { PlayerTabs } from './PlayerTabs';
import { QuizLecture } from './QuizLecture';
import { SyncStateBadge } from './SyncStateBadge';
import { TextLecture } from './TextLecture';

type Props = {
  content: LearnContent;
  userId: string;
  slug: string;
  /** From the URL; without it the lecture opened last (or the first one) plays. */
  lectureId: string | undefined;
  accessToken: string | null;
  /** Set when the outline shown is the copy saved on this device. */
  savedCopy: SavedCopy;
  onAccessInvalid: (courseId: string) => void;
  onRetry: () => void;
};

/** After the course is opened online, its Q&A and announcements are kept for offline reading, once a session, without delaying the video. */
export const KEEP_DISCUSSIONS_DELAY_MS = 5000;
const keptDiscussions = new Set<string>();

/** The course player: the active lecture's video and controls, its tabs, and the outline with this device's ticks. */
export function CoursePlayer({ content, userId, slug, lectureId, accessToken, savedCopy, onAccessInvalid, onRetry }: Props) {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const online = useOnlineStatus();
  const { course, enrollmentDetails } = content;
  const lectures = useMemo(() => courseLectures(content), [content]);
  const notesCourse = useMemo(() => ({ title: course.title, slug, lectures: lectures.map(({ _id, title }) => ({ id: _id, title })) }), [course.title, slug, lectures]);
  const progress = useLectureProgress(userId, course._id);
  const videoRef = useRef<HTMLVideoElement>(null);

  const isCompleted = (lecture: LearnLecture) => lecture.completed || progress.get(lecture._id)?.completed === true;
  const indexOf = (id: string | null | undefined) => (id ? lectures.findIndex((lecture) => lecture._id === id) : -1);
  const requested = indexOf(lectureId);
  const index = requested >= 0 ? requested : Math.max(0, indexOf(enrollmentDetails.lastLectureId));
  const active = lectures.at(index);
  const previous = index > 0 ? lectures[index - 1] : undefined;
  const next = lectures.at(index + 1);
  const completedCount = lectures.filter(isCompleted).length;
  const percent = coursePercent(completedCount, lectures.length);

  const open = (lecture: LearnLecture | undefined) => {
    if (lecture) navigate(`/learn/${slug}/${lecture._id}`);
  };
  usePlayerShortcuts(videoRef, () => open(next));

  const activeId = active?._id;
  useEffect(() => {
    if (activeId) rememberLastLecture(userId, course._id, activeId).catch((error: unknown) => console.error(error));
  }, [userId, course._id, activeId]);

  const save = useCallback(
    (target: string, change: ProgressChange) =>
      recordProgress(userId, course._id, target, change).catch((error: unknown) => {
        console.error(error);
        toast.error('Không lưu được tiến độ học trên thiết bị này.');
      }),
    [userId, course._id],
  );
  const accessInvalid = useCallback(() => onAccessInvalid(course._id), [onAccessInvalid, course._id]);

  // Downloads: a lecture, a section or the whole course, through the dialog that shows sizes and quality.
  const { downloads } = useDownloads(userId);
  const courseDownloads = useMemo(
    () => new Map(downloads.filter((download) => download.courseId === course._id).map((download) => [download.lectureId, download])),
    [downloads, course._id],
  );
  const [downloadScope, setDownloadScope] = useState<DownloadScope | null>(null);
  const downloadCourse = useCallback(() => setDownloadScope({ name: course.title, lectures }), [course.title, lectures]);
  const downloadSection = (section: LearnSection) => setDownloadScope({ name: section.title, lectures: section.lectures });
  // 'Tải về' in /my-courses opens the course here (?download=course), where the face check is.
  const downloadAsked = searchParams.get('download') === 'course';
  useEffect(() => {
    if (!downloadAsked || !online) return;
    downloadCourse();
    setSearchParams(
      (params) => {
        params.delete('download');
        return params;
      },
      { replace: true },
    );
  }, [downloadAsked, online, downloadCourse, setSearchParams]);

  // The course's copy on this device was just refreshed: keep its Q&A and announcements beside it.
  const fresh = online && savedCopy === false;
  useEffect(() => {
    const key = `${userId}/${course._id}`;
    if (!fresh || keptDiscussions.has(key)) return;
    const timer = setTimeout(() => {
      keptDiscussions.add(key);
      // A failure (offline again, access ended) only leaves the older copy.
      void keepQuestionsOffline(userId, course._id).catch(() => undefined);
      void keepAnnouncementsOffline(userId, course._id).catch(() => undefined);
    }, KEEP_DISCUSSIONS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [fresh, userId, course._id]);

  // A question's timestamp: seek the open video, or open its lecture at that moment (?t=).
  const activeLectureId = active?._id;
  const lastSecond = useRef<{ lectureId: string | undefined; second: number } | null>(null);
  const player = useMemo<PlayerControls>(
    () => ({
      currentSecond: () => {
        const video = videoRef.current;
        // The video leaves the page when the connection drops: the moment the learner was at stays.
        if (video) lastSecond.current = { lectureId: activeLectureId, second: Math.floor(video.currentTime) };
        const last = lastSecond.current;
        return last && last.lectureId === activeLectureId ? last.second : null;
      },
      seek: (target, second) => {
        const video = videoRef.current;
        if (!target || target === activeLectureId) {
          if (!video) return;
          video.currentTime = second;
          video.scrollIntoView({ block: 'center', behavior: 'smooth' });
          video.play?.()?.catch(() => undefined);
          return;
        }
        const params = new URLSearchParams(searchParams);
        params.set('t', String(second));
        navigate(`/learn/${slug}/${target}?${params.toString()}`);
      },
    }),
    [activeLectureId, navigate, searchParams, slug],
  );

  if (!active) {
    return <p className="mx-auto max-w-3xl px-4 py-16 text-center text-slate-600 dark:text-slate-300">Khóa học chưa có bài học nào.</p>;
  }
  const completed = isCompleted(active);
  const readToEnd = () => void save(active._id, { completed: true });
  const requestedStart = Number.parseInt(searchParams.get('t') ?? '', 10);
  const startAt = requestedStart >= 0 ? requestedStart : Math.max(active.positionSeconds, progress.get(active._id)?.positionSeconds ?? 0);

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 lg:grid-cols-[minmax(0,1fr)_22rem]" data-testid="course-player">
      <div className="min-w-0">
        {active.kind === 'quiz' ? (
          <QuizLecture key={active._id} userId={userId} courseId={course._id} lecture={active} online={online} />
        ) : active.kind === 'text' ? (
          <TextLecture key={active._id} lecture={active} completed={completed} onReadToEnd={readToEnd} />
        ) : (
          <LectureVideo
            key={active._id}
            userId={userId}
            lecture={active}
            courseId={course._id}
            accessToken={accessToken}
            online={online}
            videoRef={videoRef}
            startAt={startAt}
            completed={completed}
            onPosition={(seconds) => void save(active._id, { positionSeconds: seconds })}
            onComplete={(seconds) => void save(active._id, { completed: true, positionSeconds: seconds })}
            onAccessInvalid={accessInvalid}
          />
        )}
        {savedCopy === 'unreachable' ? (
          <div
            className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:bg-amber-500/10 dark:text-amber-300"
            role="status"
          >
            <p>Không kết nối được máy chủ: đang hiển thị nội dung đã lưu trên thiết bị.</p>
            <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
              Thử lại
            </button>
          </div>
        ) : null}
        <div className="mt-4 flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <Link to="/my-courses" className="text-sm text-brand-700 hover:underline dark:text-brand-300">
              {course.title}
            </Link>
            <h1 className="mt-1 text-xl font-bold text-slate-900 dark:text-white">{active.title}</h1>
          </div>
          <SyncStateBadge userId={userId} />
        </div>
        {active.kind === 'video' && active.hasVideo ? (
          <div className="mt-2">
            <LectureDownloadButton
              key={active._id}
              userId={userId}
              lecture={active}
              accessToken={accessToken}
              online={online}
              onDownload={() => setDownloadScope({ name: active.title, lectures: [active] })}
              onAccessInvalid={accessInvalid}
            />
          </div>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="button" className="btn btn-secondary" disabled={!previous} onClick={() => open(previous)} data-testid="prev-lecture">
            <Icon name="chevronLeft" className="h-4 w-4" /> Bài trước
          </button>
          {active.kind === 'quiz' ? (
            // A quiz is completed by passing it, on the server: nothing to tick by hand.
            <span
              className={`btn pointer-events-none ${completed ? 'text-emerald-700 dark:text-emerald-400' : 'text-slate-600 dark:text-slate-300'}`}
              data-testid="quiz-completion"
            >
              <Icon name={completed ? 'check' : 'clipboard'} className="h-4 w-4" /> {completed ? 'Đã đạt bài kiểm tra' : 'Đạt bài kiểm tra để hoàn thành'}
            </span>
          ) : (
            <button type="button" className="btn btn-primary" disabled={completed} onClick={() => void save(active._id, { completed: true })} data-testid="mark-complete">
              <Icon name="check" className="h-4 w-4" /> {completed ? 'Đã học xong' : 'Đánh dấu đã học xong'}
            </button>
          )}
          <button type="button" className="btn btn-secondary" disabled={!next} onClick={() => open(next)} data-testid="next-lecture">
            Bài tiếp theo <Icon name="chevronRight" className="h-4 w-4" />
          </button>
        </div>
        <CourseFinished userId={userId} courseId={course._id} courseTitle={course.title} completedLectures={completedCount} totalLectures={lectures.length} />
        <PlayerTabs
          userId={userId}
          courseId={course._id}
          course={notesCourse}
          lecture={{ _id: active._id, title: active.title, hasVideo: active.hasVideo }}
          player={player}
          overview={
            <div className="space-y-4">
              <LectureResourceList
                key={active._id}
                lectureId={active._id}
                userId={userId}
                resources={active.resources}
                accessToken={accessToken}
                online={online}
                onAccessInvalid={accessInvalid}
              />
              <p className="hidden text-xs text-slate-500 sm:block dark:text-slate-400">
                Phím tắt: Space/K phát/tạm dừng · J/L hoặc ←/→ tua 10 giây · F toàn màn hình · N bài tiếp theo
              </p>
              <ReviewInvitation userId={userId} courseId={course._id} completedLectures={completedCount} totalLectures={lectures.length} />
            </div>
          }
        />
      </div>
      <CurriculumSidebar
        slug={slug}
        sections={course.curriculum}
        activeLectureId={active._id}
        isCompleted={isCompleted}
        percent={percent}
        action={<ReviewCourseButton userId={userId} courseId={course._id} completedLectures={completedCount} className="mt-3" />}
        downloads={courseDownloads}
        onDownloadCourse={online ? downloadCourse : undefined}
        onDownloadSection={online ? downloadSection : undefined}
      />
      <DownloadDialog userId={userId} course={course} scope={downloadScope} accessToken={accessToken} onClose={() => setDownloadScope(null)} onAccessInvalid={accessInvalid} />
    </div>
  );
}
