import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

/** SPEC §8 fallback when the server gives no reason. */
export const PLAYBACK_URL_FAILED = 'Không thể lấy link xem an toàn.';

/** A short-lived signed URL of the video's HLS master playlist (the server checks who may watch). */
export async function fetchPlaybackUrl(mediaId: string, courseId?: string): Promise<string> {
  const { playbackUrl } = await unwrap(apiClient.POST('/api/media/playback-url', { body: { mediaId, courseId } }));
  return playbackUrl;
}
