import { describe, expect, it } from 'vitest';
import { createHvmDatabase, HVM_SCHEMA_VERSIONS, type CourseRecord, type HvmSchemaVersion, type ProgressRecord } from './db';

describe('hvm database versions', () => {
  it('keeps data written at the shipped version readable after a new version is added', async () => {
    const name = `hvm-upgrade-${crypto.randomUUID()}`;
    const course: CourseRecord = { userId: 'u1', courseId: 'c1', slug: 'khoa-hoc', title: 'Khóa học', content: null, updatedAt: 1 };
    const progress: ProgressRecord = { userId: 'u1', lectureId: 'l1', courseId: 'c1', completed: true, positionSeconds: 42, updatedAt: 2 };

    const shipped = createHvmDatabase(name);
    await shipped.courses.put(course);
    await shipped.progress.put(progress);
    await shipped.cart.put({ userId: 'u1', items: [], updatedAt: 3 });
    shipped.close();

    // The next version as the comment in db.ts says to add one: a new index and an upgrade step.
    const latest = HVM_SCHEMA_VERSIONS[HVM_SCHEMA_VERSIONS.length - 1].version;
    const next: HvmSchemaVersion[] = [
      ...HVM_SCHEMA_VERSIONS,
      {
        version: latest + 1,
        stores: { progress: '[userId+lectureId], userId, courseId, updatedAt' },
        upgrade: (tx) =>
          tx
            .table('progress')
            .toCollection()
            .modify((record: ProgressRecord) => {
              record.positionSeconds = Math.floor(record.positionSeconds);
            }),
      },
    ];
    const upgraded = createHvmDatabase(name, next);
    expect(await upgraded.courses.get(['u1', 'c1'])).toEqual(course);
    expect(await upgraded.progress.where('updatedAt').equals(2).toArray()).toEqual([progress]);
    expect(await upgraded.cart.get('u1')).toEqual({ userId: 'u1', items: [], updatedAt: 3 });
    expect(upgraded.verno).toBe(latest + 1);
    upgraded.close();
  });

  it('version 2 keeps the progress updates queued at version 1, with their course indexed beside reviews', async () => {
    const name = `hvm-outbox-${crypto.randomUUID()}`;
    const payload = { courseId: 'c1', lectureId: 'l1', updateId: 'upd-1', completed: true };
    const shipped = createHvmDatabase(
      name,
      HVM_SCHEMA_VERSIONS.filter(({ version }) => version === 1),
    );
    await shipped.table('outbox').add({ userId: 'u1', clientId: 'upd-1', kind: 'progress', payload, createdAt: 5 });
    await shipped.table('outbox').add({ userId: 'u1', clientId: 'upd-2', payload: { ...payload, updateId: 'upd-2' }, createdAt: 6 });
    shipped.close();

    const upgraded = createHvmDatabase(name);
    expect(upgraded.verno).toBeGreaterThanOrEqual(2);
    expect(await upgraded.outbox.where('[userId+courseId]').equals(['u1', 'c1']).toArray()).toEqual([
      { id: 1, userId: 'u1', clientId: 'upd-1', kind: 'progress', courseId: 'c1', payload, createdAt: 5 },
      { id: 2, userId: 'u1', clientId: 'upd-2', kind: 'progress', courseId: 'c1', payload: { ...payload, updateId: 'upd-2' }, createdAt: 6 },
    ]);
    await upgraded.reviewOutcomes.put({ userId: 'u1', courseId: 'c1', clientId: 'r1', op: 'put', status: 'sent', message: null, code: null, at: 7 });
    expect(await upgraded.reviewOutcomes.get(['u1', 'c1'])).toMatchObject({ status: 'sent' });
    upgraded.close();
  });

  it('version 3 keeps the outbox and review outcomes of version 2, and adds the refused posts and the kept Q&A', async () => {
    const name = `hvm-posts-${crypto.randomUUID()}`;
    const shipped = createHvmDatabase(
      name,
      HVM_SCHEMA_VERSIONS.filter(({ version }) => version <= 2),
    );
    await shipped.table('outbox').add({ userId: 'u1', clientId: 'r1', kind: 'review', courseId: 'c1', op: 'put', rating: 5, comment: null, createdAt: 5 });
    await shipped.table('reviewOutcomes').put({ userId: 'u1', courseId: 'c1', clientId: 'r0', op: 'put', status: 'sent', message: null, code: null, at: 4 });
    shipped.close();

    const upgraded = createHvmDatabase(name);
    expect(upgraded.verno).toBeGreaterThanOrEqual(3);
    expect(await upgraded.outbox.where('[userId+courseId]').equals(['u1', 'c1']).toArray()).toEqual([expect.objectContaining({ clientId: 'r1', kind: 'review' })]);
    expect(await upgraded.reviewOutcomes.get(['u1', 'c1'])).toMatchObject({ clientId: 'r0' });
    await upgraded.postRefusals.put({ userId: 'u1', clientId: 'p1', courseId: 'c1', kind: 'question', questionId: null, text: 'Hỏi', message: 'Không', code: null, at: 6 });
    expect(await upgraded.postRefusals.where('[userId+courseId]').equals(['u1', 'c1']).count()).toBe(1);
    await upgraded.courseDiscussions.put({ userId: 'u1', courseId: 'c1', updatedAt: 7 });
    expect(await upgraded.courseDiscussions.get(['u1', 'c1'])).toMatchObject({ updatedAt: 7 });
    upgraded.close();
  });

  it('version 4 keeps the outbox and refused posts of version 3, and adds the notes read by course', async () => {
    const name = `hvm-notes-${crypto.randomUUID()}`;
    const shipped = createHvmDatabase(
      name,
      HVM_SCHEMA_VERSIONS.filter(({ version }) => version <= 3),
    );
    await shipped
      .table('outbox')
      .add({ userId: 'u1', clientId: 'p1', kind: 'question', courseId: 'c1', title: 'Hỏi', body: '', lectureId: null, lectureTitle: null, videoSecond: null, createdAt: 5 });
    await shipped.table('postRefusals').put({ userId: 'u1', clientId: 'p0', courseId: 'c1', kind: 'question', questionId: null, text: 'Hỏi', message: 'Không', code: null, at: 4 });
    shipped.close();

    const upgraded = createHvmDatabase(name);
    expect(upgraded.verno).toBeGreaterThanOrEqual(4);
    expect(await upgraded.outbox.where('[userId+courseId]').equals(['u1', 'c1']).toArray()).toEqual([expect.objectContaining({ clientId: 'p1', kind: 'question' })]);
    expect(await upgraded.postRefusals.get(['u1', 'p0'])).toMatchObject({ text: 'Hỏi' });
    const note = { userId: 'u1', courseId: 'c1', lectureId: 'l1', positionSeconds: 75, text: 'Ghi chú', editedAt: '2026-11-28T10:00:00.000Z', deleted: false, syncedAt: null };
    await upgraded.notes.bulkPut([
      { ...note, clientId: 'n1' },
      { ...note, clientId: 'n2', courseId: 'c2' },
      { ...note, clientId: 'n1', userId: 'u2' },
    ]);
    expect(await upgraded.notes.where('[userId+courseId]').equals(['u1', 'c1']).toArray()).toEqual([{ ...note, clientId: 'n1' }]);
    expect(await upgraded.notes.get(['u2', 'n1'])).toMatchObject({ userId: 'u2' });
    upgraded.close();
  });
  it('version 5 keeps the notes and outbox of version 4, and adds the quiz attempts read by lecture', async () => {
    const name = `hvm-quizzes-${crypto.randomUUID()}`;
    const shipped = createHvmDatabase(
      name,
      HVM_SCHEMA_VERSIONS.filter(({ version }) => version <= 4),
    );
    const note = {
      userId: 'u1',
      clientId: 'n1',
      courseId: 'c1',
      lectureId: 'l1',
      positionSeconds: 5,
      text: 'Ghi chú',
      editedAt: '2026-11-29T10:00:00.000Z',
      deleted: false,
      syncedAt: null,
    };
    await shipped.table('notes').put(note);
    await shipped.table('outbox').add({ userId: 'u1', clientId: 'n1', kind: 'note', op: 'delete', courseId: 'c1', editedAt: note.editedAt, createdAt: 5 });
    shipped.close();

    const upgraded = createHvmDatabase(name);
    expect(upgraded.verno).toBeGreaterThanOrEqual(5);
    expect(await upgraded.notes.get(['u1', 'n1'])).toEqual(note);
    expect(await upgraded.outbox.where('[userId+courseId]').equals(['u1', 'c1']).toArray()).toEqual([expect.objectContaining({ kind: 'note', op: 'delete' })]);
    const attempt = {
      userId: 'u1',
      courseId: 'c1',
      lectureId: 'q1',
      takenAt: '2026-11-29T10:00:00.000Z',
      answers: [{ questionId: 'a', optionIds: ['b'] }],
      status: 'pending' as const,
    };
    await upgraded.quizAttempts.bulkPut([
      { ...attempt, clientId: 'k1' },
      { ...attempt, clientId: 'k2', lectureId: 'q2' },
      { ...attempt, clientId: 'k1', userId: 'u2' },
    ]);
    expect(await upgraded.quizAttempts.where('[userId+lectureId]').equals(['u1', 'q1']).toArray()).toEqual([{ ...attempt, clientId: 'k1' }]);
    upgraded.close();
  });

  it('version 6 keeps the quiz attempts of version 5, and adds the downloads and their pieces read per lecture', async () => {
    const name = `hvm-downloads-${crypto.randomUUID()}`;
    const shipped = createHvmDatabase(
      name,
      HVM_SCHEMA_VERSIONS.filter(({ version }) => version <= 5),
    );
    const attempt = { userId: 'u1', clientId: 'k1', courseId: 'c1', lectureId: 'q1', takenAt: '2026-11-29T10:00:00.000Z', answers: [], status: 'pending' };
    await shipped.table('quizAttempts').put(attempt);
    shipped.close();

    const upgraded = createHvmDatabase(name);
    expect(upgraded.verno).toBeGreaterThanOrEqual(6);
    expect(await upgraded.quizAttempts.get(['u1', 'k1'])).toEqual(attempt);
    const download = {
      userId: 'u1',
      lectureId: 'l1',
      courseId: 'c1',
      mediaId: 'm1',
      lectureTitle: 'Bài 1',
      courseTitle: 'Khóa học',
      variant: 'v1',
      height: 540,
      totalBytes: 30,
      storedBytes: 0,
      state: 'waiting' as const,
      failureReason: null,
      failureCode: null,
      permissionExpiresAt: '2026-12-29T10:00:00.000Z',
      linksExpireAt: '2026-11-29T14:00:00.000Z',
      deviceId: 'd1',
      createdAt: 1,
      updatedAt: 1,
    };
    await upgraded.downloads.bulkPut([download, { ...download, userId: 'u2' }]);
    expect(await upgraded.downloads.where('userId').equals('u1').toArray()).toEqual([download]);
    const piece = { userId: 'u1', lectureId: 'l1', path: 'v1/index.m3u8', order: 0, url: '/a?sig=x', sizeBytes: 10, state: 'pending' as const, attempts: 0 };
    await upgraded.downloadPieces.bulkPut([piece, { ...piece, path: 'v1/seg_000.ts' }, { ...piece, lectureId: 'l2' }]);
    expect(await upgraded.downloadPieces.where('[userId+lectureId]').equals(['u1', 'l1']).count()).toBe(2);
    upgraded.close();
  });
});
