// Launch night on one machine (issue 33): a 10,000-recipient broadcast starts, and while it sends,
// 2,000 wallet purchases and 500 bank-transfer orders paid by the bank webhook arrive from 50
// concurrent buyers (60% through affiliate links), while 20 affiliates poll their dashboards every
// 2 seconds. Half the buyers want the launched course, the rest the other courses.
// Before the launch, purchases alone (50 concurrent, different courses and then one course) give the
// API's CPU per purchase; after it, a bare nodemailer pool sends the campaign's own mail to the same
// SMTP sink (the ceiling). Ends with the ledger's invariants checked. Starts its own database and API.
// Usage: node scripts/bench-launch.mjs [--recipients 10000] [--purchases 2000] [--bank-orders 500]
//        [--concurrency 50] [--affiliates 20] [--alone 300] [--warmup 400] [--smtp-connections 8] [--single-process]
//        [--compare-with backend/dist-before [--compare-rounds 6] [--compare-batch 100]] [--broadcast-alone 5]
//        [--mails-per-second 10000] [--sink-nice 19]
// --compare-with runs a second API (and worker) from that build's folder on the same database, and before
// the rest sends batches of wallet purchases to each in turn (the order alternating by round): the API CPU
// per purchase of both builds, and their workers' CPU for the jobs the purchases queued, side by side from
// the same minutes. This machine runs one build at speeds that differ by half from one hour to the
// next, so separate runs of two builds compare poorly.
// The warm-up purchases come first and are not counted: the first measured ones otherwise paid for the
// API's compiling its hot code, and the first variant looked dearer than the second: after 100, the
// first variant measured 169/s, p99 374 ms and 4.7 ms of API CPU a purchase, after 600 231/s, 299 ms and 4.0 ms.
// --sink-nice: the SMTP sink stands for the mail provider's servers, which are not on this machine in
// production; at niceness 19 it takes only the CPU the rest leave, so what it costs here (4–5 CPU-s of a
// launch's 33) is not taken from the API's and the database's share. Its CPU is still printed. 0 runs it
// as an equal, as before: run in turn in one hour, 0 gave a burst of 182 orders/s and purchase p99 417 ms,
// 19 gave 253 orders/s and 344 ms.
// --broadcast-alone N: after the launch, N more broadcasts to the same recipients with nothing else running,
// each beside a bare pool sending the same number of mails (the order alternating by round), and their median.
// BENCH_PROFILE=dir writes a CPU profile of the API there (open it in Chrome DevTools or speedscope).
import { fork } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cpuMicros, keepAliveClient, numberArg, textArg } from './lib/bench.mjs';
import { startMeasuredApp } from './lib/measured-app.mjs';
import { localSecrets, ROOT } from './lib/setup.mjs';

const recipients = numberArg('recipients', 10_000);
const walletPurchases = numberArg('purchases', 2_000);
const bankOrders = numberArg('bank-orders', 500);
const concurrency = numberArg('concurrency', 50);
const affiliateCount = numberArg('affiliates', 20);
const alonePerVariant = numberArg('alone', 300);
const warmupPurchases = numberArg('warmup', 400);
const smtpConnections = numberArg('smtp-connections', 8);
const sinkNice = numberArg('sink-nice', 19);
// The admin's sending budget (email settings, mails a second): the widest by default; a lower one spreads
// the broadcast out, leaving the purchases more of the machine.
const mailsPerSecond = numberArg('mails-per-second', 10_000);
// Each round mails every recipient once more: the per-person limit (10 a day at most) allows nine after the launch's.
const broadcastAloneRounds = Math.min(numberArg('broadcast-alone', 0), 9);
// The production layout (docs/scaling.md) unless --single-process: the API serves HTTP only and a
// worker process runs the jobs (receipts, notices, the broadcast), so "API CPU" is the requests' own.
const singleProcess = process.argv.includes('--single-process');
const compareWith = textArg('compare-with', null);
const compareRounds = numberArg('compare-rounds', 6);
const compareBatch = numberArg('compare-batch', 100);
const SEPAY_API_KEY = 'bench-launch-sepay-key-0123456789';
const WALLET_FUNDS = 50_000_000;
const backendRequire = createRequire(path.join(ROOT, 'backend', 'package.json'));
const rootRequire = createRequire(path.join(ROOT, 'package.json'));
const mariadb = backendRequire('mariadb');
const nodemailer = backendRequire('nodemailer');
const jwt = rootRequire('jsonwebtoken');

// ---------------------------------------------------------------------------------------------
// The SMTP sink runs in its own process, so neither the API's nor the bare sender's CPU includes it.
// It counts mails and keeps the first one's bytes (the bare sender replays them).
const SINK_SOURCE = `
const { SMTPServer } = require(${JSON.stringify(backendRequire.resolve('smtp-server'))});
let received = 0, lastAt = 0, sample = null;
const server = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], size: 0,
  onData(stream, _session, callback) {
    // Only the campaign's mails count (they carry List-Unsubscribe): receipts of the purchases and
    // other notices reach this server too. Only the header is read, but the first mail is kept whole
    // (the bare sender replays it).
    const chunks = [];
    let length = 0, headerEnd = -1;
    stream.on('data', (chunk) => {
      if (headerEnd >= 0 && sample) return;
      chunks.push(chunk);
      length += chunk.length;
      if (headerEnd < 0) headerEnd = Buffer.concat(chunks, length).indexOf('\\r\\n\\r\\n');
    });
    stream.on('end', () => {
      const message = Buffer.concat(chunks, length).toString('latin1');
      if (/^list-unsubscribe:/im.test(message.slice(0, headerEnd < 0 ? message.length : headerEnd))) {
        received += 1;
        lastAt = Date.now();
        if (!sample) sample = message;
      }
      callback();
    });
  } });
server.listen(0, '127.0.0.1', () => process.send({ port: server.server.address().port }));
process.on('message', (message) => {
  if (message === 'count') process.send({ received, lastAt });
  if (message === 'sample') process.send({ sample });
  if (message === 'reset') { received = 0; lastAt = 0; process.send({ ok: true }); }
});`;
const sinkFile = path.join(os.tmpdir(), `hvm-launch-sink-${process.pid}.cjs`);
fs.writeFileSync(sinkFile, SINK_SOURCE);
const sink = fork(sinkFile, [], { stdio: 'inherit' });
os.setPriority(sink.pid, sinkNice);
// One question at a time: each answer is the next message.
let asking = Promise.resolve();
const ask = (message) =>
  (asking = asking.then(
    () =>
      new Promise((resolve) => {
        sink.once('message', resolve);
        sink.send(message);
      }),
  ));
const { port: smtpPort } = await new Promise((resolve) => sink.once('message', resolve));

// ---------------------------------------------------------------------------------------------
const memoryMb = (pid, field) => Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+)`))[1]) / 1024;
const percentile = (values, p) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const id = (prefix, n) => `${prefix}-0000-7000-8000-${String(n).padStart(12, '0')}`;

// The comparison's buyers: a warm-up batch for each side's API, then each round's batch for each build.
const comparisonBuyers = compareWith ? compareBatch * (2 + 2 * compareRounds) : 0;
const fundedBuyers = warmupPurchases + comparisonBuyers + 2 * alonePerVariant + walletPurchases;
// The warm-up pays some orders by bank transfer too, one for every five wallet purchases.
const warmupBankOrders = Math.ceil(warmupPurchases / 5);
const buyerCount = fundedBuyers + warmupBankOrders + bankOrders;
const buyerId = (n) => id('00000000', n);
const affiliateId = (n) => id('00000001', n);

/** Recipients, buyers (wallet ones funded through the ledger as a deposit would), affiliates and their sessions, straight into the tables. */
async function addLaunchData(databaseUrl) {
  const { connectionOptions } = await import('../prisma/tools/connection.mjs');
  const db = await mariadb.createConnection({ ...connectionOptions(databaseUrl), bulk: true });
  const inBatches = async (count, sql, row) => {
    for (let start = 0; start < count; start += 1000) {
      await db.batch(
        sql,
        Array.from({ length: Math.min(1000, count - start) }, (_, i) => row(start + i)),
      );
    }
  };
  try {
    await inBatches(
      recipients,
      `INSERT INTO users (id, email, name, role, email_verified_at, marketing_consent, marketing_consent_at, created_at, updated_at)
       VALUES (?, ?, ?, 'student', NOW(3), 1, NOW(3), NOW(3), NOW(3))`,
      (n) => [id('00000002', n), `nguoinhan.${n}@example.vn`, `Người nhận ${n}`],
    );
    await inBatches(buyerCount, `INSERT INTO users (id, email, name, role, email_verified_at, created_at, updated_at) VALUES (?, ?, ?, 'student', NOW(3), NOW(3), NOW(3))`, (n) => [
      buyerId(n),
      `nguoimua.${n}@example.vn`,
      `Người mua ${n}`,
    ]);
    await inBatches(
      affiliateCount,
      `INSERT INTO users (id, email, name, role, email_verified_at, is_affiliate, affiliate_code, affiliate_joined_at, created_at, updated_at)
       VALUES (?, ?, ?, 'student', NOW(3), 1, ?, NOW(3), NOW(3), NOW(3))`,
      (n) => [affiliateId(n), `doitac.${n}@example.vn`, `Đối tác ${n}`, `LAUNCH${String(n).padStart(3, '0')}`],
    );
    // One open session (a refresh-token family) per buyer and affiliate: the access tokens name it.
    const sessionOwners = [...Array.from({ length: buyerCount }, (_, n) => buyerId(n)), ...Array.from({ length: affiliateCount }, (_, n) => affiliateId(n))];
    await inBatches(
      sessionOwners.length,
      `INSERT INTO refresh_tokens (id, user_id, family_id, token_hash, expires_at, created_at) VALUES (UUID(), ?, ?, ?, NOW(3) + INTERVAL 1 DAY, NOW(3))`,
      (n) => [sessionOwners[n], sessionOwners[n], crypto.randomBytes(32).toString('hex')],
    );
    // Wallet buyers' money: one deposit posting each (bank clearing → their main wallet), so the
    // ledger's invariants hold from the start.
    await db.query(
      `INSERT IGNORE INTO ledger_accounts (id, kind, user_id, \`key\`, balance, created_at, updated_at) VALUES (UUID(), 'bank_clearing', NULL, 'bank_clearing', 0, NOW(3), NOW(3))`,
    );
    const [{ id: clearingId }] = await db.query(`SELECT id FROM ledger_accounts WHERE \`key\` = 'bank_clearing'`);
    await inBatches(
      fundedBuyers,
      `INSERT INTO ledger_accounts (id, kind, user_id, \`key\`, balance, created_at, updated_at) VALUES (?, 'user_main', ?, ?, ?, NOW(3), NOW(3))`,
      (n) => [id('00000003', n), buyerId(n), `user_main:${buyerId(n)}`, WALLET_FUNDS],
    );
    await inBatches(fundedBuyers, `INSERT INTO ledger_transactions (id, type, user_id, description, created_at) VALUES (?, 'deposit', ?, 'Nạp tiền (đo tốc độ)', NOW(3))`, (n) => [
      id('00000004', n),
      buyerId(n),
    ]);
    await inBatches(2 * fundedBuyers, `INSERT INTO ledger_entries (id, transaction_id, account_id, amount, created_at) VALUES (UUID(), ?, ?, ?, NOW(3))`, (n) =>
      n % 2 ? [id('00000004', n >> 1), id('00000003', n >> 1), WALLET_FUNDS] : [id('00000004', n >> 1), clearingId, -WALLET_FUNDS],
    );
    await db.query(`UPDATE ledger_accounts SET balance = balance - ? WHERE id = ?`, [BigInt(fundedBuyers) * BigInt(WALLET_FUNDS), clearingId]);
  } finally {
    await db.end();
  }
}

const app = await startMeasuredApp({
  name: 'bench-launch',
  env: {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MARKETING_SEND_CONCURRENCY: String(smtpConnections),
    RATE_LIMIT_PER_MINUTE: '1000000',
    SEPAY_API_KEY,
  },
  beforeStart: addLaunchData,
  worker: !singleProcess,
});
/** CPU of the process that runs the jobs: the worker, or the API itself with --single-process. */
const jobsPid = app.workerPid ?? app.pid;
const { connectionOptions } = await import('../prisma/tools/connection.mjs');
const db = await mariadb.createConnection(connectionOptions(app.databaseUrl));
// Every buyer and affiliate poller in flight gets a connection of its own, kept alive as a browser keeps it.
const client = keepAliveClient({ maxSockets: concurrency + affiliateCount + 10 });
try {
  const { JWT_SECRET } = localSecrets();
  // Signed with a key object, as the API verifies: jsonwebtoken given the secret as a string first tries
  // it as a public key, and that failure cost the generator about 0.4 ms a token.
  const tokenKey = crypto.createSecretKey(Buffer.from(JWT_SECRET));
  const tokenOf = (userId) => jwt.sign({ sub: userId, role: 'student', sid: userId }, tokenKey, { algorithm: 'HS256', expiresIn: '2h' });
  const call = async (method, url, body, { token, cookie, headers = {}, baseUrl = app.baseUrl } = {}) => {
    const started = performance.now();
    const response = await client.request(method, `${baseUrl}${url}`, {
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(cookie ? { cookie } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const ms = performance.now() - started;
    if (response.status < 200 || response.status >= 300) throw new Error(`${method} ${url}: ${response.status} ${response.text.slice(0, 300)}`);
    return { body: response.text ? JSON.parse(response.text) : null, ms };
  };
  const api = async (...args) => (await call(...args)).body;
  const admin = (await api('POST', '/api/auth/login', { email: 'admin@hocvienmarketing.vn', password: 'Admin@123' })).accessToken;

  const { courses } = await api('GET', '/api/courses?limit=50');
  const paid = courses.filter((course) => course.price > 0);
  const launched = paid[0];
  const others = paid.slice(1);
  const affiliateCodes = Array.from({ length: affiliateCount }, (_, n) => `LAUNCH${String(n).padStart(3, '0')}`);

  // The seed's video transcodes must be done, or they take the CPU the figures are about.
  const waitForIdleJobs = async (label, limitMs = 20 * 60_000) => {
    const started = Date.now();
    for (;;) {
      const [{ waiting }] = await db.query(`SELECT COUNT(*) AS waiting FROM jobs WHERE status IN ('queued', 'running') AND run_at <= NOW(3)`);
      if (Number(waiting) === 0) return (Date.now() - started) / 1000;
      if (Date.now() - started > limitMs) throw new Error(`${label}: ${waiting} job vẫn chờ sau ${limitMs / 60000} phút.`);
      await sleep(500);
    }
  };
  await waitForIdleJobs('seed');

  // Wallet buyers are the funded ones (the first), bank buyers the rest.
  const nextBuyer = { wallet: 0, bank: fundedBuyers };
  /** One buyer's purchase: wallet or bank transfer (the order, then the bank's webhook for it). */
  const purchase = async (kind, course, baseUrl = app.baseUrl) => {
    const n = nextBuyer[kind]++;
    const token = tokenOf(buyerId(n));
    const cookie = n % 5 < 3 ? `aff_ref_code=${affiliateCodes[n % affiliateCount]}` : undefined;
    if (kind === 'wallet') {
      const { ms } = await call('POST', '/api/orders', { items: [{ kind: 'course', id: course._id }], paymentMethod: 'wallet' }, { token, cookie, baseUrl });
      return { kind, ms, answeredAt: Date.now() };
    }
    const { body: created } = await call('POST', '/api/orders', { items: [{ kind: 'course', id: course._id }], paymentMethod: 'bank_transfer' }, { token, cookie });
    const { ms } = await call(
      'POST',
      '/api/payments/webhooks/sepay',
      {
        id: crypto.randomInt(1, 2 ** 47),
        gateway: 'Vietcombank',
        transactionDate: '2026-11-29 20:00:00',
        accountNumber: '1023456789',
        code: null,
        content: `${created.order.code} chuyen khoan`,
        transferType: 'in',
        transferAmount: created.order.total,
        accumulated: 0,
        referenceCode: `FT${n}`,
        description: '',
      },
      { headers: { authorization: `Apikey ${SEPAY_API_KEY}` } },
    );
    return { kind, ms, orderId: created.order._id, token };
  };
  /** Runs the tasks with `concurrency` in flight; their results in order of completion. */
  const runPool = async (tasks) => {
    const results = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(concurrency, tasks.length) }, async () => {
        while (next < tasks.length) results.push(await tasks[next++]());
      }),
    );
    return results;
  };

  /** Statements the database has run (its own counter; this script's few polls included). */
  const statementCount = async () => Number((await db.query(`SHOW GLOBAL STATUS LIKE 'Questions'`))[0].Value);

  // ---- Purchases alone -------------------------------------------------------------------
  // Every kind of request the launch sends is warmed up, not only wallet purchases: a bank order and its
  // webhook, an affiliate's dashboard. The launch's first second otherwise paid for compiling their code
  // (in one run at 300 mails a second, a stall to 1 s answers 1.5 s into the burst, then p50 150 ms).
  await runPool([
    ...Array.from({ length: warmupPurchases }, (_, i) => () => purchase('wallet', others[i % others.length])),
    ...Array.from({ length: warmupBankOrders }, (_, i) => () => purchase('bank', others[i % others.length])),
    ...affiliateCodes.map((_, n) => () => call('GET', '/api/affiliates/dashboard-info', undefined, { token: tokenOf(affiliateId(n)) })),
  ]);
  await waitForIdleJobs('warm-up');

  // ---- This build beside another, alternated (--compare-with) ------------------------------
  const comparison = [];
  if (compareWith) {
    // In the worker layout each build's purchases are served by its own API and its jobs run by its own
    // worker, the other build's worker paused, so the jobs' CPU is compared too.
    // Both sides are APIs started for the comparison: the API that served everything before measured
    // 0.4–0.9 ms dearer per purchase than a new one, whichever build it ran (docs/commerce.md).
    const otherWorker = singleProcess ? null : app.startOtherWorker(compareWith);
    const thisBuild = process.env.BACKEND_DIST ?? path.join(ROOT, 'backend', 'dist');
    const sides = {
      'this build': { ...(await app.startOtherApi(thisBuild)), workerPid: app.workerPid },
      [compareWith]: { ...(await app.startOtherApi(compareWith)), workerPid: otherWorker?.pid ?? null },
    };
    const measureWorkerOf = (name) => {
      if (!otherWorker) return;
      for (const [side, { workerPid }] of Object.entries(sides)) process.kill(workerPid, side === name ? 'SIGCONT' : 'SIGSTOP');
    };
    measureWorkerOf(compareWith);
    // Half the batch for the launched course, half for the others, as in the launch.
    const batchFor = (baseUrl) => runPool(Array.from({ length: compareBatch }, (_, i) => () => purchase('wallet', i % 2 ? launched : others[i % others.length], baseUrl)));
    for (const name of Object.keys(sides)) {
      measureWorkerOf(name);
      await batchFor(sides[name].baseUrl); // its warm-up
      await waitForIdleJobs(`comparison warm-up ${name}`);
    }
    for (let round = 0; round < compareRounds; round += 1) {
      const names = Object.keys(sides);
      for (const name of round % 2 ? names.reverse() : names) {
        measureWorkerOf(name);
        const cpuBefore = cpuMicros(sides[name].pid);
        const workerCpuBefore = otherWorker ? cpuMicros(sides[name].workerPid) : 0;
        const started = performance.now();
        await batchFor(sides[name].baseUrl);
        const seconds = (performance.now() - started) / 1000;
        const cpu = (cpuMicros(sides[name].pid) - cpuBefore) / compareBatch / 1000;
        await waitForIdleJobs(`comparison ${name}`);
        const workerCpu = otherWorker ? (cpuMicros(sides[name].workerPid) - workerCpuBefore) / compareBatch / 1000 : null;
        comparison.push({ round, name, cpu, workerCpu, perSecond: compareBatch / seconds });
      }
    }
    // The rest of the run is this build's: the other worker goes (it would take a share of the jobs).
    measureWorkerOf('this build');
    await otherWorker?.stop();
  }
  const aloneRows = [];
  for (const [label, courseOf] of [
    ['different courses', (i) => others[i % others.length]],
    ['all the same course', () => launched],
  ]) {
    const cpuBefore = cpuMicros(app.pid);
    const jobsCpuBefore = cpuMicros(jobsPid);
    const databaseCpuBefore = cpuMicros(app.databasePid);
    const statementsBefore = await statementCount();
    const started = performance.now();
    const generatorCpuBefore = process.cpuUsage();
    const results = await runPool(Array.from({ length: alonePerVariant }, (_, i) => () => purchase('wallet', courseOf(i))));
    const seconds = (performance.now() - started) / 1000;
    const generatorCpu = process.cpuUsage(generatorCpuBefore);
    const cpuAnswered = cpuMicros(app.pid) - cpuBefore;
    await waitForIdleJobs(label); // what the purchases queued (receipts, notices) is part of their cost
    const cpuAll = cpuMicros(app.pid) - cpuBefore;
    const jobsCpu = singleProcess ? cpuAll - cpuAnswered : cpuMicros(jobsPid) - jobsCpuBefore;
    const databaseCpu = cpuMicros(app.databasePid) - databaseCpuBefore;
    const statements = (await statementCount()) - statementsBefore;
    const times = results.map((result) => result.ms);
    aloneRows.push({
      label,
      perSecond: results.length / seconds,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      cpuAnswered: cpuAnswered / results.length / 1000,
      cpuAll: cpuAll / results.length / 1000,
      jobsCpu: jobsCpu / results.length / 1000,
      databaseCpu: databaseCpu / results.length / 1000,
      statements: statements / results.length,
      // This script's own CPU (the buyers' side): on one machine it is taken from the server's share.
      generatorCpu: (generatorCpu.user + generatorCpu.system) / results.length / 1000,
    });
  }

  // ---- The launch ------------------------------------------------------------------------
  // The widest limits the admin may set unless --mails-per-second is given: at 1,000 a second (the
  // ceiling before) the budget, not the sender, was what the broadcast met on a machine whose bare pool
  // sends faster.
  await api(
    'PUT',
    '/api/admin/email-settings',
    { perSecond: mailsPerSecond, perDay: 10_000_000, perUserPerDay: 10, perUserPerWeek: 50, quietStartHour: 0, quietEndHour: 0, softBounceLimit: 3 },
    { token: admin },
  );
  const { template } = await api(
    'POST',
    '/api/admin/email-templates',
    {
      name: 'Mở bán khóa học',
      subject: 'Mở bán tối nay: {{ user.first_name }} ơi, khóa học mới đã lên',
      preheader: 'Ưu đãi chỉ trong 48 giờ',
      blocks: [
        { id: 'h', type: 'heading', text: 'Chào {{ user.first_name }}!', level: 1 },
        { id: 't', type: 'text', text: 'Khóa học mới đã mở bán lúc 20:00.\n\nĐọc thêm trên **blog** của chúng tôi: [bài viết](https://hocvienmarketing.vn/blog).' },
        { id: 'i', type: 'image', src: 'https://hocvienmarketing.vn/banner.png', alt: 'Banner' },
        { id: 'b', type: 'button', label: 'Xem khóa học', href: `{{ site.url }}/courses/${launched.slug}` },
        { id: 'd', type: 'divider' },
        { id: 'c', type: 'course', courseId: launched._id },
        { id: 'k', type: 'coupon', code: 'MOBAN20', description: 'Giảm 20% trong 48 giờ' },
        { id: 'e', type: 'text', text: 'Chúc bạn học vui.' },
      ],
    },
    { token: admin },
  );
  /** A broadcast of the template to everyone, starting now; resolves when the scenario sweep has frozen its recipients. */
  const startBroadcast = async (name) => {
    await ask('reset');
    const { scenario } = await api(
      'POST',
      '/api/admin/email-scenarios',
      { name, trigger: 'broadcast', sendAt: new Date().toISOString(), reentry: 'once', status: 'active' },
      { token: admin },
    );
    await api(
      'POST',
      '/api/admin/marketing-campaigns',
      { scenarioId: scenario._id, templateId: template._id, name, subject: 'Mở bán tối nay', delayMinutes: 0, audience: null, status: 'active' },
      { token: admin },
    );
    // The scenario sweep freezes the recipients and starts sending at once.
    for (;;) {
      const { scenarios } = await api('GET', '/api/admin/email-scenarios', undefined, { token: admin });
      const frozen = scenarios.find((each) => each._id === scenario._id);
      if (frozen.startedAt) return { expectedMails: frozen.enrolled.active + frozen.enrolled.finished, startedAt: Date.parse(frozen.startedAt) };
      await sleep(200);
    }
  };
  /** When the sink had the broadcast's last mail (wall clock). */
  const broadcastEnd = async (expected, since) => {
    for (;;) {
      const { received, lastAt } = await ask('count');
      if (received >= expected) return lastAt;
      if (performance.now() - since > 20 * 60_000) throw new Error(`Sau 20 phút mới nhận ${received}/${expected} thư.`);
      await sleep(200);
    }
  };
  const { expectedMails, startedAt: broadcastStartedAt } = await startBroadcast('Mở bán');
  const launchStarted = performance.now();
  const cpuAtLaunch = cpuMicros(app.pid);
  const jobsCpuAtLaunch = cpuMicros(jobsPid);
  // Where the rest of the cores' time went: the database, the SMTP sink (a mail server that is not on the
  // API's machine in production) and this script (the buyers and the affiliates).
  const othersCpuAtLaunch = { database: cpuMicros(app.databasePid), sink: cpuMicros(sink.pid), script: process.cpuUsage() };

  // 20 affiliates poll their dashboards every 2 s until the purchases are over.
  let buying = true;
  const dashboardTimes = [];
  const pollers = Promise.allSettled(
    affiliateCodes.map(async (_, n) => {
      const token = tokenOf(affiliateId(n));
      await sleep((2000 * n) / affiliateCount);
      while (buying) {
        const { ms } = await call('GET', '/api/affiliates/dashboard-info', undefined, { token }).catch((error) => {
          buying = false; // the buyers stop too, and the error surfaces below
          throw error;
        });
        dashboardTimes.push(ms);
        await sleep(2000);
      }
    }),
  );
  // Half of each kind want the launched course; the order of arrival is shuffled.
  const tasks = [
    ...Array.from({ length: walletPurchases }, (_, i) => () => purchase('wallet', i % 2 ? launched : others[i % others.length])),
    ...Array.from({ length: bankOrders }, (_, i) => () => purchase('bank', i % 2 ? launched : others[i % others.length])),
  ].sort(() => Math.random() - 0.5);
  let broadcastDoneAt = null;
  const broadcastWatch = broadcastEnd(expectedMails, launchStarted).then(
    (lastAt) => void (broadcastDoneAt = lastAt),
    (error) => error,
  );
  const results = await runPool(tasks).finally(() => (buying = false));
  const burstSeconds = (performance.now() - launchStarted) / 1000;
  const pollerFailure = (await pollers).find((outcome) => outcome.status === 'rejected');
  if (pollerFailure) throw pollerFailure.reason;
  const mailsDuringBurst = (await ask('count')).received;
  const broadcastFailure = await broadcastWatch;
  if (broadcastFailure) throw broadcastFailure;
  // From the recipients' freeze, when the sender starts (a little before the buyers do).
  const broadcastSeconds = (broadcastDoneAt - broadcastStartedAt) / 1000;
  const cpuLaunch = (cpuMicros(app.pid) - cpuAtLaunch) / 1e6;
  const peakMb = memoryMb(app.pid, 'VmHWM');
  const workerCpuLaunch = singleProcess ? null : (cpuMicros(jobsPid) - jobsCpuAtLaunch) / 1e6;
  const workerPeakMb = singleProcess ? null : memoryMb(jobsPid, 'VmHWM');
  const scriptCpuLaunch = process.cpuUsage(othersCpuAtLaunch.script);
  const othersCpuLaunch = {
    database: (cpuMicros(app.databasePid) - othersCpuAtLaunch.database) / 1e6,
    sink: (cpuMicros(sink.pid) - othersCpuAtLaunch.sink) / 1e6,
    script: (scriptCpuLaunch.user + scriptCpuLaunch.system) / 1e6,
  };
  const launchSeconds = (performance.now() - launchStarted) / 1000;
  // Every bank order the webhook answered for is paid.
  const bankResults = results.filter((result) => result.kind === 'bank');
  const [{ unpaid }] = await db.query(
    `SELECT COUNT(*) AS unpaid FROM orders WHERE payment_method = 'bank_transfer' AND status <> 'paid' AND id IN (${bankResults.map(() => '?').join(',') || "''"})`,
    bankResults.map((result) => result.orderId),
  );

  // ---- The bare ceiling: the campaign's own mail, replayed by a bare nodemailer pool ---------
  const { sample } = await ask('sample');
  await ask('reset');
  /** A bare nodemailer pool sends the sample to the sink `count` times: seconds and CPU per mail. */
  const bareReplay = async (count) => {
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: smtpPort,
      secure: false,
      ignoreTLS: true,
      pool: true,
      maxConnections: smtpConnections,
      maxMessages: Infinity,
    });
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    let sent = 0;
    await Promise.all(
      Array.from({ length: smtpConnections * 4 }, async () => {
        while (sent < count) {
          const n = sent++;
          await transport.sendMail({ envelope: { from: 'bantin@hocvienmarketing.vn', to: `nguoinhan.${n}@example.vn` }, raw: sample });
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    transport.close();
    await ask('reset');
    return { seconds, cpuPerMail: (cpu.user + cpu.system) / 1000 / count };
  };
  const { seconds: bareSeconds, cpuPerMail: bareCpuPerMail } = await bareReplay(expectedMails);

  // ---- The broadcast alone, beside the bare pool, round after round (--broadcast-alone N) -----
  // Timed from the recipients' freeze (the sender starts then) to the sink's last mail; the bare pool
  // goes first in every other round, so a machine that speeds up or slows down weighs on both alike.
  const aloneRounds = [];
  for (let round = 0; round < broadcastAloneRounds; round += 1) {
    const broadcastAlone = async () => {
      const { expectedMails: expected, startedAt } = await startBroadcast(`Mở bán ${round + 2}`);
      return ((await broadcastEnd(expected, performance.now())) - startedAt) / 1000;
    };
    const bareFirst = round % 2 === 1;
    const bare = bareFirst ? await bareReplay(expectedMails) : null;
    const broadcast = await broadcastAlone();
    const { seconds } = bare ?? (await bareReplay(expectedMails));
    aloneRounds.push({ broadcast, bare: seconds, ratio: seconds / broadcast });
  }

  // ---- The ledger's invariants after all of it ----------------------------------------------
  const [{ unbalanced }] = await db.query(`SELECT COUNT(*) AS unbalanced FROM (SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING SUM(amount) <> 0) t`);
  const [{ drifted }] = await db.query(
    `SELECT COUNT(*) AS drifted FROM ledger_accounts a LEFT JOIN (SELECT account_id, SUM(amount) AS total FROM ledger_entries GROUP BY account_id) e ON e.account_id = a.id WHERE a.balance <> COALESCE(e.total, 0)`,
  );
  const [{ negative }] = await db.query(
    `SELECT COUNT(*) AS negative FROM ledger_accounts WHERE kind IN ('user_main', 'user_bonus', 'instructor_earnings', 'affiliate_pending') AND balance < 0`,
  );

  // ---- Figures -------------------------------------------------------------------------------
  const ms = (value) => `${value.toFixed(0)} ms`;
  const wallet = results.filter((result) => result.kind === 'wallet').map((result) => result.ms);
  const webhook = bankResults.map((result) => result.ms);
  console.log(
    `\nLaunch benchmark (${os.cpus().length} CPU, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} at the end)`,
  );
  console.log(
    `Layout: ${singleProcess ? 'one process serving HTTP and running the jobs (--single-process)' : 'the API serving HTTP (JOBS_ENABLED=false) and one worker running the jobs'}`,
  );
  console.log(`\nPurchases alone (${alonePerVariant} wallet purchases each, ${concurrency} concurrent buyers)`);
  for (const row of aloneRows) {
    const cpu = singleProcess
      ? `API CPU per purchase ${row.cpuAnswered.toFixed(1)} ms answered, ${row.cpuAll.toFixed(1)} ms with its jobs`
      : `API CPU per purchase ${row.cpuAll.toFixed(1)} ms, worker ${row.jobsCpu.toFixed(1)} ms for its jobs`;
    console.log(
      `  ${row.label.padEnd(22)} ${row.perSecond.toFixed(0).padStart(5)}/s   p50 ${ms(row.p50)}   p99 ${ms(row.p99)}   ${cpu}, MariaDB ${row.databaseCpu.toFixed(1)} ms, ${row.statements.toFixed(0)} SQL statements; the buyers' side (this script) ${row.generatorCpu.toFixed(1)} ms`,
    );
  }
  if (comparison.length) {
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    console.log(`\nThis build beside ${compareWith} (${compareRounds} rounds of ${compareBatch} wallet purchases each, alternated, ${concurrency} concurrent)`);
    for (const name of ['this build', compareWith]) {
      const rows = comparison.filter((row) => row.name === name);
      const figures = (key) => `${rows.map((row) => row[key].toFixed(1)).join(' ')} ms (median ${median(rows.map((row) => row[key])).toFixed(1)})`;
      console.log(
        `  ${name.padEnd(22)} API CPU per purchase ${figures('cpu')}; ${median(rows.map((row) => row.perSecond)).toFixed(0)} purchases/s (median)` +
          (rows[0].workerCpu === null ? '' : `\n  ${''.padEnd(22)} worker CPU for its jobs ${figures('workerCpu')}`),
      );
    }
  }
  console.log(
    `\nThe launch (${walletPurchases} wallet purchases + ${bankOrders} bank orders, ${concurrency} concurrent, half for one course; ${expectedMails}-recipient broadcast${mailsPerSecond < 10_000 ? ` at most ${mailsPerSecond} mails/s` : ''}; ${affiliateCount} affiliates polling)`,
  );
  console.log(`  burst                  ${burstSeconds.toFixed(1)} s, ${(results.length / burstSeconds).toFixed(0)} orders/s`);
  console.log(`  wallet purchases       p50 ${ms(percentile(wallet, 50))}   p99 ${ms(percentile(wallet, 99))}   max ${ms(Math.max(...wallet))}`);
  // The same purchases split by when they were answered: while the broadcast was sending, and after.
  for (const [label, during] of [
    ['while it sent', true],
    ['after it', false],
  ]) {
    const times = results.filter((result) => result.kind === 'wallet' && result.answeredAt <= broadcastDoneAt === during).map((result) => result.ms);
    if (times.length) console.log(`    ${label.padEnd(19)} p50 ${ms(percentile(times, 50))}   p99 ${ms(percentile(times, 99))}   (${times.length} purchases)`);
  }
  console.log(`  webhook → paid         p50 ${ms(percentile(webhook, 50))}   p99 ${ms(percentile(webhook, 99))}   (unpaid after the webhook answered: ${unpaid})`);
  console.log(`  affiliate dashboard    p50 ${ms(percentile(dashboardTimes, 50))}   p99 ${ms(percentile(dashboardTimes, 99))}   (${dashboardTimes.length} requests)`);
  console.log(
    `  broadcast              ${broadcastSeconds.toFixed(1)} s, ${(expectedMails / broadcastSeconds).toFixed(0)} mails/s (${mailsDuringBurst} of ${expectedMails} sent by the end of the burst)`,
  );
  console.log(
    `  bare nodemailer pool   ${bareSeconds.toFixed(1)} s, ${(expectedMails / bareSeconds).toFixed(0)} mails/s, ${bareCpuPerMail.toFixed(2)} ms CPU per mail (same mail, ${(sample.length / 1024).toFixed(0)} KB, ${smtpConnections} connections)`,
  );
  console.log(`  broadcast / ceiling    ${((100 * bareSeconds) / broadcastSeconds).toFixed(0)}% (while the burst ran)`);
  console.log(`  API CPU                ${cpuLaunch.toFixed(1)} s over the launch; peak memory ${peakMb.toFixed(0)} MB`);
  if (!singleProcess) console.log(`  worker CPU             ${workerCpuLaunch.toFixed(1)} s over the launch; peak memory ${workerPeakMb.toFixed(0)} MB`);
  console.log(
    `  other CPU              MariaDB ${othersCpuLaunch.database.toFixed(1)} s, SMTP sink ${othersCpuLaunch.sink.toFixed(1)} s (niceness ${sinkNice}), this script ${othersCpuLaunch.script.toFixed(1)} s (of ${(os.cpus().length * launchSeconds).toFixed(1)} CPU-s on ${os.cpus().length} cores in the launch's ${launchSeconds.toFixed(1)} s)`,
  );
  if (aloneRounds.length) {
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    console.log(`\nThe broadcast alone (${aloneRounds.length} rounds of ${expectedMails} mails, each beside the bare pool)`);
    for (const [n, row] of aloneRounds.entries()) {
      console.log(
        `  round ${n + 1}                ${(expectedMails / row.broadcast).toFixed(0)} mails/s, bare ${(expectedMails / row.bare).toFixed(0)} mails/s: ${(100 * row.ratio).toFixed(0)}% of the ceiling`,
      );
    }
    console.log(`  median                 ${(100 * median(aloneRounds.map((row) => row.ratio))).toFixed(0)}% of the ceiling`);
  }
  console.log(`\nLedger invariants: ${unbalanced} unbalanced transactions, ${drifted} balances unlike their entries, ${negative} negative wallets`);
  if (Number(unbalanced) || Number(drifted) || Number(negative) || Number(unpaid)) process.exitCode = 1;
} finally {
  client.close();
  await db.end();
  await app.stop();
  sink.kill();
  fs.rmSync(sinkFile, { force: true });
}
