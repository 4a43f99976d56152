// Benchmark of the sign-in endpoint: throughput and latency at 50 concurrent connections.
// Starts its own MariaDB database and API (built by `npm run build`), prints figures, cleans up.
// Usage: node scripts/bench-signin.mjs [--connections 50] [--seconds 15]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildAll, ensureNodeModules, localSecrets, log, ROOT, run } from './lib/setup.mjs';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const connections = arg('connections', 50);
const seconds = arg('seconds', 15);

await ensureNodeModules();
await buildAll();
const { startLocalDb, createDatabase, freePort } = await import('./lib/local-db.mjs');
const { migrate } = await import('../prisma/tools/migrate.mjs');

const db = await startLocalDb({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'hvm-bench-db-')), port: await freePort() });
const databaseUrl = db.url('hvm_bench');
await createDatabase(databaseUrl, { dropFirst: true });
await migrate(databaseUrl, { log: () => {} });
await run('node', ['backend/dist/seed/seed.js'], { env: { DATABASE_URL: databaseUrl } });

const port = await freePort();
const app = spawn('node', ['backend/dist/main.js'], {
  cwd: ROOT,
  stdio: 'ignore',
  env: { ...process.env, ...localSecrets(), DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: 'error', RATE_LIMIT_AUTH_PER_MINUTE: '100000000', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'hvm-bench-data-')) },
});
try {
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i += 1) {
    if (await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  log(`POST /api/auth/login, ${connections} kết nối, ${seconds} s (argon2id 19 MiB, t=2 mỗi lần đăng nhập)`);
  const result = await autocannon({
    url: `${baseUrl}/api/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'hocvien@hocvienmarketing.vn', password: 'HocVien@123' }),
    connections,
    duration: seconds,
  });
  const ok = result['2xx'];
  console.log(`
Sign-in benchmark (${os.cpus().length} CPU, ${connections} connections, ${seconds} s)
  requests/s  mean ${result.requests.average.toFixed(1)}   total ${result.requests.total}   2xx ${ok}   non-2xx ${result.non2xx}   errors ${result.errors}
  latency ms  p50 ${result.latency.p50}   p90 ${result.latency.p90}   p99 ${result.latency.p99}   max ${result.latency.max}`);
} finally {
  app.kill('SIGTERM');
  await db.stop();
}
