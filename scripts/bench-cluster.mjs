// Throughput of one API process against three behind nginx (scripts/lib/cluster.mjs), on the public
// catalogue with the cache warm: the same URLs, one after the other, on this machine.
// Usage: node scripts/bench-cluster.mjs [--courses 2000] [--connections 50] [--seconds 10]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { numberArg, printRows, runTargets } from './lib/bench.mjs';
import { insertBulkCourses } from './lib/bulk-courses.mjs';
import { startCluster } from './lib/cluster.mjs';
import { buildAll, ensureAptPackages, ensureNodeModules, localSecrets, log, NGINX_PACKAGES, REDIS_PACKAGE, ROOT, run } from './lib/setup.mjs';

const courseCount = numberArg('courses', 2000);
const connections = numberArg('connections', 50);
const seconds = numberArg('seconds', 10);

await ensureNodeModules();
await ensureAptPackages([REDIS_PACKAGE, ...NGINX_PACKAGES]);
await buildAll();
const { startLocalDb, createDatabase, freePort } = await import('./lib/local-db.mjs');
const { migrate } = await import('../prisma/tools/migrate.mjs');
const db = await startLocalDb({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'hvm-bench-cluster-db-')), port: await freePort() });
const databaseUrl = db.url('hvm_bench_cluster');
const seedDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hvm-bench-cluster-data-'));
let cluster;
// Everything after the database started stops it, a failed step included.
try {
  await createDatabase(databaseUrl, { dropFirst: true });
  await migrate(databaseUrl, { log: () => {} });
  // The demo seed gives the bulk courses their categories and instructors.
  await run('node', [path.join(ROOT, 'backend', 'dist', 'seed', 'seed.js')], { env: { ...localSecrets(), DATABASE_URL: databaseUrl, DATA_DIR: seedDataDir, LOG_LEVEL: 'error' } });
  const slug = await insertBulkCourses(databaseUrl, courseCount);
  // The rate limits count per client address, and the whole benchmark is one address.
  cluster = await startCluster({ databaseUrl, apis: 3, workers: 1, env: { RATE_LIMIT_PER_MINUTE: '1000000', LOG_LEVEL: 'warn' }, log });
  const paths = [
    ['GET /api/courses?limit=12', '/api/courses?limit=12'],
    ['GET /api/courses/{slug}', `/api/courses/${slug}`],
  ];
  const targets = paths.flatMap(([label, route]) => [
    { label: `${label} (1 tiến trình)`, url: `${cluster.apiUrls[0]}${route}` },
    { label: `${label} (3 tiến trình + nginx)`, url: `${cluster.url}${route}` },
  ]);
  const rows = await runTargets(targets, { connections, seconds });
  printRows(`Cụm: 1 tiến trình API và 3 tiến trình sau nginx (${os.cpus().length} CPU, ${courseCount} khóa học, ${connections} kết nối, ${seconds} s mỗi dòng)`, rows, 52);
  for (let i = 0; i < rows.length; i += 2) {
    const gain = rows[i + 1].result.requests.average / rows[i].result.requests.average;
    console.log(`  ${paths[i / 2][0]}: 3 tiến trình sau nginx = ${gain.toFixed(2)}× một tiến trình`);
  }
} finally {
  await cluster?.stop();
  await db.stop();
  fs.rmSync(seedDataDir, { recursive: true, force: true });
}
