// A throwaway copy of the whole app for benchmarks and measurements: its own MariaDB in a temp
// folder, migrations, the demo seed, and the built API + PWA on a free port. Prints nothing.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAll, ensureNodeModules, localSecrets, ROOT, run } from './setup.mjs';

/**
 * Starts the app; `beforeStart(databaseUrl)` may add data after the seed. Returns { baseUrl,
 * databaseUrl, dataDir, stop }. BACKEND_DIST names an API already built elsewhere (e.g.
 * backend/dist-x, built with `tsc --outDir`): then nothing is built and the PWA is not served.
 * BENCH_PROFILE=dir writes the API's CPU profile there when it stops (Chrome DevTools or speedscope), and
 * the worker's beside it (the file names end in each process's id).
 * `worker: true` runs the production layout (docs/scaling.md): the API with JOBS_ENABLED=false and one
 * worker process (`workerPid`) beside it for the jobs. `startOtherApi(dist)` adds an API of another build,
 * `startOtherWorker(dist)` a worker of another build.
 */
export async function startMeasuredApp({ name, env = {}, beforeStart, worker = false } = {}) {
  await ensureNodeModules();
  const backendDist = process.env.BACKEND_DIST ? path.resolve(process.env.BACKEND_DIST) : path.join(ROOT, 'backend', 'dist');
  if (!process.env.BACKEND_DIST) await buildAll();
  const { startLocalDb, createDatabase, freePort } = await import('./local-db.mjs');
  const { migrate } = await import('../../prisma/tools/migrate.mjs');

  const dbDir = fs.mkdtempSync(path.join(os.tmpdir(), `hvm-${name}-db-`));
  const db = await startLocalDb({ dataDir: dbDir, port: await freePort() });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `hvm-${name}-data-`));
  const databaseUrl = db.url(`hvm_${name.replace(/\W/g, '_')}`);
  const port = await freePort();
  const appEnv = { ...process.env, ...localSecrets(), DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'error', ...env };
  try {
    await createDatabase(databaseUrl, { dropFirst: true });
    await migrate(databaseUrl, { log: () => {} });
    await run('node', [path.join(backendDist, 'seed', 'seed.js')], { env: appEnv });
    if (beforeStart) await beforeStart(databaseUrl);
  } catch (error) {
    // A failed seed must not leave its MariaDB running.
    await db.stop();
    for (const dir of [dataDir, dbDir]) fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  // BENCH_APP_LOG=file keeps the API's output (a crash mid-benchmark says why there).
  const output = process.env.BENCH_APP_LOG ? fs.openSync(process.env.BENCH_APP_LOG, 'a') : 'ignore';
  const profileArgs = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`] : [];
  const app = spawn('node', [...profileArgs, path.join(backendDist, 'main.js')], {
    cwd: ROOT,
    stdio: ['ignore', output, output],
    env: worker ? { ...appEnv, JOBS_ENABLED: 'false' } : appEnv,
  });
  const workerProcess = worker ? spawn('node', [...profileArgs, path.join(backendDist, 'worker.js')], { cwd: ROOT, stdio: ['ignore', output, output], env: appEnv }) : null;
  const baseUrl = `http://127.0.0.1:${port}`;
  await untilHealthy(baseUrl);
  const otherApis = [];
  return {
    baseUrl,
    databaseUrl,
    dataDir,
    pid: app.pid,
    workerPid: workerProcess?.pid ?? null,
    databasePid: db.pid,
    /**
     * One more API process, from another build's folder (`dist`), serving HTTP on this database beside
     * the first: a before-and-after comparison whose two sides share the same minutes of this machine.
     */
    startOtherApi: async (dist) => {
      const otherPort = await freePort();
      const child = spawn('node', [path.join(path.resolve(dist), 'main.js')], {
        cwd: ROOT,
        stdio: ['ignore', output, output],
        env: { ...appEnv, PORT: String(otherPort), JOBS_ENABLED: 'false' },
      });
      otherApis.push(child);
      const otherUrl = `http://127.0.0.1:${otherPort}`;
      await untilHealthy(otherUrl);
      return { baseUrl: otherUrl, pid: child.pid };
    },
    /**
     * One more worker, from another build's folder, on this database. Both workers take any job, so
     * a comparison pauses the one it is not measuring (SIGSTOP while the queue is empty, then SIGCONT).
     */
    startOtherWorker: (dist) => {
      const child = spawn('node', [path.join(path.resolve(dist), 'worker.js')], { cwd: ROOT, stdio: ['ignore', output, output], env: appEnv });
      otherApis.push(child);
      return {
        pid: child.pid,
        stop: async () => {
          if (child.exitCode !== null) return;
          child.kill('SIGCONT');
          child.kill('SIGTERM');
          await new Promise((resolve) => child.once('exit', resolve));
        },
      };
    },
    stop: async () => {
      for (const child of [app, workerProcess, ...otherApis].filter(Boolean)) {
        if (child.exitCode !== null) continue;
        child.kill('SIGCONT'); // a paused worker (startOtherWorker) hears SIGTERM only once it runs
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      await db.stop();
      for (const dir of [dataDir, dbDir]) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function untilHealthy(baseUrl) {
  for (let i = 0; i < 300; i += 1) {
    if (
      await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
}
