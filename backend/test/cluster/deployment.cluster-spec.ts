import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadAppConfig } from '../../src/config/app-config';
import { CourseAccessTokens } from '../../src/learning';
import { PrismaService } from '../../src/prisma/prisma.service';
import { createCategory, insertCourse } from '../helpers/catalogue';
import { createUser, type UserOptions } from '../helpers/factories';
import { HttpClient } from '../helpers/http-client';
import { expectLedgerConsistent, sepayTransfer } from '../helpers/money';
import { readPaymentEvents } from '../helpers/payment-events';
// @ts-expect-error plain ESM helpers shared with the root scripts
import { SEPAY_API_KEY } from '../../../scripts/lib/cluster.mjs';

// The deployment of scripts/lib/cluster.mjs: nginx → 3 API processes (no jobs) + 2 workers, on one
// MariaDB, Redis, s3rver and an SMTP server. Each test says which process it talks to; the last one
// kills a process, so it stays last.
const cluster = inject('cluster');
const [apiA, apiB, apiC] = cluster.apiUrls;
const config = loadAppConfig({ DATABASE_URL: inject('databaseUrl'), JWT_SECRET: cluster.jwtSecret, DATABASE_POOL_SIZE: '5' });
let prisma: PrismaService;

/**
 * A fresh user signed in on `baseUrl`, from an address of their own: the sign-in limit counts per
 * address, and through nginx every test would be one address (127.0.0.1).
 */
async function signIn(options: UserOptions = {}, baseUrl = cluster.url) {
  const user = await createUser(prisma, options);
  const direct = new HttpClient(apiA);
  direct.headers['x-forwarded-for'] = `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
  const login = await direct.post('/api/auth/login', { email: user.email, password: user.password });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const client = new HttpClient(baseUrl);
  client.accessToken = login.body.accessToken;
  return { client, user };
}

/** Posts a bank webhook as SePay does, retrying like SePay on an error or a non-2xx answer. */
async function bankDelivers(baseUrl: string, body: unknown, tries = 8): Promise<{ status: number; attempts: number }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(`${baseUrl}/api/payments/webhooks/sepay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Apikey ${SEPAY_API_KEY}` },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      if (response.ok || attempt === tries) return { status: response.status, attempts: attempt };
    } catch (error) {
      if (attempt === tries) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
  }
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function inBatches<T, R>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index], index);
      }
    }),
  );
  return results;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const asJson = (value: unknown) => JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? Number(item) : item));

/**
 * Reads until `done`. `timeoutMs` ends a hang: with `whileChanging`, it counts from the last time the
 * value changed, so work that keeps moving on a slow machine (the CI runs the browser tier beside this
 * one) is waited for, and work that stops fails.
 */
async function waitFor<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000, whileChanging = false): Promise<T> {
  let deadline = Date.now() + timeoutMs;
  let last = '';
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    const seen = asJson(value);
    if (whileChanging && seen !== last) {
      last = seen;
      deadline = Date.now() + timeoutMs;
    }
    if (Date.now() > deadline) throw new Error(`Hết giờ chờ: ${what} (${seen})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let instructorId: string;
let categoryId: string;
beforeAll(async () => {
  prisma = new PrismaService(config);
  instructorId = (await createUser(prisma, { role: 'instructor' })).id;
  categoryId = (await createCategory(prisma)).id;
});
afterAll(async () => {
  await prisma?.$disconnect();
});

describe('a deployment of three API processes and two workers behind nginx', () => {
  it('refuses the 11th sign-in attempt of a minute whichever process gets it', async () => {
    const email = `khong-co-${crypto.randomBytes(4).toString('hex')}@example.vn`;
    const attempt = (baseUrl: string, address?: string) => {
      const client = new HttpClient(baseUrl);
      if (address) client.headers['x-forwarded-for'] = address;
      return client.post('/api/auth/login', { email, password: 'sai-mat-khau' });
    };
    // Through nginx, which spreads them over the three processes.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await attempt(cluster.url)).status);
    expect(statuses).toEqual(Array(10).fill(401));
    expect((await attempt(cluster.url)).status).toBe(429);
    // And straight to each process, even from other addresses: the email's count is shared too.
    for (const api of cluster.apiUrls) expect((await attempt(api, '198.51.100.9')).status).toBe(429);
  });

  it("shows 'paid' on a payment page connected to A within a second of the bank's webhook reaching B", async () => {
    const { client } = await signIn({}, apiA);
    const course = await insertCourse(prisma, { instructorId, categoryId }); // 499.000 ₫
    // A process that has served a payment before (as in production): the first one compiles its code paths.
    const warmUp = (await client.post('/api/wallet/deposit', { amount: 50_000 })).body.deposit.code;
    expect((await bankDelivers(apiB, sepayTransfer(50_000, warmUp))).status).toBe(200);
    const { order } = (await client.post('/api/orders', { items: [{ id: course.id }], paymentMethod: 'bank_transfer' })).body;
    let sentAt = 0;
    let answeredAt = 0;
    const { events, times } = await readPaymentEvents(apiA, client, order.code, async () => {
      sentAt = Date.now();
      expect((await bankDelivers(apiB, sepayTransfer(499_000, order.code))).status).toBe(200);
      answeredAt = Date.now();
    });
    expect(events.map((event) => event.status)).toEqual(['pending', 'paid']);
    const paidAt = times[1];
    // B announces the payment as soon as its transaction commits, before it even answers the bank.
    // Nothing polls: 'paid' arriving at all is the announcement. How fast is the figure printed here and by
    // scripts/bench-cluster.mjs, never an assertion a busy machine can break.
    console.log(`[cụm] webhook gửi tới B → 'paid' trên trang nối với A: ${paidAt - sentAt} ms (B trả lời ngân hàng sau ${answeredAt - sentAt} ms)`);
  });

  // Its own time limit: the wait for the jobs ends when they stop moving, and beside the browser tier in
  // the CI, 1,000 mails through two workers took longer than the project's 120 s.
  it('runs each of 1,000 jobs enqueued through the three processes exactly once', async () => {
    // 1,000 people ask for a password reset, spread over A, B and C: each request queues one mail
    // (a mail.send job) that one of the two workers must send, once.
    const passwordHash = (await createUser(prisma)).passwordHash;
    const tag = crypto.randomBytes(4).toString('hex');
    const emails = Array.from({ length: 1000 }, (_, i) => `quen-mat-khau.${tag}.${i}@example.vn`);
    await prisma.user.createMany({ data: emails.map((email) => ({ email, name: 'Học viên', passwordHash, role: 'student' as const, emailVerifiedAt: new Date() })) });
    const startedAt = new Date(Date.now() - 1000);
    const askedFrom = Date.now();
    await inBatches(emails, 12, async (email, i) => {
      const client = new HttpClient(cluster.apiUrls[i % 3]);
      client.headers['x-forwarded-for'] = `10.9.${Math.floor(i / 250)}.${i % 250}`;
      const asked = await client.post('/api/auth/forgot-password', { email });
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    });

    const askedIn = Date.now() - askedFrom;
    const mailJobs = () =>
      prisma.$queryRaw<{ status: string; attempts: number; n: bigint }[]>`
        SELECT j.status, j.attempts, COUNT(*) AS n FROM jobs j JOIN emails e ON e.id = JSON_UNQUOTE(JSON_EXTRACT(j.payload, '$.emailId'))
         WHERE j.type = 'mail.send' AND e.to_address LIKE ${`quen-mat-khau.${tag}.%`} AND j.created_at >= ${startedAt}
         GROUP BY j.status, j.attempts`;
    // Waits until every job has settled (done, or failed for good); a job run twice shows in the assertion below.
    const settled = (rows: { status: string; n: bigint }[]) =>
      rows.every((row) => row.status === 'done' || row.status === 'failed') && rows.reduce((sum, row) => sum + Number(row.n), 0) === 1000;
    const finished = await waitFor('các job gửi thư', mailJobs, settled, 30_000, true);
    console.log(`[cụm] 1.000 job: gửi yêu cầu qua A, B, C trong ${(askedIn / 1000).toFixed(1)} s, 2 worker chạy xong sau ${((Date.now() - askedFrom) / 1000).toFixed(1)} s`);
    // All done, each claimed once: a second claim would have made its attempts 2.
    expect(finished.map((row) => [row.status, row.attempts, Number(row.n)])).toEqual([['done', 1, 1000]]);
    const delivered = fs
      .readFileSync(cluster.smtpFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { to: string[]; messageId: string })
      .filter((mail) => mail.to.some((to) => to.startsWith(`quen-mat-khau.${tag}.`)));
    expect(delivered).toHaveLength(1000);
    expect(new Set(delivered.flatMap((mail) => mail.to)).size).toBe(1000);
  }, 300_000);

  it('plays through B a video uploaded through A and transcoded by a worker, its segments from the bucket', async () => {
    const instructor = await signIn({ role: 'instructor' }, apiA);
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hvm-cluster-media-'));
    const source = path.join(work, 'clip.mp4');
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25:duration=6'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=6'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', source],
    ]);
    const form = new FormData();
    form.append('asset', new Blob([fs.readFileSync(source)], { type: 'video/mp4' }), 'bai-1.mp4');
    fs.rmSync(work, { recursive: true, force: true });
    const uploaded = await instructor.client.upload('/api/media/upload', form);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const mediaId: string = uploaded.body._id;
    await waitFor(
      'chuyển mã video',
      () => prisma.mediaAsset.findUniqueOrThrow({ where: { id: mediaId } }),
      (asset) => asset.status === 'ready',
      90_000,
    );

    const course = await insertCourse(prisma, { instructorId: instructor.user.id, categoryId, lectures: 1 });
    await prisma.lecture.updateMany({ where: { section: { courseId: course.id } }, data: { mediaAssetId: mediaId } });
    const student = await signIn({}, apiB);
    await prisma.enrollment.create({ data: { userId: student.user.id, courseId: course.id, source: 'purchase' } });
    const faceToken = new CourseAccessTokens(config.learning.courseAccessSecret, config.learning.courseAccessTtlSeconds).issue(student.user.id, course.id).token;
    const response = await fetch(`${apiB}/api/media/playback-url`, {
      method: 'POST',
      headers: { authorization: `Bearer ${student.client.accessToken}`, 'x-course-access-token': faceToken, 'content-type': 'application/json' },
      body: JSON.stringify({ mediaId, courseId: course.id }),
    });
    const { playbackUrl } = (await response.json()) as { playbackUrl: string };
    expect(response.status, playbackUrl).toBe(200);
    const uris = (playlist: string) => playlist.split('\n').filter((line) => line && !line.startsWith('#'));
    const master = await (await fetch(apiB + playbackUrl)).text();
    const variantUrl = new URL(uris(master)[0], apiB + playbackUrl).toString();
    const segments = uris(await (await fetch(variantUrl)).text());
    expect(segments.length).toBeGreaterThan(0);
    // Absolute signed URLs of the bucket: the API streams no video bytes.
    expect(segments[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/hvm-cluster\//);
    const segment = Buffer.from(await (await fetch(segments[0])).arrayBuffer());
    expect(segment[0]).toBe(0x47); // an MPEG transport stream packet
  });

  it('shows a course change made through A on B and C long before their kept pages expire, caches warm', async () => {
    const admin = await signIn({ role: 'admin' }, apiA);
    const course = await insertCourse(prisma, { instructorId, categoryId });
    const page = (api: string) => fetch(`${api}/api/courses/${course.slug}`).then((response) => response.status);
    for (const api of cluster.apiUrls) expect(await page(api)).toBe(200); // cached in every process now
    const changedAt = Date.now();
    expect((await admin.client.patch(`/api/instructor/me/courses/${course.id}/toggle-publish`)).status).toBe(200);
    await waitFor(
      'B và C thấy khóa học đã ẩn',
      () => Promise.all([page(apiB), page(apiC)]),
      (statuses) => statuses.every((status) => status === 404),
      // The pages are kept 300 s: seen well before then, only the announcement can have dropped them.
      60_000,
    );
    const seconds = (Date.now() - changedAt) / 1000;
    console.log(`[cụm] thay đổi khóa học ở A → thấy ở B và C: ${Math.round(seconds * 1000)} ms`);
  });

  it('shows a question asked through A in the Q&A lists of B and C long before their kept pages expire, caches warm', async () => {
    const course = await insertCourse(prisma, { instructorId, categoryId });
    const learner = await signIn({}, apiA);
    await prisma.enrollment.create({ data: { userId: learner.user.id, courseId: course.id, source: 'admin_grant' } });
    const questionsOn = async (api: string) => {
      const client = new HttpClient(api);
      client.accessToken = learner.client.accessToken;
      const response = await client.get(`/api/courses/${course.id}/questions?page=1&limit=20&filter=all`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.questions.length as number;
    };
    for (const api of cluster.apiUrls) expect([await questionsOn(api), await questionsOn(api)]).toEqual([0, 0]); // cached in every process now
    const askedAt = Date.now();
    expect((await learner.client.post(`/api/courses/${course.id}/questions`, { title: 'Hỏi qua A', body: '' })).status).toBe(201);
    await waitFor(
      'B và C thấy câu hỏi mới',
      () => Promise.all([questionsOn(apiB), questionsOn(apiC)]),
      (counts) => counts.every((count) => count === 1),
      // The lists are kept 300 s: seen well before then, only the announcement can have dropped them.
      60_000,
    );
    console.log(`[cụm] câu hỏi hỏi ở A → thấy ở B và C: ${Date.now() - askedAt} ms`);
  });

  it('stops B on SIGTERM: its payment streams end, the pages reconnect through nginx to the others and still see the payment', async () => {
    const { client } = await signIn();
    const courses = await Promise.all([1, 2, 3].map(() => insertCourse(prisma, { instructorId, categoryId })));
    const orders = await Promise.all(
      courses.map(async ({ id }) => (await client.post('/api/orders', { items: [{ id }], paymentMethod: 'bank_transfer' })).body.order as { code: string }),
    );
    // Three pages following their payment through nginx, as the PWA does: when a stream ends before
    // the payment is settled, it is opened again.
    const follow = async (code: string) => {
      const statuses: string[] = [];
      let streams = 0;
      while (!statuses.includes('paid')) {
        streams += 1;
        const { events } = await readPaymentEvents(cluster.url, client, code, async () => undefined);
        statuses.push(...events.map((event) => event.status));
      }
      return { statuses, streams };
    };
    const pages = orders.map((order) => follow(order.code));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const stoppedAt = Date.now();
    process.kill(cluster.apiPids[1], 'SIGTERM');
    await waitFor(
      'B thoát',
      async () => isRunning(cluster.apiPids[1]),
      (running) => !running,
      30_000,
    );
    console.log(`[cụm] SIGTERM: B dừng hẳn sau ${Date.now() - stoppedAt} ms`);
    for (const order of orders) expect((await bankDelivers(cluster.url, sepayTransfer(499_000, order.code))).status).toBe(200);
    const followed = await Promise.all(pages);
    expect(followed.map(({ statuses }) => statuses.at(-1))).toEqual(['paid', 'paid', 'paid']);
    // nginx spread the three streams over A, B and C: the one on B was ended and opened again elsewhere.
    expect(followed.some(({ streams }) => streams > 1)).toBe(true);
  });

  it('loses no paid order and no money when a process is killed (kill -9) under load, and idempotent requests succeed through the others', async () => {
    const { client } = await signIn();
    // 60 pending orders of one buyer, one course each (499.000 ₫).
    const courses = await inBatches(Array.from({ length: 60 }), 8, () => insertCourse(prisma, { instructorId, categoryId }));
    const course = courses[0];
    const orders = await inBatches(courses, 8, async ({ id }) => {
      const created = await client.post('/api/orders', { items: [{ id }], paymentMethod: 'bank_transfer' });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body.order as { _id: string; code: string };
    });

    // Readers through nginx the whole time: the catalogue, a course page, the signed-in wallet.
    let reading = true;
    const failures: string[] = [];
    let reads = 0;
    const readers = Array.from({ length: 4 }, async (_, i) => {
      while (reading) {
        const path = ['/api/courses?limit=12', `/api/courses/${course.slug}`, '/api/wallet/balance'][i % 3];
        try {
          const response = await fetch(cluster.url + path, { headers: { authorization: `Bearer ${client.accessToken}` } });
          await response.arrayBuffer();
          reads += 1;
          if (response.status !== 200) failures.push(`${path}: ${response.status}`);
        } catch (error) {
          failures.push(`${path}: ${String(error)}`);
        }
      }
    });

    let killed = false;
    const deliveries = await inBatches(orders, 6, async (order, index) => {
      if (index === 20 && !killed) {
        killed = true;
        process.kill(cluster.apiPids[2], 'SIGKILL');
      }
      return bankDelivers(cluster.url, sepayTransfer(499_000, order.code));
    });
    reading = false;
    await Promise.all(readers);

    expect(killed).toBe(true);
    expect(deliveries.map((delivery) => delivery.status)).toEqual(orders.map(() => 200));
    const paid = await prisma.order.count({ where: { id: { in: orders.map((order) => order._id) }, status: 'paid' } });
    expect(paid).toBe(orders.length);
    // Each order paid once: one applied bank transfer and one enrolment each, the ledger whole.
    expect(await prisma.bankTransfer.count({ where: { orderId: { in: orders.map((order) => order._id) }, status: 'applied' } })).toBe(orders.length);
    expect(await prisma.enrollment.count({ where: { courseId: { in: courses.map(({ id }) => id) } } })).toBe(orders.length);
    await expectLedgerConsistent(prisma);
    const retried = deliveries.filter((delivery) => delivery.attempts > 1).length;
    console.log(`[cụm] kill -9 một tiến trình API: ${reads} lượt đọc qua nginx, ${failures.length} lỗi; ${orders.length} webhook, ${retried} lần ngân hàng phải gửi lại`);
    expect(failures).toEqual([]);
  });
});
