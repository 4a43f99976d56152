import type { ApiBody, ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { publicClient } from '../../../lib/http/publicClient';
import { unwrap } from '../../../lib/http/unwrap';

/** The curriculum with this student's progress, and their enrollment. */
export type LearnContent = ApiResponse<'/api/learn/{slug}/content', 'get'>;
export type LearnSection = LearnContent['course']['curriculum'][number];
export type LearnLecture = LearnSection['lectures'][number];
export type ProgressUpdateBody = ApiBody<'/api/learn/progress/update', 'post'>;
export type ProgressBatchResult = ApiResponse<'/api/learn/progress/batch', 'post'>;

/** The server takes at most this many updates per batch (MAX_PROGRESS_BATCH). */
export const PROGRESS_BATCH_SIZE = 200;

// The course access token from the face check travels in the header X-Course-Access-Token (see the contract).

export function fetchLearnContent(slug: string, accessToken: string): Promise<LearnContent> {
  return unwrap(apiClient.GET('/api/learn/{slug}/content', { params: { path: { slug }, header: { 'X-Course-Access-Token': accessToken } } }));
}

/** The signed URL of a lecture video; the server checks the enrollment and the access token. */
export async function fetchLecturePlaybackUrl(mediaId: string, courseId: string, accessToken: string): Promise<string> {
  const { playbackUrl } = await unwrap(apiClient.POST('/api/media/playback-url', { params: { header: { 'X-Course-Access-Token': accessToken } }, body: { mediaId, courseId } }));
  return playbackUrl;
}

/**
 * Sends queued progress updates (up to PROGRESS_BATCH_SIZE) with the given bearer token, answered one
 * by one. Deliberately without the signed-in client's refresh-and-replay: the outbox checks whose token
 * it holds before each send, so an update is never replayed under an account that signed in meanwhile
 * in another tab.
 */
export function sendProgressBatch(updates: ProgressUpdateBody[], bearerToken: string): Promise<ProgressBatchResult> {
  return unwrap(publicClient.POST('/api/learn/progress/batch', { body: { updates }, headers: { Authorization: `Bearer ${bearerToken}` } }));
}
