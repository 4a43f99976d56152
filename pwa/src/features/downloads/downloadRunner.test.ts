// @vitest-environment jsdom
// jsdom: under happy-dom the request headers the fake API reads lose the course access token.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type DownloadPieceRecord, type DownloadRecord } from '../../lib/db';
import { formatFileSize } from '../../lib/format';
import { fakeApi, type ApiCall } from '../../test/fakeApi';
import {
  DownloadError,
  deleteAllDownloads,
  deleteDownload,
  downloadsOf,
  firstPlayablePath,
  pauseDownload,
  readDownloadedResource,
  downloadedResourcesOf,
  resumeDownload,
  resumeInterruptedDownloads,
  retryDownload,
  setDownloadTiming,
  startDownload,
  startDownloads,
  whenDownloadsIdle,
} from './index';
import { downloadRecord } from './testData';

// ——— A minimal Cache Storage (jsdom has none): entries by absolute URL, per cache name. ———
const stores = new Map<string, Map<string, Response>>();
const keyOf = (request: RequestInfo | URL) => new URL(typeof request === 'string' ? request : request instanceof URL ? request.href : request.url, 'http://localhost').pathname;
const memoryCaches = {
  async open(name: string) {
    let entries = stores.get(name);
    if (!entries) stores.set(name, (entries = new Map()));
    const cache = entries;
    return {
      put: async (request: RequestInfo | URL, response: Response) => void cache.set(keyOf(request), response),
      match: async (request: RequestInfo | URL) => cache.get(keyOf(request))?.clone(),
      delete: async (request: RequestInfo | URL) => cache.delete(keyOf(request)),
    };
  },
  delete: async (name: string) => stores.delete(name),
};
const cached = (userId: string) => [...(stores.get(`hvm-downloads-${userId}`)?.keys() ?? [])].sort();
const cachedText = (userId: string, path: string) => stores.get(`hvm-downloads-${userId}`)?.get(path)?.clone().text();

// ——— navigator.storage ———
let estimate = { quota: 10_000_000_000, usage: 1_000_000 };
const persist = vi.fn(async () => true);
const storage = { estimate: async () => estimate, persisted: async () => false, persist };

const MANIFEST_PATH = '/api/learn/lectures/l1/download';
const SIZES: Record<string, number> = { 'v1/index.m3u8': 100, 'v1/seg_000.ts': 1000, 'v1/seg_001.ts': 1000, 'v1/seg_002.ts': 1000 };
const TOTAL = 3100;
let LINKS_EXPIRE_AT = '';

function manifest(sig: string, lectureId = 'l1', mediaId = 'm1') {
  return {
    lectureId,
    courseId: 'c1',
    mediaId,
    variant: 'v1',
    height: 540,
    qualities: [
      { variant: 'v0', height: 360, sizeBytes: 2000, recommended: true },
      { variant: 'v1', height: 540, sizeBytes: TOTAL },
    ],
    files: Object.entries(SIZES).map(([path, sizeBytes]) => ({ path, url: `/api/media/hls/${mediaId}/${path}?exp=1&sig=${sig}`, sizeBytes })),
    totalBytes: TOTAL,
    permissionExpiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    linksExpireAt: new Date(Date.now() + 3 * 3_600_000).toISOString(),
  };
}

/** The file route: each piece's bytes ('x' repeated to its size), unless `override` answers first. */
function fileRoutes(mediaId = 'm1', override?: (call: ApiCall, path: string) => Response | undefined | void) {
  return Object.fromEntries(
    Object.entries(SIZES).map(([path, size]) => [
      `GET /api/media/hls/${mediaId}/${path}`,
      (call: ApiCall) =>
        override?.(call, path) ??
        new Response(path.padEnd(size, 'x'), { status: 200, headers: { 'Content-Type': path.endsWith('.ts') ? 'video/mp2t' : 'application/vnd.apple.mpegurl' } }),
    ]),
  );
}

const fetchedFiles = (calls: ApiCall[]) => calls.filter((call) => call.method === 'GET').map((call) => `${call.path.replace('/api/media/hls/m1/', '')}?${call.query.sig}`);
const LECTURE = { lectureId: 'l1', title: 'Bài 1: Giới thiệu', courseTitle: 'Khóa học quảng cáo' };
const waits: number[] = [];

beforeEach(async () => {
  stores.clear();
  waits.length = 0;
  estimate = { quota: 10_000_000_000, usage: 1_000_000 };
  persist.mockClear();
  vi.stubGlobal('caches', memoryCaches);
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
  setDownloadTiming({ wait: async (ms) => void waits.push(ms) });
  LINKS_EXPIRE_AT = new Date(Date.now() + 3_600_000).toISOString();
  await db.downloads.clear();
  await db.downloadPieces.clear();
  localStorage.clear();
});

afterEach(async () => {
  await whenDownloadsIdle();
  setDownloadTiming();
  vi.unstubAllGlobals();
});

/** A download as the runner writes it, for tests that start from a given state. */
function savedRecord(lectureId: string, state: DownloadRecord['state']): DownloadRecord {
  return {
    userId: 'u1',
    lectureId,
    courseId: 'c1',
    mediaId: 'm1',
    lectureTitle: 'Bài 1',
    courseTitle: 'Khóa học',
    variant: 'v1',
    height: 540,
    totalBytes: TOTAL,
    storedBytes: 0,
    state,
    failureReason: null,
    failureCode: null,
    permissionExpiresAt: '2099-12-29T06:00:00.000Z',
    linksExpireAt: LINKS_EXPIRE_AT,
    deviceId: 'd1',
    createdAt: 1,
    updatedAt: 1,
  };
}

describe('startDownload', () => {
  it('stores every piece under its stable address and ends done with every byte counted', async () => {
    const calls = fakeApi({ [`POST ${MANIFEST_PATH}`]: { body: manifest('a') }, ...fileRoutes() });
    const started = await startDownload({ userId: 'u1', lecture: LECTURE, accessToken: 'tok', variant: 'v1' });
    expect(started.persisted).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
    expect(started.download).toMatchObject({ state: 'waiting', storedBytes: 0, totalBytes: TOTAL, lectureTitle: 'Bài 1: Giới thiệu', courseTitle: 'Khóa học quảng cáo' });

    const done = await started.finished;
    expect(done).toMatchObject({ state: 'done', storedBytes: TOTAL, totalBytes: TOTAL, courseId: 'c1', mediaId: 'm1', variant: 'v1', height: 540, failureReason: null });
    expect(cached('u1')).toEqual(['/offline-media/m1/v1/index.m3u8', '/offline-media/m1/v1/seg_000.ts', '/offline-media/m1/v1/seg_001.ts', '/offline-media/m1/v1/seg_002.ts']);
    expect(await cachedText('u1', '/offline-media/m1/v1/seg_001.ts')).toBe('v1/seg_001.ts'.padEnd(1000, 'x'));
    expect(stores.get('hvm-downloads-u1')?.get('/offline-media/m1/v1/seg_001.ts')?.headers.get('Content-Type')).toBe('video/mp2t');
    expect((await db.downloadPieces.toArray()).every((piece) => piece.state === 'stored')).toBe(true);

    // The manifest was asked once, with the face check token and this device's kept id and name.
    expect(calls[0]).toMatchObject({ method: 'POST', path: MANIFEST_PATH, body: { deviceId: localStorage.getItem('hvm-download-device-u1'), variant: 'v1' } });
    expect(calls[0].headers['x-course-access-token']).toBe('tok');
    expect(typeof (calls[0].body as { deviceName: unknown }).deviceName).toBe('string');
    expect(fetchedFiles(calls)).toEqual(['v1/index.m3u8?a', 'v1/seg_000.ts?a', 'v1/seg_001.ts?a', 'v1/seg_002.ts?a']);
  });

  it('refuses with the space needed and free when the device lacks room, and keeps nothing', async () => {
    estimate = { quota: 5000, usage: 3000 };
    const calls = fakeApi({ [`POST ${MANIFEST_PATH}`]: { body: manifest('a') }, ...fileRoutes() });
    const refusal = await startDownload({ userId: 'u1', lecture: LECTURE, accessToken: 'tok' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DownloadError);
    expect(refusal).toMatchObject({
      code: 'DOWNLOAD_NO_SPACE',
      message: `Không đủ dung lượng trống để tải bài học: cần ${formatFileSize(TOTAL)}, thiết bị còn trống ${formatFileSize(2000)}.`,
    });
    expect(await db.downloads.count()).toBe(0);
    expect(await db.downloadPieces.count()).toBe(0);
    expect(cached('u1')).toEqual([]);
    expect(fetchedFiles(calls)).toEqual([]);
    expect(persist).not.toHaveBeenCalled();
  });

  it('counts the bytes other unfinished downloads will still take as not free', async () => {
    estimate = { quota: 10_000, usage: 1000 };
    await db.downloads.put({ ...savedRecord('l9', 'paused'), totalBytes: 7000, storedBytes: 1000 });
    fakeApi({ [`POST ${MANIFEST_PATH}`]: { body: manifest('a') }, ...fileRoutes() });
    // 9000 free by the estimate, 6000 of it promised to the paused download: 3000 left for 3100.
    await expect(startDownload({ userId: 'u2', lecture: LECTURE, accessToken: 'tok' })).rejects.toMatchObject({
      code: 'DOWNLOAD_NO_SPACE',
      message: `Không đủ dung lượng trống để tải bài học: cần ${formatFileSize(TOTAL)}, thiết bị còn trống ${formatFileSize(3000)}.`,
    });
    await db.downloads.update(['u1', 'l9'], { state: 'done', storedBytes: 7000 });
    expect((await (await startDownload({ userId: 'u2', lecture: LECTURE, accessToken: 'tok' })).finished)?.state).toBe('done');
  });

  it('a kept download is not asked for again; once its permission ended, the server renews it and no piece is fetched again', async () => {
    const calls = fakeApi({ [`POST ${MANIFEST_PATH}`]: { body: manifest('a') }, ...fileRoutes() });
    await (
      await startDownload({ userId: 'u1', lecture: LECTURE, accessToken: 'tok', deviceId: 'tablet-1' })
    ).finished;
    calls.length = 0;
    expect((await startDownload({ userId: 'u1', lecture: LECTURE, accessToken: 'tok' })).download.state).toBe('done');
    expect(calls).toEqual([]);

    await db.downloads.update(['u1', 'l1'], { permissionExpiresAt: '2020-01-01T00:00:00.000Z' });
    const renewed = await (await startDownload({ userId: 'u1', lecture: LECTURE, accessToken: 'tok', deviceId: 'tablet-1' })).finished;
    expect(renewed).toMatchObject({ state: 'done', storedBytes: TOTAL, deviceId: 'tablet-1' });
    expect(Date.parse(renewed?.permissionExpiresAt ?? '')).toBeGreaterThan(Date.now());
    expect(calls.map((call) => call.method)).toEqual(['POST']);
  });

  it("passes the server's refusal on as a DownloadError with its Vietnamese message, and keeps nothing", async () => {
    fakeApi({ [`POST ${MANIFEST_PATH}`]: { status: 403, body: { code: 'DOWNLOAD_DEVICE_LIMIT', message: 'Bạn đã tải bài học trên tối đa 3 thiết bị.' } } });
    await expect(startDownload({ userId: 'u1', lecture: LECTURE, accessToken: 'tok' })).rejects.toMatchObject({
      name: 'DownloadError',
      code: 'DOWNLOAD_DEVICE_LIMIT',
      status: 403,
      message: 'Bạn đã tải bài học trên tối đa 3 thiết bị.',
    });
    expect(await db.downloads.count()).toBe(0);
  });

  it('refuses a manifest whose paths would reach outside the media', async () => {
    const bad = manifest('a');
    bad.files[1].path = 'v1/../../other/seg.ts';
    fakeApi({ [`POST ${MANIFEST_PATH}`]: { body: bad } });
    await expect(startDownload({ userId: 'u1', lecture: LECTURE, accessToken: 'tok' })).rejects.toMatchObject({ code: 'DOWNLOAD_BAD_MANIFEST' });
    expect(await db.downloads.count()).toBe(0);
  });
});

describe('startDownloads (a section, a course)', () => {
  it('asks at most four manifests at once, lines the lectures up in the order given, and starts the others when one is refused', async () => {
    const lectures = ['l1', 'l2', 'l3', 'l4', 'l5', 'l6'];
    let asking = 0;
    let mostAtOnce = 0;
    const routes: Parameters<typeof fakeApi>[0] = {};
    lectures.forEach((lectureId, index) => {
      const mediaId = `m${index + 1}`;
      Object.assign(routes, fileRoutes(mediaId));
      routes[`POST /api/learn/lectures/${lectureId}/download`] = async () => {
        asking += 1;
        mostAtOnce = Math.max(mostAtOnce, asking);
        // The first lectures answer last: the line must not follow the answers' order.
        await new Promise((resolve) => setTimeout(resolve, (lectures.length - index) * 5));
        asking -= 1;
        if (lectureId === 'l3') return { status: 429, body: { message: 'Bạn đã tải hết dung lượng cho phép trong hôm nay.', code: 'DOWNLOAD_DAILY_LIMIT' } };
        return { body: manifest('a', lectureId, mediaId) };
      };
    });
    const calls = fakeApi(routes);
    const counted: number[] = [];
    const starting = startDownloads(
      lectures.map((lectureId) => ({ userId: 'u1', lecture: { ...LECTURE, lectureId }, accessToken: 'tok' })),
      (count) => counted.push(count),
    );
    await expect(starting).rejects.toMatchObject({ code: 'DOWNLOAD_DAILY_LIMIT', message: 'Bạn đã tải hết dung lượng cho phép trong hôm nay.' });
    await whenDownloadsIdle();

    expect(mostAtOnce).toBe(4);
    expect(counted).toEqual([1, 2, 3, 4, 5]);
    const firstPieceOf = calls.filter((call) => call.method === 'GET').map((call) => call.path.split('/')[4]);
    expect([...new Set(firstPieceOf)]).toEqual(['m1', 'm2', 'm4', 'm5', 'm6']);
    expect(
      (await downloadsOf('u1'))
        .filter((download) => download.state === 'done')
        .map((download) => download.lectureId)
        .sort(),
    ).toEqual(['l1', 'l2', 'l4', 'l5', 'l6']);
  });
});

describe('interruptions', () => {
  it('retries a failed piece with growing waits, then goes on', async () => {
    let failures = 2;
    fakeApi({
      [`POST ${MANIFEST_PATH}`]: { body: manifest('a') },
      ...fileRoutes('m1', (_call, path) => {
        if (path === 'v1/seg_001.ts' && failures-- > 0) return new Response('', { status: 503 });
      }),
    });
    const done = await (await startDownload({ userId: 'u1', lecture: LECTURE, accessToken: 'tok' })).finished;
    expect(done).toMatchObject({ state: 'done', storedBytes: TOTAL });
    expect(waits).toEqual([1000, 2000]);
  });

  it('a piece the server no longer has fails the download at once', async () => {
    fakeApi({
      [`POST ${MANIFEST_PATH}`]: { body: manifest('a') },
      ...fileRoutes('m1', (_call, path) => (path === 'v1/seg_002.ts' ? new Response('', { status: 404 }) : undefined)),
    });
    const failed = await (await startDownload({ userId: 'u1', lecture: LECTURE, accessToken: 'tok' })).finished;
    expect(failed).toMatchObject({ state: 'failed', storedBytes: 2100, failureReason: 'Một tệp của bài học không còn trên máy chủ. Vui lòng thử lại sau.' });
    expect(waits).toEqual([]);
  });

  it('a stalled piece counts as a failed attempt and is tried again', async () => {
    setDownloadTiming({ pieceTimeoutMs: 20 });
    fakeApi({ [`POST ${MANIFEST_PATH}`]: { body: manifest('a') }, ...fileRoutes() });
    const answering = globalThis.fetch;
    let stalls = 1;
    // The first seg_000 request never answers (fakeApi ignores the signal, so this one listens to it).
    vi.stubGlobal('fetch', (input: Request | string, init?: RequestInit) => {
      if (String(typeof input === 'string' ? input : input.url).includes('seg_000') && stalls-- > 0) {
        return new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('Đã hủy', 'AbortError'))));
      }
      return answering(input, init);
    });
    const done = await (await startDownload({ userId: 'u1', lecture: LECTURE, accessToken: 'tok' })).finished;
    expect(done).toMatchObject({ state: 'done', storedBytes: TOTAL });
    expect(waits).toEqual([1000]);
  });

  it('fails after five attempts while offline; resuming fetches only the pieces not stored', async () => {
    let offline = true;
    const calls = fakeApi({
      [`POST ${MANIFEST_PATH}`]: { body: manifest('a') },
      ...fileRoutes('m1', (_call, path) => {
        if (offline && path === 'v1/seg_001.ts') throw new TypeError('Failed to fetch');
      }),
    });
    const stopped = await (await startDownload({ userId: 'u1', lecture: LECTURE, accessToken: 'tok' })).finished;
    expect(stopped).toMatchObject({ state: 'failed', storedBytes: 1100, failureReason: 'Mất kết nối khi đang tải. Hãy kiểm tra mạng rồi thử lại.', failureCode: 'NETWORK_ERROR' });
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
    expect(await db.downloadPieces.get(['u1', 'l1', 'v1/seg_001.ts'])).toMatchObject({ state: 'pending', attempts: 5 });
    expect(cached('u1')).toEqual(['/offline-media/m1/v1/index.m3u8', '/offline-media/m1/v1/seg_000.ts']);

    offline = false;
    calls.length = 0;
    expect(await resumeDownload('u1', 'l1')).toMatchObject({ state: 'waiting', failureReason: null });
    await whenDownloadsIdle();
    expect(fetchedFiles(calls)).toEqual(['v1/seg_001.ts?a', 'v1/seg_002.ts?a']);
    expect((await downloadsOf('u1'))[0]).toMatchObject({ state: 'done', storedBytes: TOTAL });
    expect(cached('u1')).toHaveLength(4);
  });

  it('a pause stops before the next piece; resuming goes on from the pieces not stored', async () => {
    let pauseOnce = true;
    const calls = fakeApi({
      [`POST ${MANIFEST_PATH}`]: { body: manifest('a') },
      ...fileRoutes('m1', (_call, path) => {
        // The learner pauses while seg_000 is on its way: it is kept, nothing after it is fetched.
        if (path === 'v1/seg_000.ts' && pauseOnce) {
          pauseOnce = false;
          void pauseDownload('u1', 'l1');
        }
        return undefined;
      }),
    });
    const started = await startDownload({ userId: 'u1', lecture: LECTURE, accessToken: 'tok' });
    const paused = await started.finished;
    expect(paused?.state).toBe('paused');
    const storedBefore = (await db.downloadPieces.toArray()).filter((piece) => piece.state === 'stored').map((piece) => piece.path);
    expect(fetchedFiles(calls)).toEqual(['v1/index.m3u8?a', 'v1/seg_000.ts?a']);

    calls.length = 0;
    await resumeDownload('u1', 'l1');
    await whenDownloadsIdle();
    const notStored = Object.keys(SIZES).filter((path) => !storedBefore.includes(path));
    expect(fetchedFiles(calls)).toEqual(notStored.map((path) => `${path}?a`));
    expect((await downloadsOf('u1'))[0]).toMatchObject({ state: 'done', storedBytes: TOTAL });
  });

  it('a 403 on a piece means the links expired: a new manifest is asked and the download goes on', async () => {
    let sig = 'a';
    const calls = fakeApi({
      [`POST ${MANIFEST_PATH}`]: () => ({ body: manifest(sig) }),
      ...fileRoutes('m1', (call, path) => {
        if (path === 'v1/seg_001.ts' && call.query.sig === 'a') {
          sig = 'b';
          return new Response(JSON.stringify({ code: 'FORBIDDEN', message: 'Liên kết đã hết hạn' }), { status: 403 });
        }
      }),
    });
    const done = await (await startDownload({ userId: 'u1', lecture: LECTURE, accessToken: 'tok' })).finished;
    expect(done).toMatchObject({ state: 'done', storedBytes: TOTAL });
    expect(calls.map((call) => (call.method === 'POST' ? 'manifest' : fetchedFiles([call])[0]))).toEqual([
      'manifest',
      'v1/index.m3u8?a',
      'v1/seg_000.ts?a',
      'v1/seg_001.ts?a',
      'manifest',
      'v1/seg_001.ts?b',
      'v1/seg_002.ts?b',
    ]);
    expect(calls[4].headers['x-course-access-token']).toBe('tok');
    expect(calls[4].body).toMatchObject({ variant: 'v1', deviceId: calls[0].body && (calls[0].body as { deviceId: string }).deviceId });
    expect(waits).toEqual([]);
  });

  it('links expired with no access token kept fail the download asking for the face check; retrying with a token goes on', async () => {
    // As the app finds it at start: a download left 'downloading', with its first two pieces stored.
    const record: DownloadRecord = { ...savedRecord('l1', 'downloading'), storedBytes: 1100 };
    record.linksExpireAt = new Date(Date.now() - 1000).toISOString();
    const pieces: DownloadPieceRecord[] = manifest('old').files.map((file, index) => ({
      userId: 'u1',
      lectureId: 'l1',
      ...file,
      order: index,
      state: index < 2 ? 'stored' : 'pending',
      attempts: 0,
    }));
    await db.downloads.put(record);
    await db.downloadPieces.bulkPut(pieces);
    const calls = fakeApi({
      [`POST ${MANIFEST_PATH}`]: { body: manifest('new') },
      ...fileRoutes('m1', (call) => (call.query.sig === 'old' ? new Response('', { status: 403 }) : undefined)),
    });

    expect(await resumeInterruptedDownloads('u1')).toBe(1);
    await whenDownloadsIdle();
    expect((await downloadsOf('u1'))[0]).toMatchObject({
      state: 'failed',
      failureCode: 'COURSE_ACCESS_INVALID',
      failureReason: 'Liên kết tải đã hết hạn. Mở bài học và xác minh lại để tải tiếp.',
    });

    await retryDownload('u1', 'l1', 'tok');
    await whenDownloadsIdle();
    // The kept links were past their time: none was spent on a 403.
    expect(fetchedFiles(calls)).toEqual(['v1/seg_001.ts?new', 'v1/seg_002.ts?new']);
    expect((await downloadsOf('u1'))[0]).toMatchObject({ state: 'done', storedBytes: TOTAL });
  });

  it('at app start, an interrupted download goes on from its pending pieces only', async () => {
    const calls = fakeApi({ [`POST ${MANIFEST_PATH}`]: { body: manifest('a') }, ...fileRoutes() });
    await db.downloads.put({ ...savedRecord('l1', 'downloading'), storedBytes: 100 });
    await db.downloadPieces.bulkPut(
      manifest('a').files.map((file, index) => ({ userId: 'u1', lectureId: 'l1', ...file, order: index, state: index === 0 ? 'stored' : 'pending', attempts: 0 })),
    );
    await resumeInterruptedDownloads('u1');
    await whenDownloadsIdle();
    // Its links are still good: no manifest is asked, and the stored playlist is not fetched again.
    expect(calls.map((call) => `${call.method} ${fetchedFiles([call])[0] ?? call.path}`)).toEqual(['GET v1/seg_000.ts?a', 'GET v1/seg_001.ts?a', 'GET v1/seg_002.ts?a']);
    expect((await downloadsOf('u1'))[0]).toMatchObject({ state: 'done', storedBytes: TOTAL });
  });
});

describe("the lecture's resources", () => {
  const PDF = '%PDF-1.4 bài tập';
  const PDF_BYTES = new TextEncoder().encode(PDF).byteLength;
  const RESOURCE_PATH = 'resources/r1/Bai-tap.pdf';
  const withResource = (sig: string) => {
    const body = manifest(sig);
    body.files.push({
      path: RESOURCE_PATH,
      url: `/api/media/files/r1?exp=1&sig=${sig}`,
      sizeBytes: PDF_BYTES,
      resource: { mediaId: 'r1', name: 'Bài tập.pdf', mimeType: 'application/pdf' },
    } as (typeof body.files)[number]);
    return { ...body, totalBytes: TOTAL + PDF_BYTES };
  };

  it('are stored like the pieces (retried, counted), read back offline as files with their name and type, and deleted with the download', async () => {
    let failures = 1;
    const calls = fakeApi({
      [`POST ${MANIFEST_PATH}`]: { body: withResource('a') },
      ...fileRoutes(),
      'GET /api/media/files/r1': () => (failures-- > 0 ? new Response('', { status: 503 }) : new Response(PDF, { status: 200, headers: { 'Content-Type': 'application/pdf' } })),
    });
    const started = await startDownload({ userId: 'u1', lecture: LECTURE, accessToken: 'tok' });
    expect(started.download.totalBytes).toBe(TOTAL + PDF_BYTES);
    expect(await started.finished).toMatchObject({ state: 'done', storedBytes: TOTAL + PDF_BYTES });
    expect(calls.filter((call) => call.path === '/api/media/files/r1').map((call) => call.query.sig)).toEqual(['a', 'a']);
    expect(waits).toEqual([1000]);
    expect(cached('u1')).toContain(`/offline-media/m1/${RESOURCE_PATH}`);

    // No network from here on: the copy comes from the device.
    fakeApi({});
    expect([...(await downloadedResourcesOf('u1', 'l1')).values()]).toEqual([{ mediaId: 'r1', name: 'Bài tập.pdf', mimeType: 'application/pdf', path: RESOURCE_PATH }]);
    const file = await readDownloadedResource('u1', 'l1', 'r1');
    expect(file?.name).toBe('Bài tập.pdf');
    expect(file?.type).toBe('application/pdf');
    expect(new TextDecoder().decode(await file?.arrayBuffer())).toBe(PDF);
    expect(await readDownloadedResource('u1', 'l1', 'r2')).toBeNull();
    expect(await readDownloadedResource('u2', 'l1', 'r1')).toBeNull();

    await deleteDownload('u1', 'l1');
    expect(cached('u1')).toEqual([]);
    expect(await readDownloadedResource('u1', 'l1', 'r1')).toBeNull();
  });

  it('a resource still pending is not offered; one the lecture no longer lists is deleted when the download is renewed', async () => {
    const calls = fakeApi({
      [`POST ${MANIFEST_PATH}`]: { body: withResource('a') },
      ...fileRoutes(),
      'GET /api/media/files/r1': () => new Response(new TextEncoder().encode(PDF), { status: 200 }),
    });
    await (
      await startDownload({ userId: 'u1', lecture: LECTURE, accessToken: 'tok' })
    ).finished;
    // Kept with the type the manifest gave when the server sent none.
    expect(stores.get('hvm-downloads-u1')?.get(`/offline-media/m1/${RESOURCE_PATH}`)?.headers.get('Content-Type')).toBe('application/pdf');
    await db.downloadPieces.update(['u1', 'l1', RESOURCE_PATH], { state: 'pending' });
    expect((await downloadedResourcesOf('u1', 'l1')).size).toBe(0);
    await db.downloadPieces.update(['u1', 'l1', RESOURCE_PATH], { state: 'stored' });

    // The permission ended, and the instructor removed the PDF meanwhile: the renewed download drops it.
    await db.downloads.update(['u1', 'l1'], { permissionExpiresAt: '2020-01-01T00:00:00.000Z' });
    fakeApi({ [`POST ${MANIFEST_PATH}`]: { body: manifest('b') }, ...fileRoutes() });
    calls.length = 0;
    const renewed = await (await startDownload({ userId: 'u1', lecture: LECTURE, accessToken: 'tok' })).finished;
    expect(renewed).toMatchObject({ state: 'done', storedBytes: TOTAL, totalBytes: TOTAL });
    expect(cached('u1').some((url) => url.includes('/resources/'))).toBe(false);
    expect(await readDownloadedResource('u1', 'l1', 'r1')).toBeNull();
  });

  it('a resource removed while links are renewed mid-download loses its kept bytes and count', async () => {
    let sig = 'a';
    const first = withResource('a');
    // The resource first, so it is stored before the links expire.
    first.files.unshift(first.files.pop()!);
    fakeApi({
      [`POST ${MANIFEST_PATH}`]: () => ({ body: sig === 'a' ? first : manifest(sig) }),
      'GET /api/media/files/r1': () => new Response(PDF, { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
      ...fileRoutes('m1', (call, path) => {
        if (path === 'v1/seg_000.ts' && call.query.sig === 'a') {
          sig = 'b';
          return new Response('', { status: 403 });
        }
      }),
    });
    const done = await (await startDownload({ userId: 'u1', lecture: LECTURE, accessToken: 'tok' })).finished;
    expect(done).toMatchObject({ state: 'done', storedBytes: TOTAL, totalBytes: TOTAL });
    expect(cached('u1').some((url) => url.includes('/resources/'))).toBe(false);
    expect(await db.downloadPieces.count()).toBe(4);
  });
});

describe('deleting and listing', () => {
  it("deleteDownload removes the records and the cached bytes, and leaves the user's other downloads", async () => {
    fakeApi({
      [`POST ${MANIFEST_PATH}`]: { body: manifest('a') },
      'POST /api/learn/lectures/l2/download': { body: manifest('a', 'l2', 'm2') },
      ...fileRoutes(),
      ...fileRoutes('m2'),
    });
    await (
      await startDownload({ userId: 'u1', lecture: LECTURE, accessToken: 'tok' })
    ).finished;
    await (
      await startDownload({ userId: 'u1', lecture: { ...LECTURE, lectureId: 'l2' }, accessToken: 'tok' })
    ).finished;
    expect(cached('u1')).toHaveLength(8);

    await deleteDownload('u1', 'l1');
    expect((await downloadsOf('u1')).map((download) => download.lectureId)).toEqual(['l2']);
    expect(await db.downloadPieces.where('[userId+lectureId]').equals(['u1', 'l1']).count()).toBe(0);
    expect(cached('u1').every((url) => url.startsWith('/offline-media/m2/'))).toBe(true);
    expect(cached('u1')).toHaveLength(4);

    await deleteAllDownloads('u1');
    expect(await downloadsOf('u1')).toEqual([]);
    expect(await db.downloadPieces.count()).toBe(0);
    expect(stores.has('hvm-downloads-u1')).toBe(false);
  });

  it("never lists another user's downloads, and keeps each user's bytes in their own cache", async () => {
    fakeApi({ [`POST ${MANIFEST_PATH}`]: { body: manifest('a') }, ...fileRoutes() });
    await (
      await startDownload({ userId: 'u1', lecture: LECTURE, accessToken: 'tok' })
    ).finished;
    await (
      await startDownload({ userId: 'u2', lecture: LECTURE, accessToken: 'tok2' })
    ).finished;
    expect((await downloadsOf('u1')).map((download) => download.userId)).toEqual(['u1']);
    expect((await downloadsOf('u2')).map((download) => download.userId)).toEqual(['u2']);
    expect(await downloadsOf('u3')).toEqual([]);
    expect(cached('u2')).toHaveLength(4);

    await deleteAllDownloads('u2');
    expect(await downloadsOf('u1')).toHaveLength(1);
    expect(cached('u1')).toHaveLength(4);
    // Each user is a separate device entry on the server too.
    expect(localStorage.getItem('hvm-download-device-u1')).not.toBe(localStorage.getItem('hvm-download-device-u2'));
  });

  it('a download deleted while a piece is on its way keeps no bytes of it', async () => {
    let deleted: Promise<void> | undefined;
    const calls = fakeApi({
      [`POST ${MANIFEST_PATH}`]: { body: manifest('a') },
      ...fileRoutes('m1', (_call, path) => {
        if (path === 'v1/seg_000.ts') deleted = deleteDownload('u1', 'l1');
        return undefined;
      }),
    });
    await (
      await startDownload({ userId: 'u1', lecture: LECTURE, accessToken: 'tok' })
    ).finished;
    await deleted;
    await whenDownloadsIdle();
    expect(fetchedFiles(calls)).toEqual(['v1/index.m3u8?a', 'v1/seg_000.ts?a']);
    expect(await db.downloads.count()).toBe(0);
    expect(await db.downloadPieces.count()).toBe(0);
    expect(cached('u1')).toEqual([]);
  });
});

describe('firstPlayablePath', () => {
  it("is the player's address of the first download that plays here, skipping unfinished, expired and unknown-course ones", () => {
    const downloads = [
      downloadRecord({ lectureId: 'l1', state: 'downloading' }),
      downloadRecord({ lectureId: 'l2', state: 'done', permissionExpiresAt: '2000-01-01T00:00:00.000Z' }),
      downloadRecord({ lectureId: 'l3', state: 'done', courseId: 'c9' }),
      downloadRecord({ lectureId: 'l4', state: 'done' }),
    ];
    const slugOf = (courseId: string) => (courseId === 'c1' ? 'facebook-ads' : undefined);

    expect(firstPlayablePath(downloads, slugOf)).toBe('/learn/facebook-ads/l4');
    expect(firstPlayablePath(downloads.slice(0, 3), slugOf)).toBeNull();
  });
});
