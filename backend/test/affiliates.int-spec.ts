import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AffiliateAdminService } from '../src/affiliates/affiliate-admin.service';
import { AffiliateRulesCache, AffiliateSettingsService } from '../src/affiliates/affiliate-settings.service';
import { CommissionsService } from '../src/affiliates/commissions.service';
import { formatVnd } from '../src/common/text/money';
import { APP_CONFIG, type AppConfig } from '../src/config/app-config';
import { LedgerService } from '../src/ledger/ledger.service';
import { OrderPaidNoticesService } from '../src/orders/order-paid-notices.service';
import { newRowId } from '../src/prisma/row-ids';
import { PUSH_SEND_JOB } from '../src/push';
import { DEFAULT_PASSWORD, signedInClient, uniqueEmail } from './helpers/factories';
import { recordingTransactions, tripShapes } from './helpers/driver-traffic';
import { HttpClient } from './helpers/http-client';
import { deliverWebhook, expectLedgerConsistent, runPaidNotices, SEPAY_API_KEY, sepayTransfer } from './helpers/money';
import { Shop } from './helpers/shop';
import { startTestApp, TestApp } from './helpers/test-app';

const DAY_MS = 86_400_000;
const DEFAULT_SETTINGS = {
  directRatePercent: 30,
  teamRatePercent: 20,
  levelRates: [],
  signupCommission: 0,
  cookieDays: 30,
  holdingDays: 14,
  minimumPayout: 200_000,
  maxSignupsPerIpPerDay: 5,
  taxRules: [
    { from: '2000-01-01', ratePercent: 10, threshold: 2_000_000 },
    { from: '2026-07-01', ratePercent: 10, threshold: 5_000_000 },
  ],
};

let t: TestApp;
let admin: HttpClient;
let shop: Shop;

beforeAll(async () => {
  // The test clients play people on other networks through X-Forwarded-For, as behind the real proxy.
  t = await startTestApp({ SEPAY_API_KEY, PAYMENT_DEMO_MODE: 'true', INSTRUCTOR_REVENUE_SHARE_PERCENT: '70', TRUST_PROXY: '127.0.0.1' });
  admin = (await signedInClient(t.baseUrl, t.prisma, { role: 'admin' })).client;
  shop = await Shop.open(t);
});
afterEach(async () => {
  if (!t) return;
  expect((await admin.put('/api/admin/settings/affiliate', DEFAULT_SETTINGS)).status).toBe(200);
  await expectLedgerConsistent(t.prisma);
});
afterAll(async () => {
  await t?.close();
});

/** A browser of its own: its own address on its own network and its own user agent. */
function browser(): HttpClient {
  const client = new HttpClient(t.baseUrl);
  client.headers['x-forwarded-for'] = `10.${crypto.randomInt(1, 255)}.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 255)}`;
  client.headers['user-agent'] = `Mozilla/5.0 (Linux; Android 14; SM-${crypto.randomBytes(3).toString('hex')}) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36`;
  return client;
}

const uniquePhone = () => `09${crypto.randomInt(10_000_000, 99_999_999)}`;

interface Person {
  client: HttpClient;
  id: string;
  email: string;
}

/** Registers through the API (carrying `ref` as the referral cookie when given), verifies the address and signs in. */
async function register(options: { ref?: string; email?: string; phone?: string; client?: HttpClient } = {}): Promise<Person> {
  const client = options.client ?? browser();
  if (options.ref) client.setCookie('aff_ref_code', options.ref);
  const email = options.email ?? uniqueEmail('ban');
  const registered = await client.post('/api/auth/register', { email, password: DEFAULT_PASSWORD, name: 'Trần Thị Bạn', phoneNumber: options.phone ?? uniquePhone() });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  await t.prisma.user.update({ where: { email }, data: { emailVerifiedAt: new Date() } });
  const person = { client, email, id: (await t.prisma.user.findUniqueOrThrow({ where: { email } })).id };
  await signIn(person, client);
  return person;
}

async function signIn(person: { email: string }, client: HttpClient): Promise<HttpClient> {
  const login = await client.post('/api/auth/login', { email: person.email, password: DEFAULT_PASSWORD });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  client.accessToken = login.body.accessToken;
  return client;
}

async function affiliate(options: { ref?: string; phone?: string } = {}): Promise<Person & { code: string }> {
  const person = await register(options);
  const joined = await person.client.post('/api/affiliates/me/join');
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  return { ...person, code: joined.body.affiliateCode };
}

/** Buys by VietQR: the order, then the bank's webhook for the exact amount. */
async function buy(client: HttpClient, id: string, kind: 'course' | 'tool_plan' = 'course') {
  const created = await client.post('/api/orders', { items: [{ kind, id }], paymentMethod: 'bank_transfer' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { order } = created.body;
  expect((await deliverWebhook(t.baseUrl, sepayTransfer(order.total, `CT DEN ${order.code} thanh toan`))).status).toBe(200);
  return order as { _id: string; code: string; total: number };
}

async function balance(key: string): Promise<number> {
  const row = await t.prisma.ledgerAccount.findUnique({ where: { key } });
  return Number(row?.balance ?? 0n);
}

const conversionsOf = (affiliateUserId: string) => t.prisma.affiliateConversion.findMany({ where: { affiliateUserId }, orderBy: [{ createdAt: 'asc' }, { tier: 'asc' }] });
const commissions = () => t.app.get(CommissionsService);

describe('joining and clicks', () => {
  it('joins in one call with an eight-character code that a second join keeps, and shows the rates, the link and empty balances', async () => {
    const person = await register();
    const before = await person.client.get('/api/affiliates/me/info');
    expect(before.body).toMatchObject({ isAffiliate: false, affiliateCode: null, referralLink: null });
    expect((await person.client.get('/api/affiliates/dashboard-info')).body).toMatchObject({ code: 'NOT_AFFILIATE' });

    const first = await person.client.post('/api/affiliates/me/join');
    expect(first.body).toMatchObject({ isAffiliate: true, directRatePercent: 30, teamRatePercent: 20, minimumPayout: 200_000, balances: { pending: 0, approved: 0, paid: 0 } });
    expect(first.body.affiliateCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(first.body.referralLink).toMatch(new RegExp(`/ref/${first.body.affiliateCode}$`));
    const second = await person.client.post('/api/affiliates/me/join');
    expect(second.body.affiliateCode).toBe(first.body.affiliateCode);
    const profile = await person.client.get('/api/users/profile');
    expect(JSON.stringify(profile.body)).toContain('"isAffiliate":true');
  });

  it('records one click per code, address and browser per hour, ignores bots and link previews, and answers an unknown code with 404', async () => {
    const owner = await affiliate();
    const visitor = browser();
    const track = (client: HttpClient, code = owner.code) => client.get(`/api/affiliates/track/${code}?source=course_facebook-ads`);
    expect((await track(visitor)).body).toEqual({ recorded: true });
    expect((await track(visitor)).body).toEqual({ recorded: false });
    // The code arrives in any case from a hand-typed link.
    expect((await track(visitor, owner.code.toLowerCase())).body).toEqual({ recorded: false });
    expect((await track(browser())).body).toEqual({ recorded: true });
    const bot = new HttpClient(t.baseUrl);
    bot.headers['user-agent'] = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';
    expect((await track(bot)).body).toEqual({ recorded: false });
    expect(await t.prisma.affiliateClick.count({ where: { affiliateUserId: owner.id } })).toBe(2);
    expect((await t.prisma.affiliateClick.findFirstOrThrow({ where: { affiliateUserId: owner.id } })).source).toBe('course_facebook-ads');

    expect(await track(visitor, 'KHONGCO99')).toMatchObject({ status: 404, body: { code: 'AFFILIATE_CODE_INVALID', message: 'Mã giới thiệu không hợp lệ.' } });
    expect((await track(visitor, '%3Cscript%3E')).status).toBe(404);
    const transactions = await recordingTransactions(t.prisma, async () => {
      expect((await owner.client.get('/api/affiliates/dashboard-info')).body.stats).toMatchObject({ clicks: 2, signups: 0, enrollments: 0, conversionRate: 0 });
    });
    // Its seven reads in one round trip on one connection (with the BEGIN), then the COMMIT.
    const dashboard = transactions.find((trips) => trips[0]?.includes('is_affiliate'));
    expect(dashboard && tripShapes(dashboard).map((statements) => statements.length)).toEqual([8, 1]);
  });
});

describe('attribution and commission', () => {
  it('fixes the referrer at registration; a purchase from another device pays 30% direct to her and 20% team to her upline, the instructor 70% of the rest; one SIGNUP per user', async () => {
    const upline = await affiliate();
    const seller = await affiliate({ ref: upline.code });
    const friend = await register({ ref: seller.code });
    expect(await t.prisma.user.findUniqueOrThrow({ where: { id: friend.id } })).toMatchObject({ referredById: seller.id });
    expect((await conversionsOf(seller.id)).map((c) => [c.type, c.status, c.referredUserId])).toEqual([['SIGNUP', 'pending', friend.id]]);

    // A week later, on her laptop: no cookie, the account remembers who referred her.
    const laptop = await signIn(friend, browser());
    const course = await shop.course(500_000);
    const instructorBefore = await balance(`instructor_earnings:${shop.instructorId}`);
    const order = await buy(laptop, course.id);

    const direct = (await conversionsOf(seller.id)).find((c) => c.type === 'COURSE_ENROLLMENT');
    expect(direct).toMatchObject({ tier: 'direct', status: 'pending', orderId: order._id, courseId: course.id, ratePercent: 30, flagged: false });
    expect(Number(direct!.baseAmount)).toBe(500_000);
    expect(Number(direct!.amount)).toBe(150_000);
    const team = (await conversionsOf(upline.id)).find((c) => c.type === 'COURSE_ENROLLMENT');
    expect(team).toMatchObject({ tier: 'team', status: 'pending', ratePercent: 20 });
    expect(Number(team!.amount)).toBe(100_000);
    expect(await balance(`affiliate_pending:${seller.id}`)).toBe(150_000);
    expect(await balance(`affiliate_pending:${upline.id}`)).toBe(100_000);
    expect((await balance(`instructor_earnings:${shop.instructorId}`)) - instructorBefore).toBe(Math.floor((500_000 - 250_000) * 0.7));

    // The sales report counts the whole line as revenue: the commission is part of what the buyer paid.
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const sales = await admin.get(`/api/admin/reports/sales?fromDate=${today}&toDate=${today}&limit=100`);
    expect(sales.body.products.find((row: { _id: string }) => row._id === course.id)).toMatchObject({ revenue: 500_000, instructorShare: 175_000, platformShare: 75_000 });

    // What the affiliate sees: both conversions pending, the figures, a notification.
    const mine = await seller.client.get('/api/affiliates/me/conversions?type=COURSE_ENROLLMENT');
    expect(mine.body.conversions).toEqual([
      expect.objectContaining({ type: 'COURSE_ENROLLMENT', status: 'pending', earnedAmount: 150_000, itemTitle: course.title, itemKind: 'course' }),
    ]);
    expect((await seller.client.get('/api/affiliates/me/conversions?type=SIGNUP')).body.conversions).toHaveLength(1);
    const dashboard = await seller.client.get('/api/affiliates/dashboard-info');
    expect(dashboard.body.stats).toMatchObject({ signups: 1, enrollments: 1, earnings: { pending: 150_000, approved: 0, paid: 0 } });
    expect(dashboard.body.daily.at(-1)).toMatchObject({ signups: 1, enrollments: 1, earnings: 150_000 });
    expect((await upline.client.get('/api/affiliates/me/downline')).body.downline).toEqual([expect.objectContaining({ _id: seller.id, isAffiliate: true, earned: 100_000 })]);
    // Told after the sale's commit, by its paid-notices job: once each, run twice or not.
    const toldOfSale = (userId: string) => t.prisma.notification.findMany({ where: { userId, title: 'Bạn có hoa hồng mới' }, select: { body: true } });
    expect(await toldOfSale(seller.id)).toEqual([]);
    // The seller's phone gets the notice as a push too (queued with it; nothing listens on port 1).
    const endpoint = `https://127.0.0.1:1/thiet-bi/${seller.id}`;
    const phone = await t.prisma.pushSubscription.create({
      data: { userId: seller.id, endpoint, endpointHash: crypto.createHash('sha256').update(endpoint).digest('hex'), p256dh: 'khoa', auth: 'xac-thuc' },
    });
    await runPaidNotices(t, order._id);
    await t.app.get(OrderPaidNoticesService).send([{ orderId: order._id, tools: [], enrolledCourseIds: [], tellAffiliates: true }]);
    expect(await toldOfSale(seller.id)).toEqual([{ body: `Đơn hàng ${order.code} vừa được thanh toán: hoa hồng trực tiếp ${formatVnd(150_000)} đang chờ duyệt.` }]);
    expect(await toldOfSale(upline.id)).toEqual([{ body: `Đơn hàng ${order.code} vừa được thanh toán: hoa hồng đội nhóm ${formatVnd(100_000)} đang chờ duyệt.` }]);
    const pushes = await t.prisma.job.findMany({ where: { type: PUSH_SEND_JOB.name, payload: { path: '$.subscriptionId', equals: phone.id } }, select: { payload: true } });
    expect(pushes.map((job) => job.payload)).toEqual([
      {
        subscriptionId: phone.id,
        title: 'Bạn có hoa hồng mới',
        body: `Đơn hàng ${order.code} vừa được thanh toán: hoa hồng trực tiếp ${formatVnd(150_000)} đang chờ duyệt.`,
        url: '/affiliate-dashboard',
      },
    ]);

    // Signing in again and buying again never adds a second SIGNUP.
    await signIn(friend, browser());
    await buy(laptop, (await shop.course(100_000)).id);
    expect(await t.prisma.affiliateConversion.count({ where: { referredUserId: friend.id, type: 'SIGNUP' } })).toBe(1);
  });

  it('the last click wins: a checkout cookie of another affiliate takes the direct commission from the registered referrer', async () => {
    const first = await affiliate();
    const last = await affiliate();
    const friend = await register({ ref: first.code });
    friend.client.setCookie('aff_ref_code', last.code);
    await buy(friend.client, (await shop.course(200_000)).id);
    expect((await conversionsOf(last.id)).map((c) => [c.type, Number(c.amount)])).toEqual([['COURSE_ENROLLMENT', 60_000]]);
    expect((await conversionsOf(first.id)).map((c) => c.type)).toEqual(['SIGNUP']);
  });

  it('says what each sale was: a course or a software plan, to the affiliate and to the admin', async () => {
    const seller = await affiliate();
    const friend = await register({ ref: seller.code });
    const course = await shop.course(200_000);
    const plan = await shop.toolPlan(300_000);
    await buy(friend.client, course.id);
    await buy(friend.client, plan.id, 'tool_plan');
    const mine = (await seller.client.get('/api/affiliates/me/conversions?type=COURSE_ENROLLMENT')).body.conversions;
    expect(mine.map((c: { itemKind: string; earnedAmount: number }) => [c.itemKind, c.earnedAmount]).sort()).toEqual([
      ['course', 60_000],
      ['tool_plan', 90_000],
    ]);
    const queue = (await admin.get('/api/admin/conversions/pending?limit=100')).body.conversions.filter((c: { affiliate: { _id: string } }) => c.affiliate._id === seller.id);
    expect(queue.map((c: { type: string; itemKind: string | null }) => [c.type, c.itemKind]).sort()).toEqual([
      ['COURSE_ENROLLMENT', 'course'],
      ['COURSE_ENROLLMENT', 'tool_plan'],
      ['SIGNUP', null],
    ]);
  });

  it('after the cookie window a purchase without a cookie is credited to nobody', async () => {
    const owner = await affiliate();
    const friend = await register({ ref: owner.code });
    await t.prisma.user.update({ where: { id: friend.id }, data: { referredAt: new Date(Date.now() - 31 * DAY_MS) } });
    const laptop = await signIn(friend, browser());
    await buy(laptop, (await shop.course(300_000)).id);
    expect((await conversionsOf(owner.id)).map((c) => c.type)).toEqual(['SIGNUP']);
  });

  it('never credits the buyer: an affiliate buying through her own link earns nothing, and a registration through her own code is not her referral', async () => {
    const upline = await affiliate();
    const owner = await affiliate({ ref: upline.code });
    owner.client.setCookie('aff_ref_code', owner.code);
    await buy(owner.client, (await shop.course(400_000)).id);
    expect(await t.prisma.affiliateConversion.count({ where: { affiliateUserId: owner.id } })).toBe(0);
    // She is her upline's referral, so the upline's direct commission stands (and there is no one above).
    expect((await conversionsOf(upline.id)).map((c) => [c.type, c.tier, Number(c.amount)])).toEqual([
      ['SIGNUP', 'direct', 0],
      ['COURSE_ENROLLMENT', 'direct', 120_000],
    ]);
  });

  it('applies per-level rates set on the affiliate, and settings refuse rates over 100%', async () => {
    const refused = await admin.put('/api/admin/settings/affiliate', { ...DEFAULT_SETTINGS, directRatePercent: 70, teamRatePercent: 40 });
    expect(refused).toMatchObject({ status: 400, body: { code: 'RATES_OVER_LIMIT', message: 'Tổng hoa hồng trực tiếp và đội nhóm không được vượt quá 100%.' } });
    const refusedLevel = await admin.put('/api/admin/settings/affiliate', { ...DEFAULT_SETTINGS, levelRates: [{ level: 3, directRatePercent: 90, teamRatePercent: 20 }] });
    expect(refusedLevel.status).toBe(400);

    const saved = await admin.put('/api/admin/settings/affiliate', { ...DEFAULT_SETTINGS, levelRates: [{ level: 2, directRatePercent: 40, teamRatePercent: 25 }] });
    expect(saved.body.settings).toMatchObject({ directRatePercent: 30, levelRates: [{ level: 2, directRatePercent: 40, teamRatePercent: 25 }] });
    const owner = await affiliate();
    expect((await admin.put(`/api/admin/users/${owner.id}/affiliate-level`, { newLevel: 2 })).status).toBe(200);
    const friend = await register({ ref: owner.code });
    await buy(friend.client, (await shop.course(100_000)).id);
    expect((await conversionsOf(owner.id)).filter((c) => c.type === 'COURSE_ENROLLMENT').map((c) => [c.ratePercent, Number(c.amount)])).toEqual([[40, 40_000]]);
  });

  it('takes no commission on the part of a wallet purchase paid with the bonus balance', async () => {
    const owner = await affiliate();
    const friend = await register({ ref: owner.code });
    // 100.000 ₫ of main balance by transfer and 50.000 ₫ of bonus (a campaign gift, not money paid).
    const deposit = await friend.client.post('/api/wallet/deposit', { amount: 100_000 });
    expect((await deliverWebhook(t.baseUrl, sepayTransfer(100_000, `NAP ${deposit.body.deposit.code}`))).status).toBe(200);
    await t.prisma.$transaction(async (tx) => {
      await tx.bonusGrant.create({ data: { userId: friend.id, amount: 50_000n, remaining: 50_000n, expiresAt: new Date(Date.now() + 30 * DAY_MS) } });
      await t.app.get(LedgerService).post(tx, {
        type: 'bonus_grant',
        userId: friend.id,
        description: 'Quà tặng',
        lines: [
          { account: { kind: 'bonus_funding' }, amount: -50_000 },
          { account: { kind: 'user_bonus', userId: friend.id }, amount: 50_000 },
        ],
      });
    });
    const course = await shop.course(150_000);
    const paid = await friend.client.post('/api/orders', { items: [{ kind: 'course', id: course.id }], paymentMethod: 'wallet' });
    expect(paid.body.order, JSON.stringify(paid.body)).toMatchObject({ status: 'paid' });
    const [conversion] = (await conversionsOf(owner.id)).filter((c) => c.type === 'COURSE_ENROLLMENT');
    expect([Number(conversion.baseAmount), Number(conversion.amount)]).toEqual([100_000, 30_000]);
  });
});

describe("the affiliate of a checkout's link", () => {
  it('credits the link whatever its case, in the cookie or as stored, with the team commission to the upline, by wallet and by VietQR', async () => {
    const upline = await affiliate();
    const seller = await affiliate({ ref: upline.code });
    // A code kept in lower case (an import from the old platform, say): the column compares without case.
    await t.prisma.user.update({ where: { id: seller.id }, data: { affiliateCode: seller.code.toLowerCase() } });
    for (const [cookie, pay] of [
      [seller.code.toLowerCase(), 'wallet'],
      [seller.code, 'bank_transfer'],
    ] as const) {
      const buyer = await register();
      buyer.client.setCookie('aff_ref_code', cookie);
      const course = await shop.course(200_000);
      let orderId: string;
      if (pay === 'wallet') {
        const deposit = await buyer.client.post('/api/wallet/deposit', { amount: 200_000 });
        expect((await deliverWebhook(t.baseUrl, sepayTransfer(200_000, `NAP ${deposit.body.deposit.code}`))).status).toBe(200);
        const bought = await buyer.client.post('/api/wallet/purchase', { items: [{ id: course.id }] });
        expect(bought.status, JSON.stringify(bought.body)).toBe(201);
        orderId = bought.body.order._id;
      } else {
        orderId = (await buy(buyer.client, course.id))._id;
      }
      const conversions = await t.prisma.affiliateConversion.findMany({ where: { orderId }, select: { tier: true, affiliateUserId: true, amount: true } });
      expect(conversions.map((row) => [row.tier, row.affiliateUserId, Number(row.amount)]).sort()).toEqual([
        ['direct', seller.id, 60_000],
        ['team', upline.id, 40_000],
      ]);
    }
  });

  it('20 buyers through one link at once, by wallet: each sale credits the affiliate and the upline once, and the ledger balances', async () => {
    const upline = await affiliate();
    const seller = await affiliate({ ref: upline.code });
    const course = await shop.course(100_000);
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const { client } = await shop.studentWithBalance(100_000);
        client.setCookie('aff_ref_code', seller.code);
        return client;
      }),
    );
    const bought = await Promise.all(buyers.map((client) => client.post('/api/wallet/purchase', { items: [{ id: course.id }] })));
    expect(bought.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const orderIds = bought.map((answer) => answer.body.order._id as string);
    const conversions = await t.prisma.affiliateConversion.groupBy({ by: ['orderId', 'tier', 'affiliateUserId'], where: { orderId: { in: orderIds } }, _count: true });
    expect(conversions).toHaveLength(40);
    expect(conversions.every((row) => row._count === 1 && row.affiliateUserId === (row.tier === 'direct' ? seller.id : upline.id))).toBe(true);
    expect(await balance(`affiliate_pending:${seller.id}`)).toBe(20 * 30_000);
    expect(await balance(`affiliate_pending:${upline.id}`)).toBe(20 * 20_000);
  });
});

describe('the rules in force', () => {
  it('a sale that finds them uncached reads them on its own connection, even when every pooled connection is such a sale and a read outside them asked first', async () => {
    const owner = await affiliate();
    const buyer = await register();
    const poolSize = t.app.get<AppConfig>(APP_CONFIG).databasePoolSize;
    t.app.get(AffiliateRulesCache).forget();
    let poolRead: Promise<unknown> | undefined;
    let started = 0;
    let allStarted!: () => void;
    const everyConnectionTaken = new Promise<void>((resolve) => (allStarted = resolve));
    // Each transaction holds a pooled connection before any asks for the rules, and a read outside any
    // transaction (an affiliate's info page) asks first. Read through the pool, or awaited from that read,
    // the rules waited for a free connection that none of them would give back: after the pool's 10 s they
    // failed, and with them every sale here.
    const sales = await Promise.all(
      Array.from({ length: poolSize }, () =>
        t.prisma.$transaction(
          async (tx) => {
            await tx.$queryRaw`SELECT 1`;
            if (++started === poolSize) allStarted();
            await everyConnectionTaken;
            poolRead ??= t.app.get(AffiliateSettingsService).inForce();
            const sale = {
              id: newRowId(),
              code: 'DHKIEMTRA',
              userId: buyer.id,
              affRefCode: owner.code,
              buyerIp: null,
              buyerDevice: null,
              items: [{ id: newRowId(), courseId: null, toolPlanId: null, title: 'Khóa học thử', amount: 1_000_000n }],
            };
            // recordSale only builds the commission's writes: nothing to undo afterwards.
            return commissions().recordSale(tx, sale, { id: buyer.id, email: buyer.email, phoneNumber: null, referredById: null, referredAt: null, mayHaveBonus: false }, 0);
          },
          { maxWait: 5_000, timeout: 20_000 },
        ),
      ),
    );
    // The pool's read got a connection once the sales gave theirs back.
    expect(await poolRead).toMatchObject({ directRatePercent: DEFAULT_SETTINGS.directRatePercent });
    expect(sales.map((sale) => sale.lines.map((line) => [line.account, line.amount]))).toEqual(
      Array.from({ length: poolSize }, () => [[{ kind: 'affiliate_pending', userId: owner.id }, 300_000]]),
    );
  });
});

describe('holding period, fraud flags and review', () => {
  it('approves unflagged commissions when the holding period ends (the job), not before', async () => {
    const owner = await affiliate();
    const friend = await register({ ref: owner.code });
    await buy(friend.client, (await shop.course(1_000_000)).id);
    await commissions().approveDue(new Date(Date.now() + 13 * DAY_MS));
    expect((await conversionsOf(owner.id)).map((c) => c.status)).toEqual(['pending', 'pending']);

    await commissions().approveDue(new Date(Date.now() + 15 * DAY_MS));
    expect((await conversionsOf(owner.id)).map((c) => c.status)).toEqual(['approved', 'approved']);
    expect(await balance(`affiliate_pending:${owner.id}`)).toBe(0);
    expect(await balance(`affiliate_payable:${owner.id}`)).toBe(300_000);
    expect((await owner.client.get('/api/affiliates/me/info')).body.balances).toEqual({ pending: 0, approved: 300_000, paid: 0 });
    // The sale's commission is news; the sign-up, tracked at 0 ₫ under these settings, is not.
    const news = await t.prisma.notification.findMany({ where: { userId: owner.id, title: 'Hoa hồng đã được duyệt' }, select: { body: true } });
    expect(news).toHaveLength(1);
    expect(news[0].body).toContain('300.000');
    // The admin's system history shows the approval as the 300.000 ₫ earned, not a wallet change of 0 ₫.
    const { email } = await t.prisma.user.findUniqueOrThrow({ where: { id: owner.id }, select: { email: true } });
    const history = await admin.get(`/api/admin/wallet/system-transactions?search=${encodeURIComponent(email)}`);
    expect(history.body.transactions.filter((row: { type: string }) => row.type === 'commission_approval').map((row: { amount: number }) => row.amount)).toEqual([300_000]);
  });

  it('flags a buyer with the affiliate’s phone, a purchase from her address, and a throwaway inbox; they wait for review with their reasons', async () => {
    const phone = uniquePhone();
    const owner = await affiliate({ phone });
    const twin = await register({ ref: owner.code, phone });
    const throwaway = await register({ ref: owner.code, email: `ban.${crypto.randomBytes(4).toString('hex')}@yopmail.com` });
    // A third buyer checks out from the address the affiliate signed in from.
    const sameHouse = await register({ ref: owner.code });
    const houseBrowser = browser();
    houseBrowser.headers['x-forwarded-for'] = owner.client.headers['x-forwarded-for'];
    await signIn(sameHouse, houseBrowser);
    await buy(twin.client, (await shop.course(100_000)).id);
    await buy(houseBrowser, (await shop.course(100_000)).id);

    const flagged = await t.prisma.affiliateConversion.findMany({ where: { affiliateUserId: owner.id, flagged: true } });
    const reasons = (userId: string) => flagged.filter((c) => c.referredUserId === userId).flatMap((c) => c.flagReasons as string[]);
    expect(reasons(twin.id)).toContain('Người mua trùng số điện thoại với affiliate.');
    expect(reasons(throwaway.id)).toEqual(['Email dùng dịch vụ hộp thư tạm thời.']);
    expect(reasons(sameHouse.id)).toEqual(['Thực hiện từ cùng địa chỉ IP mà affiliate đăng nhập gần đây.']);
    expect(await t.prisma.affiliateConversion.count({ where: { referredUserId: sameHouse.id, flagged: false } })).toBe(1); // its SIGNUP, from another address

    // Never approved by the job; shown to the admin with the reason.
    await commissions().approveDue(new Date(Date.now() + 30 * DAY_MS));
    expect(await t.prisma.affiliateConversion.count({ where: { affiliateUserId: owner.id, flagged: true, status: 'pending' } })).toBe(flagged.length);
    const queue = await admin.get('/api/admin/conversions/pending?limit=100');
    const listed = queue.body.conversions.filter((c: { affiliate: { _id: string } }) => c.affiliate._id === owner.id);
    expect(listed.length).toBe(flagged.length);
    expect(listed.every((c: { flagged: boolean; flagReasons: string[] }) => c.flagged && c.flagReasons.length > 0)).toBe(true);
  });

  it('flags the sign-ups past the daily limit from one address', async () => {
    const owner = await affiliate();
    const address = `10.200.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 255)}`;
    for (let i = 0; i < 6; i += 1) {
      const client = browser();
      client.headers['x-forwarded-for'] = address;
      await register({ ref: owner.code, client });
    }
    const signups = await t.prisma.affiliateConversion.findMany({ where: { affiliateUserId: owner.id, type: 'SIGNUP' }, orderBy: { createdAt: 'asc' } });
    expect(signups.map((c) => c.flagged)).toEqual([false, false, false, false, false, true]);
    expect(signups[5].flagReasons).toEqual(['6 tài khoản được đăng ký từ cùng một địa chỉ IP trong 24 giờ (tối đa 5).']);
  });

  it('an admin approves or rejects a pending conversion early: it leaves the queue, the total drops, the money moves once', async () => {
    const owner = await affiliate();
    const friend = await register({ ref: owner.code });
    await buy(friend.client, (await shop.course(200_000)).id);
    await buy(friend.client, (await shop.course(300_000)).id);
    const [cheap, dear] = (await conversionsOf(owner.id)).filter((c) => c.type === 'COURSE_ENROLLMENT');
    const totalBefore = (await admin.get('/api/admin/conversions/pending')).body.total as number;

    const noReason = await admin.put(`/api/admin/conversions/${cheap.id}/review`, { newStatus: 'rejected' });
    expect(noReason).toMatchObject({ status: 400, body: { message: 'Vui lòng nhập lý do từ chối.' } });
    const platformBefore = await balance('platform_revenue');
    const results = await Promise.all([
      admin.put(`/api/admin/conversions/${cheap.id}/review`, { newStatus: 'rejected', notes: 'Đơn hàng thử nghiệm' }),
      admin.put(`/api/admin/conversions/${cheap.id}/review`, { newStatus: 'approved' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const approve = await admin.put(`/api/admin/conversions/${dear.id}/review`, { newStatus: 'approved', notes: 'Khách thật' });
    expect(approve.body.message).toBe('Đã duyệt chuyển đổi.');

    const after = await admin.get('/api/admin/conversions/pending');
    expect(after.body.total).toBe(totalBefore - 2);
    expect(after.body.conversions.map((c: { _id: string }) => c._id)).not.toContain(dear.id);
    const cheapNow = await t.prisma.affiliateConversion.findUniqueOrThrow({ where: { id: cheap.id } });
    const cheapAmount = Number(cheap.amount);
    if (cheapNow.status === 'rejected') {
      expect(await balance('platform_revenue')).toBe(platformBefore + cheapAmount);
      expect(await balance(`affiliate_payable:${owner.id}`)).toBe(90_000);
    } else {
      expect(await balance(`affiliate_payable:${owner.id}`)).toBe(90_000 + cheapAmount);
    }
    expect(await balance(`affiliate_pending:${owner.id}`)).toBe(0);
    expect((await admin.put(`/api/admin/conversions/${crypto.randomUUID()}/review`, { newStatus: 'approved' })).body.code).toBe('CONVERSION_NOT_FOUND');
  });
});

describe('reports', () => {
  it('counts the admin report by Vietnam month, also in the first hours of a month when UTC is still in the last one', async () => {
    const report = await t.app.get(AffiliateAdminService).report(2, new Date('2026-12-31T18:00:00Z'));
    expect(report.months.map((row) => row.month)).toEqual(['2026-12', '2027-01']);
    const owner = await affiliate();
    expect((await browser().get(`/api/affiliates/track/${owner.code}`)).body).toEqual({ recorded: true });
    const now = await t.app.get(AffiliateAdminService).report(12);
    expect(now.months).toHaveLength(12);
    expect(now.months.at(-1)!.month).toBe(new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 7));
    expect(now.months.at(-1)!.clicks).toBeGreaterThan(0);
  });
});

describe('payouts', () => {
  /** An approved balance of exactly `amount`, posted the way an approval posts it. */
  async function approvedBalance(userId: string, amount: number, kind: 'affiliate_payable' | 'instructor_earnings' = 'affiliate_payable') {
    await t.prisma.$transaction((tx) =>
      t.app.get(LedgerService).post(tx, {
        type: kind === 'affiliate_payable' ? 'commission_approval' : 'order_payment',
        userId,
        description: 'Số dư thử nghiệm',
        lines: [
          { account: { kind: kind === 'affiliate_payable' ? 'commission_expense' : 'bank_clearing' }, amount: -amount },
          { account: { kind, userId }, amount },
        ],
      }),
    );
  }
  const key = () => crypto.randomBytes(12).toString('hex');

  it('queues an affiliate with saved bank details and enough approved commission, with a VietQR of the net; 30 simultaneous records pay once', async () => {
    const owner = await affiliate();
    const friend = await register({ ref: owner.code });
    await buy(friend.client, (await shop.course(8_000_000)).id);
    await commissions().approveDue(new Date(Date.now() + 15 * DAY_MS));
    expect(await balance(`affiliate_payable:${owner.id}`)).toBe(2_400_000);

    const queued = async () => (await admin.get('/api/admin/affiliates/payouts-queue')).body.queue.find((e: { affiliateId: string }) => e.affiliateId === owner.id);
    expect((await queued()).payoutAccount).toBeNull();
    const badBank = await owner.client.put('/api/affiliates/me/payout-account', { bankBin: '999999', accountNumber: '0123456789', accountHolder: 'Tran Thi Ban' });
    expect(badBank).toMatchObject({ status: 400, body: { code: 'BANK_NOT_SUPPORTED' } });
    const saved = await owner.client.put('/api/affiliates/me/payout-account', { bankBin: '970436', accountNumber: '0123456789', accountHolder: 'tran thi  ban' });
    expect(saved.body.payoutAccount).toMatchObject({ bankName: 'Vietcombank', accountHolder: 'TRAN THI BAN' });

    // 2.400.000 ₫ is under today's 5.000.000 ₫ threshold: nothing withheld.
    const entry = await queued();
    expect(entry).toMatchObject({ gross: 2_400_000, taxWithheld: 0, net: 2_400_000, taxThreshold: 5_000_000 });
    expect(entry.qrPayload).toContain('54072400000');
    expect(entry.qrSvg).toMatch(/^<svg/);

    const idempotencyKeys = Array.from({ length: 30 }, key);
    const results = await Promise.all(
      idempotencyKeys.map((k) => admin.post('/api/admin/affiliates/payouts', { affiliateUserId: owner.id, method: 'bank_transfer', reference: 'FT2611240001', idempotencyKey: k })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 201).map((r) => r.body.code)).toEqual(Array(29).fill('NOTHING_TO_PAY'));
    const winner = results.find((r) => r.status === 201)!;
    const again = await admin.post('/api/admin/affiliates/payouts', {
      affiliateUserId: owner.id,
      method: 'bank_transfer',
      reference: 'FT2611240001',
      idempotencyKey: idempotencyKeys[results.indexOf(winner)],
    });
    expect(again.body.payout._id).toBe(winner.body.payout._id);

    expect(await t.prisma.payout.count({ where: { userId: owner.id } })).toBe(1);
    expect(await balance(`affiliate_payable:${owner.id}`)).toBe(0);
    expect(await queued()).toBeUndefined();
    expect((await t.prisma.affiliateConversion.findMany({ where: { affiliateUserId: owner.id, type: 'COURSE_ENROLLMENT' } })).map((c) => [c.status, c.payoutId])).toEqual([
      ['paid', winner.body.payout._id],
    ]);
    const history = await owner.client.get('/api/affiliates/me/payouts');
    expect(history.body.payouts).toEqual([expect.objectContaining({ gross: 2_400_000, taxWithheld: 0, net: 2_400_000, bankName: 'Vietcombank', reference: 'FT2611240001' })]);
    expect((await owner.client.get('/api/affiliates/me/info')).body.balances).toEqual({ pending: 0, approved: 0, paid: 2_400_000 });
    expect(await t.prisma.email.count({ where: { toAddress: owner.email, subject: { contains: 'Bạn vừa được thanh toán' } } })).toBe(1);
  });

  it('approvals racing a payout: every commission whose money the payout took is marked paid by it, and the rest stay approved', async () => {
    const owner = await affiliate();
    const friend = await register({ ref: owner.code });
    for (let i = 0; i < 12; i += 1) await buy(friend.client, (await shop.course(700_000 + i * 10_000)).id);
    const [first, ...rest] = (await conversionsOf(owner.id)).filter((c) => c.type === 'COURSE_ENROLLMENT');
    expect((await admin.put(`/api/admin/conversions/${first.id}/review`, { newStatus: 'approved' })).status).toBe(200);
    await Promise.all([
      ...rest.map((c) => admin.put(`/api/admin/conversions/${c.id}/review`, { newStatus: 'approved' })),
      admin.post('/api/admin/affiliates/payouts', { affiliateUserId: owner.id, method: 'wallet', idempotencyKey: key() }),
    ]);
    const conversions = (await conversionsOf(owner.id)).filter((c) => c.type === 'COURSE_ENROLLMENT');
    const payout = await t.prisma.payout.findFirstOrThrow({ where: { userId: owner.id } });
    const paid = conversions.filter((c) => c.status === 'paid');
    expect(paid.every((c) => c.payoutId === payout.id)).toBe(true);
    expect(paid.reduce((sum, c) => sum + Number(c.amount), 0)).toBe(Number(payout.gross));
    const approved = conversions.filter((c) => c.status === 'approved');
    expect(approved.reduce((sum, c) => sum + Number(c.amount), 0)).toBe(await balance(`affiliate_payable:${owner.id}`));
    expect(paid.length + approved.length).toBe(12);
  });

  it('withholds 10% only when a payment reaches the threshold in force on its date (2.000.000 ₫ before 2026-07-01, 5.000.000 ₫ from then)', async () => {
    const pay = async (amount: number) => {
      const person = await affiliate();
      await approvedBalance(person.id, amount);
      const recorded = await admin.post('/api/admin/affiliates/payouts', { affiliateUserId: person.id, method: 'wallet', idempotencyKey: key() });
      expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
      expect(await balance(`user_main:${person.id}`)).toBe(recorded.body.payout.net);
      // The wallet's history shows the payout (it once answered 500 for any type it did not list).
      const history = await person.client.get('/api/transactions/me');
      expect(history.body.transactions, JSON.stringify(history.body)).toEqual([
        expect.objectContaining({ type: 'payout', typeLabel: 'Chi trả', mainAmount: recorded.body.payout.net }),
      ]);
      return [recorded.body.payout.taxWithheld, recorded.body.payout.net, recorded.body.payout.taxThreshold];
    };
    const taxBefore = await balance('tax_payable');
    // Today (from 2026-07-01): 5.000.000 ₫.
    expect(await pay(4_999_999)).toEqual([0, 4_999_999, 5_000_000]);
    expect(await pay(5_000_000)).toEqual([500_000, 4_500_000, 5_000_000]);
    // The rules as they stood before 2026-07-01 (the later rule not yet in force): 2.000.000 ₫.
    await admin.put('/api/admin/settings/affiliate', { ...DEFAULT_SETTINGS, taxRules: [DEFAULT_SETTINGS.taxRules[0], { ...DEFAULT_SETTINGS.taxRules[1], from: '2099-07-01' }] });
    expect(await pay(1_999_999)).toEqual([0, 1_999_999, 2_000_000]);
    expect(await pay(2_000_001)).toEqual([200_000, 1_800_001, 2_000_000]);
    expect(await balance('tax_payable')).toBe(taxBefore + 700_000);
    const system = await admin.get('/api/admin/wallet/system-transactions?limit=50');
    expect(system.status, JSON.stringify(system.body)).toBe(200);
    expect(system.body.transactions.some((row: { type: string }) => row.type === 'payout')).toBe(true);
  });

  it('refuses a balance under the minimum and a reused request key, with Vietnamese messages; lets the affiliate download a yearly statement', async () => {
    const person = await affiliate();
    await approvedBalance(person.id, 150_000);
    const small = await admin.post('/api/admin/affiliates/payouts', { affiliateUserId: person.id, method: 'wallet', idempotencyKey: key() });
    expect(small).toMatchObject({
      status: 409,
      body: { code: 'PAYOUT_BELOW_MINIMUM', message: `Số dư ${formatVnd(150_000)} chưa đạt mức thanh toán tối thiểu ${formatVnd(200_000)}.` },
    });
    const noBank = await admin.post('/api/admin/affiliates/payouts', { affiliateUserId: person.id, method: 'bank_transfer', reference: 'FT1', idempotencyKey: key() });
    expect(noBank.body.code).toBe('PAYOUT_ACCOUNT_MISSING');
    await approvedBalance(person.id, 100_000);
    const shared = key();
    expect((await admin.post('/api/admin/affiliates/payouts', { affiliateUserId: person.id, method: 'wallet', idempotencyKey: shared })).status).toBe(201);
    const other = await affiliate();
    await approvedBalance(other.id, 300_000);
    expect((await admin.post('/api/admin/affiliates/payouts', { affiliateUserId: other.id, method: 'wallet', idempotencyKey: shared })).body.code).toBe('PAYOUT_KEY_REUSED');

    const statement = await person.client.get(`/api/affiliates/me/tax-statement.csv?year=${new Date().getFullYear()}`);
    expect(statement.status).toBe(200);
    expect(statement.headers.get('content-type')).toMatch(/text\/csv/);
    expect(statement.body).toContain('"Tổng cộng","",250000,0,250000');
  });

  it('pays an instructor’s revenue share through the same queue, tax rule and history', async () => {
    const { client, user } = await signedInClient(t.baseUrl, t.prisma, { role: 'instructor' });
    await approvedBalance(user.id, 6_000_000, 'instructor_earnings');
    await client.put('/api/affiliates/me/payout-account', { bankBin: '970418', accountNumber: '2201234567', accountHolder: 'NGUYEN VAN GIANG' });
    const queue = await admin.get('/api/admin/affiliates/payouts-queue?kind=instructor');
    expect(queue.body.queue.find((e: { affiliateId: string }) => e.affiliateId === user.id)).toMatchObject({
      kind: 'instructor',
      gross: 6_000_000,
      taxWithheld: 600_000,
      net: 5_400_000,
    });
    const recorded = await admin.post('/api/admin/affiliates/payouts', {
      affiliateUserId: user.id,
      kind: 'instructor',
      method: 'bank_transfer',
      reference: 'FT99',
      idempotencyKey: key(),
    });
    expect(recorded.body.payout).toMatchObject({ kind: 'instructor', net: 5_400_000, bankName: 'BIDV' });
    expect(await balance(`instructor_earnings:${user.id}`)).toBe(0);
    expect((await client.get('/api/affiliates/me/payouts?kind=instructor')).body.payouts).toHaveLength(1);
  });
});
