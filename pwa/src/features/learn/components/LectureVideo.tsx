import { type ReactNode, type RefObject, useEffect } from 'react';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/http/errorMessage';
import { isDownloadPlayable, offlineMediaUrl, useDownload } from '../../downloads';
import { HlsPlayer } from '../../video-player';
import { PLAYBACK_URL_FAILED } from '../../video-player';
import type { LearnLecture } from '../api/learnApi';
import { isCourseAccessInvalid, isNetworkError } from '../courseAccessErrors';
import { useLectureVideo } from '../hooks/useLectureVideo';
import { usePlaybackUrl } from '../hooks/usePlaybackUrl';

const OFFLINE_VIDEO_MESSAGE = 'Bạn đang ngoại tuyến. Video cần kết nối mạng (hoặc tải bài giảng về máy khi có mạng); danh sách bài học và tiến độ vẫn được lưu.';
const OFFLINE_EXPIRED_MESSAGE = 'Bài giảng đã tải về cần kết nối mạng một lần để gia hạn quyền xem ngoại tuyến.';

type Props = {
  userId: string;
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

/** The service worker answers /offline-media/ from the device (sw/offlineMedia.ts); without it those URLs go nowhere. */
const workerServes = () => typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);

/**
 * The active lecture's video, or a plain sentence saying why there is none (never an endless spinner
 * offline). A lecture downloaded to this device plays from it, online or not: at once, and without
 * spending the learner's data again.
 */
export function LectureVideo({ online, userId, ...props }: Props) {
  const download = useDownload(userId, props.lecture._id);
  if (!props.lecture.hasVideo || !props.lecture.mediaId) return <VideoNotice>Bài học này không có video.</VideoNotice>;
  // Still reading this device's downloads (a moment): nothing is asked of the server meanwhile.
  if (download === undefined) return <div className="aspect-video w-full rounded-xl bg-slate-900" aria-busy="true" />;
  if (download && isDownloadPlayable(download) && workerServes()) {
    return <LecturePlayback url={offlineMediaUrl(download.mediaId, `${download.variant}/index.m3u8`)} {...props} />;
  }
  if (!online) {
    const expired = download?.state === 'done';
    return <VideoNotice testId="offline-video-message">{expired ? OFFLINE_EXPIRED_MESSAGE : OFFLINE_VIDEO_MESSAGE}</VideoNotice>;
  }
  return <OnlineLectureVideo {...props} />;
}

function OnlineLectureVideo({ lecture, courseId, accessToken, onAccessInvalid, ...playback }: Omit<Props, 'online' | 'userId'>) {
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
