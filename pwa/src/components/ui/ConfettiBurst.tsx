import type { Options } from 'canvas-confetti';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

/**
 * Confetti over the page, fired once when shown. It is drawn on a canvas of our own, hidden from assistive
 * technology: the library's own canvas is a bare element added to the body, which a screen reader reaches
 * outside every landmark (axe-core's 'region' finding after each sign-in). The library loads on demand so it
 * never weighs on a first page load; it draws nothing when the user asks for reduced motion.
 */
export function ConfettiBurst({ bursts }: { bursts: readonly Options[] }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const firstBursts = useRef(bursts);

  useEffect(() => {
    let cancelled = false;
    let reset: (() => void) | undefined;
    void import('canvas-confetti').then(({ default: confetti }) => {
      if (cancelled || !canvasRef.current) return;
      const fire = confetti.create(canvasRef.current, { resize: true, disableForReducedMotion: true });
      reset = () => fire.reset();
      for (const burst of firstBursts.current) void fire(burst);
    });
    return () => {
      cancelled = true;
      reset?.();
    };
  }, []);

  return createPortal(<canvas ref={canvasRef} aria-hidden="true" className="pointer-events-none fixed inset-0 z-[70] h-full w-full" />, document.body);
}
