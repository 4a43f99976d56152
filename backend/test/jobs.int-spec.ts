import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { Logger } from '@nestjs/common';
import { z } from 'zod';
// @ts-expect-error plain ESM helpers shared with the root scripts
import { createDatabase, dropDatabase } from '../../scripts/lib/local-db.mjs';
// @ts-expect-error plain ESM helpers shared with the root scripts
import { migrate } from '../../prisma/tools/migrate.mjs';
import { defineJob, JOB_PRIORITY } from '../src/jobs/job-types';
import { JobsService } from '../src/jobs/jobs.service';
import { rowsLockedByFirstRoundTrip } from './helpers/driver-traffic';
import { startTestApp, TestApp } from './helpers/test-app';

let t: TestApp;
let jobs: JobsService;
beforeAll(async () => {
  t = await startTestApp();
  jobs = t.app.get(JobsService);
});
afterAll(async () => {
  await t?.close();
});

// Job kinds of these tests only: the queue's behaviour, whatever the job.
const numbered = z.object({ n: z.number().int() });
const testJob = (name: string) => defineJob(name, numbered);
const FLAKY = testJob('test.flaky');
const BROKEN = defineJob('test.broken', z.object({}));
const ONCE = testJob('test.once');
const ROLLED_BACK = defineJob('test.rolled-back', z.object({}));

describe('job table', () => {
  it('retries a failing job with backoff and records the error, then succeeds', async () => {
    let calls = 0;
    jobs.registerHandler(FLAKY, async () => {
      calls += 1;
      if (calls === 1) throw new Error('lỗi tạm thời');
    });
    await jobs.enqueue(t.prisma, FLAKY, { n: 1 });
    await jobs.runDueJobs(['test.flaky']);
    const failed = await t.prisma.job.findFirstOrThrow({ where: { type: 'test.flaky' } });
    expect(failed).toMatchObject({ status: 'queued', attempts: 1, lastError: 'lỗi tạm thời' });
    expect(failed.runAt.getTime()).toBeGreaterThan(Date.now());

    await t.prisma.job.update({ where: { id: failed.id }, data: { runAt: new Date(Date.now() - 1000) } });
    await jobs.runDueJobs(['test.flaky']);
    expect(await t.prisma.job.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject({ status: 'done', attempts: 2 });
    expect(calls).toBe(2);
  });

  it('gives up after the last attempt', async () => {
    jobs.registerHandler(BROKEN, async () => {
      throw new Error('hỏng hẳn');
    });
    await jobs.enqueue(t.prisma, BROKEN, {}, { maxAttempts: 1 });
    await jobs.runDueJobs(['test.broken']);
    expect(await t.prisma.job.findFirstOrThrow({ where: { type: 'test.broken' } })).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('runs each job once when several workers claim at the same time (SKIP LOCKED)', async () => {
    const seen: number[] = [];
    jobs.registerHandler(ONCE, async (payload) => {
      seen.push(payload.n);
    });
    for (let n = 0; n < 25; n += 1) await jobs.enqueue(t.prisma, ONCE, { n });
    while ((await t.prisma.job.count({ where: { type: 'test.once', status: { not: 'done' } } })) > 0) {
      await Promise.all([jobs.runDueJobs(['test.once']), jobs.runDueJobs(['test.once']), jobs.runDueJobs(['test.once'])]);
    }
    expect(seen.sort((a, b) => a - b)).toEqual([...Array(25).keys()]);
  });

  it('does not leave a job behind when the transaction that queued it rolls back', async () => {
    await expect(
      t.prisma.$transaction(async (tx) => {
        await jobs.enqueue(tx, ROLLED_BACK, {});
        throw new Error('hủy giao dịch');
      }),
    ).rejects.toThrow('hủy giao dịch');
    expect(await t.prisma.job.count({ where: { type: 'test.rolled-back' } })).toBe(0);
  });
});

describe('jobs run together (registerBatchHandler)', () => {
  it('gives the handler every job of its type one claim took, in one call, and marks them all done', async () => {
    const TOGETHER = testJob('test.together');
    const calls: number[][] = [];
    jobs.registerBatchHandler(TOGETHER, async (batch) => {
      calls.push(batch.map(({ n }) => n));
    });
    for (const n of [1, 2, 3]) await jobs.enqueue(t.prisma, TOGETHER, { n });
    await jobs.runDueJobs([TOGETHER.name]);
    expect(calls).toEqual([[1, 2, 3]]);
    expect((await t.prisma.job.findMany({ where: { type: TOGETHER.name } })).map((job) => job.status)).toEqual(['done', 'done', 'done']);
  });

  it('when the call fails, runs each job alone: the bad one backs off with its error, the others are done', async () => {
    const POISONED = testJob('test.poisoned');
    const calls: number[][] = [];
    jobs.registerBatchHandler(POISONED, async (batch) => {
      calls.push(batch.map(({ n }) => n));
      if (batch.some(({ n }) => n === 2)) throw new Error('đơn 2 hỏng');
    });
    for (const n of [1, 2, 3]) await jobs.enqueue(t.prisma, POISONED, { n });
    await jobs.runDueJobs([POISONED.name]);
    expect(calls).toEqual([[1, 2, 3], [1], [2], [3]]);
    const byNumber = new Map((await t.prisma.job.findMany({ where: { type: POISONED.name } })).map((job) => [(job.payload as { n: number }).n, job]));
    expect(byNumber.get(1)).toMatchObject({ status: 'done' });
    expect(byNumber.get(3)).toMatchObject({ status: 'done' });
    expect(byNumber.get(2)).toMatchObject({ status: 'queued', attempts: 1, lastError: 'đơn 2 hỏng' });
  });
});

describe('job payloads', () => {
  const TYPED = testJob('test.typed');

  it('refuses to queue a payload its job type does not accept', async () => {
    // The cast stands for a caller the type check cannot see (a payload built from JSON, say).
    await expect(jobs.enqueue(t.prisma, TYPED, { n: 'một' } as unknown as { n: number })).rejects.toThrow('Dữ liệu của job test.typed không hợp lệ: n:');
    expect(await t.prisma.job.count({ where: { type: 'test.typed' } })).toBe(0);
  });

  it('fails a queued job of an old shape at once, with one log line naming it, and runs the rest', async () => {
    const seen: number[] = [];
    jobs.registerHandler(TYPED, async (payload) => {
      seen.push(payload.n);
    });
    const old = await t.prisma.job.create({ data: { type: 'test.typed', payload: { count: 1 }, maxAttempts: 5 } });
    await jobs.enqueue(t.prisma, TYPED, { n: 2 });
    const logged = vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      await jobs.runDueJobs(['test.typed']);
      const lines = logged.mock.calls.map(([message]) => String(message));
      expect(lines).toEqual([expect.stringContaining(`Job ${old.id} (test.typed) có dữ liệu không đúng dạng, bỏ qua: n:`)]);
    } finally {
      logged.mockRestore();
    }
    const row = await t.prisma.job.findUniqueOrThrow({ where: { id: old.id } });
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lockedAt: null });
    expect(row.lastError).toContain('không đúng dạng');
    expect(seen).toEqual([2]);
  });
});

describe('a stopping process', () => {
  /** An app of its own (closing it is the test), whose 'test.gated' jobs wait for `open()`. */
  async function appWithGatedJobs(type: string, count: number) {
    const app = await startTestApp({ SHUTDOWN_GRACE_SECONDS: '1' });
    const worker = app.app.get(JobsService);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let started!: () => void;
    const firstStarted = new Promise<void>((resolve) => (started = resolve));
    let calls = 0;
    worker.registerHandler(testJob(type), async () => {
      calls += 1;
      started();
      await gate;
    });
    for (let n = 0; n < count; n += 1) await worker.enqueue(app.prisma, testJob(type), { n });
    const batch = worker.runDueJobs([type]).catch(() => 0);
    await firstStarted;
    return { app, open, batch, calls: () => calls };
  }

  it('lets the running job finish within the grace period and gives the rest of its batch back untouched', async () => {
    const { app, open, batch, calls } = await appWithGatedJobs('test.gated-finishes', 3);
    const closing = app.close();
    setTimeout(open, 100);
    await closing;
    await batch;
    const rows = await t.prisma.job.findMany({ where: { type: 'test.gated-finishes' } });
    expect(rows.map((row) => [row.status, row.attempts, row.lockedAt]).sort()).toEqual([
      ['done', 1, null],
      ['queued', 0, null],
      ['queued', 0, null],
    ]);
    expect(calls()).toBe(1);
  });

  it('gives back even the running job once the grace period is over, for another process to take at once', async () => {
    const { app, open } = await appWithGatedJobs('test.gated-hangs', 2);
    const startedAt = Date.now();
    await app.close();
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(900);
    const rows = await t.prisma.job.findMany({ where: { type: 'test.gated-hangs' } });
    expect(rows.map((row) => [row.status, row.attempts, row.lockedAt])).toEqual([
      ['queued', 0, null],
      ['queued', 0, null],
    ]);
    // Another process takes them at once, not after the stale-lock wait.
    expect(await jobs.runDueJobs(['test.gated-hangs'])).toBe(2);
    open();
  });

  it('marks done a job that finished before the one it waits behind, when it stops with that one still running', async () => {
    // Finished jobs are marked done when their batch ends: here the batch never ends before the stop.
    const app = await startTestApp({ SHUTDOWN_GRACE_SECONDS: '1' });
    const worker = app.app.get(JobsService);
    const GATED = testJob('test.gated-after-one');
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let secondStarted!: () => void;
    const waiting = new Promise<void>((resolve) => (secondStarted = resolve));
    worker.registerHandler(GATED, async (payload) => {
      if (payload.n === 0) return;
      secondStarted();
      await gate;
    });
    for (let n = 0; n < 3; n += 1) await worker.enqueue(app.prisma, GATED, { n });
    const batch = worker.runDueJobs([GATED.name]).catch(() => 0);
    await waiting;
    await app.close();
    const rows = await t.prisma.job.findMany({ where: { type: GATED.name } });
    expect(rows.map((row) => [(row.payload as { n: number }).n, row.status, row.attempts, row.lockedAt]).sort()).toEqual([
      [0, 'done', 1, null],
      [1, 'queued', 0, null],
      [2, 'queued', 0, null],
    ]);
    open();
    await batch;
  });
});

describe('lanes and priority', () => {
  it('runs the higher priority first: a backfill waits for what a user asked for', async () => {
    const seen: string[] = [];
    const ORDERED = testJob('test.ordered');
    jobs.registerHandler(ORDERED, async (payload) => {
      seen.push(payload.n === 1 ? 'backfill' : 'upload');
    });
    await jobs.enqueue(t.prisma, ORDERED, { n: 1 }, { priority: JOB_PRIORITY.backfill });
    await jobs.enqueue(t.prisma, ORDERED, { n: 2 });
    await jobs.runDueJobs(['test.ordered']);
    expect(seen).toEqual(['upload', 'backfill']);
  });

  it("a claim reads and locks only the jobs it takes, however many are queued, and takes a dead worker's stale ones beside them", async () => {
    const BACKLOG = testJob('test.backlog');
    const seen: number[] = [];
    jobs.registerHandler(BACKLOG, async (payload) => {
      seen.push(payload.n);
    });
    // Due a month ago: ahead of every job other files left queued in the shared database, which the claim
    // (filtered to this type) would otherwise read past.
    const start = Date.now() - 30 * 24 * 3600_000;
    await t.prisma.job.createMany({ data: Array.from({ length: 400 }, (_, n) => ({ type: BACKLOG.name, payload: { n }, runAt: new Date(start + n) })) });
    // Claimed by a worker that died ten minutes ago: due before all of them.
    await t.prisma.job.create({
      data: { type: BACKLOG.name, payload: { n: -1 }, status: 'running', attempts: 1, runAt: new Date(start - 60_000), lockedAt: new Date(Date.now() - 10 * 60_000) },
    });
    try {
      const locked = await rowsLockedByFirstRoundTrip(t.prisma, () => jobs.runDueJobs([BACKLOG.name]));
      expect(seen).toEqual([-1, 0, 1, 2, 3, 4, 5, 6, 7, 8]);
      // Sorting all the queued jobs read and locked every one of them: 401 rows here.
      expect(locked).toBeGreaterThanOrEqual(10);
      expect(locked).toBeLessThan(60);
    } finally {
      await t.prisma.job.deleteMany({ where: { type: BACKLOG.name } });
    }
  });

  it('runs a quick job (a mail) while a slow one (a transcode) holds its lane', async () => {
    // A database of its own: this app's loops take every due job, which must not be another file's.
    const databaseUrl = `${inject('databaseUrl')}_lanes`;
    await createDatabase(databaseUrl, { dropFirst: true });
    await migrate(databaseUrl, { log: () => {} });
    const app = await startTestApp({ DATABASE_URL: databaseUrl, JOBS_ENABLED: 'true', SHUTDOWN_GRACE_SECONDS: '1' });
    try {
      const worker = app.app.get(JobsService);
      const SLOW = defineJob('test.slow', numbered, { lane: 'slow' });
      const QUICK = testJob('test.quick');
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      const slowStarted: number[] = [];
      worker.registerHandler(SLOW, async (payload) => {
        slowStarted.push(payload.n);
        await gate;
      });
      worker.registerHandler(QUICK, async () => undefined);
      for (let n = 0; n < 3; n += 1) await worker.enqueue(app.prisma, SLOW, { n });
      await vi.waitFor(() => expect(slowStarted).toEqual([0]), { timeout: 10_000 });
      await worker.enqueue(app.prisma, QUICK, { n: 9 });
      await vi.waitFor(async () => expect(await app.prisma.job.findFirst({ where: { type: 'test.quick' }, select: { status: true } })).toEqual({ status: 'done' }), {
        timeout: 10_000,
      });
      // The slow lane claims one at a time: the two waiting transcodes stay free for another process.
      expect(await app.prisma.job.count({ where: { type: 'test.slow', status: 'queued' } })).toBe(2);
      open();
      await vi.waitFor(async () => expect(await app.prisma.job.count({ where: { type: 'test.slow', status: 'done' } })).toBe(3), { timeout: 10_000 });
    } finally {
      await app.close();
      await dropDatabase(databaseUrl);
    }
  });
});
