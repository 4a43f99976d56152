// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type ProgressOutboxRecord } from '../../../lib/db';
import { clearLearningTables } from '../testData';
import { recordProgress } from './recordProgress';
import { cancelScheduledProgressSync } from './syncScheduler';

beforeEach(async () => {
  await clearLearningTables();
  // No session in these tests: a replay that fires must send nothing.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 500 })),
  );
});
afterEach(() => {
  cancelScheduledProgressSync();
  vi.unstubAllGlobals();
});

describe('recordProgress', () => {
  it('merges into this device monotonically and queues every change with its own update id', async () => {
    await recordProgress('u1', 'c1', 'l1', { positionSeconds: 300.7 });
    await recordProgress('u1', 'c1', 'l1', { completed: true });
    await recordProgress('u1', 'c1', 'l1', { positionSeconds: 20 });

    expect(await db.progress.get(['u1', 'l1'])).toMatchObject({ courseId: 'c1', completed: true, positionSeconds: 300 });
    const queued = await db.outbox.where('userId').equals('u1').toArray();
    expect(queued.map((entry) => (entry as ProgressOutboxRecord).payload)).toEqual([
      { courseId: 'c1', lectureId: 'l1', updateId: queued[0].clientId, positionSeconds: 300 },
      { courseId: 'c1', lectureId: 'l1', updateId: queued[1].clientId, completed: true },
      { courseId: 'c1', lectureId: 'l1', updateId: queued[2].clientId, positionSeconds: 20 },
    ]);
    expect(new Set(queued.map((entry) => entry.clientId)).size).toBe(3);
    expect(queued[0].clientId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it("keeps each user's progress apart", async () => {
    await recordProgress('u1', 'c1', 'l1', { completed: true });
    await recordProgress('u2', 'c1', 'l1', { positionSeconds: 30 });

    expect(await db.progress.get(['u1', 'l1'])).toMatchObject({ completed: true, positionSeconds: 0 });
    expect(await db.progress.get(['u2', 'l1'])).toMatchObject({ completed: false, positionSeconds: 30 });
  });
});
