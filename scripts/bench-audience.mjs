// Benchmark of the marketing audience rules (backend/src/marketing/audience): countAudience over
// 100,000 users with a realistic spread of enrollments, lecture progress, orders and wallets, for three
// rule shapes (simple, medium, complex), plus filterAudience on a 1,000-user batch as the sender runs it.
// Calls the compiled backend directly, so build it first:
//   npm run build
//   node scripts/bench-audience.mjs [--users 100000] [--runs 20] [--server mysql://root@127.0.0.1:3306] [--keep] [--with-indexes]
// --server uses a running MariaDB/MySQL as it is configured (a database hvm_bench_audience is created
// and dropped there); without it a throwaway MariaDB is started in a temp folder, with a 1 GB buffer
// pool so the working set (~1 GB with indexes) stays in memory as on a production server.
// --keep leaves the database for EXPLAIN. --with-indexes first adds the two indexes the rules would
// like and the schema lacks (enrollments (course_id, user_id), lecture_progress (user_id, course_id,
// completed)), to compare the figures.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import mariadb from 'mariadb';
import { numberArg } from './lib/bench.mjs';
import { createDatabase, dropDatabase, freePort, startLocalDb } from './lib/local-db.mjs';
import { log, ROOT } from './lib/setup.mjs';
import { migrate } from '../prisma/tools/migrate.mjs';

const userCount = numberArg('users', 100_000);
const runs = numberArg('runs', 20);
const serverArg = process.argv.includes('--server') ? process.argv[process.argv.indexOf('--server') + 1] : null;
const keep = process.argv.includes('--keep');
const withIndexes = process.argv.includes('--with-indexes');

const DAY = 86_400_000;
const NOW = new Date();
const BATCH = 2000;
const CATEGORIES = 8;
const COURSES_PER_CATEGORY = 5;
const INSTRUCTORS = 40;

const compilerPath = path.join(ROOT, 'backend/dist/marketing/audience/audience-compiler.js');
if (!fs.existsSync(compilerPath)) {
  console.error('Chưa có backend/dist: chạy "npm run build" trước.');
  process.exit(1);
}
const require = createRequire(import.meta.url);
const { countAudience, filterAudience } = require(compilerPath);
const { PrismaService } = require(path.join(ROOT, 'backend/dist/prisma/prisma.service.js'));

// mulberry32: the same population on every run.
let seed = 20261125;
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}
const chance = (p) => random() < p;
const between = (min, max) => min + Math.floor(random() * (max - min + 1));
// Skewed towards 0: recent dates, popular courses, small balances.
const skewed = (max, power = 2) => Math.floor(max * random() ** power);
const daysAgo = (days) => new Date(NOW.getTime() - days * DAY - between(0, DAY - 1));

function connectionOptions(databaseUrl) {
  const url = new URL(databaseUrl);
  return { host: url.hostname, port: Number(url.port), user: decodeURIComponent(url.username), password: decodeURIComponent(url.password), database: url.pathname.slice(1) };
}

/**
 * Multi-row INSERTs of BATCH rows: `columns` names them, `tuple` is one row's placeholders (constants
 * allowed). Much faster here than the driver's batch() of single-row statements.
 */
async function insertRows(db, table, columns, tuple, rows) {
  const startedAt = Date.now();
  for (let start = 0; start < rows.length; start += BATCH) {
    const chunk = rows.slice(start, start + BATCH);
    await db.query(`INSERT INTO ${table} (${columns}) VALUES ${chunk.map(() => tuple).join(', ')}`, chunk.flat());
  }
  if (process.env.BENCH_VERBOSE) log(`${table}: ${rows.length} dòng trong ${Date.now() - startedAt} ms`);
}

/** Users, catalogue, enrollments, progress, orders, wallets and suppressions, in bulk. Returns ids the shapes need. */
async function growPopulation(databaseUrl) {
  const db = await mariadb.createConnection(connectionOptions(databaseUrl));
  try {
    // A bulk load: the generator makes unique keys and valid references itself.
    await db.query('SET unique_checks = 0, foreign_key_checks = 0');
    const users = [];
    for (let i = 0; i < userCount; i += 1) {
      const role = i < INSTRUCTORS ? 'instructor' : chance(0.005) ? 'admin' : chance(0.02) ? 'instructor' : 'student';
      const createdAt = daysAgo(skewed(1095, 1.5));
      const affiliate = chance(0.08);
      users.push([
        crypto.randomUUID(),
        `hocvien.${i}@bench.vn`,
        `Học viên ${i + 1}`,
        role,
        chance(0.85) ? createdAt : null,
        chance(0.005) ? 1 : 0,
        affiliate ? 1 : 0,
        affiliate ? between(1, 10) : 1,
        chance(0.55) ? 1 : 0,
        createdAt,
      ]);
    }
    await insertRows(
      db,
      'users',
      'id, email, name, role, email_verified_at, is_disabled, is_affiliate, affiliate_level, marketing_consent, created_at, updated_at',
      '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NOW(3))',
      users,
    );

    const categories = Array.from({ length: CATEGORIES }, (_, i) => [crypto.randomUUID(), `Danh mục ${i + 1}`, `danh-muc-${i + 1}`]);
    await insertRows(db, 'categories', 'id, name, slug, updated_at', '(?, ?, ?, NOW(3))', categories);
    const courses = [];
    const sections = [];
    const lectures = [];
    categories.forEach(([categoryId], c) => {
      for (let k = 0; k < COURSES_PER_CATEGORY; k += 1) {
        const id = crypto.randomUUID();
        const lessons = between(5, 40);
        const sectionId = crypto.randomUUID();
        courses.push([
          id,
          `khoa-hoc-${c}-${k}`,
          `Khóa học ${c}-${k}`,
          'Mô tả ngắn',
          'Mô tả',
          '[]',
          '[]',
          499_000,
          'published',
          categoryId,
          users[(c * 5 + k) % INSTRUCTORS][0],
          lessons,
        ]);
        sections.push([sectionId, id, 'Chương 1', 0]);
        for (let p = 0; p < lessons; p += 1) lectures.push([crypto.randomUUID(), sectionId, `Bài ${p + 1}`, p, 300]);
      }
    });
    await insertRows(
      db,
      'courses',
      'id, slug, title, short_description, description, outcomes, requirements, price, status, category_id, instructor_id, lessons_count, published_at, updated_at',
      '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NOW(3), NOW(3))',
      courses,
    );
    await insertRows(db, 'course_sections', 'id, course_id, title, position', '(?, ?, ?, ?)', sections);
    await insertRows(db, 'lectures', 'id, section_id, title, position, duration_seconds', '(?, ?, ?, ?, ?)', lectures);

    const enrollments = [];
    const orders = [];
    const accounts = [];
    const suppressions = [];
    let orderNumber = 0;
    const order = (userId, status, paidAt, expiresAt) => orders.push([crypto.randomUUID(), `BA${String((orderNumber += 1)).padStart(8, '0')}`, userId, status, paidAt, expiresAt]);
    for (const [userId, email, ...rest] of users) {
      const createdAt = rest.at(-1);
      // About half never buy; a few buy many courses, the popular ones more often.
      const owned = chance(0.45) ? 0 : chance(0.55) ? 1 : chance(0.6) ? 2 : between(3, 8);
      const chosen = new Set();
      for (let n = 0; n < owned; n += 1) chosen.add(courses[skewed(courses.length)][0]);
      for (const courseId of chosen) {
        const purchase = chance(0.9);
        const enrolledAt = new Date(createdAt.getTime() + random() * (NOW.getTime() - createdAt.getTime()));
        const lastAccessedAt = chance(0.2) ? null : new Date(enrolledAt.getTime() + random() ** 0.5 * (NOW.getTime() - enrolledAt.getTime()));
        enrollments.push([crypto.randomUUID(), userId, courseId, purchase ? 'purchase' : 'admin_grant', enrolledAt, lastAccessedAt]);
        if (purchase) order(userId, chance(0.92) ? 'paid' : chance(0.5) ? 'partially_refunded' : 'refund_requested', enrolledAt, enrolledAt);
      }
      if (chance(0.02)) order(userId, 'refunded', daysAgo(100), daysAgo(100));
      if (chance(0.1)) order(userId, 'paid', daysAgo(skewed(700)), daysAgo(700)); // a tool plan
      if (chance(0.05)) order(userId, chance(0.5) ? 'expired' : 'cancelled', null, daysAgo(skewed(300)));
      if (chance(0.03)) order(userId, 'pending', null, new Date(NOW.getTime() + between(-48, 48) * 3_600_000));
      if (chance(0.45)) {
        const balance = chance(0.3) ? 0 : chance(0.6) ? between(10, 500) * 1000 : chance(0.85) ? between(500, 5000) * 1000 : between(5, 50) * 1_000_000;
        accounts.push([crypto.randomUUID(), 'user_main', userId, `user_main:${userId}`, balance]);
      }
      if (chance(0.15)) accounts.push([crypto.randomUUID(), 'user_bonus', userId, `user_bonus:${userId}`, between(10, 200) * 1000]);
      if (chance(0.01)) suppressions.push([email, chance(0.7) ? 'hard_bounce' : 'complaint']);
    }
    await insertRows(db, 'enrollments', 'id, user_id, course_id, source, created_at, last_accessed_at', '(?, ?, ?, ?, ?, ?)', enrollments);
    await insertRows(
      db,
      'orders',
      'id, code, user_id, status, payment_method, subtotal, total, paid_at, expires_at, created_at, updated_at',
      "(?, ?, ?, ?, 'bank_transfer', 499000, 499000, ?, ?, NOW(3), NOW(3))",
      orders,
    );
    await insertRows(db, 'ledger_accounts', 'id, kind, user_id, `key`, balance, updated_at', '(?, ?, ?, ?, ?, NOW(3))', accounts);
    await insertRows(db, 'email_suppressions', 'email, reason', '(?, ?)', suppressions);
    const progressStartedAt = Date.now();
    // Progress written by the server: a tenth finished, the rest a skewed share of the first lectures;
    // an enrollment never opened has none.
    await db.query(`
      INSERT INTO lecture_progress (id, user_id, course_id, lecture_id, completed, completed_at, position_seconds, updated_at)
      SELECT UUID(), e.user_id, e.course_id, l.id, 1, e.last_accessed_at, 300, e.last_accessed_at
        FROM enrollments e
        JOIN courses c ON c.id = e.course_id
        JOIN course_sections s ON s.course_id = e.course_id
        JOIN lectures l ON l.section_id = s.id
       WHERE e.last_accessed_at IS NOT NULL
         AND l.position < IF(CRC32(e.id) % 10 = 0, c.lessons_count, FLOOR(POW((CRC32(e.id) % 1000) / 1000, 2) * c.lessons_count))`);
    if (process.env.BENCH_VERBOSE) log(`lecture_progress ${Date.now() - progressStartedAt} ms`);
    if (withIndexes) {
      await db.query('CREATE INDEX bench_enrollments_course_user ON enrollments (course_id, user_id)');
      await db.query('CREATE INDEX bench_progress_completed ON lecture_progress (user_id, course_id, completed)');
    }
    await db.query('ANALYZE TABLE users, enrollments, lecture_progress, orders, ledger_accounts, courses, email_suppressions');
    const [counts] = await db.query(
      `SELECT (SELECT COUNT(*) FROM enrollments) AS enrollments, (SELECT COUNT(*) FROM lecture_progress) AS progress,
              (SELECT COUNT(*) FROM orders) AS orders, (SELECT COUNT(*) FROM ledger_accounts) AS accounts`,
    );
    log(`Dữ liệu: ${userCount} người dùng, ${counts.enrollments} ghi danh, ${counts.progress} tiến độ bài học, ${counts.orders} đơn hàng, ${counts.accounts} ví`);
    // The most popular course of the first category is "course X"; a mid-sized one is followed for progress.
    return { categoryId: categories[0][0], courseX: courses[0][0], progressCourse: courses[2][0], userIds: users.map(([id]) => id) };
  } finally {
    await db.end();
  }
}

function shapes({ categoryId, courseX, progressCourse }) {
  return [
    {
      label: 'simple: role + consent',
      rules: {
        all: [
          { field: 'role', op: 'eq', value: 'student' },
          { field: 'marketing_consent', op: 'is', value: true },
        ],
      },
    },
    {
      label: 'medium: category + active 90 d + not course X',
      rules: {
        all: [
          { field: 'bought', op: 'category', value: categoryId },
          { field: 'last_activity', op: 'within_days', value: 90 },
          { field: 'bought', op: 'not_course', value: courseX },
        ],
      },
    },
    {
      label: 'complex: nested any/all, wallet, level, progress',
      rules: {
        any: [
          {
            all: [
              { field: 'wallet_balance', op: 'gte', value: 200_000 },
              { field: 'affiliate_level', op: 'gte', value: 3 },
            ],
          },
          {
            all: [
              { field: 'course_progress', courseId: progressCourse, op: 'gte', value: 50 },
              {
                any: [
                  { field: 'unpaid_order', op: 'is', value: true },
                  { field: 'last_activity', op: 'not_within_days', value: 30 },
                ],
              },
            ],
          },
          {
            all: [
              { field: 'registered_at', op: 'within_days', value: 365 },
              { field: 'bought', op: 'nothing' },
              { field: 'wallet_balance', op: 'lte', value: 100_000 },
            ],
          },
        ],
      },
    },
  ];
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timed(work) {
  const times = [];
  let result;
  for (let i = 0; i < 2; i += 1) await work(); // warm-up: buffer pool and connection
  for (let i = 0; i < runs; i += 1) {
    const started = process.hrtime.bigint();
    result = await work();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { result, p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] };
}

const ms = (value) => `${value.toFixed(1)} ms`.padStart(9);

let localDb = null;
let localDbDir = null;
let databaseUrl;
if (serverArg) {
  databaseUrl = `${serverArg.replace(/\/$/, '')}/hvm_bench_audience`;
} else {
  localDbDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hvm-bench-audience-db-'));
  localDb = await startLocalDb({ dataDir: localDbDir, port: await freePort() });
  databaseUrl = localDb.url('hvm_bench_audience');
  const admin = await mariadb.createConnection({ ...connectionOptions(databaseUrl), database: undefined });
  await admin.query('SET GLOBAL innodb_buffer_pool_size = 1073741824');
  await admin.end();
}
await createDatabase(databaseUrl, { dropFirst: true });
await migrate(databaseUrl, { log: () => {} });
const prisma = new PrismaService({ databaseUrl, databasePoolSize: 4 });
try {
  const startedAt = Date.now();
  const ids = await growPopulation(databaseUrl);
  log(`Tạo dữ liệu trong ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);

  console.log(
    `\nAudience benchmark: countAudience (${os.cpus().length} CPU, ${userCount} users, ${runs} runs per shape after 2 warm-ups${withIndexes ? ', with the suggested indexes' : ''})`,
  );
  for (const { label, rules } of shapes(ids)) {
    const { result, p50, p95, max } = await timed(() => countAudience(prisma, rules, NOW));
    console.log(`  ${label.padEnd(50)} p50 ${ms(p50)}   p95 ${ms(p95)}   max ${ms(max)}   count ${result.count} / matching ${result.matching}`);
  }
  const batch = ids.userIds.filter((_, i) => i % 100 === 7).slice(0, 1000);
  console.log(`\nfilterAudience on a batch of ${batch.length} users (as the sender calls it)`);
  for (const { label, rules } of shapes(ids)) {
    const { result, p50, p95, max } = await timed(() => filterAudience(prisma, rules, batch, NOW));
    console.log(`  ${label.padEnd(50)} p50 ${ms(p50)}   p95 ${ms(p95)}   max ${ms(max)}   kept ${result.size}`);
  }
} finally {
  await prisma.$disconnect();
  if (!keep) await dropDatabase(databaseUrl);
  await localDb?.stop();
  if (localDbDir) {
    // The server writes its last files after its port closes; it removes its pid file when done.
    for (let i = 0; i < 150 && fs.existsSync(path.join(localDbDir, 'mysqld.pid')); i += 1) await new Promise((resolve) => setTimeout(resolve, 200));
    fs.rmSync(localDbDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}
