import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobsService } from '../src/jobs/jobs.service';
import { NotificationsService } from '../src/notifications/notifications.service';
import { PUSH_SEND_JOB } from '../src/push/push-job';
import { endpointHash } from '../src/push/push-subscriptions.service';
import { signedInClient } from './helpers/factories';
import { HttpClient } from './helpers/http-client';
import { decryptPush, fakeBrowser, FakeBrowser, PushEndpoint, startPushEndpoint, verifyVapid } from './helpers/push-endpoint';
import { startTestApp, TestApp } from './helpers/test-app';

let t: TestApp;
let pushService: PushEndpoint;
const vapid = webpush.generateVAPIDKeys();
let seq = 0;

beforeAll(async () => {
  pushService = await startPushEndpoint();
  t = await startTestApp({
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:push-test@hocvienmarketing.vn',
    PUSH_EXTRA_CA_CERTS: pushService.caFile,
  });
});
afterAll(async () => {
  await t?.close();
  await pushService?.close();
});

/** A signed-in user whose (fake) browser subscribed at a fresh path of the local push service. */
async function subscribedUser() {
  const { client, user } = await signedInClient(t.baseUrl, t.prisma);
  const browser = fakeBrowser();
  seq += 1;
  const path = `/push/thiet-bi-${seq}-${Date.now()}`;
  const endpoint = `${pushService.origin}${path}`;
  const subscribed = await client.post('/api/push/subscriptions', { endpoint, keys: browser.keys, userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/140' });
  expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(201);
  return { client, user, browser, path, endpoint };
}

async function notify(userId: string, title: string) {
  await t.prisma.inTransaction((tx) =>
    t.app.get(NotificationsService).notify(tx, userId, { type: 'order_paid', title, body: 'Đơn hàng DH2345ABCD (1.250.000 ₫) đã được thanh toán.', link: '/my-courses' }),
  );
}

/** Runs queued pushes until none is due (a failed one waits for its back-off). */
async function runPushJobs() {
  for (let round = 0; round < 20; round += 1) {
    if ((await t.app.get(JobsService).runDueJobs([PUSH_SEND_JOB.name])) === 0) return;
  }
}

const jobFor = (subscriptionId: string) => t.prisma.job.findFirstOrThrow({ where: { type: PUSH_SEND_JOB.name, payload: { path: '$.subscriptionId', equals: subscriptionId } } });
const subscriptionAt = (endpoint: string) => t.prisma.pushSubscription.findUnique({ where: { endpointHash: endpointHash(endpoint) } });

describe('Web Push delivery', () => {
  it('serves the configured VAPID public key to anyone', async () => {
    expect(await new HttpClient(t.baseUrl).get('/api/push/vapid-public-key')).toMatchObject({ status: 200, body: { publicKey: vapid.publicKey } });
  });

  it('sends a VAPID-signed, aes128gcm-encrypted { title, body, url } to every device of the user, with a 24 h TTL', async () => {
    const phone = await subscribedUser();
    const laptop = fakeBrowser();
    const laptopPath = `${phone.path}-laptop`;
    expect((await phone.client.post('/api/push/subscriptions', { endpoint: `${pushService.origin}${laptopPath}`, keys: laptop.keys })).status).toBe(201);

    await notify(phone.user.id, 'Thanh toán thành công');
    await runPushJobs();

    for (const [path, browser] of [
      [phone.path, phone.browser],
      [laptopPath, laptop],
    ] as [string, FakeBrowser][]) {
      const pushes = pushService.received.filter((push) => push.path === path);
      expect(pushes).toHaveLength(1);
      const { headers, body } = pushes[0];
      expect(headers).toMatchObject({ ttl: '86400', 'content-encoding': 'aes128gcm', 'content-type': 'application/octet-stream' });
      const { publicKey, claims } = verifyVapid(headers.authorization as string);
      expect(publicKey).toBe(vapid.publicKey);
      expect(claims.aud).toBe(pushService.origin);
      expect(claims.sub).toBe('mailto:push-test@hocvienmarketing.vn');
      expect(claims.exp * 1000).toBeGreaterThan(Date.now());
      expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600 * 1000);
      expect(JSON.parse(decryptPush(browser, body))).toEqual({ title: 'Thanh toán thành công', body: 'Đơn hàng DH2345ABCD (1.250.000 ₫) đã được thanh toán.', url: '/my-courses' });
    }
    const device = await subscriptionAt(phone.endpoint);
    expect(device?.lastSuccessAt).toBeInstanceOf(Date);
    expect(await jobFor(device!.id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('forgets a device the push service answers 410 Gone for', async () => {
    const gone = await subscribedUser();
    pushService.answer(gone.path, 410);
    const device = await subscriptionAt(gone.endpoint);
    await notify(gone.user.id, 'Khóa học đã được duyệt');
    await runPushJobs();
    expect(pushService.received.filter((push) => push.path === gone.path)).toHaveLength(1);
    expect(await subscriptionAt(gone.endpoint)).toBeNull();
    expect(await jobFor(device!.id)).toMatchObject({ status: 'done' });
  });

  it('keeps the device and fails the job for a retry when the push service answers 500', async () => {
    const broken = await subscribedUser();
    pushService.answer(broken.path, 500);
    const device = await subscriptionAt(broken.endpoint);
    await notify(broken.user.id, 'Nạp tiền thành công');
    const before = Date.now();
    await runPushJobs();
    expect(pushService.received.filter((push) => push.path === broken.path)).toHaveLength(1);
    expect(await subscriptionAt(broken.endpoint)).not.toBeNull();
    const job = await jobFor(device!.id);
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job.lastError).toContain('500');
    expect(job.runAt.getTime()).toBeGreaterThan(before);
  });
});

describe('subscriptions', () => {
  it('moves a device to whoever subscribes it last; only its owner can remove it', async () => {
    const first = await subscribedUser();
    const second = await signedInClient(t.baseUrl, t.prisma);
    expect((await second.client.post('/api/push/subscriptions', { endpoint: first.endpoint, keys: first.browser.keys })).status).toBe(201);
    expect(await t.prisma.pushSubscription.count({ where: { endpointHash: endpointHash(first.endpoint) } })).toBe(1);
    expect((await subscriptionAt(first.endpoint))?.userId).toBe(second.user.id);

    expect(await first.client.request('DELETE', '/api/push/subscriptions', { endpoint: first.endpoint })).toMatchObject({ status: 200 });
    expect(await subscriptionAt(first.endpoint)).not.toBeNull();
    expect(await second.client.request('DELETE', '/api/push/subscriptions', { endpoint: first.endpoint })).toMatchObject({
      status: 200,
      body: { message: 'Đã tắt thông báo đẩy trên thiết bị này.' },
    });
    expect(await subscriptionAt(first.endpoint)).toBeNull();
  });

  it('refuses a plain-http endpoint, malformed keys and a missing body with a 400', async () => {
    const { client } = await signedInClient(t.baseUrl, t.prisma);
    const { keys } = fakeBrowser();
    expect(await client.post('/api/push/subscriptions', { endpoint: 'http://127.0.0.1/push/x', keys })).toMatchObject({
      status: 400,
      body: { message: 'Địa chỉ nhận thông báo đẩy phải là URL https.' },
    });
    expect((await client.post('/api/push/subscriptions', { endpoint: `${pushService.origin}/push/x`, keys: { ...keys, auth: 'ngan' } })).status).toBe(400);
    expect((await client.post('/api/push/subscriptions', { endpoint: `${pushService.origin}/push/x` })).status).toBe(400);
    expect((await client.delete('/api/push/subscriptions')).status).toBe(400);
    expect((await new HttpClient(t.baseUrl).post('/api/push/subscriptions', { endpoint: `${pushService.origin}/push/x`, keys })).status).toBe(401);
  });
});
