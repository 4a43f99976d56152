import { apiOrigin } from '../../../lib/http/apiOrigin';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/http/unwrap';
import { authFetch } from '../../../lib/session/authFetch';

/** One rendition the server can hand out, for the learner's choice of quality. */
export type DownloadQuality = { variant: string; height: number; sizeBytes: number; recommended?: boolean };

/** One file of the rendition, with its signed address (valid a few hours). */
export type DownloadFile = { path: string; url: string; sizeBytes: number };

/** POST /api/learn/lectures/{lectureId}/download: what to fetch, and until when the device may keep it. */
export type DownloadManifest = {
  lectureId: string;
  courseId: string;
  mediaId: string;
  variant: string;
  height: number;
  qualities: DownloadQuality[];
  files: DownloadFile[];
  totalBytes: number;
  /** Until when this device may play it offline (ISO, about 30 days). */
  permissionExpiresAt: string;
  /** Until when the file links work (ISO, a few hours). */
  linksExpireAt: string;
};

/** The server's refusals, and the engine's own ('DOWNLOAD_NO_SPACE', 'DOWNLOAD_UNSUPPORTED', 'NETWORK_ERROR'). */
export type DownloadErrorCode =
  | 'DOWNLOAD_DEVICE_LIMIT'
  | 'DOWNLOAD_DAILY_LIMIT'
  | 'COURSE_ACCESS_INVALID'
  | 'DOWNLOAD_FORBIDDEN'
  | 'LECTURE_NOT_FOUND'
  | 'DOWNLOAD_NO_SPACE'
  | 'DOWNLOAD_UNSUPPORTED'
  | 'DOWNLOAD_BAD_MANIFEST'
  | 'NETWORK_ERROR';

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

/**
 * Asks the server for the lecture's files. The route is not in the generated API schema yet (the server
 * side is being built), so it is called by hand, through the signed-in fetch.
 */
export async function fetchDownloadManifest(lectureId: string, { accessToken, deviceId, deviceName, variant }: ManifestRequest): Promise<DownloadManifest> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (accessToken) headers['X-Course-Access-Token'] = accessToken;
  const request = new Request(`${apiOrigin}/api/learn/lectures/${encodeURIComponent(lectureId)}/download`, {
    method: 'POST',
    headers,
    credentials: 'include',
    body: JSON.stringify({ deviceId, deviceName, variant }),
  });
  let response: Response;
  try {
    response = await authFetch(request);
  } catch {
    throw new DownloadError(NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const { message, code } = (body ?? {}) as { message?: unknown; code?: unknown };
    const text = typeof message === 'string' && message ? message : 'Không thể tải bài học lúc này. Vui lòng thử lại sau.';
    throw new DownloadError(text, typeof code === 'string' ? (code as DownloadErrorCode) : undefined, response.status);
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
