import { useEffect, useState } from 'react';

const secondsUntil = (deadline: string | undefined) => (deadline ? Math.max(0, Math.ceil((new Date(deadline).getTime() - Date.now()) / 1000)) : 0);

/** Whole seconds left until `deadline` (never below 0), ticking every second. */
export function useCountdown(deadline: string | undefined): number {
  const [left, setLeft] = useState(() => secondsUntil(deadline));

  useEffect(() => {
    setLeft(secondsUntil(deadline));
    if (!deadline) return undefined;
    const timer = setInterval(() => setLeft(secondsUntil(deadline)), 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  return left;
}

/** 1805 → '30:05'. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
