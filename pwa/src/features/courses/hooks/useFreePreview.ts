import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/http/errorMessage';
import { fetchPlaybackUrl, PLAYBACK_URL_FAILED } from '../../video-player/api/playbackApi';
import type { CourseDetail } from '../api/coursesApi';

export type PreviewLecture = CourseDetail['curriculum'][number]['lectures'][number];

export type FreePreview = {
  lecture: PreviewLecture | null;
  playbackUrl: string | null;
  error: string | null;
  play: (lecture: PreviewLecture) => void;
};

/** The free lesson being watched on a course page and its signed playback URL. */
export function useFreePreview(courseId: string): FreePreview {
  const [lecture, setLecture] = useState<PreviewLecture | null>(null);
  const [playbackUrl, setPlaybackUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const request = useRef(0);

  // Another course on the same page component: forget the previous course's lesson.
  useEffect(() => {
    request.current += 1;
    setLecture(null);
    setPlaybackUrl(null);
    setError(null);
  }, [courseId]);

  const play = useCallback(
    (next: PreviewLecture) => {
      if (!next.previewMediaId) return;
      const current = ++request.current;
      // SPEC §4: choosing a lecture clears the playable URL until its own one arrives.
      setLecture(next);
      setPlaybackUrl(null);
      setError(null);
      fetchPlaybackUrl(next.previewMediaId, courseId).then(
        (url) => current === request.current && setPlaybackUrl(url),
        (failure: unknown) => current === request.current && setError(errorMessage(failure, PLAYBACK_URL_FAILED)),
      );
    },
    [courseId],
  );

  return { lecture, playbackUrl, error, play };
}

/** The first lesson a visitor can watch for free, if any. */
export function firstFreePreview(course: CourseDetail): PreviewLecture | undefined {
  return course.curriculum.flatMap((section) => section.lectures).find((lecture) => lecture.previewMediaId !== null);
}
