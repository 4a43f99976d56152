import { type RefObject, useEffect, useState } from 'react';
import { type FrameCheck, loadFaceDetector } from '../faceDetector';

export type FaceCheckState =
  | { kind: 'loading' }
  /** `frame` is null until the camera delivers a frame. */
  | { kind: 'checking'; frame: FrameCheck | null }
  /** The detector could not load on this device: the server still checks the photo. */
  | { kind: 'unavailable' };

const CHECK_INTERVAL_MS = 300;

/** Looks at the camera frame a few times a second while `active`, counting the faces it sees. */
export function useFaceCheck(videoRef: RefObject<HTMLVideoElement | null>, active: boolean): FaceCheckState {
  const [state, setState] = useState<FaceCheckState>({ kind: 'loading' });

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const checkEvery = async (detector: Awaited<ReturnType<typeof loadFaceDetector>>) => {
      const video = videoRef.current;
      const frame = video ? await detector.detect(video).catch(() => null) : null;
      if (stopped) return;
      // A frame that could not be read keeps the previous answer instead of flickering.
      setState((current) => (frame === null && current.kind === 'checking' ? current : { kind: 'checking', frame }));
      timer = setTimeout(() => void checkEvery(detector), CHECK_INTERVAL_MS);
    };
    loadFaceDetector().then(
      (detector) => {
        if (!stopped) void checkEvery(detector);
      },
      () => {
        if (!stopped) setState({ kind: 'unavailable' });
      },
    );
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [videoRef, active]);

  return state;
}
