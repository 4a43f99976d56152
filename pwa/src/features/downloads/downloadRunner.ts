import { db, type DownloadPieceRecord, type DownloadRecord } from '../../lib/db';
import { formatFileSize } from '../../lib/format';
import { apiOrigin } from '../../lib/http/apiOrigin';
import { DownloadError, fetchDownloadManifest, type DownloadManifest } from './api/downloadApi';
import { canStoreDownloads, downloadsCacheName, offlineMediaUrl, pieceContentType } from './downloadCache';
import { downloadDevice } from './downloadDevice';
import { nextState, type DownloadEvent } from './downloadMachine';

/** The lecture as the page knows it: its titles are kept with the download for the list. */
export type DownloadLecture = { lectureId: string; title: string; courseTitle: string };

export type StartDownloadInput = {
  userId: string;
  lecture: DownloadLecture;
  /** The course access token of the face check (X-Course-Access-Token); also used when links must be renewed. */
  accessToken: string | null;
  /** Defaults to this device's kept id (downloadDevice). */
  deviceId?: string;
  /** The rendition wanted, e.g. 'v0'; the server picks its recommended one when absent. */
  variant?: string;
};

export type StartedDownload = {
  download: DownloadRecord;
  /** Whether the browser agreed to keep the site's storage when space runs low (navigator.storage.persist). */
  persisted: boolean;
  /** Settles when this run ends: the record as it is then ('done', 'paused', 'failed'), or null once deleted. */
  finished: Promise<DownloadRecord | null>;
};

export type DownloadTiming = {
  /** Waits before a retry; resolves early (or rejects) when the signal aborts. Tests pass one that does not wait. */
  wait: (ms: number, signal: AbortSignal) => Promise<void>;
  /** The delay before retry `attempt` (1-based). */
  backoff: (attempt: number) => number;
  /** Failed fetches of one piece before the download fails. */
  maxAttempts: number;
  /** How long one piece may take before the attempt counts as failed. */
  pieceTimeoutMs: number;
};

const DEFAULT_TIMING: DownloadTiming = {
  wait: (ms, signal) =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    }),
  // 1 s, 2 s, 4 s, 8 s … at most 30 s.
  backoff: (attempt) => Math.min(1000 * 2 ** (attempt - 1), 30_000),
  maxAttempts: 5,
  // A 2 s segment at 540p is under 1 MB: two minutes means the connection has stalled.
  pieceTimeoutMs: 120_000,
};

let timing: DownloadTiming = DEFAULT_TIMING;

/** Replaces parts of the retry timing (tests make the waits instant); no argument restores the defaults. */
export function setDownloadTiming(changes?: Partial<DownloadTiming>): void {
  timing = changes ? { ...timing, ...changes } : DEFAULT_TIMING;
}

// Links renewed per run before the download gives up: a server that keeps answering 403 must not loop.
const MAX_LINK_RENEWALS = 3;

const MESSAGES = {
  unsupported: 'Trình duyệt này không hỗ trợ lưu bài học để xem khi không có mạng.',
  network: 'Mất kết nối khi đang tải. Hãy kiểm tra mạng rồi thử lại.',
  missing: 'Một tệp của bài học không còn trên máy chủ. Vui lòng thử lại sau.',
  linksRefused: 'Máy chủ không cho tải tiếp bài học này. Vui lòng thử lại sau.',
  needsAccess: 'Liên kết tải đã hết hạn. Mở bài học và xác minh lại để tải tiếp.',
  storage: 'Không lưu được tệp vào thiết bị (có thể bộ nhớ đã đầy).',
};

type Key = [string, string];
type Job = { userId: string; lectureId: string; accessToken: string | null; controller: AbortController; finished: Promise<DownloadRecord | null> };

const keyText = (userId: string, lectureId: string) => `${userId}\u0000${lectureId}`;

// The run each download has in line or in progress; a newer job replaces an older one, which then skips.
const jobs = new Map<string, Job>();
// The last access token given per download, so a resume can renew links without asking again.
const tokens = new Map<string, string | null>();
// Downloads run one after another: the learner's connection goes to one lecture at a time.
let line: Promise<unknown> = Promise.resolve();

/** Settles when every download in line has run (or stopped); for tests, and for the page to wait on. */
export async function whenDownloadsIdle(): Promise<void> {
  let seen: Promise<unknown>;
  do {
    seen = line;
    await seen;
  } while (seen !== line);
}

/** The user's downloads, newest first. */
export function downloadsOf(userId: string): Promise<DownloadRecord[]> {
  return db.downloads
    .where('userId')
    .equals(userId)
    .toArray()
    .then((records) => records.sort((a, b) => b.createdAt - a.createdAt));
}

/** One lecture's download for the user, if there is one. */
export function downloadOf(userId: string, lectureId: string): Promise<DownloadRecord | undefined> {
  return db.downloads.get([userId, lectureId]);
}

/**
 * Starts downloading the lecture: asks the server for its files (a refusal is thrown as a DownloadError
 * with the server's message), checks the device has room for what is not stored yet (refuses and keeps
 * nothing otherwise), writes the records, asks the browser to keep the storage, and puts the download
 * in line. Pieces already stored for the same rendition are kept and not fetched again.
 */
export async function startDownload(input: StartDownloadInput): Promise<StartedDownload> {
  const joinLine = await prepareDownload(input);
  return joinLine();
}

// Manifests asked at once by startDownloads: each waits on the server while the first lectures download.
const PREPARED_AT_ONCE = 4;

/**
 * Starts several downloads (a section, the whole course) as startDownload does each: their manifests are
 * asked a few at a time, and they join the line in the order given. One that cannot start does not keep
 * the others from starting; the first refusal is thrown once the rest have started. `onStarted` counts them.
 */
export async function startDownloads(inputs: StartDownloadInput[], onStarted?: (count: number) => void): Promise<StartedDownload[]> {
  const slots = taskPool(PREPARED_AT_ONCE);
  const preparations = inputs.map((input) => slots(() => prepareDownload(input)));
  // A refusal may come before the loop reaches it: it is handled there, not reported as unhandled.
  for (const preparation of preparations) preparation.catch(() => undefined);
  const started: StartedDownload[] = [];
  let refusal: { error: unknown } | null = null;
  for (const preparation of preparations) {
    try {
      const joinLine = await preparation;
      started.push(joinLine());
      onStarted?.(started.length);
    } catch (error) {
      refusal ??= { error };
    }
  }
  if (refusal) throw refusal.error;
  return started;
}

/** Runs at most `size` of the tasks given at once, the others waiting their turn. */
function taskPool(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/**
 * Everything startDownload does before the download joins the line (nothing is in line when it throws);
 * the call it returns puts it in line.
 */
async function prepareDownload({ userId, lecture, accessToken, deviceId, variant }: StartDownloadInput): Promise<() => StartedDownload> {
  if (!canStoreDownloads()) throw new DownloadError(MESSAGES.unsupported, 'DOWNLOAD_UNSUPPORTED');
  const key: Key = [userId, lecture.lectureId];
  const existing = await db.downloads.get(key);
  const running = jobs.get(keyText(...key));
  // Already kept (and still allowed), or already on its way: nothing to ask. A kept one whose permission
  // ended goes on to the server, which grants a new one; its stored pieces are not fetched again.
  if (existing && ((existing.state === 'done' && isDownloadPlayable(existing)) || (running && (existing.state === 'waiting' || existing.state === 'downloading')))) {
    const persisted = await isPersisted();
    return () => ({ download: existing, persisted, finished: running?.finished ?? Promise.resolve(existing) });
  }

  const device = downloadDevice(userId);
  const usedDeviceId = deviceId ?? device.deviceId;
  const manifest = await fetchDownloadManifest(lecture.lectureId, { accessToken, deviceId: usedDeviceId, deviceName: device.deviceName, variant });
  const sameRendition = existing?.mediaId === manifest.mediaId && existing.variant === manifest.variant;
  const storedPaths = new Set(sameRendition ? (await piecesOf(key)).filter((piece) => piece.state === 'stored').map((piece) => piece.path) : []);
  const needed = manifest.files.filter((file) => !storedPaths.has(file.path)).reduce((sum, file) => sum + file.sizeBytes, 0);
  await checkSpace(needed, await bytesPromised(lecture.lectureId, userId));

  if (existing && !sameRendition) await removeDownload(existing);
  const now = Date.now();
  const pieces: DownloadPieceRecord[] = manifest.files.map((file, order) => ({
    ...pieceOf(userId, lecture.lectureId, file, order),
    state: storedPaths.has(file.path) ? 'stored' : 'pending',
  }));
  const download: DownloadRecord = {
    userId,
    lectureId: lecture.lectureId,
    courseId: manifest.courseId,
    mediaId: manifest.mediaId,
    lectureTitle: lecture.title,
    courseTitle: lecture.courseTitle,
    variant: manifest.variant,
    height: manifest.height,
    totalBytes: totalOf(pieces),
    storedBytes: totalOf(pieces.filter((piece) => piece.state === 'stored')),
    state: 'waiting',
    failureReason: null,
    failureCode: null,
    permissionExpiresAt: manifest.permissionExpiresAt,
    linksExpireAt: manifest.linksExpireAt,
    deviceId: usedDeviceId,
    createdAt: sameRendition && existing ? existing.createdAt : now,
    updatedAt: now,
  };
  await db.transaction('rw', db.downloads, db.downloadPieces, async () => {
    await db.downloadPieces.where('[userId+lectureId]').equals(key).delete();
    await db.downloadPieces.bulkPut(pieces);
    await db.downloads.put(download);
  });
  // A file of the same rendition the manifest no longer lists (a resource removed): its kept bytes go too.
  const listed = new Set(pieces.map((piece) => piece.path));
  await forgetFiles(
    userId,
    manifest.mediaId,
    [...storedPaths].filter((path) => !listed.has(path)),
  );
  const persisted = await askPersistence();
  return () => {
    tokens.set(keyText(...key), accessToken);
    return { download, persisted, finished: enqueue(userId, lecture.lectureId) };
  };
}

/** Stops the download; what is stored stays, and resumeDownload goes on from there. */
export async function pauseDownload(userId: string, lectureId: string): Promise<DownloadRecord | undefined> {
  const record = await transition([userId, lectureId], { type: 'pause' });
  if (record?.state === 'paused') stopJob(userId, lectureId);
  return record;
}

/**
 * Puts a paused or failed download back in line; only the pieces not stored are fetched. A new access
 * token (after the face check again) replaces the one kept for renewing links.
 */
export async function resumeDownload(userId: string, lectureId: string, accessToken?: string | null): Promise<DownloadRecord | undefined> {
  const key: Key = [userId, lectureId];
  const before = await db.downloads.get(key);
  if (!before || (before.state !== 'paused' && before.state !== 'failed')) return before;
  if (accessToken !== undefined) tokens.set(keyText(...key), accessToken);
  // A new run gets its full share of attempts.
  await db.downloadPieces
    .where('[userId+lectureId]')
    .equals(key)
    .modify((piece) => void (piece.attempts = 0));
  const record = await transition(key, { type: 'resume' });
  if (record?.state === 'waiting') void enqueue(userId, lectureId);
  return record;
}

/** A failed download tried again: the same as resuming it. */
export const retryDownload = resumeDownload;

/** Removes the download: its records and its bytes. A fetch in flight is stopped and its piece not kept. */
export async function deleteDownload(userId: string, lectureId: string): Promise<void> {
  stopJob(userId, lectureId);
  tokens.delete(keyText(userId, lectureId));
  const record = await db.downloads.get([userId, lectureId]);
  if (record) await removeDownload(record);
}

/** Removes every download of the user (e.g. 'Xóa tất cả', or at sign-out). */
export async function deleteAllDownloads(userId: string): Promise<void> {
  for (const job of [...jobs.values()]) if (job.userId === userId) stopJob(job.userId, job.lectureId);
  await db.transaction('rw', db.downloads, db.downloadPieces, async () => {
    await db.downloadPieces.where('[userId+lectureId]').between([userId, ''], [userId, '\uffff']).delete();
    await db.downloads.where('userId').equals(userId).delete();
  });
  if (canStoreDownloads()) await caches.delete(downloadsCacheName(userId));
}

/**
 * At app start: downloads left 'downloading' or 'waiting' when the app closed go on from their pending
 * pieces. `accessTokenFor` gives a course's token when the app has one (to renew expired links); without
 * one, a download whose links expired fails with a message asking to open the lecture again.
 * Returns how many were put back in line.
 */
export async function resumeInterruptedDownloads(userId: string, accessTokenFor?: (courseId: string) => string | null): Promise<number> {
  const interrupted = (await downloadsOf(userId)).filter(
    (record) => (record.state === 'downloading' || record.state === 'waiting') && !jobs.has(keyText(userId, record.lectureId)),
  );
  for (const record of interrupted.reverse()) {
    const token = accessTokenFor?.(record.courseId);
    if (token) tokens.set(keyText(userId, record.lectureId), token);
    void enqueue(userId, record.lectureId);
  }
  return interrupted.length;
}

/** Whether the learner may still play it offline: fully stored, and the server's permission not expired. */
export function isDownloadPlayable(download: DownloadRecord, now = Date.now()): boolean {
  return download.state === 'done' && Date.parse(download.permissionExpiresAt) > now;
}

/** The player's address of the first download that plays on this device (slugOf: a course's slug, if known); null when none. */
export function firstPlayablePath(downloads: DownloadRecord[], slugOf: (courseId: string) => string | undefined): string | null {
  for (const download of downloads) {
    const slug = isDownloadPlayable(download) ? slugOf(download.courseId) : undefined;
    if (slug) return `/learn/${slug}/${download.lectureId}`;
  }
  return null;
}

// ——— The run ———

function enqueue(userId: string, lectureId: string): Promise<DownloadRecord | null> {
  const job: Job = { userId, lectureId, accessToken: null, controller: new AbortController(), finished: Promise.resolve(null) };
  jobs.set(keyText(userId, lectureId), job);
  job.finished = line.then(() => run(job));
  line = job.finished.catch(() => undefined);
  return job.finished;
}

function stopJob(userId: string, lectureId: string): void {
  const job = jobs.get(keyText(userId, lectureId));
  if (!job) return;
  jobs.delete(keyText(userId, lectureId));
  job.controller.abort();
}

async function run(job: Job): Promise<DownloadRecord | null> {
  const key: Key = [job.userId, job.lectureId];
  try {
    if (jobs.get(keyText(...key)) !== job || job.controller.signal.aborted) return (await db.downloads.get(key)) ?? null;
    job.accessToken = tokens.get(keyText(...key)) ?? null;
    let record = await transition(key, { type: 'start' });
    let renewals = 0;
    while (record?.state === 'downloading' && !job.controller.signal.aborted) {
      const piece = (await piecesOf(key)).find((candidate) => candidate.state === 'pending');
      if (!piece) {
        record = await transition(key, { type: 'complete' });
        break;
      }
      // Links known to be out of date are renewed first rather than spent on a 403.
      const outcome = Date.parse(record.linksExpireAt) <= Date.now() ? 'expired' : await fetchPiece(job, record, piece);
      if (outcome === 'expired') {
        if (++renewals > MAX_LINK_RENEWALS) {
          record = await transition(key, { type: 'fail', reason: MESSAGES.linksRefused });
          break;
        }
        record = await renewLinks(job, record);
        continue;
      }
      record = await db.downloads.get(key);
    }
    const final = (await db.downloads.get(key)) ?? null;
    // A finished download needs no links any more; the token must not outlive its use.
    if (final?.state === 'done') tokens.delete(keyText(...key));
    return final;
  } catch (error) {
    // Storage refused (quota, private mode): the download fails with a reason instead of hanging.
    const reason = error instanceof DownloadError ? error.message : MESSAGES.storage;
    const code = error instanceof DownloadError ? error.code : error instanceof DOMException && error.name === 'QuotaExceededError' ? 'DOWNLOAD_NO_SPACE' : undefined;
    return (await transition(key, { type: 'fail', reason, code }).catch(() => undefined)) ?? null;
  } finally {
    if (jobs.get(keyText(...key)) === job) jobs.delete(keyText(...key));
  }
}

type PieceOutcome = 'stored' | 'expired' | 'failed' | 'stopped';

/** Fetches one piece, retrying with backoff; stores it under its stable address and marks it at once. */
async function fetchPiece(job: Job, record: DownloadRecord, piece: DownloadPieceRecord): Promise<PieceOutcome> {
  const key: Key = [job.userId, job.lectureId];
  const { signal } = job.controller;
  let attempts = piece.attempts;
  for (;;) {
    const got = await fetchBytes(piece.url, signal);
    if (got === 'stopped') return 'stopped';
    if (typeof got === 'object') {
      await storePiece(record, piece, got.bytes, got.contentType);
      return 'stored';
    }
    // Signed links expired (a few hours): the run asks for a new manifest.
    if (got === 403) return 'expired';
    if (got === 404 || got === 410) {
      await transition(key, { type: 'pieceFailed', reason: MESSAGES.missing, retryable: false });
      return 'failed';
    }
    attempts += 1;
    const retryable = attempts < timing.maxAttempts;
    await db.downloadPieces.update([...key, piece.path], { attempts });
    const after = await transition(key, { type: 'pieceFailed', reason: MESSAGES.network, retryable, code: 'NETWORK_ERROR' });
    if (!retryable || after?.state !== 'downloading') return 'failed';
    await timing.wait(timing.backoff(attempts), signal);
    if (signal.aborted) return 'stopped';
  }
}

/**
 * One attempt at a piece's bytes: the bytes, the refusal's status, 'network' (offline, cut, or stalled past
 * pieceTimeoutMs: a hung connection must not hold the line forever), or 'stopped' (paused or deleted).
 */
async function fetchBytes(url: string, signal: AbortSignal): Promise<{ bytes: ArrayBuffer; contentType: string | null } | number | 'network' | 'stopped'> {
  const attempt = new AbortController();
  const stop = () => attempt.abort();
  signal.addEventListener('abort', stop, { once: true });
  const timer = setTimeout(stop, timing.pieceTimeoutMs);
  try {
    const response = await fetch(new URL(url, apiOrigin).href, { signal: attempt.signal });
    if (!response.ok) return response.status;
    const bytes = await response.arrayBuffer();
    return signal.aborted ? 'stopped' : { bytes, contentType: response.headers.get('Content-Type') };
  } catch (error) {
    if (signal.aborted) return 'stopped';
    if (error instanceof TypeError || attempt.signal.aborted) return 'network';
    throw error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}

async function storePiece(record: DownloadRecord, piece: DownloadPieceRecord, bytes: ArrayBuffer, contentType: string | null): Promise<void> {
  const cache = await caches.open(downloadsCacheName(record.userId));
  const address = offlineMediaUrl(record.mediaId, piece.path);
  const headers = { 'Content-Type': pieceContentType(piece.path, contentType ?? piece.resource?.mimeType ?? null), 'Content-Length': String(bytes.byteLength) };
  await cache.put(address, new Response(bytes, { status: 200, headers }));
  const kept = await db.transaction('rw', db.downloads, db.downloadPieces, async () => {
    const current = await db.downloads.get([record.userId, record.lectureId]);
    const stored = await db.downloadPieces.get([record.userId, record.lectureId, piece.path]);
    if (!current || !stored) return false;
    if (stored.state !== 'stored') {
      await db.downloadPieces.put({ ...stored, state: 'stored' });
      await save(current, { type: 'pieceStored', bytes: stored.sizeBytes });
    }
    return true;
  });
  // Deleted while the piece was on its way: its bytes must not stay behind.
  if (!kept) await cache.delete(address);
}

/** Asks the server for fresh links and points the pending pieces at them; a refusal fails the download. */
async function renewLinks(job: Job, record: DownloadRecord): Promise<DownloadRecord | undefined> {
  const key: Key = [job.userId, job.lectureId];
  if (!job.accessToken) return transition(key, { type: 'fail', reason: MESSAGES.needsAccess, code: 'COURSE_ACCESS_INVALID' });
  let manifest: DownloadManifest;
  try {
    const { deviceName } = downloadDevice(job.userId);
    manifest = await fetchDownloadManifest(job.lectureId, { accessToken: job.accessToken, deviceId: record.deviceId, deviceName, variant: record.variant });
  } catch (error) {
    if (!(error instanceof DownloadError)) throw error;
    return transition(key, { type: 'fail', reason: error.message, code: error.code });
  }
  if (manifest.mediaId !== record.mediaId || manifest.variant !== record.variant) {
    return transition(key, { type: 'fail', reason: 'Video của bài học đã thay đổi. Hãy xóa bản tải này rồi tải lại.' });
  }
  const dropped: string[] = [];
  const updated = await db.transaction('rw', db.downloads, db.downloadPieces, async () => {
    const current = await db.downloads.get(key);
    if (!current) return undefined;
    const pieces = await piecesOf(key);
    const byPath = new Map(pieces.map((piece) => [piece.path, piece]));
    const renewed = manifest.files.map((file, order): DownloadPieceRecord => {
      const kept = byPath.get(file.path);
      if (kept?.state === 'stored') return { ...kept, order };
      return { ...pieceOf(job.userId, job.lectureId, file, order), attempts: kept?.attempts ?? 0 };
    });
    const listed = new Set(renewed.map((piece) => piece.path));
    dropped.push(...pieces.filter((piece) => piece.state === 'stored' && !listed.has(piece.path)).map((piece) => piece.path));
    await db.downloadPieces.where('[userId+lectureId]').equals(key).delete();
    await db.downloadPieces.bulkPut(renewed);
    const next = {
      ...current,
      permissionExpiresAt: manifest.permissionExpiresAt,
      linksExpireAt: manifest.linksExpireAt,
      totalBytes: totalOf(renewed),
      storedBytes: totalOf(renewed.filter((piece) => piece.state === 'stored')),
      updatedAt: Date.now(),
    };
    await db.downloads.put(next);
    return next;
  });
  // A resource removed from the lecture since the download began: its bytes are not kept.
  if (updated) await forgetFiles(job.userId, updated.mediaId, dropped);
  return updated;
}

// ——— Records ———

/** A manifest file as a pending piece; a resource keeps its name and type to be saved with. */
function pieceOf(userId: string, lectureId: string, file: DownloadManifest['files'][number], order: number): DownloadPieceRecord {
  const piece: DownloadPieceRecord = { userId, lectureId, path: file.path, order, url: file.url, sizeBytes: file.sizeBytes, state: 'pending', attempts: 0 };
  return file.resource ? { ...piece, resource: { mediaId: file.resource.mediaId, name: file.resource.name, mimeType: file.resource.mimeType } } : piece;
}

function piecesOf(key: Key): Promise<DownloadPieceRecord[]> {
  return db.downloadPieces.where('[userId+lectureId]').equals(key).sortBy('order');
}

const totalOf = (pieces: { sizeBytes: number }[]) => pieces.reduce((sum, piece) => sum + piece.sizeBytes, 0);

/** Applies the event to the stored record, read and written in one transaction. */
function transition(key: Key, event: DownloadEvent): Promise<DownloadRecord | undefined> {
  return db.transaction('rw', db.downloads, async () => {
    const current = await db.downloads.get(key);
    return current ? save(current, event) : undefined;
  });
}

async function save(current: DownloadRecord, event: DownloadEvent): Promise<DownloadRecord> {
  const next = nextState(current, event);
  if (next === current || next === null) return current;
  const updated: DownloadRecord = { ...current, ...next, updatedAt: Date.now() };
  await db.downloads.put(updated);
  return updated;
}

async function removeDownload(record: DownloadRecord): Promise<void> {
  const key: Key = [record.userId, record.lectureId];
  const pieces = await piecesOf(key);
  await db.transaction('rw', db.downloads, db.downloadPieces, async () => {
    await db.downloadPieces.where('[userId+lectureId]').equals(key).delete();
    await db.downloads.delete(key);
  });
  await forgetFiles(
    record.userId,
    record.mediaId,
    pieces.map((piece) => piece.path),
  );
}

/** Deletes the cached bytes of these paths under the media. */
async function forgetFiles(userId: string, mediaId: string, paths: string[]): Promise<void> {
  if (!paths.length || !canStoreDownloads()) return;
  const cache = await caches.open(downloadsCacheName(userId));
  await Promise.all(paths.map((path) => cache.delete(offlineMediaUrl(mediaId, path))));
}

// ——— Device storage ———

/**
 * The bytes other unfinished downloads on this device (any user: the quota is the site's) will still
 * take: free space they will fill is not free for this one.
 */
async function bytesPromised(lectureId: string, userId: string): Promise<number> {
  const unfinished = await db.downloads.filter((record) => ['waiting', 'downloading', 'paused'].includes(record.state)).toArray();
  return unfinished
    .filter((record) => record.lectureId !== lectureId || record.userId !== userId)
    .reduce((sum, record) => sum + Math.max(0, record.totalBytes - record.storedBytes), 0);
}

async function checkSpace(needed: number, promised: number): Promise<void> {
  const estimate = await globalThis.navigator?.storage?.estimate?.().catch(() => undefined);
  if (!estimate || estimate.quota === undefined) return;
  const free = Math.max(0, estimate.quota - (estimate.usage ?? 0) - promised);
  if (free < needed) {
    throw new DownloadError(`Không đủ dung lượng trống để tải bài học: cần ${formatFileSize(needed)}, thiết bị còn trống ${formatFileSize(free)}.`, 'DOWNLOAD_NO_SPACE');
  }
}

async function isPersisted(): Promise<boolean> {
  return (await globalThis.navigator?.storage?.persisted?.().catch(() => false)) ?? false;
}

/** Asks once per download started; a browser that already keeps the storage is not asked again. */
async function askPersistence(): Promise<boolean> {
  if (await isPersisted()) return true;
  return (await globalThis.navigator?.storage?.persist?.().catch(() => false)) ?? false;
}
