import { type ReactNode, type RefObject, useEffect } from 'react';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/http/errorMessage';
import { HlsPlayer } from '../../video-player';
import { PLAYBACK_URL_FAILED } from '../../video-player';
import type { LearnLecture } from '../api/learnApi';
import { isCourseAccessInvalid, isNetworkError } from '../courseAccessErrors';
import { useLectureVideo } from '../hooks/useLectureVideo';
import { usePlaybackUrl } from '../hooks/usePlaybackUrl';

const OFFLINE_VIDEO_MESSAGE = 'Bạn đang ngoại tuyến. Video cần kết nối mạng; danh sách bài học và tiến độ vẫn được lưu.';

type Props = {
  lecture: LearnLecture;
  courseId: string;
  accessToken: string | null;
  online: boolean;
  videoRef: RefObject<HTMLVideoElement | null>;
  startAt: number;
  completed: boolean;
  onPosition: (seconds: number) => void;
  onComplete: (seconds: number) => void;
  onAccessInvalid: () => void;
};

/** The active lecture's video, or a plain sentence saying why there is none (never an endless spinner offline). */
export function LectureVideo({ online, ...props }: Props) {
  if (!props.lecture.hasVideo || !props.lecture.mediaId) return <VideoNotice>Bài học này không có video.</VideoNotice>;
  if (!online) return <VideoNotice testId="offline-video-message">{OFFLINE_VIDEO_MESSAGE}</VideoNotice>;
  return <OnlineLectureVideo {...props} />;
}

function OnlineLectureVideo({ lecture, courseId, accessToken, onAccessInvalid, ...playback }: Omit<Props, 'online'>) {
  const { url, error } = usePlaybackUrl(lecture._id, lecture.mediaId, courseId, accessToken);
  const accessInvalid = isCourseAccessInvalid(error);
  useEffect(() => {
    if (accessInvalid) onAccessInvalid();
  }, [accessInvalid, onAccessInvalid]);

  if (error && isNetworkError(error)) return <VideoNotice testId="offline-video-message">{OFFLINE_VIDEO_MESSAGE}</VideoNotice>;
  if (error) return <VideoNotice alert>{errorMessage(error, PLAYBACK_URL_FAILED)}</VideoNotice>;
  if (!url) {
    return (
      <div className="flex aspect-video w-full items-center justify-center rounded-xl bg-slate-900">
        <Spinner label="Đang tải video..." onDark />
      </div>
    );
  }
  return <LecturePlayback url={url} lecture={lecture} {...playback} />;
}

type PlaybackProps = Pick<Props, 'lecture' | 'videoRef' | 'startAt' | 'completed' | 'onPosition' | 'onComplete'> & { url: string };

function LecturePlayback({ url, lecture, videoRef, ...tracking }: PlaybackProps) {
  useLectureVideo(videoRef, tracking);
  return (
    <div data-testid="learn-video">
      <HlsPlayer src={url} title={lecture.title} poster={lecture.thumbnailUrl} videoRef={videoRef} autoPlay />
    </div>
  );
}

function VideoNotice({ children, testId, alert = false }: { children: ReactNode; testId?: string; alert?: boolean }) {
  return (
    <div
      className="flex aspect-video w-full items-center justify-center rounded-xl bg-slate-900 px-6 text-center text-sm text-white"
      role={alert ? 'alert' : undefined}
      data-testid={testId}
    >
      <p className="max-w-md">{children}</p>
    </div>
  );
}
