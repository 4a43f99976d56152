/** The Cache Storage cache holding one user's downloaded pieces. */
export function downloadsCacheName(userId: string): string {
  return `hvm-downloads-${userId}`;
}

/**
 * The stable address a piece is kept under (no signature, which changes with every manifest): the
 * service worker answers the offline player's requests for it from the cache.
 * e.g. offlineMediaUrl('m1', 'v1/seg_000.ts') → '/offline-media/m1/v1/seg_000.ts'.
 */
export function offlineMediaUrl(mediaId: string, path: string): string {
  return `/offline-media/${encodeURIComponent(mediaId)}/${path}`;
}

/** Whether this browser can keep files (Cache Storage exists only in secure contexts). */
export function canStoreDownloads(): boolean {
  return typeof globalThis.caches?.open === 'function';
}

const CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
  key: 'application/octet-stream',
};

/** The piece's type, so the cached response plays as the original did. */
export function pieceContentType(path: string, sent: string | null): string {
  if (sent) return sent;
  const extension = path.split('.').pop()?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
