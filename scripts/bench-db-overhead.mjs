// What Prisma adds to a round trip (issue 33): the same statements sent through the MariaDB driver and
// through Prisma Client configured as PrismaService configures it (the driver adapter, text protocol,
// READ COMMITTED set when a connection opens), side by side and alternated by round, 8 in flight. Each
// line prints the CPU of this process per call (user + system, µs) in every round, and calls a second.
// A purchase is a transaction of a few raw statements: these say how much of its API CPU is the
// client's, and how much a transaction costs before any statement in it.
// Usage: node scripts/bench-db-overhead.mjs [--calls 3000] [--rounds 4]
// BACKEND_DIST=backend/dist-x uses the Prisma client built there (else backend/dist is built first).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { numberArg } from './lib/bench.mjs';
import { buildAll, ROOT } from './lib/setup.mjs';

const calls = numberArg('calls', 3000);
const rounds = numberArg('rounds', 4);
const IN_FLIGHT = 8;

const backendDist = process.env.BACKEND_DIST ? path.resolve(process.env.BACKEND_DIST) : path.join(ROOT, 'backend', 'dist');
if (!process.env.BACKEND_DIST) await buildAll({ only: ['backend'] });
const backendRequire = createRequire(path.join(ROOT, 'backend', 'package.json'));
const mariadb = backendRequire('mariadb');
const { PrismaMariaDb } = backendRequire('@prisma/adapter-mariadb');
const { PrismaClient } = backendRequire(path.join(backendDist, 'generated', 'prisma', 'client.js'));
const { startLocalDb, createDatabase, freePort } = await import('./lib/local-db.mjs');
const { connectionOptions } = await import('../prisma/tools/connection.mjs');

const dbDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hvm-bench-db-overhead-'));
const server = await startLocalDb({ dataDir: dbDir, port: await freePort() });
const databaseUrl = server.url('hvm_bench_db_overhead');
await createDatabase(databaseUrl, { dropFirst: true });
const INIT_SQL = 'SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED';
const prismaUrl = new URL(databaseUrl);
prismaUrl.searchParams.set('connectionLimit', String(IN_FLIGHT));
prismaUrl.searchParams.set('prepareCacheLength', '0');
prismaUrl.search += `&initSql=${encodeURIComponent(INIT_SQL)}`;
const prisma = new PrismaClient({ adapter: new PrismaMariaDb(prismaUrl.toString(), { useTextProtocol: true }) });
const pool = mariadb.createPool({ ...connectionOptions(databaseUrl), connectionLimit: IN_FLIGHT, initSql: INIT_SQL });
try {
  // What a purchase's statements look like: a parameter, a Vietnamese text, a row back.
  const sides = [
    ['one query, driver', (n) => pool.query("SELECT ? AS n, 'Khóa học quảng cáo' AS title", [n])],
    ['one query, Prisma $queryRaw', (n) => prisma.$queryRaw`SELECT ${n} AS n, 'Khóa học quảng cáo' AS title`],
    [
      'BEGIN, query, COMMIT, driver',
      async (n) => {
        const connection = await pool.getConnection();
        try {
          await connection.beginTransaction();
          await connection.query('SELECT ? AS n', [n]);
          await connection.commit();
        } finally {
          await connection.release();
        }
      },
    ],
    [
      'BEGIN, query, COMMIT, Prisma $transaction',
      (n) =>
        prisma.$transaction(
          async (tx) => {
            await tx.$queryRaw`SELECT ${n} AS n`;
          },
          { maxWait: 5_000, timeout: 15_000 }, // PrismaService.inTransaction's
        ),
    ],
  ];
  const run = async (call) => {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < calls) await call(next++);
      }),
    );
    const cpu = process.cpuUsage(cpuBefore);
    return { micros: (cpu.user + cpu.system) / calls, perSecond: calls / ((performance.now() - started) / 1000) };
  };
  for (const [, call] of sides) await run(call); // warm-up: compiled code and open connections
  const results = new Map(sides.map(([label]) => [label, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const [label, call] of round % 2 ? [...sides].reverse() : sides) results.get(label).push(await run(call));
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`\nClient CPU per call (${calls} calls a round, ${IN_FLIGHT} in flight, ${rounds} rounds alternated; ${os.cpus().length} CPU)`);
  for (const [label, rows] of results) {
    const micros = rows.map((row) => row.micros);
    console.log(
      `  ${label.padEnd(42)} ${micros.map((value) => value.toFixed(0).padStart(5)).join(' ')} µs (median ${median(micros).toFixed(0)})   ${median(rows.map((row) => row.perSecond)).toFixed(0)} calls/s`,
    );
  }
} finally {
  await prisma.$disconnect();
  await pool.end();
  await server.stop();
  // The port closes before the server has written its last files: retried until they are gone.
  fs.rmSync(dbDir, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
}
