// `npm test`: every test tier on a fresh database of its own, in two lanes side by side:
//   - end-to-end tests (Playwright in Debian Chromium against the built app), then PWA unit tests, and
//     last the cluster tier: 3 API processes and 2 workers behind nginx, on Redis and an S3 server; and beside them
//   - type checks, lint (ESLint with the import boundaries), format, the OpenAPI client check, migrations +
//     drift check; then backend unit + integration tests (vitest, real MariaDB over real HTTP).
// Ends with one line "Tests: N passed, N failed".
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import {
  buildAll,
  CHROMIUM_PACKAGE,
  ensureAptPackages,
  FFMPEG_PACKAGE,
  FONT_PACKAGE,
  ensureNodeModules,
  localSecrets,
  log,
  MARIADB_PACKAGE,
  NGINX_PACKAGES,
  REDIS_PACKAGE,
  ROOT,
  run,
  waitForHealth,
} from './lib/setup.mjs';

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hvm-test-reports-'));
const totals = { passed: 0, failed: 0 };
const failures = [];

/** Why failed test files failed (a hook, an import), which the counts of tests do not show. */
const failedFileReasons = [];

function countVitest(file) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  for (const result of report.testResults ?? []) {
    if (result.status === 'failed') failedFileReasons.push(`${path.relative(ROOT, result.name)}: ${(result.message || 'lỗi không có thông báo').slice(0, 2000)}`);
  }
}

/**
 * The parts of a vitest log that explain a failing exit when every test passed (errors outside the
 * tests: unhandled rejections, a dying worker), repeated at the end where a truncated CI log shows them.
 */
function vitestErrorsOutsideTests(logText) {
  const plain = stripVTControlCharacters(logText);
  const start = plain.search(/⎯+ (Unhandled|Failed)/);
  return start < 0 ? '' : plain.slice(start, start + 6000);
}

function countPlaywright(file) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.stats.expected + report.stats.flaky;
  totals.failed += report.stats.unexpected;
  // Each failing test's title and first error, at the end where a truncated CI log still shows them.
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message ?? 'lỗi không có thông báo';
        failedFileReasons.push(`e2e/${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}:\n${stripVTControlCharacters(error).slice(0, 2000)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
}

/** The machine's CPU time so far (all cores), busy and total, from /proc/stat; null where there is none. */
function cpuTimes() {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const idle = fields[3] + (fields[4] ?? 0);
    const total = fields.reduce((sum, value) => sum + value, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** How busy the cores were since `from` (tiers run side by side: this is the machine's, not the tier's). */
function busySince(from) {
  const now = cpuTimes();
  if (!from || !now || now.total === from.total) return '';
  return `, CPU máy bận ${Math.round((100 * (now.busy - from.busy)) / (now.total - from.total))}%`;
}

/** Runs one tier; a failing tier is recorded and the next tiers still run. */
async function tier(name, fn) {
  log(`── ${name}`);
  const startedAt = Date.now();
  const cpuAtStart = cpuTimes();
  try {
    await fn();
    log(`── ${name}: xong sau ${((Date.now() - startedAt) / 1000).toFixed(0)} s${busySince(cpuAtStart)}`);
  } catch (error) {
    failures.push(`${name}: ${error.message}`);
    console.error(`\x1b[31m✗ ${name} (${((Date.now() - startedAt) / 1000).toFixed(0)} s): ${error.message}\x1b[0m`);
  }
}

/**
 * Runs a command of a tier that runs beside another: its output goes to a file and is printed in one
 * piece when it ends, so the two tiers' lines do not interleave.
 */
async function runQuietly(name, command, args, options) {
  const logFile = path.join(reportDir, `${name}.log`);
  const logFd = fs.openSync(logFile, 'w');
  try {
    await run(command, args, { ...options, stdio: ['ignore', logFd, logFd] });
  } catch (error) {
    const outside = vitestErrorsOutsideTests(fs.readFileSync(logFile, 'utf8'));
    if (outside) failedFileReasons.push(`${name}:\n${outside}`);
    throw error;
  } finally {
    fs.closeSync(logFd);
    log(`── ${name}, kết quả:`);
    process.stdout.write(fs.readFileSync(logFile, 'utf8'));
  }
}

async function main() {
  const startedAt = Date.now();
  const cpuAtStart = cpuTimes();
  const needsLocalDb = !process.env.TEST_DATABASE_SERVER_URL;
  await tier('Chuẩn bị: gói npm, gói Debian, build', async () => {
    await ensureNodeModules();
    await ensureAptPackages([...(needsLocalDb ? [MARIADB_PACKAGE] : []), CHROMIUM_PACKAGE, FFMPEG_PACKAGE, FONT_PACKAGE, REDIS_PACKAGE, ...NGINX_PACKAGES]);
    await buildAll();
  });
  if (failures.length) throw new Error(failures[0]);

  const { startLocalDb, createDatabase, dropDatabase, freePort } = await import('./lib/local-db.mjs');
  const { migrate } = await import('../prisma/tools/migrate.mjs');
  const { driftCheck } = await import('../prisma/tools/drift-check.mjs');

  let server;
  let serverUrl = process.env.TEST_DATABASE_SERVER_URL?.replace(/\/$/, '');
  if (!serverUrl) {
    server = await startLocalDb({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'hvm-test-db-')), port: await freePort(), log });
    serverUrl = server.url('').replace(/\/$/, '');
  }
  const runId = `${Date.now()}_${process.pid}`;
  const databases = [];
  const freshDatabase = async (purpose) => {
    const url = `${serverUrl}/hvm_${purpose}_${runId}`;
    await createDatabase(url, { dropFirst: true });
    await migrate(url, { log: () => {} });
    databases.push(url);
    return url;
  };

  // The browser tier: the built app on its own seeded database, driven by Playwright.
  const endToEnd = async () => {
    const databaseUrl = await freshDatabase('e2e');
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hvm-e2e-data-'));
    const env = {
      ...process.env,
      ...localSecrets(),
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JOBS_POLL_MS: '100',
      RATE_LIMIT_PER_MINUTE: '200',
      PAYMENT_DEMO_MODE: 'true',
      DEV_MAILBOX: 'true',
    };
    await run('node', ['backend/dist/seed/seed.js'], { env });
    const app = spawn('node', ['backend/dist/main.js'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env });
    const out = path.join(reportDir, 'e2e.json');
    try {
      await waitForHealth(`http://127.0.0.1:${port}`);
      await run('npx', ['playwright', 'test'], {
        cwd: path.join(ROOT, 'e2e'),
        env: { BASE_URL: `http://127.0.0.1:${port}`, DATABASE_URL: databaseUrl, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
      });
    } finally {
      app.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (fs.existsSync(out)) countPlaywright(out);
    }
  };

  // The static checks (type check, lint, format, API client, drift): each printed in one piece when done.
  const staticChecks = async () => {
    // Two cores: the linter beside the type check and then the format check (each about 30 CPU-s alone;
    // TypeScript 7's check of all three projects about 25, on several threads, where 5.9's took 65).
    await Promise.all([
      (async () => {
        await tier('Kiểm tra kiểu (TypeScript 7: backend, PWA, e2e)', () => runQuietly('typecheck', 'npm', ['run', '--silent', 'typecheck']));
        await tier('Format (Prettier)', () => runQuietly('prettier', 'npx', ['prettier', '--check', '--log-level=warn', '.']));
      })(),
      tier('Lint (ESLint: typescript-eslint, rules of hooks, import boundaries)', () => runQuietly('eslint', 'npx', ['eslint', '.', '--max-warnings=0'])),
    ]);
    await Promise.all([
      tier('OpenAPI: client types of the PWA match the API', async () => {
        await runQuietly('openapi', 'node', ['scripts/generate-api.mjs', '--check']);
      }),
      tier('Migrations + drift check', async () => {
        const problems = await driftCheck(await freshDatabase('drift'));
        if (problems.length) throw new Error(`drift giữa prisma/schema/ và migrations:\n- ${problems.join('\n- ')}`);
        log('Drift check: prisma/schema/ khớp với cơ sở dữ liệu sau migrations.');
      }),
    ]);
  };

  const backendTests = () =>
    tier('Backend: unit + integration (vitest)', async () => {
      const out = path.join(reportDir, 'backend.json');
      try {
        await runQuietly(
          'backend',
          'npx',
          ['vitest', 'run', '--project', 'unit', '--project', 'integration', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
          {
            cwd: path.join(ROOT, 'backend'),
            env: { TEST_DATABASE_SERVER_URL: serverUrl },
          },
        );
      } finally {
        if (fs.existsSync(out)) countVitest(out);
      }
    });

  const pwaTests = () =>
    tier('PWA: unit (vitest)', async () => {
      const out = path.join(reportDir, 'pwa.json');
      try {
        await runQuietly('pwa', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], { cwd: path.join(ROOT, 'pwa') });
      } finally {
        if (fs.existsSync(out)) countVitest(out);
      }
    });

  const clusterTests = () =>
    tier('Cluster: 3 API + 2 worker sau nginx, Redis, S3 (vitest)', async () => {
      const out = path.join(reportDir, 'cluster.json');
      try {
        await runQuietly('cluster', 'npx', ['vitest', 'run', '--project', 'cluster', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
          cwd: path.join(ROOT, 'backend'),
          env: { TEST_DATABASE_SERVER_URL: serverUrl },
        });
      } finally {
        if (fs.existsSync(out)) countVitest(out);
      }
    });

  try {
    // Two lanes from the start, so the two share the cores (the backend's integration files and the
    // browser's tests one at a time; the unit tests a worker a core): the browser tier (much of it
    // waiting on timers and the network), then the PWA's unit tests and the cluster, in one; the static
    // checks, then the backend's tests (each file its own app) in the other. Balanced by what they took
    // side by side (stop 60, 829 s in all after the build's 87 s: end-to-end 580 s, the PWA 83 s and the
    // cluster 26 s; the checks 142 s and the backend 567 s). The checks do not gate the tests: every
    // failure is reported at the end.
    await Promise.all([
      (async () => {
        await tier('End-to-end (Playwright, Chromium)', endToEnd);
        await pwaTests();
        await clusterTests();
      })(),
      (async () => {
        await staticChecks();
        await backendTests();
      })(),
    ]);
  } finally {
    for (const url of databases) await dropDatabase(url).catch(() => {});
    await server?.stop();
  }

  console.log(`\nThời gian: ${((Date.now() - startedAt) / 1000).toFixed(0)} s${busySince(cpuAtStart)}`);
  if (failures.length) console.log(`Các bước lỗi:\n- ${failures.join('\n- ')}`);
  if (failedFileReasons.length) console.log(`Lý do:\n${failedFileReasons.join('\n\n')}`);
  console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(failures.length || totals.failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  console.log('Tests: 0 passed, 1 failed');
  process.exit(1);
});
