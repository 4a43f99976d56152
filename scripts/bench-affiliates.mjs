// Benchmark of the affiliate programme on a demo install grown to 100,000 clicks and 10,000
// conversions (most of them the demo student's, the rest spread over 200 other affiliates):
//   - the click tracker GET /api/affiliates/track/{code}: new visitors (a different browser on each
//     request, so every call inserts) and a returning visitor (the hourly de-duplication answers);
//   - the affiliate's dashboard, conversions and team, and the admin's affiliate list, overview,
//     monthly report, review queue and payout queue.
// Starts its own database and API, prints figures, cleans up.
// Usage: node scripts/bench-affiliates.mjs [--clicks 100000] [--conversions 10000] [--connections 50] [--seconds 10]
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import mariadb from 'mariadb';
import { startMeasuredApp } from './lib/measured-app.mjs';
import { log } from './lib/setup.mjs';
import { numberArg, printRows, runTargets } from './lib/bench.mjs';

const clickCount = numberArg('clicks', 100_000);
const conversionCount = numberArg('conversions', 10_000);
const connections = numberArg('connections', 50);
const seconds = numberArg('seconds', 10);
const BATCH = 1000;
const OTHER_AFFILIATES = 200;
const DAY = 86_400_000;
// Rows inserted by hand need their rollups: the migration's own backfill statements recount them.
const migration = fs.readFileSync(new URL('../prisma/migrations/20261129110000_affiliate_rollups/migration.sql', import.meta.url), 'utf8');
const ROLLUP_BACKFILL = migration
  .slice(migration.indexOf('INSERT INTO `affiliate_conversion_days`'))
  .split(/;\s*$/m)
  .map((statement) => statement.trim())
  .filter(Boolean);

function connectionOptions(databaseUrl) {
  const url = new URL(databaseUrl);
  return { host: url.hostname, port: Number(url.port), user: decodeURIComponent(url.username), password: decodeURIComponent(url.password), database: url.pathname.slice(1) };
}

/** Affiliates, clicks and conversions straight into the tables, in multi-row INSERTs, spread over a year. */
async function growAffiliateData(databaseUrl) {
  const db = await mariadb.createConnection({ ...connectionOptions(databaseUrl), bulk: true });
  try {
    const [student] = await db.query("SELECT id FROM users WHERE email = 'hocvien@hocvienmarketing.vn'");
    const learners = (await db.query("SELECT id FROM users WHERE role = 'student' LIMIT 50")).map((row) => row.id);
    const now = Date.now();
    const affiliates = [student.id];
    const users = [];
    for (let i = 0; i < OTHER_AFFILIATES; i += 1) {
      const id = crypto.randomUUID();
      affiliates.push(id);
      users.push([id, `doitac.${i}@bench.vn`, `Đối tác ${i + 1}`, 'x', 'student', `B${String(i).padStart(7, '0')}`, new Date(now - 300 * DAY)]);
    }
    await db.batch(
      'INSERT INTO users (id, email, name, password_hash, role, is_affiliate, affiliate_code, affiliate_joined_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 1, ?, ?, NOW(3), NOW(3))',
      users,
    );
    // Half of everything is the demo student's: her dashboard reads the largest share.
    const owner = (i) => (i % 2 === 0 ? student.id : affiliates[1 + (i % OTHER_AFFILIATES)]);
    for (let start = 0; start < clickCount; start += BATCH) {
      const rows = [];
      for (let i = start; i < Math.min(clickCount, start + BATCH); i += 1) {
        rows.push([
          crypto.randomUUID(),
          owner(i),
          `bench-${i}`,
          `10.${i % 250}.${(i >> 8) % 250}.${i % 200}`,
          crypto.randomBytes(8).toString('hex'),
          null,
          new Date(now - (i % 365) * DAY - (i % 86_400) * 1000),
        ]);
      }
      await db.batch('INSERT INTO affiliate_clicks (id, affiliate_user_id, dedupe_key, ip, device, source, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)', rows);
    }
    // The tracker keeps a count per affiliate and day; rows inserted by hand need theirs.
    await db.query('DELETE FROM affiliate_click_days');
    await db.query(
      'INSERT INTO affiliate_click_days (affiliate_user_id, day, clicks) SELECT affiliate_user_id, DATE(created_at + INTERVAL 7 HOUR), COUNT(*) FROM affiliate_clicks GROUP BY 1, 2',
    );
    const statuses = ['pending', 'approved', 'paid', 'rejected'];
    for (let start = 0; start < conversionCount; start += BATCH) {
      const rows = [];
      for (let i = start; i < Math.min(conversionCount, start + BATCH); i += 1) {
        const at = new Date(now - (i % 365) * DAY);
        const signup = i % 4 === 0;
        const status = statuses[i % statuses.length];
        rows.push([
          crypto.randomUUID(),
          signup ? 'SIGNUP' : 'COURSE_ENROLLMENT',
          i % 3 === 0 ? 'team' : 'direct',
          `bench:${i}`,
          owner(i),
          learners[i % learners.length],
          signup ? null : 'Khóa học mẫu cho đo hiệu năng',
          signup ? 0 : 500_000,
          signup ? 0 : 30,
          1,
          signup ? 0 : 150_000,
          status,
          status === 'pending' && i % 10 === 1 ? 1 : 0,
          status === 'pending' && i % 10 === 1 ? '["Email dùng dịch vụ hộp thư tạm thời."]' : '[]',
          new Date(at.getTime() + 14 * DAY),
          at,
        ]);
      }
      await db.batch(
        `INSERT INTO affiliate_conversions (id, type, tier, dedupe_key, affiliate_user_id, referred_user_id, item_title, base_amount, rate_percent, affiliate_level, amount,
           status, flagged, flag_reasons, hold_until, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NOW(3))`,
        rows,
      );
    }
    for (const table of ['affiliate_conversion_days', 'affiliate_conversion_months', 'affiliate_click_months']) await db.query(`DELETE FROM ${table}`);
    for (const statement of ROLLUP_BACKFILL) await db.query(statement);
    const [code] = await db.query('SELECT affiliate_code FROM users WHERE id = ?', [student.id]);
    // The database's CPU time per request is measured too: the server's process.
    const [{ pidFile }] = await db.query('SELECT @@pid_file AS pidFile');
    return { affiliateCode: code.affiliate_code, dbPid: Number(fs.readFileSync(pidFile, 'utf8')) };
  } finally {
    await db.end();
  }
}

let affiliateCode;
let dbPid;
const app = await startMeasuredApp({
  name: 'bench-affiliates',
  // As the API runs in production (docs/scaling.md): jobs, such as transcoding the seed's videos, are the worker's.
  env: { RATE_LIMIT_PER_MINUTE: '10000000', JOBS_ENABLED: 'false' },
  beforeStart: async (databaseUrl) => {
    const startedAt = Date.now();
    ({ affiliateCode, dbPid } = await growAffiliateData(databaseUrl));
    log(`Đã thêm ${clickCount} lượt bấm và ${conversionCount} chuyển đổi trong ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  },
});
try {
  const login = async (email, password) => {
    const response = await fetch(`${app.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    return (await response.json()).accessToken;
  };
  const student = { authorization: `Bearer ${await login('hocvien@hocvienmarketing.vn', 'HocVien@123')}` };
  const admin = { authorization: `Bearer ${await login('admin@hocvienmarketing.vn', 'Admin@123')}` };
  const browser = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
  let visitor = 0;
  const targets = [
    {
      label: 'GET /affiliates/track/{code} (new visitors)',
      path: `/api/affiliates/track/${affiliateCode}?source=course_facebook-ads`,
      // Another browser on each call: every request inserts a click.
      setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'user-agent': `${browser} bench/${visitor++}` } }),
    },
    { label: 'GET /affiliates/track/{code} (same visitor)', path: `/api/affiliates/track/${affiliateCode}`, headers: { 'user-agent': browser } },
    { label: 'GET /affiliates/dashboard-info', path: '/api/affiliates/dashboard-info', headers: student },
    { label: 'GET /affiliates/me/conversions', path: '/api/affiliates/me/conversions?type=COURSE_ENROLLMENT&page=3', headers: student },
    { label: 'GET /affiliates/me/info', path: '/api/affiliates/me/info', headers: student },
    { label: 'GET /admin/affiliates/stats', path: '/api/admin/affiliates/stats?limit=20', headers: admin },
    { label: 'GET /admin/stats/affiliates', path: '/api/admin/stats/affiliates', headers: admin },
    { label: 'GET /admin/affiliates/report', path: '/api/admin/affiliates/report?months=12', headers: admin },
    { label: 'GET /admin/conversions/pending', path: '/api/admin/conversions/pending?limit=20', headers: admin },
    { label: 'GET /admin/affiliates/payouts-queue', path: '/api/admin/affiliates/payouts-queue', headers: admin },
  ];
  const rows = await runTargets(
    targets.map(({ label, path, headers = {}, setupRequest }) => ({ label, url: `${app.baseUrl}${path}`, headers, setupRequest })),
    { connections, seconds, pids: { api: app.pid, db: dbPid } },
  );
  printRows(`Affiliate benchmark (${os.cpus().length} CPU, ${clickCount} clicks, ${conversionCount} conversions, ${connections} connections, ${seconds} s each)`, rows);
} finally {
  await app.stop();
}
