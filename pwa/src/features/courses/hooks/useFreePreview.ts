import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/http/errorMessage';
import { fetchPlaybackUrl, PLAYBACK_URL_FAILED } from '../../video-player';
import type { CourseDetail } from '../api/coursesApi';

export type PreviewLecture = CourseDetail['curriculum'][number]['lectures'][number];

export type FreePreview = {
  lecture: PreviewLecture | null;
  playbackUrl: string | null;
  error: string | null;
  play: (lecture: PreviewLecture) => void;
};

type PreviewState = { courseId: string; lecture: PreviewLecture; playbackUrl: string | null; error: string | null };

/** The free lesson being watched on a course page and its signed playback URL. */
export function useFreePreview(courseId: string): FreePreview {
  const [state, setState] = useState<PreviewState | null>(null);
  const request = useRef(0);

  const play = useCallback(
    (lecture: PreviewLecture) => {
      if (!lecture.previewMediaId) return;
      const current = ++request.current;
      // SPEC §4: choosing a lecture clears the playable URL until its own one arrives.
      setState({ courseId, lecture, playbackUrl: null, error: null });
      const settle = (result: Pick<PreviewState, 'playbackUrl' | 'error'>) => {
        if (current === request.current) setState((previous) => previous && { ...previous, ...result });
      };
      fetchPlaybackUrl(lecture.previewMediaId, courseId).then(
        (playbackUrl) => settle({ playbackUrl, error: null }),
        (failure: unknown) => settle({ playbackUrl: null, error: errorMessage(failure, PLAYBACK_URL_FAILED) }),
      );
    },
    [courseId],
  );

  // A lesson chosen on another course (same page component, new slug) is not shown here. Derived
  // rather than reset in an effect, so a click right after the course loads is never wiped.
  const current = state?.courseId === courseId ? state : null;
  return { lecture: current?.lecture ?? null, playbackUrl: current?.playbackUrl ?? null, error: current?.error ?? null, play };
}

/** The first lesson a visitor can watch for free, if any. */
export function firstFreePreview(course: CourseDetail): PreviewLecture | undefined {
  return course.curriculum.flatMap((section) => section.lectures).find((lecture) => lecture.previewMediaId !== null);
}
