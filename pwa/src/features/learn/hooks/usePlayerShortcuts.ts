import { type RefObject, useEffect, useRef } from 'react';

const SEEK_SECONDS = 10;

/** Keys typed into a field, or with a modifier, belong to someone else. */
function ignored(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return true;
  const target = event.target as HTMLElement | null;
  return !!target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

function seek(video: HTMLVideoElement, delta: number) {
  const end = Number.isFinite(video.duration) ? video.duration : Infinity;
  video.currentTime = Math.min(end, Math.max(0, video.currentTime + delta));
}

function toggleFullscreen(video: HTMLVideoElement) {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  else void video.requestFullscreen?.().catch(() => undefined);
}

/**
 * Player keys: space/k play-pause, j/l or ←/→ seek 10 s, f fullscreen, n next lecture. Space and the
 * arrows are left alone while the video itself (its native controls) or a button has focus.
 */
export function usePlayerShortcuts(videoRef: RefObject<HTMLVideoElement | null>, onNext: () => void): void {
  const next = useRef(onNext);
  useEffect(() => {
    next.current = onNext;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (ignored(event)) return;
      const key = event.key.toLowerCase();
      if (key === 'n') {
        next.current();
        return;
      }
      const video = videoRef.current;
      if (!video) return;
      const target = event.target as HTMLElement | null;
      const nativeKeys = target === video || target?.tagName === 'BUTTON' || target?.tagName === 'A';
      const actions: Record<string, (() => void) | undefined> = {
        k: () => (video.paused ? void video.play().catch(() => undefined) : video.pause()),
        j: () => seek(video, -SEEK_SECONDS),
        l: () => seek(video, SEEK_SECONDS),
        f: () => toggleFullscreen(video),
      };
      if (!nativeKeys) {
        actions[' '] = actions.k;
        actions.arrowleft = actions.j;
        actions.arrowright = actions.l;
      }
      const action = actions[key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [videoRef]);
}
