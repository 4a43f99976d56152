import { type RefObject, useEffect, useRef } from 'react';

/** Save the resume position this often while the video plays. */
const POSITION_SAVE_INTERVAL_MS = 10_000;
/** Share of the video that counts as watched. */
const COMPLETE_AT = 0.9;
/** Closer than this to the end, a resume would only replay the ending: start over instead. */
const RESUME_TAIL_SECONDS = 10;

type Options = {
  startAt: number;
  completed: boolean;
  onPosition: (seconds: number) => void;
  onComplete: (seconds: number) => void;
};

/**
 * Wires a lecture's <video>: resume at `startAt`, report the position every ~10 s while playing and
 * on pause, end, tab hide or leaving, and report completion at 90 % watched or at the end.
 * The element must be mounted when the calling component mounts.
 */
export function useLectureVideo(videoRef: RefObject<HTMLVideoElement | null>, options: Options): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let position = 0;
    let savedPosition = 0;
    let savedAt = Date.now();
    let completed = latest.current.completed;

    const save = () => {
      savedAt = Date.now();
      if (position <= 0 || position === savedPosition) return;
      savedPosition = position;
      latest.current.onPosition(position);
    };
    const complete = () => {
      if (completed) return;
      completed = true;
      latest.current.onComplete(position);
    };
    const resume = () => {
      const { startAt } = latest.current;
      if (startAt > 0 && (!Number.isFinite(video.duration) || startAt < video.duration - RESUME_TAIL_SECONDS)) video.currentTime = startAt;
    };
    const onTimeUpdate = () => {
      position = Math.floor(video.currentTime);
      if (!video.paused && Date.now() - savedAt >= POSITION_SAVE_INTERVAL_MS) save();
      if (video.duration > 0 && video.currentTime / video.duration >= COMPLETE_AT) complete();
    };
    const onEnded = () => {
      save();
      complete();
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') save();
    };

    if (video.readyState >= HTMLMediaElement.HAVE_METADATA) resume();
    else video.addEventListener('loadedmetadata', resume, { once: true });
    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('pause', save);
    video.addEventListener('ended', onEnded);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', save);
    return () => {
      video.removeEventListener('loadedmetadata', resume);
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('pause', save);
      video.removeEventListener('ended', onEnded);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', save);
      // Leaving the lecture (another lecture, another page) keeps where the student stopped.
      save();
    };
  }, [videoRef]);
}
