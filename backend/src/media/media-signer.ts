import crypto from 'node:crypto';

export type SignatureCheck = 'ok' | 'invalid' | 'expired';

/**
 * Signs playback URLs: HMAC-SHA256 over `<mediaId>:<expiry in unix seconds>`, base64url. One
 * signature covers every file of the media's HLS output (master, child playlists, segments) until
 * the expiry, so playlists can hand it on to the files they list.
 */
export class MediaUrlSigner {
  constructor(private readonly secret: string) {
    if (secret.length < 32) throw new Error('Khóa ký URL media phải dài ít nhất 32 ký tự.');
  }

  sign(mediaId: string, expiresAtSeconds: number): string {
    return crypto.createHmac('sha256', this.secret).update(`${mediaId}:${expiresAtSeconds}`).digest('base64url');
  }

  /** `exp` and `sig` as they came in the query string (anything, possibly missing). */
  verify(mediaId: string, exp: unknown, sig: unknown, nowSeconds = Math.floor(Date.now() / 1000)): SignatureCheck {
    if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return 'invalid';
    const expected = Buffer.from(this.sign(mediaId, Number(exp)), 'utf8');
    const given = Buffer.from(sig, 'utf8');
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return 'invalid';
    return Number(exp) < nowSeconds ? 'expired' : 'ok';
  }

  /** The query string (without '?') that authorises the media's files until `expiresAtSeconds`. */
  query(mediaId: string, expiresAtSeconds: number): string {
    return `exp=${expiresAtSeconds}&sig=${this.sign(mediaId, expiresAtSeconds)}`;
  }
}

const ABSOLUTE_URI = /^[a-z][a-z0-9+.-]*:|^\/\//i;

/** Rewrites every URI of an HLS playlist: URI lines and URI="..." attributes. */
function mapPlaylistUris(playlist: string, rewrite: (uri: string) => string): string {
  return playlist
    .split('\n')
    .map((line) => {
      const trimmed = line.trim();
      if (!trimmed) return line;
      if (trimmed.startsWith('#')) return line.replace(/URI="([^"]+)"/g, (_match, uri: string) => `URI="${rewrite(uri)}"`);
      return rewrite(trimmed);
    })
    .join('\n');
}

/** The relative URIs a playlist lists (what signPlaylist rewrites). */
export function playlistUris(playlist: string): string[] {
  const uris: string[] = [];
  mapPlaylistUris(playlist, (uri) => {
    if (!ABSOLUTE_URI.test(uri)) uris.push(uri);
    return uri;
  });
  return uris;
}

/**
 * Appends the signed query to every relative URI of an HLS playlist, or replaces it by its URL in
 * `directUrls` (a segment's signed URL on the object store). Absolute URIs are left alone.
 */
export function signPlaylist(playlist: string, query: string, directUrls: ReadonlyMap<string, string> = new Map()): string {
  return mapPlaylistUris(playlist, (uri) => {
    if (ABSOLUTE_URI.test(uri)) return uri;
    return directUrls.get(uri) ?? `${uri}${uri.includes('?') ? '&' : '?'}${query}`;
  });
}
