import { afterEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../config/app-config';
import type { PrismaService } from '../prisma/prisma.service';
import { JobsService } from './jobs.service';

// runEvery touches no database: the service is made with none.
const services: JobsService[] = [];
function jobsService(jobsEnabled = true) {
  const service = new JobsService(null as unknown as PrismaService, { jobsEnabled } as AppConfig);
  services.push(service);
  return service;
}
afterEach(async () => {
  for (const service of services.splice(0)) await service.onModuleDestroy();
});

/** A sweep whose runs are counted and which ends when told to. */
function controlledSweep() {
  const state = { started: 0, running: 0, mostAtOnce: 0, finish: [] as (() => void)[] };
  const sweep = () =>
    new Promise<void>((resolve) => {
      state.started += 1;
      state.running += 1;
      state.mostAtOnce = Math.max(state.mostAtOnce, state.running);
      state.finish.push(() => {
        state.running -= 1;
        resolve();
      });
    });
  return { state, sweep };
}
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('JobsService.runEvery', () => {
  it('runs a sweep now when asked, without waiting for its interval', async () => {
    const { state, sweep } = controlledSweep();
    const runNow = jobsService().runEvery('kiem-thu', 60_000, sweep);
    runNow();
    expect(state.started).toBe(1);
  });

  it('asked during a run, runs once more right after it (that run may have looked too early), never two at once', async () => {
    const { state, sweep } = controlledSweep();
    const runNow = jobsService().runEvery('kiem-thu', 60_000, sweep);
    runNow();
    runNow();
    runNow();
    expect(state.started).toBe(1);
    state.finish.shift()!();
    await turn();
    expect(state.started).toBe(2);
    state.finish.shift()!();
    await turn();
    expect([state.started, state.mostAtOnce]).toEqual([2, 1]);
  });

  it('does nothing when jobs are off in this process, or once it stops', async () => {
    const off = controlledSweep();
    jobsService(false).runEvery('kiem-thu', 60_000, off.sweep)();
    expect(off.state.started).toBe(0);

    const stopped = controlledSweep();
    const service = jobsService();
    const runNow = service.runEvery('kiem-thu', 60_000, stopped.sweep);
    await service.onModuleDestroy();
    runNow();
    expect(stopped.state.started).toBe(0);
  });
});
