import { describe, expect, it } from 'vitest';
import { isOfflineMedia, offlineMediaResponse } from './offlineMedia';

/** Cache Storage with a few named caches, each URL → body (jsdom has none). */
function cacheStorage(content: Record<string, Record<string, string>>) {
  return {
    keys: async () => Object.keys(content),
    open: async (name: string) => ({
      match: async (url: string) => {
        const body = content[name]?.[new URL(url).pathname];
        return body === undefined ? undefined : new Response(body);
      },
    }),
  } as unknown as Pick<CacheStorage, 'keys' | 'open'>;
}

describe('offline media in the service worker', () => {
  it('answers a downloaded file from the download caches, never from another cache', async () => {
    const caches = cacheStorage({
      'hvm-downloads-u1': { '/offline-media/m1/v0/index.m3u8': '#EXTM3U', '/offline-media/m1/v0/seg_000.ts': 'TS' },
      'hvm-images': { '/offline-media/m2/v0/index.m3u8': 'not a download' },
    });
    const playlist = await offlineMediaResponse(caches, new Request('http://localhost/offline-media/m1/v0/index.m3u8'));
    expect(await playlist.text()).toBe('#EXTM3U');
    expect(await (await offlineMediaResponse(caches, new Request('http://localhost/offline-media/m1/v0/seg_000.ts?x=1'))).text()).toBe('TS');
    const missing = await offlineMediaResponse(caches, new Request('http://localhost/offline-media/m2/v0/index.m3u8'));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Bài giảng này chưa được tải về thiết bị.');
  });

  it('takes only same-origin /offline-media/ requests', () => {
    expect(isOfflineMedia(new URL('http://localhost/offline-media/m1/v0/seg_000.ts'), 'http://localhost')).toBe(true);
    expect(isOfflineMedia(new URL('http://cdn.example/offline-media/m1/v0/seg_000.ts'), 'http://localhost')).toBe(false);
    expect(isOfflineMedia(new URL('http://localhost/api/media/hls/m1/master.m3u8'), 'http://localhost')).toBe(false);
  });
});
