// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { fakeApi, type ApiCall } from '../../../test/fakeApi';
import { clearAccessToken, setAccessToken } from '../../../lib/session/tokenStore';
import { PROGRESS_BATCH_SIZE, type ProgressUpdateBody } from '../api/learnApi';
import { clearLearningTables, fakeJwt, queueProgress, setOnline } from '../testData';
import { syncProgress } from './progressSync';
import { cancelScheduledProgressSync, startProgressSyncAgent } from './syncScheduler';

const UPDATE = 'POST /api/learn/progress/batch';

const updatesOf = (call: ApiCall) => (call.body as { updates: ProgressUpdateBody[] }).updates;

/** The server's answer to a batch: each update applied, or refused when `refuse` gives an error; the lectures as merged there. */
function accepted(call: ApiCall, refuse: (update: ProgressUpdateBody) => { code: string; message: string } | undefined = () => undefined) {
  const updates = updatesOf(call);
  const results = updates.map((update) => {
    const error = refuse(update);
    return error ? { updateId: update.updateId, status: 'rejected', error } : { updateId: update.updateId, status: 'applied' };
  });
  const lectures = updates
    .filter((update) => !refuse(update))
    .map(({ courseId, lectureId, completed = false, positionSeconds = 0 }) => ({ courseId, lectureId, completed, positionSeconds }));
  return { body: { results, lectures, courses: [] } };
}

const sentIds = (calls: ApiCall[]) => calls.filter((call) => call.path === '/api/learn/progress/batch').flatMap((call) => updatesOf(call).map((update) => update.updateId));
const outboxOf = async (userId: string) => (await db.outbox.where('userId').equals(userId).toArray()).map((entry) => entry.clientId);

beforeEach(async () => {
  await clearLearningTables();
  setAccessToken(fakeJwt('u1'));
});
afterEach(() => {
  cancelScheduledProgressSync();
  clearAccessToken();
  setOnline(true);
  vi.unstubAllGlobals();
});

describe('syncProgress', () => {
  it('sends the entries oldest first in one batch, removes them after a 2xx and keeps the server merge locally', async () => {
    const first = await queueProgress('u1', 'l1', { completed: true });
    const second = await queueProgress('u1', 'l2', { positionSeconds: 95 });
    const calls = fakeApi({ [UPDATE]: (call) => accepted(call) });

    expect(await syncProgress('u1')).toBe('done');

    expect(calls).toHaveLength(1);
    expect(sentIds(calls)).toEqual([first.updateId, second.updateId]);
    expect(updatesOf(calls[0])[0]).toEqual({ courseId: 'c1', lectureId: 'l1', updateId: first.updateId, completed: true });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.progress.get(['u1', 'l1'])).toMatchObject({ courseId: 'c1', completed: true });
    expect(await db.progress.get(['u1', 'l2'])).toMatchObject({ completed: false, positionSeconds: 95 });
  });

  it('drains a long outbox in batches of the size the server takes, oldest first, and keeps the per-update ids', async () => {
    const queued: ProgressUpdateBody[] = [];
    for (let index = 0; index < 2 * PROGRESS_BATCH_SIZE + 50; index += 1) queued.push(await queueProgress('u1', `l${index % 7}`, { positionSeconds: index }));
    const calls = fakeApi({ [UPDATE]: (call) => accepted(call) });

    expect(await syncProgress('u1')).toBe('done');

    expect(calls.map((call) => updatesOf(call).length)).toEqual([PROGRESS_BATCH_SIZE, PROGRESS_BATCH_SIZE, 50]);
    expect(sentIds(calls)).toEqual(queued.map((update) => update.updateId));
    expect(await db.outbox.count()).toBe(0);
    const furthestOnL0 = Math.max(...queued.filter((update) => update.lectureId === 'l0').map((update) => update.positionSeconds ?? 0));
    expect(await db.progress.get(['u1', 'l0'])).toMatchObject({ positionSeconds: furthestOnL0 });
  });

  it('runs one replay at a time when triggered three times at once, and still sends what was queued meanwhile', async () => {
    await queueProgress('u1', 'l1');
    await queueProgress('u1', 'l2');
    let inFlight = 0;
    let maxInFlight = 0;
    let lateEntry: Promise<ProgressUpdateBody> | undefined;
    const calls = fakeApi({
      [UPDATE]: async (call) => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        lateEntry ??= queueProgress('u1', 'l3');
        await new Promise((resolve) => setTimeout(resolve, 10));
        inFlight -= 1;
        return accepted(call);
      },
    });

    const outcomes = await Promise.all([syncProgress('u1'), syncProgress('u1'), syncProgress('u1')]);
    expect(outcomes).toEqual(['done', 'done', 'done']);
    const late = await lateEntry!;

    expect(maxInFlight).toBe(1);
    const sent = sentIds(calls);
    expect(sent).toHaveLength(3);
    expect(new Set(sent).size).toBe(3);
    expect(sent).toContain(late.updateId);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps every entry and stops at a network error', async () => {
    await queueProgress('u1', 'l1');
    await queueProgress('u1', 'l2');
    const calls = fakeApi({
      [UPDATE]: () => {
        throw new TypeError('Failed to fetch');
      },
    });

    expect(await syncProgress('u1')).toBe('offline');
    expect(calls).toHaveLength(1);
    expect(await db.outbox.count()).toBe(2);
  });

  it('runs again at once when the connection comes back while a dropped run is ending', async () => {
    const entry = await queueProgress('u1', 'l1');
    let drop = true;
    const calls = fakeApi({
      [UPDATE]: (call) => {
        if (drop) {
          drop = false;
          // The drop ends this run; the 'online' trigger arrives before it has finished.
          void syncProgress('u1');
          throw new TypeError('Failed to fetch');
        }
        return accepted(call);
      },
    });

    expect(await syncProgress('u1')).toBe('done');
    expect(sentIds(calls)).toEqual([entry.updateId, entry.updateId]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('does not even try while the browser is offline', async () => {
    await queueProgress('u1', 'l1');
    setOnline(false);
    const calls = fakeApi({ [UPDATE]: (call) => accepted(call) });

    expect(await syncProgress('u1')).toBe('offline');
    expect(calls).toHaveLength(0);
    expect(await db.outbox.count()).toBe(1);
  });

  it('keeps the entries on a 5xx for a later retry', async () => {
    await queueProgress('u1', 'l1');
    const calls = fakeApi({ [UPDATE]: { status: 503, body: { message: 'Bảo trì', code: 'UNAVAILABLE' } } });

    expect(await syncProgress('u1')).toBe('failed');
    expect(calls).toHaveLength(1);
    expect(await db.outbox.count()).toBe(1);
  });

  it('drops (and logs) the updates the server refuses (lecture gone, course not owned), and keeps the merge of the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = await queueProgress('u1', 'gone-lecture');
    const notEnrolled = await queueProgress('u1', 'l9', { courseId: 'c9' });
    const good = await queueProgress('u1', 'l1', { completed: true });
    const calls = fakeApi({
      [UPDATE]: (call) =>
        accepted(call, ({ lectureId }) => {
          if (lectureId === 'gone-lecture') return { message: 'Bài giảng không thuộc khóa học này.', code: 'LECTURE_NOT_IN_COURSE' };
          if (lectureId === 'l9') return { message: 'Bạn chưa đăng ký khóa học này.', code: 'NOT_ENROLLED' };
          return undefined;
        }),
    });

    expect(await syncProgress('u1')).toBe('done');
    expect(sentIds(calls)).toEqual([refused.updateId, notEnrolled.updateId, good.updateId]);
    expect(await db.outbox.count()).toBe(0);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(await db.progress.get(['u1', 'l1'])).toMatchObject({ completed: true });
    expect(await db.progress.get(['u1', 'l9'])).toBeUndefined();
  });

  it('drops (and logs) a batch the server refuses whole with a 400, then sends the next one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (let index = 0; index < PROGRESS_BATCH_SIZE; index += 1) await queueProgress('u1', 'l1', { positionSeconds: index });
    const next = await queueProgress('u1', 'l2');
    let first = true;
    const calls = fakeApi({
      [UPDATE]: (call) => {
        if (!first) return accepted(call);
        first = false;
        return { status: 400, body: { message: 'Dữ liệu gửi lên không hợp lệ.', code: 'VALIDATION_FAILED' } };
      },
    });

    expect(await syncProgress('u1')).toBe('done');
    expect(calls).toHaveLength(2);
    expect(sentIds([calls[1]])).toEqual([next.updateId]);
    expect(await db.outbox.count()).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("never sends another user's entries, and sends nothing under another user's token", async () => {
    const theirs = await queueProgress('u2', 'l1', { completed: true });
    const mine = await queueProgress('u1', 'l2', { completed: true });
    const calls = fakeApi({ [UPDATE]: (call) => accepted(call) });

    expect(await syncProgress('u1')).toBe('done');
    expect(sentIds(calls)).toEqual([mine.updateId]);
    expect(await outboxOf('u2')).toEqual([theirs.updateId]);

    // This tab still thinks u2 is signed in, but the session now belongs to u1.
    expect(await syncProgress('u2')).toBe('signed-out');
    expect(sentIds(calls)).toEqual([mine.updateId]);
    expect(await outboxOf('u2')).toEqual([theirs.updateId]);
  });

  it('renews a rejected token once, for the same user, and sends', async () => {
    setAccessToken(fakeJwt('u1'));
    const entry = await queueProgress('u1', 'l1');
    let rejectOnce = true;
    const calls = fakeApi({
      [UPDATE]: (call) => {
        if (rejectOnce) {
          rejectOnce = false;
          return { status: 401, body: { message: 'Phiên đăng nhập đã hết hạn.', code: 'UNAUTHORIZED' } };
        }
        return accepted(call);
      },
      'POST /api/auth/refresh': { body: { accessToken: fakeJwt('u1'), user: { _id: 'u1' } } },
    });

    expect(await syncProgress('u1')).toBe('done');
    expect(sentIds(calls)).toEqual([entry.updateId, entry.updateId]);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('syncProgress after an offline start', () => {
  it('gets a token from the refresh cookie when the page has none yet, then sends', async () => {
    clearAccessToken();
    const entry = await queueProgress('u1', 'l1', { completed: true });
    const calls = fakeApi({ [UPDATE]: (call) => accepted(call), 'POST /api/auth/refresh': { body: { accessToken: fakeJwt('u1'), user: { _id: 'u1' } } } });

    expect(await syncProgress('u1')).toBe('done');
    expect(sentIds(calls)).toEqual([entry.updateId]);
  });

  it('sends nothing when the refresh cookie belongs to someone else or is refused', async () => {
    clearAccessToken();
    await queueProgress('u1', 'l1', { completed: true });
    const calls = fakeApi({ [UPDATE]: (call) => accepted(call), 'POST /api/auth/refresh': { body: { accessToken: fakeJwt('u2'), user: { _id: 'u2' } } } });
    expect(await syncProgress('u1')).toBe('signed-out');
    clearAccessToken();
    fakeApi({ [UPDATE]: (call) => accepted(call), 'POST /api/auth/refresh': { status: 401, body: { message: 'Hết phiên', code: 'REFRESH_INVALID' } } });
    expect(await syncProgress('u1')).toBe('signed-out');
    expect(sentIds(calls)).toEqual([]);
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('startProgressSyncAgent', () => {
  it('replays at start, and again when the connection comes back', async () => {
    await queueProgress('u1', 'l1');
    await queueProgress('u1', 'l2');
    let reachable = false;
    const calls = fakeApi({
      [UPDATE]: (call) => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return accepted(call);
      },
    });

    const stop = startProgressSyncAgent('u1');
    try {
      await vi.waitFor(() => expect(calls).toHaveLength(1));
      expect(await db.outbox.count()).toBe(2);

      reachable = true;
      window.dispatchEvent(new Event('online'));
      await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
      // The dropped attempt, then the whole outbox in one batch.
      expect(calls).toHaveLength(2);
    } finally {
      stop();
    }
  });
});
