import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobsService } from '../src/jobs/jobs.service';
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

describe('job table', () => {
  it('retries a failing job with backoff and records the error, then succeeds', async () => {
    let calls = 0;
    jobs.registerHandler('test.flaky', async () => {
      calls += 1;
      if (calls === 1) throw new Error('lỗi tạm thời');
    });
    await jobs.enqueue(t.prisma, 'test.flaky', { n: 1 });
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
    jobs.registerHandler('test.broken', async () => {
      throw new Error('hỏng hẳn');
    });
    await jobs.enqueue(t.prisma, 'test.broken', {}, { maxAttempts: 1 });
    await jobs.runDueJobs(['test.broken']);
    expect(await t.prisma.job.findFirstOrThrow({ where: { type: 'test.broken' } })).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('runs each job once when several workers claim at the same time (SKIP LOCKED)', async () => {
    const seen: number[] = [];
    jobs.registerHandler('test.once', async (payload) => {
      seen.push(Number(payload.n));
    });
    for (let n = 0; n < 25; n += 1) await jobs.enqueue(t.prisma, 'test.once', { n });
    while ((await t.prisma.job.count({ where: { type: 'test.once', status: { not: 'done' } } })) > 0) {
      await Promise.all([jobs.runDueJobs(['test.once']), jobs.runDueJobs(['test.once']), jobs.runDueJobs(['test.once'])]);
    }
    expect(seen.sort((a, b) => a - b)).toEqual([...Array(25).keys()]);
  });

  it('does not leave a job behind when the transaction that queued it rolls back', async () => {
    await expect(
      t.prisma.$transaction(async (tx) => {
        await jobs.enqueue(tx, 'test.rolled-back', {});
        throw new Error('huỷ giao dịch');
      }),
    ).rejects.toThrow('huỷ giao dịch');
    expect(await t.prisma.job.count({ where: { type: 'test.rolled-back' } })).toBe(0);
  });
});
