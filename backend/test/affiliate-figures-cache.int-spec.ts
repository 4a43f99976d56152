import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AffiliateFiguresCache } from '../src/affiliates/affiliate-figures-cache';
import { signedInClient } from './helpers/factories';
import { SEPAY_API_KEY } from './helpers/money';
import { Shop } from './helpers/shop';
import type { HttpClient, HttpResult } from './helpers/http-client';
import { isolatedDatabase, startTestApp, TestApp } from './helpers/test-app';

// The cached affiliate figures and the path that answers them before Nest (docs/affiliates.md, "Speed"):
// kept a few seconds, cleared by the affiliate's and the admin's own actions; the viewer checked on
// every request, also when their session or account changed behind the API's back.

// A database of its own: the test changes the programme's settings.
let database: Awaited<ReturnType<typeof isolatedDatabase>>;
let t: TestApp;
let admin: HttpClient;
/** Calls of the cache's load, which only the route makes: a request that does not call it was answered by the fast path. */
let routeReads: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  database = await isolatedDatabase('affiliate_figures');
  t = await startTestApp({ DATABASE_URL: database.url, AFFILIATE_FIGURES_CACHE_SECONDS: '60', SEPAY_API_KEY });
  admin = (await signedInClient(t.baseUrl, t.prisma, { role: 'admin' })).client;
  routeReads = vi.spyOn(t.app.get(AffiliateFiguresCache), 'get');
});
afterAll(async () => {
  await t?.close();
  await database?.drop();
});

async function affiliate() {
  const signedIn = await signedInClient(t.baseUrl, t.prisma);
  expect((await signedIn.client.post('/api/affiliates/me/join')).status).toBe(200);
  return signedIn;
}

/** `request` answered twice: first by the route (filling the cache), then by the fast path; both answers. */
async function routeThenFastPath(request: () => Promise<HttpResult>) {
  routeReads.mockClear();
  const byRoute = await request();
  expect(byRoute.status, JSON.stringify(byRoute.body)).toBe(200);
  expect(routeReads, 'the first request goes through the route').toHaveBeenCalled();
  routeReads.mockClear();
  const byFastPath = await request();
  expect(routeReads, 'the second is answered before the route').not.toHaveBeenCalled();
  const headersOf = ({ headers }: HttpResult) => Object.fromEntries([...headers].filter(([name]) => name !== 'date'));
  expect(headersOf(byFastPath)).toEqual(headersOf(byRoute));
  expect(byFastPath.body).toEqual(byRoute.body);
  return byFastPath;
}

describe('affiliate figures cached', () => {
  it("an affiliate's dashboard and info, each their own, answered as the route does", async () => {
    const [first, second] = [await affiliate(), await affiliate()];
    const info = await routeThenFastPath(() => first.client.get('/api/affiliates/me/info'));
    await routeThenFastPath(() => first.client.get('/api/affiliates/dashboard-info'));
    const othersInfo = await routeThenFastPath(() => second.client.get('/api/affiliates/me/info'));
    expect(othersInfo.body.affiliateCode).not.toBe(info.body.affiliateCode);
  });

  it("the affiliate's own payout account shows at once in their info", async () => {
    const { client } = await affiliate();
    await routeThenFastPath(() => client.get('/api/affiliates/me/info'));
    const saved = await client.put('/api/affiliates/me/payout-account', { bankBin: '970436', accountNumber: '0123456789', accountHolder: 'tran thi ban' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await client.get('/api/affiliates/me/info')).body.payoutAccount).toMatchObject({ bankName: 'Vietcombank', accountHolder: 'TRAN THI BAN' });
  });

  it("a sale through the affiliate shows at once on their cached dashboard and info, the others' kept", async () => {
    const shop = await Shop.open(t);
    const [owner, bystander] = [await affiliate(), await affiliate()];
    const figures = async (client: HttpClient) => ({
      enrollments: (await client.get('/api/affiliates/dashboard-info')).body.stats.enrollments,
      pending: (await client.get('/api/affiliates/me/info')).body.balances.pending,
    });
    const buyer = await shop.studentWithBalance(500_000);
    await t.prisma.user.update({ where: { id: buyer.user.id }, data: { referredById: owner.user.id, referredAt: new Date() } });
    await routeThenFastPath(() => owner.client.get('/api/affiliates/dashboard-info'));
    await routeThenFastPath(() => owner.client.get('/api/affiliates/me/info'));
    await routeThenFastPath(() => bystander.client.get('/api/affiliates/dashboard-info'));
    expect(await figures(owner.client)).toEqual({ enrollments: 0, pending: 0 });

    const course = await shop.course(400_000);
    const paid = await buyer.client.post('/api/orders', { items: [{ kind: 'course', id: course.id }], paymentMethod: 'wallet' });
    expect(paid.body.order, JSON.stringify(paid.body)).toMatchObject({ status: 'paid' });
    const { directRatePercent } = (await owner.client.get('/api/affiliates/me/info')).body;
    expect(await figures(owner.client)).toEqual({ enrollments: 1, pending: (400_000 * directRatePercent) / 100 });
    // Another affiliate's cached answer stays where it was: only the credited ones are forgotten.
    routeReads.mockClear();
    await bystander.client.get('/api/affiliates/dashboard-info');
    expect(routeReads).not.toHaveBeenCalled();
  });

  it("the admin's list, overview and report; a change of settings shows at once", async () => {
    await routeThenFastPath(() => admin.get('/api/admin/affiliates/stats?page=1&limit=10'));
    await routeThenFastPath(() => admin.get('/api/admin/stats/affiliates'));
    await routeThenFastPath(() => admin.get('/api/admin/affiliates/report?months=6'));
    const info = async (client: HttpClient) => (await client.get('/api/affiliates/me/info')).body;
    const { client } = await affiliate();
    await routeThenFastPath(() => client.get('/api/affiliates/me/info'));
    const { settings } = (await admin.get('/api/admin/settings/affiliate')).body;
    const { directRatePercent, teamRatePercent, levelRates, signupCommission, cookieDays, holdingDays, minimumPayout, maxSignupsPerIpPerDay, taxRules } = settings;
    const input = { directRatePercent, teamRatePercent, levelRates, signupCommission, cookieDays, holdingDays, minimumPayout, maxSignupsPerIpPerDay, taxRules };
    const changed = await admin.put('/api/admin/settings/affiliate', { ...input, cookieDays: cookieDays + 1 });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await info(client)).cookieDays).toBe(cookieDays + 1);
  });
});

describe('the viewer is checked on every request, whatever is cached', () => {
  it('a session ended behind the API: 401; an account locked: 403; a learner on the admin figures: 403', async () => {
    const ended = await affiliate();
    await routeThenFastPath(() => ended.client.get('/api/affiliates/dashboard-info'));
    await t.prisma.refreshToken.updateMany({ where: { userId: ended.user.id }, data: { revokedAt: new Date() } });
    expect((await ended.client.get('/api/affiliates/dashboard-info')).status).toBe(401);

    const locked = await affiliate();
    await routeThenFastPath(() => locked.client.get('/api/affiliates/me/info'));
    await t.prisma.user.update({ where: { id: locked.user.id }, data: { isDisabled: true } });
    expect(await locked.client.get('/api/affiliates/me/info')).toMatchObject({ status: 403, body: { code: 'ACCOUNT_DISABLED' } });

    // Joining clears the figures: the learner joins before the admin's report is cached.
    const learner = await affiliate();
    await routeThenFastPath(() => admin.get('/api/admin/affiliates/report?months=12'));
    await routeThenFastPath(() => admin.get('/api/admin/stats/affiliates'));
    expect((await learner.client.get('/api/admin/affiliates/report?months=12')).status).toBe(403);
    expect((await learner.client.get('/api/admin/stats/affiliates')).status).toBe(403);
  });
});
