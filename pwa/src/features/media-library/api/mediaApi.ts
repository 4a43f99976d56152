import type { ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { ApiError } from '../../../lib/http/ApiError';
import { unwrap } from '../../../lib/http/unwrap';
import { usableAccessToken } from '../../../lib/session/authFetch';

export type MediaAsset = ApiResponse<'/api/media', 'get'>['assets'][number];
export type MediaList = ApiResponse<'/api/media', 'get'>;

/** SPEC §9: 12 media per page. */
export const MEDIA_PAGE_SIZE = 12;
/** SPEC §8. */
export const UPLOAD_FAILED = 'Upload file thất bại.';

export function listMedia(page: number, limit = MEDIA_PAGE_SIZE): Promise<MediaList> {
  return unwrap(apiClient.GET('/api/media', { params: { query: { page, limit } } }));
}

export async function deleteMedia(id: string): Promise<void> {
  await unwrap(apiClient.DELETE('/api/media/{id}', { params: { path: { id } } }));
}

/**
 * Uploads one file as `asset` (SPEC §5) with XMLHttpRequest, the one browser API that reports upload
 * progress; `onProgress` gets whole percents. Rejects with an ApiError carrying the server's message.
 */
export async function uploadMedia(file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<MediaAsset> {
  const token = await usableAccessToken();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/media/upload');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve(request.response as MediaAsset);
      else reject(ApiError.fromBody(request.response, request.status));
    };
    request.onerror = () => reject(new ApiError('', 0, 'NETWORK_ERROR'));
    request.onabort = () => reject(new DOMException('Đã hủy tải lên.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('asset', file);
    request.send(form);
  });
}
