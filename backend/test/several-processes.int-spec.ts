import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrdersService } from '../src/orders/orders.service';
import { createCategory, insertCourse } from './helpers/catalogue';
import { signedInClient } from './helpers/factories';
import { HttpClient } from './helpers/http-client';
import { deliverWebhook, SEPAY_API_KEY, sepayTransfer } from './helpers/money';
import { readPaymentEvents } from './helpers/payment-events';
import { startRedisServer, type RedisTestServer } from './helpers/redis-server';
import { Shop } from './helpers/shop';
import { isolatedDatabase, startTestApp, TestApp } from './helpers/test-app';

// Two API processes of one deployment (same database, secrets and Redis), as behind a load balancer.
const LIMIT = 10;
const TOO_FAST = 'Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.';
// Well under what a stream would take to notice without the bus (never, until it is reopened).
let redis: RedisTestServer;
let a: TestApp;
let b: TestApp;
let shop: Shop;
let database: Awaited<ReturnType<typeof isolatedDatabase>>;
const prefix = `hvm-test-${crypto.randomBytes(4).toString('hex')}:`;

beforeAll(async () => {
  redis = await startRedisServer();
  // Its own database: the expiry sweep below ends every overdue order it finds.
  database = await isolatedDatabase('processes');
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    REDIS_PREFIX: prefix,
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    SEPAY_API_KEY,
    RATE_LIMIT_PER_MINUTE: String(LIMIT),
    // The attempts below come from their own client address; the other tests' sign-ins from 127.0.0.1.
    TRUST_PROXY: '127.0.0.1',
    CATALOGUE_CACHE_SECONDS: '300',
  };
  [a, b] = await Promise.all([startTestApp(env), startTestApp(env)]);
  shop = await Shop.open(a);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await redis?.close();
  await database?.drop();
});

/** A failed sign-in of `email` through `app`, from the client address `ip`. */
function signInAttempt(app: TestApp, email: string, ip: string) {
  const client = new HttpClient(app.baseUrl);
  client.headers['x-forwarded-for'] = ip;
  return client.post('/api/auth/login', { email, password: 'sai-mat-khau' });
}

const unknownEmail = () => `khong-co-${crypto.randomBytes(4).toString('hex')}@example.vn`;

describe('rate limits shared through Redis', () => {
  it('refuses the 11th sign-in attempt of a minute whichever process gets it', async () => {
    const email = unknownEmail();
    const attempt = (app: TestApp) => signInAttempt(app, email, '203.0.113.7');
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i += 1) statuses.push((await attempt(i % 2 ? b : a)).status);
    expect(statuses).toEqual(Array(LIMIT).fill(401));
    expect((await attempt(a)).body).toMatchObject({ message: TOO_FAST, code: 'TOO_MANY_REQUESTS' });
    expect((await attempt(b)).body).toMatchObject({ message: TOO_FAST, code: 'TOO_MANY_REQUESTS' });
    // The counters are in Redis, under this deployment's prefix.
    expect((await redis.client.keys(`${prefix}throttle:*`)).length).toBeGreaterThan(0);
  });
});

describe('payment status announced to every process', () => {
  // No process polls MySQL any more: only the bus can tell A, so the status arriving at all proves it.
  // How fast is a figure (scripts/bench-cluster.mjs), never an assertion a busy machine can break.
  it("shows 'paid' on a page connected to A as soon as the bank's webhook reaches B", async () => {
    const { client } = await signedInClient(a.baseUrl, a.prisma);
    const { order } = (await client.post('/api/orders', { items: [{ id: (await shop.course(150_000)).id }], paymentMethod: 'bank_transfer' })).body;
    const { events, seconds } = await readPaymentEvents(a.baseUrl, client, order.code, () => deliverWebhook(b.baseUrl, sepayTransfer(150_000, order.code)));
    expect(events.map((event) => event.status)).toEqual(['pending', 'paid']);
    console.log(`paid shown on A ${seconds.toFixed(2)} s after the webhook reached B`);
  });

  it('ends the stream on A when the order is cancelled on B, or expired by the sweep of B', async () => {
    const { client } = await signedInClient(a.baseUrl, a.prisma);
    const course = await shop.course(90_000);
    const cancelled = (await client.post('/api/orders', { items: [{ id: course.id }], paymentMethod: 'bank_transfer' })).body.order;
    const onB = new HttpClient(b.baseUrl);
    onB.accessToken = client.accessToken;
    const first = await readPaymentEvents(a.baseUrl, client, cancelled.code, () => onB.post(`/api/orders/${cancelled._id}/cancel`));
    expect(first.events.map((event) => event.status)).toEqual(['pending', 'cancelled']);

    const overdue = (await client.post('/api/orders', { items: [{ id: course.id }], paymentMethod: 'bank_transfer' })).body.order;
    const second = await readPaymentEvents(a.baseUrl, client, overdue.code, () => b.app.get(OrdersService).expireOverdue(new Date(Date.now() + 365 * 86_400_000)));
    expect(second.events.map((event) => event.status)).toEqual(['pending', 'expired']);
  });
});

describe('catalogue cache cleared in every process', () => {
  it('hides on B, at once, a course withdrawn through A while B had its page cached', async () => {
    const admin = (await signedInClient(a.baseUrl, a.prisma, { role: 'admin' })).client;
    const instructorId = (await signedInClient(a.baseUrl, a.prisma, { role: 'instructor' })).user.id;
    const course = await insertCourse(a.prisma, { instructorId, categoryId: (await createCategory(a.prisma)).id });
    const page = () => fetch(`${b.baseUrl}/api/courses/${course.slug}`).then((response) => response.status);
    expect(await page()).toBe(200);
    // Cached: a change straight in the database (no write through the API) stays unseen on B.
    await a.prisma.course.update({ where: { id: course.id }, data: { status: 'draft' } });
    expect(await page()).toBe(200);
    await a.prisma.course.update({ where: { id: course.id }, data: { status: 'published' } });

    expect((await admin.patch(`/api/instructor/me/courses/${course.id}/toggle-publish`)).status).toBe(200);
    const changedAt = Date.now();
    while ((await page()) !== 404) {
      // B keeps its pages 300 s: seen well before then, only the announcement can have dropped it.
      expect(Date.now() - changedAt).toBeLessThan(60_000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
});

describe('affiliate rules forgotten in every process', () => {
  it('B reads the rules an admin has just saved through A (its sales read them there), though B keeps them 60 s', async () => {
    const admin = (await signedInClient(a.baseUrl, a.prisma, { role: 'admin' })).client;
    const adminOnB = new HttpClient(b.baseUrl);
    adminOnB.accessToken = admin.accessToken;
    const cookieDaysOnB = async () => (await adminOnB.get('/api/admin/settings/affiliate')).body.settings.cookieDays as number;
    const saved = (await admin.get('/api/admin/settings/affiliate')).body.settings;
    const before = await cookieDaysOnB();
    // Kept: a version written straight in the database (no save through the API) stays unseen on B.
    const direct = crypto.randomUUID();
    await a.prisma.$executeRaw`
      INSERT INTO affiliate_settings (id, effective_from, direct_rate_percent, team_rate_percent, level_rates, signup_commission, cookie_days,
                                      holding_days, minimum_payout, max_signups_per_ip_per_day, tax_rules, created_at)
      SELECT ${direct}, NOW(3), direct_rate_percent, team_rate_percent, level_rates, signup_commission, cookie_days + 5,
             holding_days, minimum_payout, max_signups_per_ip_per_day, tax_rules, NOW(3)
        FROM affiliate_settings ORDER BY effective_from DESC, id DESC LIMIT 1`;
    expect(await cookieDaysOnB()).toBe(before);
    await a.prisma.affiliateSettings.delete({ where: { id: direct } });

    const { effectiveFrom, ...input } = saved;
    void effectiveFrom;
    expect((await admin.put('/api/admin/settings/affiliate', { ...input, cookieDays: before + 1 })).status).toBe(200);
    const savedAt = Date.now();
    while ((await cookieDaysOnB()) !== before + 1) {
      // Well before B's 60 s: only the announcement can have dropped them.
      expect(Date.now() - savedAt).toBeLessThan(10_000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
});

// Last: it stops Redis.
describe('while Redis is away', () => {
  it('still limits sign-ins, in each process on its own, and shares the counters again once Redis is back', async () => {
    await redis.stop();
    const email = unknownEmail();
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i += 1) statuses.push((await signInAttempt(a, email, '203.0.113.8')).status);
    expect(statuses).toEqual(Array(LIMIT).fill(401));
    expect((await signInAttempt(a, email, '203.0.113.8')).body).toMatchObject({ message: TOO_FAST, code: 'TOO_MANY_REQUESTS' });
    // B has counted nothing of A's attempts meanwhile.
    expect((await signInAttempt(b, email, '203.0.113.8')).status).toBe(401);

    await redis.start();
    // Once both processes have reconnected (ioredis retries on its own), A's and B's attempts add up again.
    let round = 0;
    const eleventhThroughB = async () => {
      const [email, ip] = [unknownEmail(), `203.0.113.${20 + (round += 1)}`];
      for (let i = 0; i < LIMIT; i += 1) await signInAttempt(i % 2 ? b : a, email, ip);
      return (await signInAttempt(b, email, ip)).body.code;
    };
    await expect.poll(eleventhThroughB, { timeout: 15_000, interval: 200 }).toBe('TOO_MANY_REQUESTS');
  });
});
