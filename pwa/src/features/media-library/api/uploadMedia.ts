import { ApiError } from '../../../lib/http/ApiError';
import { usableAccessToken } from '../../../lib/session/authFetch';
import type { MediaAsset } from './mediaApi';

// Apart from mediaApi.ts so that tests can replace the upload while keeping the hook that calls it.
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
