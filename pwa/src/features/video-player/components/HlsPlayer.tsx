import type Hls from 'hls.js';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { AUTO_QUALITY, qualityLabel } from './qualityLabel';

type Props = {
  /** Signed master playlist URL; the player restarts when it changes. */
  src: string;
  title: string;
  poster?: string | null;
  autoPlay?: boolean;
  /** Given when the page drives the <video> itself (resume, progress, keyboard shortcuts). */
  videoRef?: RefObject<HTMLVideoElement | null>;
};

type Quality = { index: number; label: string };

const PLAYBACK_ERROR = 'Không phát được video. Vui lòng thử lại sau.';

/**
 * Starts loading hls.js ahead of the player (the course player's page does, as its chunk loads): on an
 * offline cold start its few hundred kilobytes are then parsed while the page reads the course from the
 * device, not after the video element appears.
 */
export function preloadHlsPlayer(): void {
  void import('hls.js/light').catch(() => undefined);
}

/**
 * HLS video: hls.js where Media Source Extensions exist (Chromium, Firefox, Android), the native
 * player on Safari/iOS. hls.js is loaded on demand so pages without a video never download it, and in
 * its light build (no subtitles, alternate audio or DRM, which the transcoder never makes): a third
 * less code to parse on an offline cold start.
 */
export function HlsPlayer({ src, title, poster, autoPlay = false, videoRef: outerRef }: Props) {
  const ownRef = useRef<HTMLVideoElement>(null);
  const videoRef = outerRef ?? ownRef;
  const hlsRef = useRef<Hls | null>(null);
  const [qualities, setQualities] = useState<Quality[]>([]);
  const [quality, setQuality] = useState(AUTO_QUALITY);
  const [failed, setFailed] = useState(false);
  const qualityId = useId();

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let cancelled = false;
    setFailed(false);
    setQualities([]);
    setQuality(AUTO_QUALITY);

    void import('hls.js/light').then(
      ({ default: HlsClass }) => {
        if (cancelled) return;
        if (!HlsClass.isSupported()) {
          if (video.canPlayType('application/vnd.apple.mpegurl')) video.src = src;
          else setFailed(true);
          return;
        }
        // startFragPrefetch: the first segment is asked for as soon as the playlist is read, not after the
        // media source opens (measured: 80–240 ms later on a cold start, the segment then waited on it).
        const hls = new HlsClass({ capLevelToPlayerSize: true, startFragPrefetch: true });
        hlsRef.current = hls;
        hls.on(HlsClass.Events.MANIFEST_PARSED, (_event, data) => {
          setQualities(data.levels.map((level, index) => ({ index, label: qualityLabel(level) })).sort((a, b) => b.index - a.index));
        });
        hls.on(HlsClass.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          // A network hiccup is retried once by reloading; anything else ends playback with a message.
          if (data.type === HlsClass.ErrorTypes.NETWORK_ERROR && data.details !== HlsClass.ErrorDetails.MANIFEST_LOAD_ERROR) hls.startLoad();
          else if (data.type === HlsClass.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError();
          else setFailed(true);
        });
        hls.loadSource(src);
        hls.attachMedia(video);
      },
      () => !cancelled && setFailed(true),
    );

    return () => {
      cancelled = true;
      hlsRef.current?.destroy();
      hlsRef.current = null;
      video.removeAttribute('src');
    };
  }, [src, videoRef]);

  const chooseQuality = (index: number) => {
    setQuality(index);
    if (hlsRef.current) hlsRef.current.currentLevel = index;
  };

  return (
    <div className="relative overflow-hidden rounded-xl bg-black">
      <video
        ref={videoRef}
        className="aspect-video w-full"
        controls
        playsInline
        autoPlay={autoPlay}
        poster={poster ?? undefined}
        aria-label={title}
        data-testid="hls-video"
        onError={() => setFailed(true)}
      />
      {failed ? (
        <p role="alert" className="absolute inset-x-0 bottom-14 mx-auto w-fit rounded-lg bg-black/80 px-3 py-2 text-sm text-white">
          {PLAYBACK_ERROR}
        </p>
      ) : null}
      {qualities.length > 1 ? (
        <div className="absolute right-2 top-2">
          <label htmlFor={qualityId} className="sr-only">
            Chất lượng video
          </label>
          <select id={qualityId} value={quality} onChange={(event) => chooseQuality(Number(event.target.value))} className="rounded-md bg-black/70 px-2 py-1 text-xs text-white">
            <option value={AUTO_QUALITY}>Tự động</option>
            {qualities.map((level) => (
              <option key={level.index} value={level.index}>
                {level.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
