import { useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../api/types';
import { ApiError, type ErrorCode } from '../../../lib/http/ApiError';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

/** POST /api/learn/lectures/{lectureId}/download: what to fetch, and until when the device may keep it. */
export type DownloadManifest = ApiResponse<'/api/learn/lectures/{lectureId}/download', 'post'>;
/** One rendition the server can hand out, for the learner's choice of quality. */
export type DownloadQuality = DownloadManifest['qualities'][number];
/** One file of the rendition, with its signed address (valid a few hours). */
export type DownloadFile = DownloadManifest['files'][number];

/** The server's refusals (its published codes), and the engine's own. */
export type DownloadErrorCode = ErrorCode | 'DOWNLOAD_NO_SPACE' | 'DOWNLOAD_UNSUPPORTED' | 'DOWNLOAD_BAD_MANIFEST';

/** A download that could not start (or go on): `message` is Vietnamese, ready to show. */
export class DownloadError extends Error {
  readonly code: DownloadErrorCode | undefined;
  readonly status: number;

  constructor(message: string, code?: DownloadErrorCode, status = 0) {
    super(message);
    this.name = 'DownloadError';
    this.code = code;
    this.status = status;
  }
}

export type ManifestRequest = { accessToken: string | null; deviceId: string; deviceName?: string; variant?: string };

/** Asks the server for the lecture's files; its refusal comes back as a DownloadError with the server's code and text. */
export async function fetchDownloadManifest(lectureId: string, { accessToken, deviceId, deviceName, variant }: ManifestRequest): Promise<DownloadManifest> {
  let body: unknown;
  try {
    body = await unwrap(
      apiClient.POST('/api/learn/lectures/{lectureId}/download', {
        params: { path: { lectureId }, header: accessToken ? { 'X-Course-Access-Token': accessToken } : {} },
        body: { deviceId, deviceName, variant },
      }),
    );
  } catch (error) {
    if (error instanceof ApiError) throw new DownloadError(error.message || 'Không thể tải bài học lúc này. Vui lòng thử lại sau.', error.code, error.status);
    throw error;
  }
  return checkedManifest(body);
}

/** Paths become cache keys under /offline-media/<mediaId>/: a path that could reach outside it is refused. */
function checkedManifest(body: unknown): DownloadManifest {
  const manifest = body as DownloadManifest | null;
  const pathsSafe =
    Array.isArray(manifest?.files) &&
    manifest.files.every((file) => typeof file.path === 'string' && file.path !== '' && !file.path.startsWith('/') && !file.path.split('/').includes('..'));
  if (!manifest || typeof manifest.mediaId !== 'string' || !pathsSafe) {
    throw new DownloadError('Máy chủ trả về danh sách tệp không hợp lệ. Vui lòng thử lại sau.', 'DOWNLOAD_BAD_MANIFEST');
  }
  return manifest;
}

/** GET /api/learn/courses/{courseId}/downloads/sizes: each video lecture's qualities and sizes. */
export type DownloadSizes = ApiResponse<'/api/learn/courses/{courseId}/downloads/sizes', 'get'>;

/** What the course's video lectures weigh in each quality, read when a download dialog opens (sizes do not change once a video is ready). */
export function useDownloadSizes(courseId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['download-sizes', courseId],
    queryFn: () => unwrap(apiClient.GET('/api/learn/courses/{courseId}/downloads/sizes', { params: { path: { courseId } } })),
    enabled,
    staleTime: 10 * 60_000,
  });
}
