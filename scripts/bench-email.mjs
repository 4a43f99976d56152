// Benchmark of a marketing broadcast on a fresh demo install: 10,000 opted-in recipients, one
// campaign, sent by the API's own engine over SMTP to a local SMTP server that takes every mail.
// Prints how long from the broadcast's start (its recipients frozen) to the last mail received,
// messages per second, the API's CPU time per mail and resident memory before and at its peak, and the
// latency of a page request while the broadcast runs against the same request on the idle API.
// Then, in the same run, the ceiling: a bare nodemailer pool (same connections, same SMTP server)
// sending one of the campaign's real mails, byte for byte, as many times (scripts/lib/bare-smtp-sender.mjs).
// Usage: node scripts/bench-email.mjs [--recipients 10000] [--concurrency 8]
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { cpuMicros, numberArg } from './lib/bench.mjs';
import { startMeasuredApp } from './lib/measured-app.mjs';
import { ROOT } from './lib/setup.mjs';

const recipients = numberArg('recipients', 10_000);
const concurrency = numberArg('concurrency', 8);
const backendRequire = createRequire(path.join(ROOT, 'backend', 'package.json'));
const { SMTPServer } = backendRequire('smtp-server');
const mariadb = backendRequire('mariadb');
const { freePort } = await import('./lib/local-db.mjs');

// The SMTP server only counts (and keeps the first mail's bytes): the figure is the app's, not a parser's.
let received = 0;
let lastAt = 0;
let sample = null;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    const chunks = sample ? null : [];
    stream.on('data', (chunk) => chunks?.push(chunk));
    stream.on('end', () => {
      if (chunks && !sample) sample = Buffer.concat(chunks);
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
  // The seed queues its demo videos' transcoding: ffmpeg on the same cores during the broadcast (and not
  // during the ceiling's run) would be measured instead of the sender.
  await connection.query(`DELETE FROM jobs WHERE type = 'media.transcode'`);
  await connection.end();
}

/** Sequential GETs of a page until `stop()` says so; returns their latencies in ms. */
async function probeLatency(url, stop) {
  const latencies = [];
  while (!stop()) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    latencies.push(performance.now() - started);
    // Ten page views a second: a busy evening's share of one process, not a load test of its own.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return latencies;
}

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];

const memoryKb = (pid, field) => Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+)`))[1]);

const app = await startMeasuredApp({
  name: 'bench-email',
  env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MARKETING_SEND_CONCURRENCY: String(concurrency), RATE_LIMIT_PER_MINUTE: '100000' },
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
    { perSecond: 10_000, perDay: 10_000_000, perUserPerDay: 10, perUserPerWeek: 50, quietStartHour: 0, quietEndHour: 0, softBounceLimit: 3 },
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
  // A page request on the idle API, the same as the one timed during the broadcast.
  const probeUrl = `${app.baseUrl}/api/courses?limit=12`;
  const idleUntil = performance.now() + 5000;
  const idleLatencies = await probeLatency(probeUrl, () => performance.now() > idleUntil);
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
  const loadAtStart = os.loadavg();
  const startedAt = performance.now();
  const cpuBefore = cpuMicros(app.pid);
  const busyLatencies = probeLatency(probeUrl, () => received >= expected);
  let peakRss = rssBefore;
  while (received < expected) {
    peakRss = Math.max(peakRss, memoryKb(app.pid, 'VmRSS'));
    if (performance.now() - startedAt > 15 * 60_000) throw new Error(`Sau 15 phút mới nhận ${received}/${expected} thư.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const appCpuMs = (cpuMicros(app.pid) - cpuBefore) / 1000;
  const appSeconds = (lastAt - startedAt) / 1000;
  const hwm = memoryKb(app.pid, 'VmHWM');
  const busy = await busyLatencies;

  // The ceiling, on the same SMTP server with the API idle: one real mail of the campaign, as many times.
  const sampleFile = path.join(os.tmpdir(), `bench-email-sample-${process.pid}.eml`);
  fs.writeFileSync(sampleFile, sample);
  received = 0;
  // Not execFileSync: this process's event loop is the SMTP server's.
  const { stdout } = await promisify(execFile)('node', [
    path.join(ROOT, 'scripts', 'lib', 'bare-smtp-sender.mjs'),
    String(smtpPort),
    String(expected),
    String(concurrency),
    sampleFile,
  ]);
  const bare = JSON.parse(stdout);
  fs.rmSync(sampleFile);
  if (received < expected) throw new Error(`Bare sender: ${received}/${expected} mails received.`);

  const appRate = expected / appSeconds;
  const bareRate = expected / bare.seconds;
  const line = (label, app, bareValue) => console.log(`  ${label.padEnd(28)} ${String(app).padStart(10)} ${String(bareValue).padStart(14)}`);
  console.log(`Broadcast benchmark (${expected} recipients, SMTP concurrency ${concurrency}, local SMTP server, mail of ${(sample.length / 1024).toFixed(1)} KB)`);
  const loads = (values) => values.map((load) => load.toFixed(2)).join(' ');
  console.log(`  load average (1, 5, 15 min): ${loads(loadAtStart)} at the start, ${loads(os.loadavg())} at the end`);
  line('', 'API', 'bare nodemailer');
  line('total time (s)', appSeconds.toFixed(1), bare.seconds.toFixed(1));
  line('mails per second', appRate.toFixed(0), bareRate.toFixed(0));
  line('CPU per mail (ms)', (appCpuMs / expected).toFixed(2), (bare.cpuMs / expected).toFixed(2));
  console.log(`  API / ceiling                ${((100 * appRate) / bareRate).toFixed(0)}%`);
  console.log(`  API resident memory          ${(rssBefore / 1024).toFixed(0)} MB before, ${(Math.max(peakRss, hwm) / 1024).toFixed(0)} MB peak`);
  const ms = (values, p) => percentile(values, p).toFixed(1);
  console.log(
    `  GET /api/courses?limit=12    idle p50 ${ms(idleLatencies, 50)} ms p99 ${ms(idleLatencies, 99)} ms (${idleLatencies.length}); during the broadcast p50 ${ms(busy, 50)} ms p99 ${ms(busy, 99)} ms (${busy.length})`,
  );
} finally {
  await app.stop();
  await new Promise((resolve) => smtp.close(resolve));
}
