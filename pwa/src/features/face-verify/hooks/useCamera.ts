import { useCallback, useEffect, useRef, useState } from 'react';

export type CameraState = 'starting' | 'live' | 'denied' | 'unavailable' | 'unsupported';

/** The front camera in `videoRef`, started on mount and stopped on unmount; `retry` asks again. */
export function useCamera() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!navigator.mediaDevices?.getUserMedia) {
      // Also the case on plain http: browsers offer the camera to secure pages only.
      setState('unsupported');
      return;
    }
    let stream: MediaStream | undefined;
    let cancelled = false;
    setState('starting');
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } }, audio: false })
      .then((started) => {
        stream = started;
        if (cancelled) return stopStream(started);
        if (videoRef.current) videoRef.current.srcObject = started;
        setState('live');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const name = error instanceof DOMException || error instanceof Error ? error.name : '';
        setState(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable');
      });
    return () => {
      cancelled = true;
      if (stream) stopStream(stream);
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { videoRef, state, retry };
}

function stopStream(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}
