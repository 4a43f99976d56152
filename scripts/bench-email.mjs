// Benchmark of a marketing broadcast on a fresh demo install: 10,000 opted-in recipients, one
// campaign, sent by the API's own engine over SMTP to a local SMTP server that takes every mail.
// Prints how long from the broadcast's start (its recipients frozen) to the last mail received,
// messages per second, and the API process's resident memory before and at its peak.
// Usage: node scripts/bench-email.mjs [--recipients 10000] [--concurrency 8]
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { numberArg } from './lib/bench.mjs';
import { startMeasuredApp } from './lib/measured-app.mjs';
import { ROOT } from './lib/setup.mjs';

const recipients = numberArg('recipients', 10_000);
const concurrency = numberArg('concurrency', 8);
const backendRequire = createRequire(path.join(ROOT, 'backend', 'package.json'));
const { SMTPServer } = backendRequire('smtp-server');
const mariadb = backendRequire('mariadb');
const { freePort } = await import('./lib/local-db.mjs');

// The SMTP server only counts: the figure is the app's, not a parser's.
let received = 0;
let lastAt = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      received += 1;
      lastAt = performance.now();
      callback();
    });
  },
});
const smtpPort = await freePort();
await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

/** Recipients straight into the database (how they got there is not what is measured). */
async function addRecipients(databaseUrl) {
  const { connectionOptions } = await import('../prisma/tools/connection.mjs');
  const connection = await mariadb.createConnection(connectionOptions(databaseUrl));
  const batch = 1000;
  for (let start = 0; start < recipients; start += batch) {
    const rows = Array.from({ length: Math.min(batch, recipients - start) }, (_, i) => {
      const n = start + i;
      return [`00000000-0000-7000-8000-${String(n).padStart(12, '0')}`, `nguoinhan.${n}@example.vn`, `Người nhận ${n}`];
    });
    await connection.batch(
      `INSERT INTO users (id, email, name, role, email_verified_at, marketing_consent, marketing_consent_at, created_at, updated_at)
       VALUES (?, ?, ?, 'student', NOW(3), 1, NOW(3), NOW(3), NOW(3))`,
      rows,
    );
  }
  await connection.end();
}

const memoryKb = (pid, field) => Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+)`))[1]);

const app = await startMeasuredApp({
  name: 'bench-email',
  env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MARKETING_SEND_CONCURRENCY: String(concurrency), RATE_LIMIT_PER_MINUTE: '100000' },
  // BENCH_PROFILE=dir writes a CPU profile of the API there (chrome://inspect or speedscope).
  nodeArgs: process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [],
  beforeStart: addRecipients,
});
try {
  const api = async (method, url, body, token) => {
    const response = await fetch(`${app.baseUrl}${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const admin = (await api('POST', '/api/auth/login', { email: 'admin@hocvienmarketing.vn', password: 'Admin@123' })).accessToken;
  // Limits wide open and no quiet hours: the engine's own speed is what is measured.
  await api(
    'PUT',
    '/api/admin/email-settings',
    { perSecond: 1000, perDay: 10_000_000, perUserPerDay: 10, perUserPerWeek: 50, quietStartHour: 0, quietEndHour: 0, softBounceLimit: 3 },
    admin,
  );
  const { courses } = await api('GET', '/api/courses?limit=1');
  const { template } = await api(
    'POST',
    '/api/admin/email-templates',
    {
      name: 'Bản tin đo tốc độ',
      subject: 'Bản tin tuần cho {{ user.first_name }}',
      preheader: 'Năm mẹo quảng cáo cuối năm',
      blocks: [
        { id: 'h', type: 'heading', text: 'Chào {{ user.first_name }}!', level: 1 },
        { id: 't', type: 'text', text: 'Năm mẹo tối ưu quảng cáo mùa mua sắm cuối năm.\n\nĐọc thêm trên **blog** của chúng tôi: [bài viết](https://hocvienmarketing.vn/blog).' },
        { id: 'i', type: 'image', src: 'https://hocvienmarketing.vn/banner.png', alt: 'Banner' },
        { id: 'b', type: 'button', label: 'Xem khóa học', href: '{{ site.url }}/courses' },
        { id: 'd', type: 'divider' },
        { id: 'c', type: 'course', courseId: courses[0]._id },
        { id: 'k', type: 'coupon', code: 'CUOINAM20', description: 'Giảm 20% mọi khóa học' },
        { id: 'e', type: 'text', text: 'Chúc bạn học vui.' },
      ],
    },
    admin,
  );
  const rssBefore = memoryKb(app.pid, 'VmRSS');
  const { scenario } = await api(
    'POST',
    '/api/admin/email-scenarios',
    { name: 'Bản tin đo tốc độ', trigger: 'broadcast', sendAt: new Date().toISOString(), reentry: 'once', status: 'active' },
    admin,
  );
  await api(
    'POST',
    '/api/admin/marketing-campaigns',
    { scenarioId: scenario._id, templateId: template._id, name: 'Bản tin', subject: 'Bản tin tuần cho {{ user.first_name }}', delayMinutes: 0, audience: null, status: 'active' },
    admin,
  );

  // The scenario sweep (every 15 s) freezes the recipients; the clock starts then.
  let frozen;
  for (;;) {
    const { scenarios } = await api('GET', '/api/admin/email-scenarios', undefined, admin);
    frozen = scenarios.find((each) => each._id === scenario._id);
    if (frozen.startedAt) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const expected = frozen.enrolled.active + frozen.enrolled.finished;
  const startedAt = performance.now();
  let peakRss = rssBefore;
  while (received < expected) {
    peakRss = Math.max(peakRss, memoryKb(app.pid, 'VmRSS'));
    if (performance.now() - startedAt > 15 * 60_000) throw new Error(`Sau 15 phút mới nhận ${received}/${expected} thư.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const seconds = (lastAt - startedAt) / 1000;
  const hwm = memoryKb(app.pid, 'VmHWM');
  console.log(`Broadcast benchmark (${expected} recipients, SMTP concurrency ${concurrency}, local SMTP server)`);
  console.log(`  total time                 ${seconds.toFixed(1)} s`);
  console.log(`  messages per second        ${(expected / seconds).toFixed(0)}`);
  console.log(`  API resident memory        ${(rssBefore / 1024).toFixed(0)} MB before, ${(Math.max(peakRss, hwm) / 1024).toFixed(0)} MB peak`);
} finally {
  await app.stop();
  await new Promise((resolve) => smtp.close(resolve));
}
