import { useEffect, useState, useSyncExternalStore } from 'react';

const TYPE_MS = 80;
const DELETE_MS = 40;
const HOLD_MS = 1600;

type TypingHeadlineProps = { phrases: readonly string[] };

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION).matches;
}

function watchReducedMotion(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => undefined;
  const query = matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Types each phrase, holds it, erases it, moves on. Screen readers get all phrases at once. */
export function TypingHeadline({ phrases }: TypingHeadlineProps) {
  const [phraseIndex, setPhraseIndex] = useState(0);
  const [length, setLength] = useState(0);
  const [deleting, setDeleting] = useState(false);
  // The server's HTML types (it cannot know the setting); hydration starts from it, then follows the setting.
  const still = useSyncExternalStore(watchReducedMotion, prefersReducedMotion, () => false);
  const phrase = phrases[phraseIndex] ?? '';

  useEffect(() => {
    if (still) return;
    let delay = deleting ? DELETE_MS : TYPE_MS;
    if (!deleting && length === phrase.length) delay = HOLD_MS;
    const timer = setTimeout(() => {
      if (!deleting && length === phrase.length) setDeleting(true);
      else if (deleting && length === 0) {
        setDeleting(false);
        setPhraseIndex((index) => (index + 1) % phrases.length);
      } else setLength((value) => value + (deleting ? -1 : 1));
    }, delay);
    return () => clearTimeout(timer);
  }, [still, deleting, length, phrase, phrases.length]);

  return (
    <>
      <span className="sr-only">{phrases.join(', ')}</span>
      <span aria-hidden="true" className="text-accent-400">
        {still ? phrase : phrase.slice(0, length)}
        <span className="ml-0.5 inline-block w-[3px] animate-caret bg-accent-400 align-baseline">&nbsp;</span>
      </span>
    </>
  );
}
