/** Where a downloaded lecture's files are kept and asked for (features/downloads stores them under it). */
export const OFFLINE_MEDIA_PREFIX = '/offline-media/';
/** One Cache Storage cache per signed-in user: `hvm-downloads-<userId>`. */
export const DOWNLOAD_CACHE_PREFIX = 'hvm-downloads-';

type CacheStorageLike = Pick<CacheStorage, 'keys' | 'open'>;

/**
 * The stored copy of a downloaded lecture's file (its playlist or a segment), looked up in the download
 * caches; a 404 when it is not on the device. Only the app asks for these URLs, and only for lectures
 * the signed-in user downloaded (their downloads list is per user, and signing out deletes them), so the
 * worker needs no user of its own. The network is never tried: the files are not on the server at
 * these paths.
 */
export async function offlineMediaResponse(caches: CacheStorageLike, request: Request): Promise<Response> {
  for (const name of await caches.keys()) {
    if (!name.startsWith(DOWNLOAD_CACHE_PREFIX)) continue;
    const stored = await (await caches.open(name)).match(request.url, { ignoreSearch: true });
    if (stored) return stored;
  }
  return new Response('Bài giảng này chưa được tải về thiết bị.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

export function isOfflineMedia(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith(OFFLINE_MEDIA_PREFIX);
}
