import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FANOUT_BATCH, FANOUT_JOB } from '../src/announcements/announcement-fanout.service';
import { JobsService } from '../src/jobs/jobs.service';
import { createCategory, insertCourse } from './helpers/catalogue';
import { signedInClient } from './helpers/factories';
import { HttpClient } from './helpers/http-client';
import { deliverWebhook, SEPAY_API_KEY, sepayTransfer } from './helpers/money';
import { isolatedDatabase, startTestApp, TestApp } from './helpers/test-app';

// Course announcements (issue 30, docs/learning.md "Announcements"), through the API on a real database.
// The file has a database of its own: it drains the job queue, and a real worker process runs on it.

const TOO_FAST = 'Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.';
const WEBHOOK_SECRET = 'bi-mat-webhook-thu-tra-ve-2026';
const WORKER = path.resolve(__dirname, '../dist/worker.js');

let database: Awaited<ReturnType<typeof isolatedDatabase>>;
let t: TestApp;
let admin: HttpClient;
let instructor: { client: HttpClient; id: string };
let otherInstructor: HttpClient;
let categoryId: string;

beforeAll(async () => {
  database = await isolatedDatabase('announcements');
  t = await startTestApp({ DATABASE_URL: database.url, SEPAY_API_KEY, PAYMENT_DEMO_MODE: 'true', MAIL_WEBHOOK_SECRET: WEBHOOK_SECRET });
  admin = (await signedInClient(t.baseUrl, t.prisma, { role: 'admin' })).client;
  const own = await signedInClient(t.baseUrl, t.prisma, { role: 'instructor', name: 'Giảng viên Tuấn' });
  instructor = { client: own.client, id: own.user.id };
  otherInstructor = (await signedInClient(t.baseUrl, t.prisma, { role: 'instructor' })).client;
  categoryId = (await createCategory(t.prisma)).id;
});
afterAll(async () => {
  await t?.close();
  await database?.drop();
});

const newCourse = (instructorId = instructor.id) => insertCourse(t.prisma, { instructorId, categoryId });
type Course = Awaited<ReturnType<typeof newCourse>>;

async function enrolled(course: Course, name = 'Nguyễn Thị Lan') {
  const { client, user } = await signedInClient(t.baseUrl, t.prisma, { name });
  await t.prisma.enrollment.create({ data: { userId: user.id, courseId: course.id, source: 'admin_grant' } });
  return { client, id: user.id, email: user.email };
}

const post = (client: HttpClient, courseId: string, body: Record<string, unknown>) => client.post(`/api/instructor/courses/${courseId}/announcements`, body);

async function posted(course: Course, body = { title: 'Lịch học bù tuần này', body: 'Chào cả lớp,\nThứ Bảy này có buổi học bù lúc 20:00.' }): Promise<string> {
  const created = await post(instructor.client, course.id, body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.announcement._id;
}

/** Runs every due job in this process until none is left (the fan-out batches, the mails, the pushes). */
async function drain(): Promise<void> {
  const jobs = t.app.get(JobsService);
  while ((await jobs.runDueJobs()) > 0);
}

/** The mails an announcement queued (each delivery row names its mail). */
async function mailsOf(announcementId: string) {
  const rows = await t.prisma.announcementDelivery.findMany({ where: { announcementId, emailId: { not: null } }, select: { emailId: true } });
  return t.prisma.email.findMany({ where: { id: { in: rows.map((row) => row.emailId!) } } });
}

/** The List-Unsubscribe URL of a mail, on this test's server (the mail names the configured PUBLIC_URL). */
function unsubscribeUrl(headers: unknown): { url: string; mailto: string } {
  const value = (headers as Record<string, string>)['List-Unsubscribe'];
  const [, url, mailto] = value.match(/^<(https?:[^>]+)>, <mailto:([^>]+)>$/)!;
  return { url: t.baseUrl + new URL(url).pathname, mailto };
}

describe('posting and reading', () => {
  it('answers at once; the jobs then tell each enrolled student once: notification, push and mail (opted-in only)', async () => {
    const course = await newCourse();
    const lan = await enrolled(course, 'Nguyễn Thị Lan');
    const minh = await enrolled(course, 'Trần Văn Minh');
    const hoa = await enrolled(course, 'Lê Thị Hoa');
    await t.prisma.pushSubscription.create({
      data: { userId: lan.id, endpointHash: crypto.randomBytes(32).toString('hex'), endpoint: 'https://push.example.vn/thiet-bi', p256dh: 'khoa', auth: 'xac-thuc' },
    });
    // Minh turned off this course's announcement mail, Hoa every course's.
    expect((await minh.client.put('/api/email-preferences/announcements', { courseId: course.id, enabled: false })).status).toBe(200);
    expect((await hoa.client.put('/api/email-preferences/announcements', { enabled: false })).status).toBe(200);

    const created = await post(instructor.client, course.id, { title: '  Lịch học <b>bù</b>  ', body: 'Dòng 1 & <script>alert(1)</script>\nDòng 2' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { announcement } = created.body;
    expect(announcement).toEqual({
      _id: expect.any(String),
      courseId: course.id,
      title: 'Lịch học <b>bù</b>',
      body: 'Dòng 1 & <script>alert(1)</script>\nDòng 2',
      author: { name: 'Giảng viên Tuấn', avatarUrl: null },
      createdAt: expect.any(String),
    });
    // The response came before any student was told: only the first fan-out job exists.
    expect(await t.prisma.announcementDelivery.count({ where: { announcementId: announcement._id } })).toBe(0);
    expect(await t.prisma.notification.count({ where: { type: 'course_announcement', userId: { in: [lan.id, minh.id, hoa.id] } } })).toBe(0);
    expect(await t.prisma.job.count({ where: { type: 'announcements.fanout', status: 'queued' } })).toBeGreaterThan(0);

    await drain();
    const link = `/learn/${course.slug}?tab=announcements#announcement-${announcement._id}`;
    for (const who of [lan, minh, hoa]) {
      const notes = await t.prisma.notification.findMany({ where: { userId: who.id, type: 'course_announcement' } });
      expect(notes).toEqual([expect.objectContaining({ title: `Thông báo mới: ${course.title}`, body: 'Lịch học <b>bù</b>', link })]);
    }
    const pushes = await t.prisma.job.findMany({ where: { type: 'push.send' } });
    expect(pushes.filter((job) => (job.payload as { url: string }).url === link)).toHaveLength(1);
    const mails = await mailsOf(announcement._id);
    expect(mails.map((mail) => mail.toAddress)).toEqual([lan.email]);
    const [mail] = mails;
    expect(mail.status).toBe('sent');
    expect(mail.subject).toBe(`[${course.title}] Lịch học <b>bù</b>`);
    // The instructor's text is text: escaped, its line breaks kept.
    expect(mail.html).toContain('Dòng 1 &amp; &lt;script&gt;alert(1)&lt;/script&gt;<br>Dòng 2');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(`${link}"`);
    expect(mail.html).toContain('Chào Lan,');
    expect(mail.text).toContain('Dòng 1 & <script>alert(1)</script>\nDòng 2');
    // The token names the student and the course (their ids in base64url).
    const compact = (uuid: string) => Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');
    const token = `a.${compact(lan.id)}.${compact(course.id)}.`;
    expect(mail.html).toContain(`/email-preferences?token=${token}`);
    const { url, mailto } = unsubscribeUrl(mail.headers);
    expect(url).toMatch(new RegExp(`/api/email/announcements/unsubscribe/${token.replace(/\./g, '\\.')}[A-Za-z0-9_-]{27}$`));
    expect(mailto).toBe(`unsubscribe+${url.split('/').at(-1)}@hocvienmarketing.vn`);
    expect((mail.headers as Record<string, string>)['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The first batch's job run again (its worker died before marking it done): nothing twice.
    await t.app.get(JobsService).enqueue(t.prisma, FANOUT_JOB, { announcementId: announcement._id, after: null });
    await drain();
    expect(await t.prisma.announcementDelivery.count({ where: { announcementId: announcement._id } })).toBe(3);
    expect(await t.prisma.notification.count({ where: { type: 'course_announcement', link } })).toBe(3);
    expect(await mailsOf(announcement._id)).toHaveLength(1);

    const mine = await instructor.client.get(`/api/instructor/courses/${course.id}/announcements`);
    expect(mine.body.announcements).toEqual([{ ...announcement, recipientsCount: 3, deliveredCount: 3 }]);
  });

  it('readers as for questions: enrolled students, the instructor, admins; a refunded buyer is told why; anyone else 404', async () => {
    const course = await newCourse();
    const learner = await enrolled(course);
    const first = await posted(course, { title: 'Thông báo 1', body: 'Nội dung 1' });
    const second = await posted(course, { title: 'Thông báo 2', body: 'Nội dung 2' });
    for (const client of [learner.client, instructor.client, admin]) {
      const read = await client.get(`/api/courses/${course.id}/announcements`);
      expect(read.status, JSON.stringify(read.body)).toBe(200);
      expect(read.body.announcements.map((row: { _id: string }) => row._id)).toEqual([second, first]);
      expect(read.body.pagination).toMatchObject({ totalItems: 2 });
    }
    expect((await learner.client.get(`/api/courses/${course.id}/announcements?limit=1&page=2`)).body.announcements.map((row: { _id: string }) => row._id)).toEqual([first]);

    const stranger = (await signedInClient(t.baseUrl, t.prisma)).client;
    for (const client of [stranger, otherInstructor]) {
      expect(await client.get(`/api/courses/${course.id}/announcements`)).toMatchObject({
        status: 404,
        body: { code: 'ANNOUNCEMENT_COURSE_NOT_FOUND', message: 'Không tìm thấy khóa học.' },
      });
    }
    expect((await new HttpClient(t.baseUrl).get(`/api/courses/${course.id}/announcements`)).status).toBe(401);

    // Posting and the instructor's list: the course's instructor and admins only.
    expect(await post(otherInstructor, course.id, { title: 'Xin chào', body: 'Nội dung' })).toMatchObject({ status: 404, body: { code: 'ANNOUNCEMENT_COURSE_NOT_FOUND' } });
    expect((await otherInstructor.get(`/api/instructor/courses/${course.id}/announcements`)).status).toBe(404);
    expect((await post(learner.client, course.id, { title: 'Xin chào', body: 'Nội dung' })).status).toBe(403);
    expect((await post(admin, course.id, { title: 'Từ học viện', body: 'Nội dung' })).status).toBe(201);
    expect(await post(instructor.client, crypto.randomUUID(), { title: 'Xin chào', body: 'Nội dung' })).toMatchObject({
      status: 404,
      body: { code: 'ANNOUNCEMENT_COURSE_NOT_FOUND' },
    });

    // A buyer refunded in full, through the refund API.
    const buyer = await signedInClient(t.baseUrl, t.prisma, { name: 'Người mua hoàn tiền' });
    const created = await buyer.client.post('/api/orders', { items: [{ kind: 'course', id: course.id }], paymentMethod: 'bank_transfer' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { order } = created.body;
    expect((await deliverWebhook(t.baseUrl, sepayTransfer(order.total, `CT DEN ${order.code} thanh toan`))).status).toBe(200);
    expect((await buyer.client.get(`/api/courses/${course.id}/announcements`)).status).toBe(200);
    const refunded = await admin.post(`/api/admin/orders/${order._id}/refunds`, { idempotencyKey: `hoan-${crypto.randomUUID()}`, method: 'wallet', reason: 'Mua nhầm khóa học' });
    expect(refunded.status, JSON.stringify(refunded.body)).toBeLessThan(300);
    expect(await buyer.client.get(`/api/courses/${course.id}/announcements`)).toMatchObject({
      status: 403,
      body: { code: 'ANNOUNCEMENT_ACCESS_ENDED', message: 'Bạn không còn quyền truy cập khóa học này nên không xem được thông báo của khóa học.' },
    });
    // Nor is the refunded buyer told of the next one.
    const third = await posted(course, { title: 'Thông báo 3', body: 'Nội dung 3' });
    await drain();
    expect(await t.prisma.announcementDelivery.findMany({ where: { announcementId: third }, select: { userId: true } })).toEqual([{ userId: learner.id }]);
  });

  it('refuses bad input with a Vietnamese message (400), and a 21st post within the hour (429)', async () => {
    const course = await newCourse();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '   ', body: 'Nội dung' }, 'Tiêu đề thông báo phải dài từ 1 đến 200 ký tự.'],
      [{ title: 'x'.repeat(201), body: 'Nội dung' }, 'Tiêu đề thông báo phải dài từ 1 đến 200 ký tự.'],
      [{ title: 'Tiêu đề' }, 'Nội dung thông báo phải dài từ 1 đến 10.000 ký tự.'],
      [{ title: 'Tiêu đề', body: 'x'.repeat(10_001) }, 'Nội dung thông báo phải dài từ 1 đến 10.000 ký tự.'],
      [{ title: 42, body: 'Nội dung' }, 'Tiêu đề thông báo phải dài từ 1 đến 200 ký tự.'],
    ];
    for (const [body, message] of cases) {
      const refused = await post(admin, course.id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    expect(await post(admin, 'khong-phai-ma', { title: 'Tiêu đề', body: 'Nội dung' })).toMatchObject({ status: 400, body: { code: 'INVALID_ID' } });
    expect((await admin.get(`/api/courses/${course.id}/announcements?limit=500`)).status).toBe(400);
    expect(await t.prisma.courseAnnouncement.count({ where: { courseId: course.id } })).toBe(0);

    // The posting budget (20 an hour per user, shared with reviews and questions).
    const busy = await signedInClient(t.baseUrl, t.prisma, { role: 'instructor' });
    const own = await newCourse(busy.user.id);
    for (let i = 1; i <= 20; i += 1) expect((await post(busy.client, own.id, { title: `Thông báo ${i}`, body: 'Nội dung' })).status).toBe(201);
    expect(await post(busy.client, own.id, { title: 'Thông báo 21', body: 'Nội dung' })).toMatchObject({ status: 429, body: { message: TOO_FAST } });
    expect(await t.prisma.courseAnnouncement.count({ where: { courseId: own.id } })).toBe(20);
  });
});

describe('announcement mail switches', () => {
  it('a course turned off, or all courses: the notification still comes, no mail; back on, mail again', async () => {
    const course = await newCourse();
    const otherCourse = await newCourse();
    const learner = await enrolled(course);
    await t.prisma.enrollment.create({ data: { userId: learner.id, courseId: otherCourse.id, source: 'admin_grant' } });
    const initial = await learner.client.get('/api/email-preferences/announcements');
    expect(initial.body).toEqual({
      allCourses: true,
      courses: expect.arrayContaining([
        { courseId: course.id, title: course.title, enabled: true },
        { courseId: otherCourse.id, title: otherCourse.title, enabled: true },
      ]),
    });
    expect(initial.body.courses).toHaveLength(2);

    const mailed = async (target: Course) => {
      const id = await post(admin, target.id, { title: 'Tin mới', body: 'Nội dung' }).then((result) => result.body.announcement._id as string);
      await drain();
      const [delivery] = await t.prisma.announcementDelivery.findMany({ where: { announcementId: id, userId: learner.id } });
      expect(delivery).toBeDefined();
      expect(await t.prisma.notification.count({ where: { userId: learner.id, link: { endsWith: `#announcement-${id}` } } })).toBe(1);
      return delivery.emailId !== null;
    };

    const off = await learner.client.put('/api/email-preferences/announcements', { courseId: course.id, enabled: false });
    expect(off.body.courses).toContainEqual({ courseId: course.id, title: course.title, enabled: false });
    expect(await mailed(course)).toBe(false);
    expect(await mailed(otherCourse)).toBe(true);

    expect((await learner.client.put('/api/email-preferences/announcements', { courseId: course.id, enabled: true })).status).toBe(200);
    const allOff = await learner.client.put('/api/email-preferences/announcements', { enabled: false });
    expect(allOff.body).toMatchObject({ allCourses: false });
    expect(await mailed(course)).toBe(false);
    expect(await mailed(otherCourse)).toBe(false);

    expect((await learner.client.put('/api/email-preferences/announcements', { enabled: true })).body.allCourses).toBe(true);
    expect(await mailed(course)).toBe(true);

    // A course they are not in, and bad input.
    expect(await learner.client.put('/api/email-preferences/announcements', { courseId: (await newCourse()).id, enabled: false })).toMatchObject({
      status: 404,
      body: { code: 'ANNOUNCEMENT_PREFERENCE_COURSE_NOT_FOUND' },
    });
    expect(await learner.client.put('/api/email-preferences/announcements', { courseId: course.id })).toMatchObject({
      status: 400,
      body: { message: 'Hãy chọn bật hoặc tắt thư thông báo.' },
    });
    expect(await learner.client.put('/api/email-preferences/announcements', { courseId: 'abc', enabled: true })).toMatchObject({
      status: 400,
      body: { message: 'Mã khóa học không hợp lệ.' },
    });
  });

  it('the one-click unsubscribe of a mail’s List-Unsubscribe header turns off that course’s mail only', async () => {
    const course = await newCourse();
    const otherCourse = await newCourse();
    const learner = await enrolled(course);
    await t.prisma.enrollment.create({ data: { userId: learner.id, courseId: otherCourse.id, source: 'admin_grant' } });
    const first = await posted(course);
    await drain();
    const [mail] = await mailsOf(first);
    const { url } = unsubscribeUrl(mail.headers);
    const token = url.split('/').at(-1)!;

    // Not a mail app's one-click: nothing changes.
    for (const body of [undefined, 'List-Unsubscribe=Khac']) {
      const refused = await fetch(url, { method: 'POST', headers: body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}, body });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: 'ANNOUNCEMENT_ONE_CLICK_BODY_REQUIRED', message: expect.stringContaining('List-Unsubscribe=One-Click') });
    }
    expect((await learner.client.get('/api/email-preferences/announcements')).body.courses).toContainEqual({ courseId: course.id, title: course.title, enabled: true });
    // A forged token changes nothing either.
    const forged = await fetch(
      url.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')),
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(forged.status).toBe(404);

    const oneClick = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ message: expect.stringContaining('Bạn đã tắt thư thông báo của khóa học này.') });
    // Twice is the same.
    expect((await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' })).status).toBe(200);

    const second = await posted(course);
    const elsewhere = await posted(otherCourse);
    await drain();
    expect(await mailsOf(second)).toEqual([]);
    expect(await t.prisma.notification.count({ where: { userId: learner.id, link: { endsWith: `#announcement-${second}` } } })).toBe(1);
    expect((await mailsOf(elsewhere)).map((row) => row.toAddress)).toEqual([learner.email]);

    // The mail's preference link (no sign-in) shows and changes the same switches; the URL opened in a browser goes there.
    const byToken = await fetch(`${t.baseUrl}/api/email/preferences/${token}/announcements`).then(
      (response) => response.json() as Promise<{ allCourses: boolean; courses: unknown[] }>,
    );
    expect(byToken).toMatchObject({ allCourses: true });
    expect(byToken.courses).toContainEqual({ courseId: course.id, title: course.title, enabled: false });
    const back = await fetch(`${t.baseUrl}/api/email/preferences/${token}/announcements`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ courseId: course.id, enabled: true }),
    });
    expect(back.status).toBe(200);
    expect(((await back.json()) as { courses: unknown[] }).courses).toContainEqual({ courseId: course.id, title: course.title, enabled: true });
    expect((await fetch(`${t.baseUrl}/api/email/preferences/a.${learner.id}.${course.id}.sai/announcements`)).status).toBe(404);
    const page = await fetch(url, { redirect: 'manual' });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toMatch(new RegExp(`/email-preferences\\?token=${token.replace(/\./g, '\\.')}$`));
    // The marketing preference page opens with the same link (one page for both).
    expect((await fetch(`${t.baseUrl}/api/email/preferences/${token}`)).status).toBe(200);
  });

  it('a mail to the header’s mailto: (the provider’s signed inbound webhook) turns off that course’s mail, not marketing mail', async () => {
    const course = await newCourse();
    const learner = await enrolled(course);
    await t.prisma.user.update({ where: { id: learner.id }, data: { marketingConsent: true } });
    const first = await posted(course);
    await drain();
    const [mail] = await mailsOf(first);
    const { mailto } = unsubscribeUrl(mail.headers);
    const body = JSON.stringify({ to: `Hủy nhận thư <${mailto}>`, from: learner.email });
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = `t=${timestamp},v1=${crypto.createHmac('sha256', WEBHOOK_SECRET).update(`${timestamp}.${body}`).digest('hex')}`;
    const inbound = await fetch(`${t.baseUrl}/api/email/webhooks/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-mail-signature': signature },
      body,
    });
    expect(inbound.status).toBe(200);
    expect(await inbound.json()).toEqual({ message: expect.stringContaining('Bạn đã tắt thư thông báo của khóa học này.') });
    expect((await learner.client.get('/api/email-preferences/announcements')).body.courses).toEqual([{ courseId: course.id, title: course.title, enabled: false }]);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: learner.id } })).marketingConsent).toBe(true);
    const second = await posted(course);
    await drain();
    expect(await mailsOf(second)).toEqual([]);
  });
});

// ── Fan-out to 5,000 students by a real worker process, killed midway ─────────────────────────────

const STUDENTS = 5_000;

function startWorker(log: string): ChildProcess {
  if (!fs.existsSync(WORKER)) throw new Error(`Thiếu ${WORKER}: hãy build backend trước (npm run build -w backend).`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hvm-ann-worker-'));
  const out = fs.openSync(log, 'a');
  const child = spawn('node', [WORKER], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '5',
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      DATA_DIR: dataDir,
      PWA_DIST: path.join(dataDir, 'no-pwa'),
      PORT: '0',
      LOG_LEVEL: 'warn',
      JOBS_POLL_MS: '50',
      SHUTDOWN_GRACE_SECONDS: '5',
      DEV_MAILBOX: 'true',
    },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  return child;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number, everyMs = 20): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`Hết ${timeoutMs / 1000} s chờ ${what} (giá trị cuối: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

describe('fan-out to 5,000 students', () => {
  it('a worker SIGKILLed midway: another finishes; every student told exactly once, the opted-in mailed once', async () => {
    const course = await newCourse();
    // 5,000 accounts and enrollments in a few statements (signing each one up would take minutes).
    const ids: string[] = Array.from({ length: STUDENTS }, () => crypto.randomUUID());
    for (let from = 0; from < STUDENTS; from += 1000) {
      const chunk = ids.slice(from, from + 1000);
      await t.prisma.user.createMany({
        data: chunk.map((id, i) => ({ id, email: `hv-${from + i}-${id.slice(0, 8)}@example.vn`, name: `Học viên ${from + i}`, emailVerifiedAt: new Date() })),
      });
      await t.prisma.enrollment.createMany({ data: chunk.map((userId) => ({ userId, courseId: course.id, source: 'admin_grant' as const })) });
    }
    // Every 10th turned this course's announcement mail off, every 25th all courses' (a few both).
    const courseOff = ids.filter((_, i) => i % 10 === 0);
    const allOff = ids.filter((_, i) => i % 25 === 5);
    await t.prisma.announcementMailOptOut.createMany({ data: courseOff.map((userId) => ({ userId, courseId: course.id })) });
    await t.prisma.announcementMailAllOptOut.createMany({ data: allOff.map((userId) => ({ userId })) });
    const noMail = new Set([...courseOff, ...allOff]);
    const expectedMails = STUDENTS - noMail.size;

    const postedAt = Date.now();
    const created = await post(instructor.client, course.id, { title: 'Buổi học trực tuyến', body: 'Tối nay 20:00 có buổi học trực tuyến.' });
    const answeredMs = Date.now() - postedAt;
    expect(created.status).toBe(201);
    const announcementId: string = created.body.announcement._id;
    const delivered = () => t.prisma.announcementDelivery.count({ where: { announcementId } });
    expect(await delivered()).toBe(0);

    const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hvm-ann-fanout-'));
    const first = startWorker(path.join(logDir, 'worker1.log'));
    let second: ChildProcess | undefined;
    let passed = false;
    try {
      // Killed as soon as some, not all, students are told: a batch may be half written when it dies.
      const atKill = await until('the first batches', delivered, (count) => count > 0, 120_000, 10);
      first.kill('SIGKILL');
      await exited(first);
      const afterKill = await delivered();
      expect(afterKill).toBeGreaterThan(0);
      expect(afterKill).toBeLessThan(STUDENTS);
      // Only whole batches were committed: the one in flight rolled back.
      expect(afterKill % FANOUT_BATCH).toBe(0);

      // The dead worker's jobs keep their lock until it is STALE_LOCK_MINUTES (5) old: age it instead of waiting.
      const held = await t.prisma.job.findMany({ where: { status: 'running' }, select: { type: true } });
      await t.prisma.$executeRaw`UPDATE jobs SET locked_at = NOW(3) - INTERVAL 10 MINUTE WHERE status = 'running'`;
      const restartedAt = Date.now();
      second = startWorker(path.join(logDir, 'worker2.log'));
      const done = await until(
        'the end of the fan-out',
        () => t.prisma.courseAnnouncement.findUniqueOrThrow({ where: { id: announcementId }, select: { fanoutDoneAt: true, createdAt: true } }),
        (row) => row.fanoutDoneAt !== null,
        240_000,
        100,
      );
      const finishedMs = Date.now() - restartedAt;

      expect(await delivered()).toBe(STUDENTS);
      const twice = await t.prisma.$queryRaw<{ user_id: string }[]>`
        SELECT user_id FROM notifications WHERE type = 'course_announcement' AND link LIKE ${`%#announcement-${announcementId}`} GROUP BY user_id HAVING COUNT(*) > 1`;
      expect(twice).toEqual([]);
      expect(await t.prisma.notification.count({ where: { type: 'course_announcement', link: { endsWith: `#announcement-${announcementId}` } } })).toBe(STUDENTS);
      const told = await t.prisma.notification.findMany({ where: { link: { endsWith: `#announcement-${announcementId}` } }, select: { userId: true } });
      expect(new Set(told.map((row) => row.userId))).toEqual(new Set(ids));
      const withMail = await t.prisma.announcementDelivery.findMany({ where: { announcementId, emailId: { not: null } }, select: { userId: true, emailId: true } });
      expect(withMail).toHaveLength(expectedMails);
      expect(withMail.filter((row) => noMail.has(row.userId))).toEqual([]);
      expect(await t.prisma.email.count({ where: { subject: `[${course.title}] Buổi học trực tuyến` } })).toBe(expectedMails);
      expect((await t.prisma.courseAnnouncement.findUniqueOrThrow({ where: { id: announcementId } })).recipientsCount).toBe(STUDENTS);

      const fanoutSeconds = (done.fanoutDoneAt!.getTime() - done.createdAt.getTime()) / 1000;
      console.log(
        `Fan-out of one announcement to ${STUDENTS} students: POST answered in ${answeredMs} ms; worker 1 killed at ${atKill}→${afterKill} delivered ` +
          `(it held ${held.map((job) => job.type).join(', ') || 'no job'}, aged past the stale lock); worker 2 finished the remaining ${STUDENTS - afterKill} in ${(finishedMs / 1000).toFixed(1)} s ` +
          `(${Math.round(((STUDENTS - afterKill) * 1000) / finishedMs)} students/s); posted → done ${fanoutSeconds.toFixed(1)} s in all, kill and restart included; ${expectedMails} mails queued.`,
      );
      passed = true;
    } finally {
      for (const child of [first, second]) if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await Promise.all([first, second].filter((child): child is ChildProcess => Boolean(child)).map(exited));
      // A failed run keeps what the workers said.
      if (passed) fs.rmSync(logDir, { recursive: true, force: true });
      else console.log(`Nhật ký của các worker: ${logDir}`);
    }
  }, 400_000);
});
