import { useCallback, useEffect, useState } from 'react';
import { fetchCourse } from '../../courses';
import { clearCourseAccess } from '../../face-verify';
import { fetchLearnContent, type LearnContent } from '../api/learnApi';
import { isCourseAccessInvalid, isNetworkError, isNotEnrolled } from '../courseAccessErrors';
import { findCachedCourse, saveCourseContent, saveCourseListIfMissing } from '../offline/courseCache';
import { refreshCourseNotes } from '../sync/noteOutbox';
import { usableCourseAccess } from '../usableCourseAccess';

/** SPEC §4 course access status. */
export type CourseAccessStatus = 'unknown' | 'valid' | 'invalid';

/** Why the copy saved on this device is shown: the fresh one is on its way, there is no network, or the server did not answer. */
export type SavedCopy = false | 'refreshing' | 'offline' | 'unreachable';

export type LearnView =
  | { kind: 'loading' }
  | { kind: 'ready'; content: LearnContent; accessToken: string | null; savedCopy: SavedCopy }
  | { kind: 'verify' }
  | { kind: 'not-enrolled' }
  | { kind: 'offline' }
  | { kind: 'failed'; error: unknown };

type LearnCourse = {
  view: LearnView;
  access: CourseAccessStatus;
  retry: () => void;
  /** The server refused the access token later on (e.g. for the video): forget it and verify again. */
  invalidateAccess: (courseId: string) => void;
};

/**
 * The course to learn: its id from the copy on this device or the public course page, then its
 * content with the face-check token. No token → verify first; offline or unreachable → the saved copy.
 */
export function useLearnCourse(slug: string, userId: string): LearnCourse {
  const [view, setView] = useState<LearnView>({ kind: 'loading' });
  const [access, setAccess] = useState<CourseAccessStatus>('unknown');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    const show = (next: LearnView) => {
      if (active) setView(next);
    };
    void (async () => {
      // The saved copy is a bonus: a browser without IndexedDB still learns online.
      const cached = await findCachedCourse(userId, slug).catch(() => undefined);
      let id = cached?.courseId;
      // Whether the student owns it, once the public course page has been asked.
      let enrolled: boolean | undefined;
      if (!id) {
        if (!navigator.onLine) return show({ kind: 'offline' });
        const answer = await askOwnership(slug);
        if ('kind' in answer) return show(answer);
        ({ id, enrolled } = answer);
      }
      const courseId = id;
      const stored = usableCourseAccess(userId, courseId);
      const saved = (savedCopy: SavedCopy): LearnView | null =>
        cached?.content ? { kind: 'ready', content: cached.content, accessToken: stored?.token ?? null, savedCopy } : null;
      if (!navigator.onLine) return show(saved('offline') ?? { kind: 'offline' });
      if (!stored) {
        // The face check only for a course the student owns (a copy on this device may outlive a refund).
        if (enrolled === undefined) {
          const answer = await askOwnership(slug);
          if ('kind' in answer) return show(saved('unreachable') ?? answer);
          enrolled = answer.enrolled;
        }
        return show(enrolled ? { kind: 'verify' } : { kind: 'not-enrolled' });
      }
      // On a slow connection the saved outline is usable at once; the fresh copy replaces it.
      const refreshing = saved('refreshing');
      if (refreshing) show(refreshing);
      try {
        const content = await fetchLearnContent(slug, stored.token);
        await saveCourseContent(userId, content).catch((error: unknown) => console.error('Could not save the course for offline use', error));
        // So that /my-courses lists it offline, with its downloaded lectures.
        saveCourseListIfMissing(userId, content.course._id).catch(() => undefined);
        // The learner's notes are kept with it (those of other devices too), so the Notes tab has them offline.
        refreshCourseNotes(userId, content.course._id).catch(() => undefined);
        if (!active) return;
        setAccess('valid');
        show({ kind: 'ready', content, accessToken: stored.token, savedCopy: false });
      } catch (error) {
        if (isCourseAccessInvalid(error)) {
          clearCourseAccess(userId, courseId);
          if (active) setAccess('invalid');
          return show({ kind: 'verify' });
        }
        if (isNotEnrolled(error)) return show({ kind: 'not-enrolled' });
        show(saved('unreachable') ?? (isNetworkError(error) ? { kind: 'offline' } : { kind: 'failed', error }));
      }
    })();
    return () => {
      active = false;
    };
  }, [slug, userId, attempt]);

  const retry = useCallback(() => {
    // A course already on screen stays there while it reloads.
    setView((current) => (current.kind === 'ready' ? current : { kind: 'loading' }));
    setAttempt((value) => value + 1);
  }, []);

  // Back online after an offline start: load the real course (or go verify).
  const waitingForNetwork = view.kind === 'offline' || (view.kind === 'ready' && view.savedCopy === 'offline');
  useEffect(() => {
    if (!waitingForNetwork) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [waitingForNetwork, retry]);

  const invalidateAccess = useCallback(
    (courseId: string) => {
      clearCourseAccess(userId, courseId);
      setAccess('invalid');
      setView({ kind: 'verify' });
    },
    [userId],
  );

  return { view, access, retry, invalidateAccess };
}

/** The course's id and whether this student owns it, from the public course page; or the view when it cannot be asked. */
async function askOwnership(slug: string): Promise<{ id: string; enrolled: boolean } | LearnView> {
  try {
    const course = await fetchCourse(slug);
    return { id: course._id, enrolled: course.isEnrolled === true };
  } catch (error) {
    return isNetworkError(error) ? { kind: 'offline' } : { kind: 'failed', error };
  }
}
