// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { clearAccessToken, setAccessToken } from '../../../lib/session/tokenStore';
import { fakeApi, type ApiCall } from '../../../test/fakeApi';
import type { ProgressUpdateBody } from '../api/learnApi';
import type { ServerNote } from '../api/noteOutboxApi';
import { clearLearningTables, fakeJwt, queueProgress, setOnline } from '../testData';
import { courseNotes, deleteNote, mergeServerNotes, saveNote } from './noteOutbox';
import { syncProgress } from './progressSync';
import { cancelScheduledProgressSync } from './syncScheduler';

const BATCH = 'POST /api/learn/progress/batch';
const NOTES = '/api/learn/courses/c1/notes';

const accepted = (call: ApiCall) => {
  const updates = (call.body as { updates: ProgressUpdateBody[] }).updates;
  return {
    body: {
      results: updates.map((update) => ({ updateId: update.updateId, status: 'applied' })),
      lectures: updates.map(({ courseId, lectureId }) => ({ courseId, lectureId, completed: true, positionSeconds: 0 })),
      courses: [],
    },
  };
};

type Row = Omit<ServerNote, 'updatedAt'> & { deleted: boolean };

/**
 * A server keeping notes as backend/src/notes does: one row per clientId, the version edited last wins
 * (a delete too, as a tombstone), the list leaves tombstones out, a PUT answers the row it keeps.
 */
function notesServer() {
  const rows = new Map<string, Row>();
  let writes = 0;
  const view = ({ deleted: _deleted, ...row }: Row): ServerNote => ({ ...row, updatedAt: row.editedAt });
  const clientIdOf = (call: ApiCall) => call.path.slice(NOTES.length + 1);
  const put = (call: ApiCall) => {
    const body = call.body as Omit<ServerNote, 'clientId' | 'updatedAt'>;
    const clientId = clientIdOf(call);
    const stored = rows.get(clientId);
    if (!stored || Date.parse(stored.editedAt) < Date.parse(body.editedAt)) {
      writes += 1;
      rows.set(clientId, { clientId, ...body, deleted: false });
    }
    return { body: view(rows.get(clientId) as Row) };
  };
  const remove = (call: ApiCall) => {
    const clientId = clientIdOf(call);
    const stored = rows.get(clientId);
    if (stored && Date.parse(stored.editedAt) <= Date.parse(call.query.editedAt)) {
      writes += 1;
      rows.set(clientId, { ...stored, text: '', editedAt: call.query.editedAt, deleted: true });
    }
    return { body: { clientId, deleted: true } };
  };
  const list = () => ({ body: { items: [...rows.values()].filter((row) => !row.deleted).map(view) } });
  /** The routes of these notes (fakeApi matches whole paths). */
  const routes = (...clientIds: string[]) => ({
    [`GET ${NOTES}`]: list,
    ...Object.fromEntries(clientIds.flatMap((clientId) => [[`PUT ${NOTES}/${clientId}`, put] as const, [`DELETE ${NOTES}/${clientId}`, remove] as const])),
  });
  return { rows, routes, list, writes: () => writes };
}

const draft = (text: string, positionSeconds = 75, lectureId = 'l2') => ({ lectureId, positionSeconds, text });
const sent = (calls: ApiCall[]) => calls.map((call) => (call.path === '/api/learn/progress/batch' ? 'batch' : `${call.method} ${call.path.slice(NOTES.length + 1)}`));

async function goOnline() {
  expect(await syncProgress('u1')).toBe('offline');
  setOnline(true);
}

/** What the player's tab does when it opens online: ask for the list, merge it. */
async function fetchAndMerge(server: ReturnType<typeof notesServer>) {
  const askedAt = Date.now();
  await mergeServerNotes('u1', 'c1', server.list().body.items, askedAt);
}

beforeEach(async () => {
  await clearLearningTables();
  setAccessToken(fakeJwt('u1'));
  // Saving starts a replay at once; these tests run it themselves.
  setOnline(false);
});
afterEach(() => {
  cancelScheduledProgressSync();
  clearAccessToken();
  setOnline(true);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('notes in the outbox', () => {
  it('keeps a note written offline on the device, then sends it once, in order with progress, when back online', async () => {
    await queueProgress('u1', 'l1', { completed: true });
    const clientId = await saveNote('u1', 'c1', draft('  Đặt ngân sách theo ngày  '));
    expect(await courseNotes('u1', 'c1')).toEqual([expect.objectContaining({ clientId, text: 'Đặt ngân sách theo ngày', positionSeconds: 75, syncedAt: null, deleted: false })]);
    const server = notesServer();
    const calls = fakeApi({ [BATCH]: accepted, ...server.routes(clientId) });

    await goOnline();
    expect(await syncProgress('u1')).toBe('done');
    expect(await syncProgress('u1')).toBe('done');

    expect(sent(calls)).toEqual(['batch', `PUT ${clientId}`]);
    const [local] = await courseNotes('u1', 'c1');
    expect(calls[1].body).toEqual({ lectureId: 'l2', positionSeconds: 75, text: 'Đặt ngân sách theo ngày', editedAt: local.editedAt });
    expect(server.writes()).toBe(1);
    expect(server.rows.get(clientId)).toMatchObject({ text: 'Đặt ngân sách theo ngày', deleted: false });
    expect(local.syncedAt).not.toBeNull();
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends the same version again after a lost answer, and the server keeps one note', async () => {
    const clientId = await saveNote('u1', 'c1', draft('Mục tiêu chuyển đổi'));
    const server = notesServer();
    const routes = server.routes(clientId);
    let loseAnswer = true;
    const calls = fakeApi({
      ...routes,
      [`PUT ${NOTES}/${clientId}`]: (call) => {
        const reply = routes[`PUT ${NOTES}/${clientId}`](call);
        if (loseAnswer) {
          loseAnswer = false;
          throw new TypeError('Failed to fetch');
        }
        return reply;
      },
    });

    await goOnline();
    expect(await syncProgress('u1')).toBe('offline');
    expect((await courseNotes('u1', 'c1'))[0].syncedAt).toBeNull();
    expect(await syncProgress('u1')).toBe('done');

    expect(calls.map((call) => call.body)).toEqual([calls[0].body, calls[0].body]);
    expect(server.rows.size).toBe(1);
    expect(server.writes()).toBe(1);
    expect((await courseNotes('u1', 'c1'))[0].syncedAt).not.toBeNull();
  });

  it('keeps only the latest unsent write of a note: edits then a delete made offline send one delete', async () => {
    const clientId = await saveNote('u1', 'c1', draft('Bản đầu'));
    const other = await saveNote('u1', 'c1', draft('Ghi chú khác', 10));
    await saveNote('u1', 'c1', draft('Bản sửa'), clientId);
    expect((await db.outbox.toArray()).map((entry) => [entry.clientId, entry.kind === 'note' ? entry.op : '-'])).toEqual([
      [other, 'put'],
      [clientId, 'put'],
    ]);
    await deleteNote('u1', clientId);
    expect((await courseNotes('u1', 'c1')).map((note) => note.clientId)).toEqual([other]);

    const server = notesServer();
    const calls = fakeApi(server.routes(clientId, other));
    await goOnline();
    expect(await syncProgress('u1')).toBe('done');

    expect(sent(calls)).toEqual([`PUT ${other}`, `DELETE ${clientId}`]);
    expect(calls[1].query.editedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect([...server.rows.keys()]).toEqual([other]);
  });

  it('deletes a note the server has: a tombstone until the server list agrees, which an older list cannot undo', async () => {
    const clientId = await saveNote('u1', 'c1', draft('Sẽ xóa'));
    const server = notesServer();
    fakeApi(server.routes(clientId));
    await goOnline();
    expect(await syncProgress('u1')).toBe('done');
    const listBeforeDelete = server.list().body.items;
    const askedBeforeDelete = Date.now() - 1;

    await deleteNote('u1', clientId);
    expect(await syncProgress('u1')).toBe('done');
    expect(server.rows.get(clientId)).toMatchObject({ deleted: true, text: '' });
    expect(await db.notes.get(['u1', clientId])).toMatchObject({ deleted: true });

    // A list asked for before the delete, answered after it: the note stays deleted here.
    await mergeServerNotes('u1', 'c1', listBeforeDelete, askedBeforeDelete);
    expect(await courseNotes('u1', 'c1')).toEqual([]);
    // A later list without it: the tombstone goes.
    await fetchAndMerge(server);
    expect(await db.notes.count()).toBe(0);
  });

  it("merges two devices' edits by editedAt: the later version wins on both, a deletion elsewhere removes the note here", async () => {
    const edited = await saveNote('u1', 'c1', draft('Máy này, bản 1'));
    const deletedElsewhere = await saveNote('u1', 'c1', draft('Sẽ bị xóa ở máy kia', 20));
    const server = notesServer();
    fakeApi(server.routes(edited, deletedElsewhere));
    await goOnline();
    expect(await syncProgress('u1')).toBe('done');

    // The other device edits one note later and deletes the other.
    const later = new Date(Date.now() + 60_000).toISOString();
    server.rows.set(edited, { ...(server.rows.get(edited) as Row), text: 'Máy kia, bản 2', positionSeconds: 90, editedAt: later });
    server.rows.set(deletedElsewhere, { ...(server.rows.get(deletedElsewhere) as Row), text: '', editedAt: later, deleted: true });
    // Meanwhile this device writes a new note, still in the outbox.
    setOnline(false);
    const waiting = await saveNote('u1', 'c1', draft('Chưa gửi', 5));

    await fetchAndMerge(server);
    const merged = (await courseNotes('u1', 'c1')).sort((a, b) => a.positionSeconds - b.positionSeconds);
    expect(merged.map(({ clientId, text, positionSeconds }) => [clientId, text, positionSeconds])).toEqual([
      [waiting, 'Chưa gửi', 5],
      [edited, 'Máy kia, bản 2', 90],
    ]);

    // This device edits the note after the other did: its version wins on the server too.
    await saveNote('u1', 'c1', draft('Máy này, bản 3', 90), edited);
    const mine = (await db.notes.get(['u1', edited]))?.editedAt as string;
    expect(Date.parse(mine)).toBeGreaterThan(Date.parse(later));
    fakeApi(server.routes(edited, waiting));
    setOnline(true);
    expect(await syncProgress('u1')).toBe('done');
    expect(server.rows.get(edited)).toMatchObject({ text: 'Máy này, bản 3', editedAt: mine });
    expect(server.rows.get(waiting)).toMatchObject({ text: 'Chưa gửi' });
  });

  it('takes the server version when its answer to a put is a later edit from another device', async () => {
    const clientId = await saveNote('u1', 'c1', draft('Bản cũ'));
    const server = notesServer();
    const later = new Date(Date.now() + 60_000).toISOString();
    server.rows.set(clientId, { clientId, lectureId: 'l2', positionSeconds: 30, text: 'Bản mới hơn', editedAt: later, deleted: false });
    fakeApi(server.routes(clientId));
    await goOnline();

    expect(await syncProgress('u1')).toBe('done');
    expect(server.writes()).toBe(0);
    expect(await db.notes.get(['u1', clientId])).toMatchObject({ text: 'Bản mới hơn', positionSeconds: 30, editedAt: later });
  });

  it.each([
    [403, 'NOTE_ACCESS_ENDED', 'Quyền truy cập khóa học của bạn đã kết thúc.'],
    [400, 'VALIDATION_FAILED', 'Ghi chú tối đa 2.000 ký tự.'],
    [404, 'NOTE_LECTURE_NOT_FOUND', 'Không tìm thấy bài học trong khóa học này.'],
  ])('drops a note the server refuses with %i %s, keeps the reason on it, and sends what follows', async (status, code, message) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const clientId = await saveNote('u1', 'c1', draft('Bị từ chối'));
    await queueProgress('u1', 'l1', { completed: true });
    const calls = fakeApi({ [`PUT ${NOTES}/${clientId}`]: { status, body: { message, code } }, [BATCH]: accepted });
    await goOnline();

    expect(await syncProgress('u1')).toBe('done');
    expect(sent(calls)).toEqual([`PUT ${clientId}`, 'batch']);
    expect(await db.outbox.count()).toBe(0);
    expect(await courseNotes('u1', 'c1')).toEqual([expect.objectContaining({ clientId, syncedAt: null, refusal: { message, code } })]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a refused delete leaves the note deleted here', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await db.notes.put({
      userId: 'u1',
      clientId: 'n1',
      courseId: 'c1',
      lectureId: 'l2',
      positionSeconds: 1,
      text: 'Cũ',
      editedAt: '2026-01-01T00:00:00.000Z',
      deleted: false,
      syncedAt: 1,
    });
    await deleteNote('u1', 'n1');
    fakeApi({ [`DELETE ${NOTES}/n1`]: { status: 403, body: { message: 'Quyền truy cập khóa học của bạn đã kết thúc.', code: 'NOTE_ACCESS_ENDED' } } });
    await goOnline();

    expect(await syncProgress('u1')).toBe('done');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.notes.count()).toBe(0);
  });

  it('keeps the note queued on a 5xx or a 429, for the next replay', async () => {
    const clientId = await saveNote('u1', 'c1', draft('Chờ máy chủ'));
    let reply = { status: 503, body: { message: 'Bảo trì', code: 'UNAVAILABLE' } };
    const calls = fakeApi({ [`PUT ${NOTES}/${clientId}`]: () => reply });
    await goOnline();

    expect(await syncProgress('u1')).toBe('failed');
    reply = { status: 429, body: { message: 'Bạn thao tác quá nhanh.', code: 'RATE_LIMITED' } };
    expect(await syncProgress('u1')).toBe('failed');
    expect(calls).toHaveLength(2);
    expect(await db.outbox.count()).toBe(1);
    const [waiting] = await courseNotes('u1', 'c1');
    expect(waiting.syncedAt).toBeNull();
    expect(waiting.refusal).toBeUndefined();
  });

  it('an edit made while the previous version is being sent stays queued and is sent next', async () => {
    const clientId = await saveNote('u1', 'c1', draft('Bản 1'));
    const server = notesServer();
    const routes = server.routes(clientId);
    let editDuringSend = true;
    const calls = fakeApi({
      ...routes,
      [`PUT ${NOTES}/${clientId}`]: async (call) => {
        if (editDuringSend) {
          editDuringSend = false;
          await saveNote('u1', 'c1', draft('Bản 2'), clientId);
        }
        return routes[`PUT ${NOTES}/${clientId}`](call);
      },
    });
    await goOnline();

    expect(await syncProgress('u1')).toBe('done');
    expect(calls.map((call) => (call.body as { text: string }).text)).toEqual(['Bản 1', 'Bản 2']);
    expect(server.rows.get(clientId)).toMatchObject({ text: 'Bản 2' });
    expect(await db.notes.get(['u1', clientId])).toMatchObject({ text: 'Bản 2', syncedAt: expect.any(Number) });
  });
});
