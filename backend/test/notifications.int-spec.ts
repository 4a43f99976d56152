import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatVnd } from '../src/common/text/money';
import { JobsService } from '../src/jobs/jobs.service';
import { MARKETING_EVENT_JOB } from '../src/marketing/marketing-events';
import { NotificationsService } from '../src/notifications/notifications.service';
import { ORDER_PAID_NOTICES_JOB, OrderPaidNoticesService } from '../src/orders/order-paid-notices.service';
import { PUSH_SEND_JOB } from '../src/push/push-job';
import { createCategory, insertCourse } from './helpers/catalogue';
import { createUser, signedInClient } from './helpers/factories';
import { HttpClient } from './helpers/http-client';
import { deliverWebhook, runPaidNotices, SEPAY_API_KEY, sepayTransfer } from './helpers/money';
import { fakeBrowser } from './helpers/push-endpoint';
import { startTestApp, TestApp } from './helpers/test-app';

let t: TestApp;
let admin: HttpClient;
let categoryId: string;

beforeAll(async () => {
  t = await startTestApp({ SEPAY_API_KEY });
  admin = (await signedInClient(t.baseUrl, t.prisma, { role: 'admin' })).client;
  categoryId = (await createCategory(t.prisma)).id;
});
afterAll(async () => {
  await t?.close();
});

/** `count` notifications a minute apart, the last one newest, titled 'Thông báo 1' ... 'Thông báo n'. */
async function seedNotifications(userId: string, count: number) {
  const start = Date.now() - count * 60_000;
  await t.prisma.notification.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      userId,
      type: 'test',
      title: `Thông báo ${i + 1}`,
      body: `Nội dung ${i + 1}`,
      link: '/wallet',
      createdAt: new Date(start + i * 60_000),
    })),
  });
}

const unreadOnProfile = async (client: HttpClient) => (await client.get('/api/users/profile')).body.unreadCount as number;

const latestFor = (userId: string) => t.prisma.notification.findFirstOrThrow({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });

describe('reading notifications', () => {
  it('lists the newest first, 10 a page, with the unread count also on the profile and the session', async () => {
    const { client, user } = await signedInClient(t.baseUrl, t.prisma);
    expect(await client.get('/api/notifications/me')).toMatchObject({
      status: 200,
      body: { notifications: [], unreadCount: 0, pagination: { currentPage: 1, totalPages: 1, totalItems: 0, limit: 10 } },
    });
    await seedNotifications(user.id, 12);

    const first = await client.get('/api/notifications/me');
    expect(first.body.notifications).toHaveLength(10);
    expect(first.body.notifications[0]).toEqual({
      _id: expect.any(String),
      type: 'test',
      title: 'Thông báo 12',
      body: 'Nội dung 12',
      link: '/wallet',
      isRead: false,
      createdAt: expect.any(String),
    });
    expect(first.body).toMatchObject({ unreadCount: 12, pagination: { currentPage: 1, totalPages: 2, totalItems: 12, limit: 10 } });
    const second = await client.get('/api/notifications/me?page=2');
    expect(second.body.notifications.map((n: { title: string }) => n.title)).toEqual(['Thông báo 2', 'Thông báo 1']);
    expect((await client.get('/api/notifications/me?limit=5&page=3')).body.notifications.map((n: { title: string }) => n.title)).toEqual(['Thông báo 2', 'Thông báo 1']);
    expect((await client.get('/api/notifications/me?limit=0')).status).toBe(400);

    expect(await unreadOnProfile(client)).toBe(12);
    const login = await new HttpClient(t.baseUrl).post('/api/auth/login', { email: user.email, password: user.password });
    expect(login.body.user.unreadCount).toBe(12);
  });

  it("marks one of the owner's read once: the count drops by one and never below zero; another user's is a 404", async () => {
    const { client, user } = await signedInClient(t.baseUrl, t.prisma);
    const other = await signedInClient(t.baseUrl, t.prisma);
    await seedNotifications(user.id, 2);
    const [newest, oldest] = (await client.get('/api/notifications/me')).body.notifications;

    const read = await client.patch(`/api/notifications/${newest._id}/read`);
    expect(read).toMatchObject({ status: 200, body: { notification: { _id: newest._id, isRead: true }, unreadCount: 1 } });
    expect(await client.patch(`/api/notifications/${newest._id}/read`)).toMatchObject({ status: 200, body: { unreadCount: 1 } });

    expect(await other.client.patch(`/api/notifications/${oldest._id}/read`)).toMatchObject({ status: 404, body: { code: 'NOTIFICATION_NOT_FOUND' } });
    expect(await client.patch('/api/notifications/00000000-0000-7000-8000-000000000000/read')).toMatchObject({ status: 404 });
    expect((await t.prisma.notification.findUniqueOrThrow({ where: { id: oldest._id } })).isRead).toBe(false);

    expect((await client.patch(`/api/notifications/${oldest._id}/read`)).body.unreadCount).toBe(0);
    expect((await client.patch(`/api/notifications/${oldest._id}/read`)).body.unreadCount).toBe(0);
    expect(await unreadOnProfile(client)).toBe(0);
  });

  it("marks all of the caller's read and leaves other users' alone", async () => {
    const { client, user } = await signedInClient(t.baseUrl, t.prisma);
    const other = await signedInClient(t.baseUrl, t.prisma);
    await seedNotifications(user.id, 3);
    await seedNotifications(other.user.id, 2);
    expect(await client.patch('/api/notifications/me/mark-all-read')).toMatchObject({ status: 200, body: { unreadCount: 0 } });
    expect((await client.get('/api/notifications/me')).body.notifications.every((n: { isRead: boolean }) => n.isRead)).toBe(true);
    expect(await unreadOnProfile(client)).toBe(0);
    expect(await unreadOnProfile(other.client)).toBe(2);
    expect((await new HttpClient(t.baseUrl).patch('/api/notifications/me/mark-all-read')).status).toBe(401);
  });
});

describe('events that notify', () => {
  it("a paid order tells the buyer and queues a push for each device, in the payment's transaction", async () => {
    const instructor = await createUser(t.prisma, { role: 'instructor' });
    const course = await insertCourse(t.prisma, { instructorId: instructor.id, categoryId });
    const { client, user } = await signedInClient(t.baseUrl, t.prisma);
    const { keys } = fakeBrowser();
    // Nothing listens on port 1: if the push file's job runs pick this job up, it fails at once.
    expect((await client.post('/api/push/subscriptions', { endpoint: `https://127.0.0.1:1/thiet-bi/${user.id}`, keys })).status).toBe(201);
    const device = await t.prisma.pushSubscription.findFirstOrThrow({ where: { userId: user.id } });

    const order = (await client.post('/api/orders', { items: [{ id: course.id }], paymentMethod: 'bank_transfer' })).body.order;
    expect(await t.prisma.notification.count({ where: { userId: user.id } })).toBe(0);
    expect((await deliverWebhook(t.baseUrl, sepayTransfer(order.total, `${order.code} thanh toan`))).status).toBe(200);
    // The notices follow the payment's commit, as one job queued in its transaction.
    expect(await t.prisma.notification.count({ where: { userId: user.id } })).toBe(0);
    await runPaidNotices(t, order._id);

    const notification = await latestFor(user.id);
    expect(notification).toMatchObject({ type: 'order_paid', title: 'Thanh toán thành công', link: '/my-courses', isRead: false });
    expect(notification.body).toContain(order.code);
    expect(notification.body).toContain(formatVnd(order.total));
    const jobs = await t.prisma.job.findMany({ where: { type: PUSH_SEND_JOB.name, payload: { path: '$.subscriptionId', equals: device.id } } });
    expect(jobs.map((job) => job.payload)).toEqual([{ subscriptionId: device.id, title: 'Thanh toán thành công', body: notification.body, url: '/my-courses' }]);
    expect(await unreadOnProfile(client)).toBe(1);

    // A replayed webhook pays nothing twice, so it tells nothing twice.
    await deliverWebhook(t.baseUrl, sepayTransfer(order.total, `${order.code} thanh toan`));
    expect(await t.prisma.notification.count({ where: { userId: user.id } })).toBe(1);
  });

  describe('a paid order is told once, after its commit', () => {
    // A scenario that starts on a paid order: without one, no marketing event is queued (the last test).
    let paidScenarioId: string;
    beforeAll(async () => {
      paidScenarioId = (await t.prisma.emailScenario.create({ data: { name: 'Sau khi mua', trigger: 'order_paid', status: 'active' } })).id;
    });
    afterAll(async () => {
      await t.prisma.emailScenario.delete({ where: { id: paidScenarioId } });
    });

    /** A wallet purchase of a new course by a new, funded buyer; its notices job is left queued. */
    async function walletPurchase(course?: { id: string }) {
      if (!course) {
        const instructor = await createUser(t.prisma, { role: 'instructor' });
        course = await insertCourse(t.prisma, { instructorId: instructor.id, categoryId }); // 499.000 ₫
      }
      const { client, user } = await signedInClient(t.baseUrl, t.prisma);
      const deposit = (await client.post('/api/wallet/deposit', { amount: 499_000 })).body.deposit;
      expect((await deliverWebhook(t.baseUrl, sepayTransfer(499_000, `NAP ${deposit.code}`))).status).toBe(200);
      const bought = await client.post('/api/orders', { items: [{ id: course.id }], paymentMethod: 'wallet' });
      expect(bought.status, JSON.stringify(bought.body)).toBe(201);
      const order = bought.body.order;
      const told = async () => ({
        studentsCounted: (await t.prisma.course.findUniqueOrThrow({ where: { id: course!.id }, select: { enrolledStudents: true } })).enrolledStudents,
        receipts: await t.prisma.email.count({ where: { toAddress: user.email, subject: { contains: order.code } } }),
        notifications: await t.prisma.notification.count({ where: { userId: user.id, type: 'order_paid' } }),
        marketingEvents: await t.prisma.job.count({
          where: { type: MARKETING_EVENT_JOB.name, AND: [{ payload: { path: '$.trigger', equals: 'order_paid' } }, { payload: { path: '$.userId', equals: user.id } }] },
        }),
      });
      const job = await t.prisma.job.findFirstOrThrow({ where: { type: ORDER_PAID_NOTICES_JOB.name, payload: { path: '$.orderId', equals: order._id } } });
      return { order, job, told, user, course };
    }

    it('the purchase answers before the receipt exists; the job then queues the receipt, the marketing event and the notification, and counts the student', async () => {
      const { order, told } = await walletPurchase();
      expect(order.status).toBe('paid');
      expect(await told()).toEqual({ studentsCounted: 0, receipts: 0, notifications: 0, marketingEvents: 0 });
      await runPaidNotices(t, order._id);
      expect(await told()).toEqual({ studentsCounted: 1, receipts: 1, notifications: 1, marketingEvents: 1 });
    });

    it('a worker stopped after the notices committed and before the job was marked done: run again, nothing is sent twice', async () => {
      const { order, job, told } = await walletPurchase();
      await runPaidNotices(t, order._id);
      // What a worker killed at that moment leaves behind: the job still running, its lock gone stale.
      await t.prisma.job.update({ where: { id: job.id }, data: { status: 'running', lockedAt: new Date(Date.now() - 60 * 60_000) } });
      await runPaidNotices(t, order._id);
      expect(await told()).toEqual({ studentsCounted: 1, receipts: 1, notifications: 1, marketingEvents: 1 });
    });

    it('queues no marketing event when no active scenario starts on a paid order, and tells the rest as before', async () => {
      await t.prisma.emailScenario.update({ where: { id: paidScenarioId }, data: { status: 'paused' } });
      try {
        const { order, told } = await walletPurchase();
        await runPaidNotices(t, order._id);
        expect(await told()).toEqual({ studentsCounted: 1, receipts: 1, notifications: 1, marketingEvents: 0 });
      } finally {
        await t.prisma.emailScenario.update({ where: { id: paidScenarioId }, data: { status: 'active' } });
      }
    });

    it('a buyer with 30 devices gets a push on each', async () => {
      const { order, user } = await walletPurchase();
      const devices = await Promise.all(
        Array.from({ length: 30 }, (_, n) => {
          const endpoint = `https://127.0.0.1:1/thiet-bi/${user.id}/${n}`;
          return t.prisma.pushSubscription.create({
            data: { userId: user.id, endpoint, endpointHash: crypto.createHash('sha256').update(endpoint).digest('hex'), p256dh: 'khoa', auth: 'xac-thuc' },
          });
        }),
      );
      await runPaidNotices(t, order._id);
      const pushes = await t.prisma.job.findMany({ where: { type: PUSH_SEND_JOB.name, payload: { path: '$.title', equals: 'Thanh toán thành công' } }, select: { payload: true } });
      const toThisBuyer = pushes.map((job) => (job.payload as { subscriptionId: string }).subscriptionId).filter((id) => devices.some((device) => device.id === id));
      expect(toThisBuyer.sort()).toEqual(devices.map((device) => device.id).sort());
    });

    it("one claim's jobs for several orders go to one call, which tells each order once and counts each course by its own buyers", async () => {
      const first = await walletPurchase();
      const second = await walletPurchase(first.course);
      const third = await walletPurchase();
      const bought = [first, second, third].map(({ order }) => order._id as string);
      const calls = vi.spyOn(t.app.get(OrderPaidNoticesService), 'send');
      await t.app.get(JobsService).runDueJobs([ORDER_PAID_NOTICES_JOB.name]);
      const together = calls.mock.calls.map(([batch]) => batch.map((notices) => notices.orderId)).find((orderIds) => orderIds.includes(bought[0]));
      expect(together).toEqual(expect.arrayContaining(bought));
      for (const { order } of [first, second, third]) await runPaidNotices(t, order._id); // all done already
      expect(calls.mock.calls.flat(2).filter((notices) => bought.includes(notices.orderId))).toHaveLength(3);
      expect(await first.told()).toEqual({ studentsCounted: 2, receipts: 1, notifications: 1, marketingEvents: 1 });
      expect(await second.told()).toEqual({ studentsCounted: 2, receipts: 1, notifications: 1, marketingEvents: 1 });
      expect(await third.told()).toEqual({ studentsCounted: 1, receipts: 1, notifications: 1, marketingEvents: 1 });
    });

    it('20 overlapping batches of the same jobs at once tell each order once and count each buyer once', async () => {
      const first = await walletPurchase();
      const second = await walletPurchase(first.course);
      const third = await walletPurchase();
      const payloads = [first, second, third].map(({ job }) => ORDER_PAID_NOTICES_JOB.schema.parse(job.payload));
      const notices = t.app.get(OrderPaidNoticesService);
      // Each batch in its own order and size: the orders' and courses' rows are still locked in one order.
      await Promise.all(Array.from({ length: 20 }, (_, n) => notices.send(n % 2 ? payloads : [...payloads].reverse().slice(0, 1 + (n % 3)))));
      expect(await first.told()).toEqual({ studentsCounted: 2, receipts: 1, notifications: 1, marketingEvents: 1 });
      expect(await second.told()).toEqual({ studentsCounted: 2, receipts: 1, notifications: 1, marketingEvents: 1 });
      expect(await third.told()).toEqual({ studentsCounted: 1, receipts: 1, notifications: 1, marketingEvents: 1 });
    });

    it('20 runs of the same job at once tell the buyer once', async () => {
      const { job, told } = await walletPurchase();
      const notices = t.app.get(OrderPaidNoticesService);
      const payload = ORDER_PAID_NOTICES_JOB.schema.parse(job.payload);
      await Promise.all(Array.from({ length: 20 }, () => notices.send([payload])));
      expect(await told()).toEqual({ studentsCounted: 1, receipts: 1, notifications: 1, marketingEvents: 1 });
    });
  });

  it('a credited deposit tells its owner; no push is queued for a user without devices', async () => {
    const { client, user } = await signedInClient(t.baseUrl, t.prisma);
    const deposit = (await client.post('/api/wallet/deposit', { amount: 200_000 })).body.deposit;
    expect((await deliverWebhook(t.baseUrl, sepayTransfer(200_000, `NAP ${deposit.code}`))).status).toBe(200);
    const notification = await latestFor(user.id);
    expect(notification).toMatchObject({ type: 'deposit_credited', title: 'Nạp tiền thành công', link: '/wallet' });
    expect(notification.body).toContain(formatVnd(200_000));
    expect(await t.prisma.job.count({ where: { type: PUSH_SEND_JOB.name, payload: { path: '$.body', string_contains: deposit.code } } })).toBe(0);
  });

  it("the admin's review tells the instructor: approved, or rejected with the reason", async () => {
    const teacher = await signedInClient(t.baseUrl, t.prisma, { role: 'instructor' });
    const approved = await insertCourse(t.prisma, { instructorId: teacher.user.id, categoryId, status: 'pending', title: 'Quảng cáo Facebook thực chiến' });
    const rejected = await insertCourse(t.prisma, { instructorId: teacher.user.id, categoryId, status: 'pending', title: 'SEO từ A đến Z' });

    expect((await admin.put(`/api/admin/courses/${approved.id}/review`, { action: 'approve' })).status).toBe(200);
    expect(await latestFor(teacher.user.id)).toMatchObject({
      type: 'course_approved',
      title: 'Khóa học đã được duyệt',
      body: 'Khóa học "Quảng cáo Facebook thực chiến" đã được duyệt và đang hiển thị công khai.',
      link: '/instructor/courses',
    });

    expect((await admin.put(`/api/admin/courses/${rejected.id}/review`, { action: 'reject', reason: 'Video bài 1 bị mờ' })).status).toBe(200);
    expect(await latestFor(teacher.user.id)).toMatchObject({
      type: 'course_rejected',
      title: 'Khóa học bị từ chối',
      body: 'Khóa học "SEO từ A đến Z" chưa được duyệt. Lý do: Video bài 1 bị mờ',
      link: '/instructor/courses',
    });
    // A refused review (not pending any more) rolls back and tells nothing.
    expect((await admin.put(`/api/admin/courses/${rejected.id}/review`, { action: 'approve' })).status).toBe(409);
    expect((await teacher.client.get('/api/notifications/me')).body.unreadCount).toBe(2);
  });

  it('keeps long texts inside the columns', async () => {
    const user = await createUser(t.prisma);
    await t.prisma.inTransaction((tx) => t.app.get(NotificationsService).notify(tx, user.id, { type: 'test', title: 'T'.repeat(300), body: 'B'.repeat(900) }));
    const stored = await latestFor(user.id);
    expect([stored.title.length, stored.body.length, stored.link]).toEqual([200, 500, null]);
  });

  it('serves a VAPID public key even when none is configured (a temporary pair)', async () => {
    const { body } = await new HttpClient(t.baseUrl).get('/api/push/vapid-public-key');
    expect(Buffer.from(body.publicKey, 'base64url')).toHaveLength(65);
  });
});
