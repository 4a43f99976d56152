import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatVnd } from '../src/common/text/money';
import { LEDGER_TYPE_DIRECTION, LEDGER_TYPE_LABELS, type LedgerPosting, type LedgerTransactionType } from '../src/ledger';
import { LedgerService } from '../src/ledger/ledger.service';
import { DEFAULT_PASSWORD, signedInClient, uniqueEmail } from './helpers/factories';
import { HttpClient } from './helpers/http-client';
import { deliverWebhook, expectLedgerConsistent, SEPAY_API_KEY, sepayTransfer } from './helpers/money';
import { mainBalance, Shop } from './helpers/shop';
import { startTestApp, TestApp } from './helpers/test-app';

const DAY_MS = 86_400_000;

let t: TestApp;
let admin: HttpClient;
let shop: Shop;

beforeAll(async () => {
  t = await startTestApp({ SEPAY_API_KEY, PAYMENT_DEMO_MODE: 'true', INSTRUCTOR_REVENUE_SHARE_PERCENT: '70', TRUST_PROXY: '127.0.0.1' });
  admin = (await signedInClient(t.baseUrl, t.prisma, { role: 'admin' })).client;
  shop = await Shop.open(t);
});
afterEach(async () => {
  if (!t) return;
  expect((await admin.put('/api/admin/settings/refunds', { maxDays: 7, maxProgressPercent: 30 })).status).toBe(200);
  await expectLedgerConsistent(t.prisma);
});
afterAll(async () => {
  await t?.close();
});

type Item = { kind: 'course' | 'tool_plan'; id: string };
const key = () => `hoan-${crypto.randomUUID()}`;

/** Buys by VietQR: the order, then the bank's webhook for the exact amount. */
async function buyByTransfer(client: HttpClient, items: Item[]) {
  const created = await client.post('/api/orders', { items, paymentMethod: 'bank_transfer' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { order } = created.body;
  expect((await deliverWebhook(t.baseUrl, sepayTransfer(order.total, `CT DEN ${order.code} thanh toan`))).status).toBe(200);
  return orderOf(order._id);
}

async function buyFromWallet(client: HttpClient, items: Item[]) {
  const created = await client.post('/api/orders', { items, paymentMethod: 'wallet' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return orderOf(created.body.order._id);
}

const orderOf = (id: string) => t.prisma.order.findUniqueOrThrow({ where: { id }, include: { items: { orderBy: { id: 'asc' } } } });

async function balance(accountKey: string): Promise<number> {
  const row = await t.prisma.ledgerAccount.findUnique({ where: { key: accountKey } });
  return Number(row?.balance ?? 0n);
}

const refund = (orderId: string, body: Record<string, unknown>) => admin.post(`/api/admin/orders/${orderId}/refunds`, { idempotencyKey: key(), method: 'wallet', ...body });

const enrolled = (userId: string, courseId: string) => t.prisma.enrollment.count({ where: { userId, courseId } });

describe('the refund policy in force, for anyone', () => {
  it('is read without signing in, and follows the admin settings', async () => {
    expect((await admin.put('/api/admin/settings/refunds', { maxDays: 14, maxProgressPercent: 20 })).status).toBe(200);
    const visitor = await new HttpClient(t.baseUrl).get('/api/refund-policy');
    expect(visitor).toMatchObject({ status: 200, body: { policy: { maxDays: 14, maxProgressPercent: 20 } } });
  });
});

describe('refunds move every share back', () => {
  it('a full refund of a bank-paid order to the wallet: the student gets it all, the instructor share and the platform give it back, the course leaves, the student is told', async () => {
    const course = await shop.course(1_000_000);
    const { client, user } = await shop.studentWithBalance(0);
    const order = await buyByTransfer(client, [{ kind: 'course', id: course.id }]);
    const instructorBefore = await balance(`instructor_earnings:${shop.instructorId}`);
    expect(await enrolled(user.id, course.id)).toBe(1);

    const preview = await admin.post(`/api/admin/orders/${order.id}/refund-preview`, { method: 'wallet' });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.refund).toMatchObject({ amount: 1_000_000, toMain: 1_000_000, fromInstructors: 700_000, fromPlatform: 300_000, fromAffiliates: 0 });
    // A preview writes nothing.
    expect((await orderOf(order.id)).status).toBe('paid');
    expect(await mainBalance(client)).toBe(0);

    const done = await refund(order.id, { reason: 'Mua nhầm khóa học' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.message).toBe(`Đã hoàn ${formatVnd(1_000_000)} cho đơn hàng ${order.code}.`);
    expect(done.body.refund).toMatchObject({ amount: 1_000_000, toMain: 1_000_000, toBank: 0, fromInstructors: 700_000, fromPlatform: 300_000, instructorShortfall: 0 });
    expect(done.body.refund.lines).toEqual([expect.objectContaining({ amount: 1_000_000, instructorAmount: 700_000, platformAmount: 300_000, accessRevoked: true })]);

    expect(await mainBalance(client)).toBe(1_000_000);
    expect(await balance(`instructor_earnings:${shop.instructorId}`)).toBe(instructorBefore - 700_000);
    expect(await enrolled(user.id, course.id)).toBe(0);
    expect((await client.get('/api/students/me/courses')).body.courses ?? []).toEqual([]);
    const after = await orderOf(order.id);
    expect(after).toMatchObject({ status: 'refunded', refundedAmount: 1_000_000n });
    const mine = await client.get('/api/orders/me');
    expect(mine.body.orders[0]).toMatchObject({ code: order.code, status: 'refunded', refundedAmount: 1_000_000 });

    const notices = await t.prisma.notification.findMany({ where: { userId: user.id, type: 'order_refunded' } });
    expect(notices).toHaveLength(1);
    expect(notices[0].body).toContain(`${formatVnd(1_000_000)} đã được cộng vào ví chính của bạn.`);
    const mail = await t.prisma.email.findFirst({ where: { toAddress: user.email, subject: { contains: 'đã được hoàn tiền' } } });
    expect(mail?.text).toContain(`đơn hàng ${order.code}`);
    expect(await t.prisma.notification.count({ where: { userId: shop.instructorId, type: 'course_refunded', body: { contains: order.code } } })).toBe(1);

    // Refunded in full: nothing is left to give back.
    const again = await refund(order.id, {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ORDER_NOT_REFUNDABLE');
  });

  it('a partial refund of one line by bank transfer keeps access; the rest later completes it to the đồng and withdraws access', async () => {
    const [a, b] = [await shop.course(499_999), await shop.course(300_000)];
    const { client, user } = await shop.studentWithBalance(0);
    const order = await buyByTransfer(client, [
      { kind: 'course', id: a.id },
      { kind: 'course', id: b.id },
    ]);
    const lineA = order.items.find((item) => item.courseId === a.id)!;

    const noAccount = await refund(order.id, { method: 'bank_transfer', reference: 'FT2611', lines: [{ orderItemId: lineA.id, amount: 100_000 }] });
    expect(noAccount.status).toBe(409);
    expect(noAccount.body.code).toBe('BUYER_BANK_ACCOUNT_MISSING');
    expect((await client.put('/api/affiliates/me/payout-account', { bankBin: '970436', accountNumber: '0123456789', accountHolder: 'NGUYEN VAN TEST' })).status).toBe(200);
    const noReference = await refund(order.id, { method: 'bank_transfer', lines: [{ orderItemId: lineA.id, amount: 100_000 }] });
    expect(noReference.status).toBe(400);
    expect(noReference.body.message).toBe('Hãy nhập mã tham chiếu của giao dịch chuyển khoản hoàn tiền.');

    const preview = await admin.post(`/api/admin/orders/${order.id}/refund-preview`, { method: 'bank_transfer', lines: [{ orderItemId: lineA.id, amount: 100_001 }] });
    expect(preview.body.refund).toMatchObject({ amount: 100_001, toBank: 100_001, toMain: 0, accountNumber: '0123456789' });
    expect(preview.body.qrPayload).toContain('0123456789');
    expect(preview.body.qrPayload).toContain('HOAN TIEN');
    expect(preview.body.qrSvg).toContain('<svg');

    const bankClearing = await balance('bank_clearing');
    const first = await refund(order.id, { method: 'bank_transfer', reference: 'FT26110001', lines: [{ orderItemId: lineA.id, amount: 100_001 }] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.refund).toMatchObject({ toBank: 100_001, reference: 'FT26110001', bankName: 'Vietcombank', accountNumber: '0123456789' });
    expect(await balance('bank_clearing')).toBe(bankClearing + 100_001);
    expect(await mainBalance(client)).toBe(0);
    expect(await enrolled(user.id, a.id)).toBe(1);
    expect((await orderOf(order.id)).status).toBe('partially_refunded');

    const tooMuch = await refund(order.id, { lines: [{ orderItemId: lineA.id, amount: 399_999 }] });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toBe(`Số tiền hoàn của "${lineA.title}" vượt quá phần còn có thể hoàn (${formatVnd(399_998)}).`);

    const second = await refund(order.id, { lines: [{ orderItemId: lineA.id, amount: 399_998 }] });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(await enrolled(user.id, a.id)).toBe(0);
    expect(await enrolled(user.id, b.id)).toBe(1);
    // 70% of 499.999 ₫ is 349.999 ₫: the two refunds together took back exactly that, and the platform the rest.
    const lines = await t.prisma.refundLine.findMany({ where: { orderItemId: lineA.id } });
    expect(lines.reduce((sum, line) => sum + Number(line.instructorAmount), 0)).toBe(349_999);
    expect(lines.reduce((sum, line) => sum + Number(line.platformAmount), 0)).toBe(150_000);
    expect((await orderOf(order.id)).status).toBe('partially_refunded');

    const rest = await refund(order.id, {});
    expect(rest.body.refund).toMatchObject({ amount: 300_000, toMain: 300_000 });
    expect((await orderOf(order.id)).status).toBe('refunded');
    expect(await enrolled(user.id, b.id)).toBe(0);
  });

  it('bonus money goes back to the bonus wallet with its grant’s expiry; bonus whose grant expired meanwhile goes back to the fund', async () => {
    const [a, b] = [await shop.course(200_000), await shop.course(200_000)];
    const { client, user } = await shop.studentWithBalance(300_000);
    const code = `THUONG${crypto.randomBytes(3).toString('hex').toUpperCase()}`;
    expect((await admin.post('/api/admin/bonus-codes', { code, amount: 100_000, validityDays: 10, usageLimit: null, isActive: true })).status).toBe(201);
    expect((await client.post('/api/bonus/claim', { code })).status).toBe(201);
    const grant = await t.prisma.bonusGrant.findFirstOrThrow({ where: { userId: user.id } });

    // 400.000 ₫ from the wallet: 100.000 bonus first, then 300.000 main.
    const order = await buyFromWallet(client, [
      { kind: 'course', id: a.id },
      { kind: 'course', id: b.id },
    ]);
    expect((await client.get('/api/wallet/balance')).body).toMatchObject({ mainBalance: 0, bonusBalance: 0 });
    const lineA = order.items.find((item) => item.courseId === a.id)!;

    // Half the order back: a quarter of the bonus (50.000) and the rest to main.
    const half = await refund(order.id, { lines: [{ orderItemId: lineA.id, amount: 200_000 }] });
    expect(half.body.refund).toMatchObject({ amount: 200_000, toBonus: 50_000, toMain: 150_000, bonusExpired: 0 });
    const restored = await t.prisma.bonusGrant.findUniqueOrThrow({ where: { id: grant.id } });
    expect(restored).toMatchObject({ remaining: 50_000n, expiresAt: grant.expiresAt });
    expect((await client.get('/api/wallet/balance')).body).toMatchObject({ mainBalance: 150_000, bonusBalance: 50_000 });

    // The grant runs out and the sweep takes what is left; the rest of the bonus part then goes to the fund.
    await t.prisma.bonusGrant.update({ where: { id: grant.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const fundBefore = await balance('bonus_funding');
    const rest = await refund(order.id, {});
    expect(rest.body.refund).toMatchObject({ amount: 200_000, toBonus: 0, bonusExpired: 50_000, toMain: 150_000 });
    expect(await balance('bonus_funding')).toBe(fundBefore + 50_000);
    expect(await mainBalance(client)).toBe(300_000);
    const notice = await t.prisma.notification.findFirstOrThrow({ where: { userId: user.id, type: 'order_refunded' }, orderBy: { createdAt: 'desc' } });
    expect(notice.body).toContain(`${formatVnd(50_000)} tiền thưởng đã hết hạn nên không được hoàn lại.`);
  });

  it('a tool plan refunded in full loses its period, and a renewal bought after it moves up', async () => {
    const plan = await shop.toolPlan(150_000, 30);
    const { client, user } = await shop.studentWithBalance(300_000);
    const first = await buyFromWallet(client, [{ kind: 'tool_plan', id: plan.id }]);
    const second = await buyFromWallet(client, [{ kind: 'tool_plan', id: plan.id }]);
    const renewal = await t.prisma.toolSubscription.findFirstOrThrow({ where: { orderId: second.id } });
    const current = await t.prisma.toolSubscription.findFirstOrThrow({ where: { orderId: first.id } });
    expect(renewal.startsAt).toEqual(current.expiresAt);

    expect((await refund(first.id, {})).status).toBe(200);
    expect(await t.prisma.toolSubscription.count({ where: { orderId: first.id } })).toBe(0);
    const moved = await t.prisma.toolSubscription.findFirstOrThrow({ where: { userId: user.id } });
    expect(moved.startsAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(moved.expiresAt.getTime() - moved.startsAt.getTime()).toBe(30 * DAY_MS);
    expect(await mainBalance(client)).toBe(150_000);
  });

  it('an instructor already paid out: their earnings stop at zero and the platform bears the rest', async () => {
    const lonely = await Shop.open(t);
    const course = await lonely.course(1_000_000);
    const { client } = await shop.studentWithBalance(1_000_000);
    const order = await buyFromWallet(client, [{ kind: 'course', id: course.id }]);
    const payout = await admin.post('/api/admin/affiliates/payouts', { affiliateUserId: lonely.instructorId, kind: 'instructor', method: 'wallet', idempotencyKey: key() });
    expect(payout.status, JSON.stringify(payout.body)).toBe(201);
    expect(await balance(`instructor_earnings:${lonely.instructorId}`)).toBe(0);

    const preview = await admin.post(`/api/admin/orders/${order.id}/refund-preview`, { method: 'wallet' });
    expect(preview.body.refund).toMatchObject({ fromInstructors: 0, instructorShortfall: 700_000, fromPlatform: 1_000_000 });
    expect((await refund(order.id, {})).status).toBe(200);
    expect(await balance(`instructor_earnings:${lonely.instructorId}`)).toBe(0);
    expect(await mainBalance(client)).toBe(1_000_000);
  });
});

describe('affiliate commissions of a refunded sale', () => {
  /** Registers through the API with the referral cookie, verified and signed in. */
  async function register(ref?: string) {
    const client = new HttpClient(t.baseUrl);
    client.headers['x-forwarded-for'] = `10.${crypto.randomInt(1, 255)}.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 255)}`;
    if (ref) client.setCookie('aff_ref_code', ref);
    const email = uniqueEmail('ban');
    const registered = await client.post('/api/auth/register', {
      email,
      password: DEFAULT_PASSWORD,
      name: 'Trần Thị Bạn',
      phoneNumber: `09${crypto.randomInt(10_000_000, 99_999_999)}`,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    await t.prisma.user.update({ where: { email }, data: { emailVerifiedAt: new Date() } });
    client.accessToken = (await client.post('/api/auth/login', { email, password: DEFAULT_PASSWORD })).body.accessToken;
    return { client, id: (await t.prisma.user.findUniqueOrThrow({ where: { email } })).id };
  }

  async function affiliate(ref?: string) {
    const person = await register(ref);
    return { ...person, code: (await person.client.post('/api/affiliates/me/join')).body.affiliateCode as string };
  }

  it('pending, approved and paid commissions give back their share in proportion; a paid one leaves a negative payable that the next commission nets off', async () => {
    const upline = await affiliate();
    const direct = await affiliate(upline.code);
    const buyer = await register(direct.code);
    const [c1, c2, c3] = [await shop.course(1_000_000), await shop.course(1_000_000), await shop.course(1_000_000)];

    // Three sales to one buyer; their commissions end pending, approved and paid.
    const pendingSale = await buyByTransfer(buyer.client, [{ kind: 'course', id: c1.id }]);
    const approvedSale = await buyByTransfer(buyer.client, [{ kind: 'course', id: c2.id }]);
    const paidSale = await buyByTransfer(buyer.client, [{ kind: 'course', id: c3.id }]);
    const conversionsOf = (orderId: string) => t.prisma.affiliateConversion.findMany({ where: { orderId }, orderBy: { tier: 'asc' } });
    for (const sale of [approvedSale, paidSale]) {
      for (const conversion of await conversionsOf(sale.id)) {
        expect((await admin.put(`/api/admin/conversions/${conversion.id}/review`, { newStatus: 'approved', notes: null })).status).toBe(200);
      }
    }
    // Pay the direct affiliate: the paid sale's and the approved sale's commissions (2 × 300.000).
    expect((await admin.post('/api/admin/affiliates/payouts', { affiliateUserId: direct.id, kind: 'affiliate', method: 'wallet', idempotencyKey: key() })).status).toBe(201);
    const [approvedDirect] = await conversionsOf(approvedSale.id);
    expect(approvedDirect.status).toBe('paid');
    // The approved sale: approve again a fresh one for the "approved" case.
    const approvedOnly = await buyByTransfer(buyer.client, [{ kind: 'course', id: (await shop.course(1_000_000)).id }]);
    for (const conversion of await conversionsOf(approvedOnly.id)) {
      expect((await admin.put(`/api/admin/conversions/${conversion.id}/review`, { newStatus: 'approved', notes: null })).status).toBe(200);
    }

    const pendingBefore = await balance(`affiliate_pending:${direct.id}`);
    const payableBefore = await balance(`affiliate_payable:${direct.id}`);
    expect(payableBefore).toBe(300_000);

    // Half of the pending sale: 150.000 of its 300.000 direct and 100.000 of its 200.000 team commission.
    const lineOf = async (orderId: string) => (await orderOf(orderId)).items[0].id;
    const half = await refund(pendingSale.id, { lines: [{ orderItemId: await lineOf(pendingSale.id), amount: 500_000 }] });
    expect(half.status, JSON.stringify(half.body)).toBe(200);
    expect(half.body.refund).toMatchObject({ fromAffiliates: 250_000, fromInstructors: 175_000, fromPlatform: 75_000 });
    expect(await balance(`affiliate_pending:${direct.id}`)).toBe(pendingBefore - 150_000);
    const halfDone = await conversionsOf(pendingSale.id);
    expect(halfDone.map((row) => [row.tier, row.status, Number(row.reversedAmount)])).toEqual([
      ['direct', 'pending', 150_000],
      ['team', 'pending', 100_000],
    ]);
    // What the affiliate sees is the commission less the refund.
    const mine = await direct.client.get('/api/affiliates/me/conversions?type=COURSE_ENROLLMENT&limit=50');
    expect(mine.body.conversions.find((row: { _id: string }) => row._id === halfDone[0].id)).toMatchObject({ earnedAmount: 150_000, reversedAmount: 150_000, status: 'pending' });
    // The admin's order detail shows the commission as recorded, under a name of its own.
    const detail = await admin.get(`/api/admin/orders/${pendingSale.id}`);
    expect(detail.body.commissions.find((row: { _id: string }) => row._id === halfDone[0].id)).toEqual(
      expect.objectContaining({ recordedAmount: 300_000, reversedAmount: 150_000 }),
    );
    expect(detail.body.commissions.every((row: object) => !('amount' in row))).toBe(true);
    // The approval of a half-refunded commission moves only what is left.
    expect((await admin.put(`/api/admin/conversions/${halfDone[0].id}/review`, { newStatus: 'approved', notes: null })).status).toBe(200);
    expect(await balance(`affiliate_payable:${direct.id}`)).toBe(payableBefore + 150_000);

    // The approved sale refunded in full: its approved commission leaves the payable balance.
    expect((await refund(approvedOnly.id, {})).status).toBe(200);
    expect(await balance(`affiliate_payable:${direct.id}`)).toBe(payableBefore + 150_000 - 300_000);
    // The paid sale refunded in full: clawed back, the payable balance goes negative.
    expect((await refund(paidSale.id, {})).status).toBe(200);
    expect(await balance(`affiliate_payable:${direct.id}`)).toBe(-300_000 + 150_000);
    expect((await conversionsOf(paidSale.id)).map((row) => row.status)).toEqual(['reversed', 'reversed']);
    expect(await t.prisma.notification.count({ where: { userId: direct.id, type: 'affiliate_commission_reversed' } })).toBe(3);

    // The next commission nets it off: the payout queue waits until the balance is back above the minimum.
    const queue = await admin.get('/api/admin/affiliates/payouts-queue?kind=affiliate');
    expect(queue.body.queue.map((row: { affiliateId: string }) => row.affiliateId)).not.toContain(direct.id);
    const nextSale = await buyByTransfer(buyer.client, [{ kind: 'course', id: (await shop.course(2_000_000)).id }]);
    const [nextDirect] = await conversionsOf(nextSale.id);
    expect((await admin.put(`/api/admin/conversions/${nextDirect.id}/review`, { newStatus: 'approved', notes: null })).status).toBe(200);
    expect(await balance(`affiliate_payable:${direct.id}`)).toBe(-150_000 + 600_000);
    const payout = await admin.post('/api/admin/affiliates/payouts', { affiliateUserId: direct.id, kind: 'affiliate', method: 'wallet', idempotencyKey: key() });
    expect(payout.body.payout).toMatchObject({ gross: 450_000 });
  });
});

describe('races', () => {
  it('20 simultaneous full refunds of one order (a double click, two admins): money moves once; the same key answers with the same refund', async () => {
    const course = await shop.course(800_000);
    const { client } = await shop.studentWithBalance(800_000);
    const order = await buyFromWallet(client, [{ kind: 'course', id: course.id }]);
    const shared = key();
    const responses = await Promise.all(Array.from({ length: 20 }, (_, index) => refund(order.id, index < 10 ? { idempotencyKey: shared } : {})));
    const statuses = responses.map((response) => response.status);
    const refundIds = new Set(responses.filter((response) => response.status === 200).map((response) => response.body.refund._id));
    console.log(
      `20 hoàn tiền cùng lúc một đơn: ${statuses.filter((s) => s === 200).length} × 200, ${statuses.filter((s) => s === 409).length} × 409; ${refundIds.size} khoản hoàn`,
    );
    expect(refundIds.size).toBe(1);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(await t.prisma.refund.count({ where: { orderId: order.id } })).toBe(1);
    expect(await mainBalance(client)).toBe(800_000);
  });

  it('20 refunds of 20 different orders at once all go through, each once', async () => {
    const buyers = await Promise.all(Array.from({ length: 20 }, async () => ({ ...(await shop.studentWithBalance(300_000)), course: await shop.course(300_000) })));
    const orders = [];
    for (const buyer of buyers) orders.push(await buyFromWallet(buyer.client, [{ kind: 'course', id: buyer.course.id }]));
    const responses = await Promise.all(orders.map((order) => refund(order.id, {})));
    expect(responses.map((response) => response.status)).toEqual(orders.map(() => 200));
    for (const buyer of buyers) expect(await mainBalance(buyer.client)).toBe(300_000);
  });

  it('a refund racing the bank transfer that pays the order: refused while pending, applied once after; a duplicate transfer racing the refund is held, not applied', async () => {
    const course = await shop.course(450_000);
    const { client, user } = await shop.studentWithBalance(0);
    const created = await client.post('/api/orders', { items: [{ kind: 'course', id: course.id }], paymentMethod: 'bank_transfer' });
    const order = created.body.order as { _id: string; code: string; total: number };
    const shared = key();
    const [paid, ...refunds] = await Promise.all([
      deliverWebhook(t.baseUrl, sepayTransfer(order.total, `CT DEN ${order.code}`)),
      ...Array.from({ length: 10 }, () => refund(order._id, { idempotencyKey: shared })),
    ]);
    expect(paid.status).toBe(200);
    expect(refunds.every((response) => response.status === 200 || (response.status === 409 && response.body.code === 'ORDER_NOT_REFUNDABLE'))).toBe(true);
    if (!refunds.some((response) => response.status === 200)) expect((await refund(order._id, { idempotencyKey: shared })).status).toBe(200);

    // A second transfer for the same order arrives while an admin refunds: it is held for review.
    const [late] = await Promise.all([deliverWebhook(t.baseUrl, sepayTransfer(order.total, `CT DEN ${order.code} lan 2`)), refund(order._id, { idempotencyKey: shared })]);
    expect(late.status).toBe(200);
    expect(await t.prisma.bankTransfer.count({ where: { orderId: order._id, status: 'held' } })).toBe(1);
    expect(await t.prisma.refund.count({ where: { orderId: order._id } })).toBe(1);
    expect(await mainBalance(client)).toBe(450_000);
    expect(await enrolled(user.id, course.id)).toBe(0);
  });
});

describe('the student asks, the admin decides', () => {
  it('asks within the policy with a reason; the admin rejects with a note, the order is paid again; a second request is refunded and closed', async () => {
    const [course, other] = [await shop.course(600_000), await shop.course(400_000)];
    const { client, user } = await shop.studentWithBalance(1_000_000);
    const order = await buyFromWallet(client, [
      { kind: 'course', id: course.id },
      { kind: 'course', id: other.id },
    ]);
    const eligibility = await client.get(`/api/orders/${order.id}/refund-eligibility`);
    expect(eligibility.status).toBe(200);
    expect(eligibility.body).toMatchObject({ eligible: true, reasons: [], policy: { maxDays: 7, maxProgressPercent: 30 }, hasPayoutAccount: false, openRequest: null });
    expect(eligibility.body.lines.map((line: { eligible: boolean; progress: number }) => [line.eligible, line.progress])).toEqual([
      [true, 0],
      [true, 0],
    ]);

    const tooShort = await client.post(`/api/orders/${order.id}/refund-request`, { reason: 'nhầm', method: 'wallet' });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.message).toBe('Lý do hoàn tiền cần ít nhất 10 ký tự.');
    const byBank = await client.post(`/api/orders/${order.id}/refund-request`, { reason: 'Tôi mua nhầm khóa học', method: 'bank_transfer' });
    expect(byBank.status).toBe(409);
    expect(byBank.body.code).toBe('BANK_ACCOUNT_REQUIRED');

    const line = order.items.find((item) => item.courseId === course.id)!;
    const asked = await client.post(`/api/orders/${order.id}/refund-request`, { reason: 'Tôi mua nhầm khóa học', method: 'wallet', orderItemIds: [line.id] });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body.message).toBe(`Đã gửi yêu cầu hoàn tiền cho đơn hàng ${order.code}. Quản trị viên sẽ xem xét và báo kết quả cho bạn.`);
    expect((await orderOf(order.id)).status).toBe('refund_requested');
    const twice = await client.post(`/api/orders/${order.id}/refund-request`, { reason: 'Tôi mua nhầm khóa học', method: 'wallet' });
    expect(twice.body.code).toBe('REFUND_ALREADY_REQUESTED');

    expect((await admin.get('/api/admin/refund-requests/pending-count')).body.pending).toBeGreaterThanOrEqual(1);
    const queue = await admin.get('/api/admin/refund-requests');
    const queued = queue.body.requests.find((request: { _id: string }) => request._id === asked.body.request._id);
    expect(queued).toMatchObject({
      reason: 'Tôi mua nhầm khóa học',
      order: { code: order.code, status: 'refund_requested' },
      lines: [{ orderItemId: line.id, refundable: 600_000, progress: 0 }],
    });

    const rejected = await admin.post(`/api/admin/refund-requests/${asked.body.request._id}/reject`, { note: 'Bạn đã tải tài liệu của khóa học.' });
    expect(rejected.status).toBe(200);
    expect((await orderOf(order.id)).status).toBe('paid');
    expect((await admin.post(`/api/admin/refund-requests/${asked.body.request._id}/reject`, { note: 'Lần hai' })).body.code).toBe('REQUEST_ALREADY_DECIDED');
    const mine = await client.get('/api/orders/me');
    expect(mine.body.orders[0].refundRequest).toMatchObject({ status: 'rejected', decisionNote: 'Bạn đã tải tài liệu của khóa học.' });
    expect(await t.prisma.notification.count({ where: { userId: user.id, type: 'refund_rejected' } })).toBe(1);

    const again = await client.post(`/api/orders/${order.id}/refund-request`, { reason: 'Khóa học không đúng mô tả', method: 'wallet', orderItemIds: [line.id] });
    expect(again.status).toBe(201);
    const approved = await refund(order.id, { lines: [{ orderItemId: line.id, amount: 600_000 }] });
    expect(approved.status).toBe(200);
    expect(await t.prisma.refundRequest.findUniqueOrThrow({ where: { id: again.body.request._id } })).toMatchObject({ status: 'approved', refundId: approved.body.refund._id });
    expect((await orderOf(order.id)).status).toBe('partially_refunded');
    expect(await mainBalance(client)).toBe(600_000);
  });

  it('refuses a request past the policy days or past the watched share, with the reason in Vietnamese', async () => {
    const course = await shop.course(500_000);
    const { client, user } = await shop.studentWithBalance(500_000);
    const order = await buyFromWallet(client, [{ kind: 'course', id: course.id }]);
    // The student completed half the course's lectures (rounded up), over the 30% of the policy.
    const lectures = await t.prisma.lecture.findMany({ where: { section: { courseId: course.id } } });
    expect(lectures.length).toBeGreaterThan(0);
    const done = lectures.slice(0, Math.ceil(lectures.length / 2));
    for (const lecture of done)
      await t.prisma.lectureProgress.create({ data: { userId: user.id, courseId: course.id, lectureId: lecture.id, completed: true, completedAt: new Date() } });
    const percent = Math.round((100 * done.length) / lectures.length);
    const watched = await client.post(`/api/orders/${order.id}/refund-request`, { reason: 'Khóa học không như mong đợi', method: 'wallet' });
    expect(watched.status).toBe(409);
    expect(watched.body.message).toBe(`Bạn đã học ${percent}% khóa học, vượt mức 30% của chính sách hoàn tiền.`);

    expect((await admin.put('/api/admin/settings/refunds', { maxDays: 7, maxProgressPercent: 100 })).status).toBe(200);
    await t.prisma.order.update({ where: { id: order.id }, data: { paidAt: new Date(Date.now() - 8 * DAY_MS) } });
    const late = await client.get(`/api/orders/${order.id}/refund-eligibility`);
    expect(late.body.eligible).toBe(false);
    expect(late.body.reasons[0]).toMatch(/^Đã quá 7 ngày kể từ ngày thanh toán nên đơn hàng không còn được yêu cầu hoàn tiền \(hạn cuối \d{1,2}\/\d{1,2}\/\d{4}\)\.$/);
    const refused = await client.post(`/api/orders/${order.id}/refund-request`, { reason: 'Khóa học không như mong đợi', method: 'wallet' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(late.body.reasons[0]);
    // Another buyer's order is not found, and an unpaid one cannot be asked about.
    const stranger = await shop.studentWithBalance(0);
    expect((await stranger.client.get(`/api/orders/${order.id}/refund-eligibility`)).status).toBe(404);
    // The admin is not bound by the policy.
    expect((await refund(order.id, {})).status).toBe(200);
  });
});

describe('reports count refunds in the period they happen', () => {
  it('the sales report, the revenue buckets, the instructor sales and earnings and the wallet lists show the refund as money given back', async () => {
    const reporter = await Shop.open(t);
    const course = await reporter.course(900_000);
    const { client } = await shop.studentWithBalance(900_000);
    const order = await buyFromWallet(client, [{ kind: 'course', id: course.id }]);
    const line = order.items[0];
    expect((await refund(order.id, { lines: [{ orderItemId: line.id, amount: 300_000 }] })).status).toBe(200);

    const sales = await admin.get('/api/admin/reports/sales?limit=100');
    const product = sales.body.products.find((row: { _id: string }) => row._id === course.id);
    expect(product).toMatchObject({ unitsSold: 1, refunds: -300_000, revenue: 600_000, instructorShare: 420_000, platformShare: 180_000 });
    const csv = await admin.get('/api/admin/reports/sales.csv');
    expect(csv.body).toContain(',1,-300000,600000,420000,180000');
    const buckets = await admin.get('/api/admin/reports/revenue-over-time?period=day&range=1');
    expect(buckets.body.buckets[0].refunds).toBeLessThanOrEqual(-300_000);
    const instructors = await admin.get('/api/admin/reports/instructor-sales');
    expect(instructors.body.instructors.find((row: { _id: string }) => row._id === reporter.instructorId)).toMatchObject({
      unitsSold: 1,
      refunds: -300_000,
      revenue: 600_000,
      earnings: 420_000,
    });

    const teacher = new HttpClient(t.baseUrl);
    const instructor = await t.prisma.user.findUniqueOrThrow({ where: { id: reporter.instructorId } });
    teacher.accessToken = (await teacher.post('/api/auth/login', { email: instructor.email, password: DEFAULT_PASSWORD })).body.accessToken;
    const earnings = await teacher.get('/api/instructor/me/earnings-stats');
    expect(earnings.body).toMatchObject({ totalEarnings: 420_000, byCourse: [{ courseId: course.id, sales: 1, refunds: -300_000, revenue: 600_000, earnings: 420_000 }] });

    // The wallet lists show it as the money it gives back to the student (every list signs a type one way).
    const system = await admin.get('/api/admin/wallet/system-transactions?limit=50');
    const row = system.body.transactions.find((item: { type: string; details: string }) => item.type === 'refund' && item.details.includes(order.code));
    expect(row).toMatchObject({ typeLabel: 'Hoàn tiền', amount: 300_000 });
    const movements = await client.get('/api/transactions/me');
    expect(movements.body.transactions[0]).toMatchObject({ type: 'refund', typeLabel: 'Hoàn tiền', amount: 300_000 });
  });
});

describe('one sign for each type of movement, in every list', () => {
  it('the admin wallet and system lists and the student wallet history sign every ledger type alike: money to the user is positive', async () => {
    const { client, user } = await shop.studentWithBalance(1_000_000); // deposit
    const userId = user.id;
    const course = await shop.course(400_000);
    const byWallet = await buyFromWallet(client, [{ kind: 'course', id: course.id }]); // wallet_purchase
    expect((await refund(byWallet.id, { lines: [{ orderItemId: byWallet.items[0].id, amount: 150_000 }] })).status).toBe(200); // refund to the wallet
    const byBank = await buyByTransfer(client, [{ kind: 'course', id: (await shop.course(250_000)).id }]); // order_payment
    expect((await client.put('/api/affiliates/me/payout-account', { bankBin: '970436', accountNumber: '0123456789', accountHolder: 'NGUYEN VAN TEST' })).status).toBe(200);
    const toBank = await refund(byBank.id, { method: 'bank_transfer', reference: 'FT26119999', lines: [{ orderItemId: byBank.items[0].id, amount: 90_000 }] });
    expect(toBank.status, JSON.stringify(toBank.body)).toBe(200);
    // The others as their services post them.
    const ledger = t.app.get(LedgerService);
    const post = (type: LedgerTransactionType, lines: LedgerPosting['lines']) =>
      t.prisma.inTransaction((tx) => ledger.post(tx, { type, userId, description: `Kiểm tra ${type}`, lines }));
    await post('bonus_grant', [
      { account: { kind: 'bonus_funding' }, amount: -50_000 },
      { account: { kind: 'user_bonus', userId }, amount: 50_000 },
    ]);
    await post('bonus_expiry', [
      { account: { kind: 'user_bonus', userId }, amount: -20_000 },
      { account: { kind: 'bonus_funding' }, amount: 20_000 },
    ]);
    await post('payment_to_wallet', [
      { account: { kind: 'bank_clearing' }, amount: -70_000 },
      { account: { kind: 'user_main', userId }, amount: 70_000 },
    ]);
    await post('commission_signup', [
      { account: { kind: 'commission_expense' }, amount: -8_000 },
      { account: { kind: 'affiliate_pending', userId }, amount: 8_000 },
    ]);
    await post('commission_approval', [
      { account: { kind: 'affiliate_pending', userId }, amount: -5_000 },
      { account: { kind: 'affiliate_payable', userId }, amount: 5_000 },
    ]);
    await post('commission_rejection', [
      { account: { kind: 'affiliate_pending', userId }, amount: -3_000 },
      { account: { kind: 'commission_expense' }, amount: 3_000 },
    ]);
    await post('payout', [
      { account: { kind: 'affiliate_payable', userId }, amount: -5_000 },
      { account: { kind: 'user_main', userId }, amount: 5_000 },
    ]);
    await post('payout', [
      { account: { kind: 'affiliate_payable', userId }, amount: -2_000_000 },
      { account: { kind: 'tax_payable' }, amount: 200_000 },
      { account: { kind: 'bank_clearing' }, amount: 1_800_000 },
    ]);

    type Row = { type: LedgerTransactionType; amount: number };
    const shown = (rows: Row[]) => rows.map((row) => `${row.type} ${row.amount}`).sort();
    const system: Row[] = (await admin.get(`/api/admin/wallet/system-transactions?limit=50&search=${encodeURIComponent(user.email)}`)).body.transactions;
    expect(shown(system)).toEqual(
      [
        'deposit 1000000',
        'wallet_purchase -400000',
        'refund 150000',
        'order_payment -250000',
        'refund 90000',
        'bonus_grant 50000',
        'bonus_expiry -20000',
        'payment_to_wallet 70000',
        'commission_signup 8000',
        'commission_approval 5000',
        'commission_rejection -3000',
        'payout 5000',
        'payout 1800000',
      ].sort(),
    );
    // Every type is here, each signed by the one rule.
    expect(new Set(system.map((row) => row.type))).toEqual(new Set(Object.keys(LEDGER_TYPE_LABELS)));
    for (const row of system) expect(Math.sign(row.amount), row.type).toBe(LEDGER_TYPE_DIRECTION[row.type]);
    // The admin's wallet list (its types) and the student's own history (what moved their wallets): the same amounts.
    const wallet: Row[] = (await admin.get(`/api/admin/wallet/transactions?limit=50&search=${encodeURIComponent(user.email)}`)).body.transactions;
    const mine: Row[] = (await client.get('/api/transactions/me?limit=50')).body.transactions;
    // What moved a wallet, whatever its type (a bank transfer credited to the wallet, a payout to it); a refund to the bank is not.
    const walletRows = ['deposit 1000000', 'wallet_purchase -400000', 'refund 150000', 'bonus_grant 50000', 'bonus_expiry -20000', 'payment_to_wallet 70000', 'payout 5000'];
    expect(shown(mine)).toEqual([...walletRows].sort());
    expect(shown(wallet)).toEqual(shown(mine));
  });
});

describe('bad input', () => {
  it('answers unknown orders, lines and amounts with a Vietnamese 4xx, and a key reused on another order with 409', async () => {
    const course = await shop.course(200_000);
    const { client } = await shop.studentWithBalance(400_000);
    const order = await buyFromWallet(client, [{ kind: 'course', id: course.id }]);
    expect((await refund(crypto.randomUUID(), {})).body).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'Không tìm thấy đơn hàng.' });
    expect((await refund(order.id, { lines: [{ orderItemId: crypto.randomUUID(), amount: 1 }] })).body.code).toBe('LINE_NOT_IN_ORDER');
    expect((await refund(order.id, { lines: [{ orderItemId: order.items[0].id, amount: -1 }] })).status).toBe(400);
    expect((await refund(order.id, { lines: [{ orderItemId: order.items[0].id, amount: 1.5 }] })).status).toBe(400);
    expect((await refund(order.id, { lines: [{ orderItemId: order.items[0].id, amount: 0 }] })).body.code).toBe('ZERO_AMOUNT_LINE');
    expect((await refund(order.id, { method: 'cash' })).status).toBe(400);
    const shared = key();
    expect((await refund(order.id, { idempotencyKey: shared, lines: [{ orderItemId: order.items[0].id, amount: 1 }] })).status).toBe(200);
    const other = await buyFromWallet(client, [{ kind: 'course', id: (await shop.course(100_000)).id }]);
    expect((await refund(other.id, { idempotencyKey: shared })).body.code).toBe('REFUND_KEY_REUSED');
    const student = await client.post(`/api/admin/orders/${order.id}/refunds`, { idempotencyKey: key(), method: 'wallet' });
    expect(student.status).toBe(403);
  });
});
