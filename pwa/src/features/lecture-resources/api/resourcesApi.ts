import type { ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export type LectureResource = ApiResponse<'/api/learn/{slug}/content', 'get'>['course']['curriculum'][number]['lectures'][number]['resources'][number];

/**
 * A download link of a few minutes for one of the lecture's files. Enrolled students send the course
 * access token of their face check; a free preview's files need none.
 */
export async function fetchResourceLink(lectureId: string, mediaId: string, accessToken?: string | null): Promise<string> {
  const { url } = await unwrap(
    apiClient.POST('/api/learn/lectures/{lectureId}/resources/{mediaId}/link', {
      params: { path: { lectureId, mediaId }, header: accessToken ? { 'X-Course-Access-Token': accessToken } : {} },
    }),
  );
  return url;
}
