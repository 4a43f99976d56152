import { useEffect, useState } from 'react';
import { fetchLecturePlaybackUrl } from '../api/learnApi';

export type PlaybackUrl = { url: string | null; error: unknown };

type Loaded = PlaybackUrl & { lectureId: string };

/**
 * The signed video URL of the active lecture. It is tied to that lecture: choosing another one
 * clears the playable URL at once (SPEC §4) until its own URL arrives.
 */
export function usePlaybackUrl(lectureId: string, mediaId: string | null, courseId: string, accessToken: string | null): PlaybackUrl {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!mediaId || !accessToken) return;
    let active = true;
    fetchLecturePlaybackUrl(mediaId, courseId, accessToken).then(
      (url) => active && setLoaded({ lectureId, url, error: null }),
      (error: unknown) => active && setLoaded({ lectureId, url: null, error }),
    );
    return () => {
      active = false;
    };
  }, [lectureId, mediaId, courseId, accessToken]);

  return loaded?.lectureId === lectureId ? loaded : { url: null, error: null };
}
