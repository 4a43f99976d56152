/**
 * Every path that moves money, hit 50 times at once on the real database: a user never pays twice for
 * what they own or are already paying for, a bank transfer is applied once, and whatever arrives for
 * something already owned lands in the main wallet. The ledger's invariants are checked after each test,
 * and each test records what it sent and what was charged (printed at the end, for the issue note).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatVnd } from '../src/common/text/money';
import { OrdersService } from '../src/orders/orders.service';
import { uniqueToken } from './helpers/catalogue';
import { signedInClient } from './helpers/factories';
import type { HttpClient, HttpResult } from './helpers/http-client';
import { deliverWebhook, expectLedgerConsistent, runPaidNotices, SEPAY_API_KEY, sepayTransfer } from './helpers/money';
import { mainBalance, Shop } from './helpers/shop';
import { startTestApp, TestApp } from './helpers/test-app';

const AT_ONCE = 50;

let t: TestApp;
let admin: HttpClient;
let shop: Shop;
const figures: { path: string; sent: number; outcome: string; charges: number; ledger: string }[] = [];

beforeAll(async () => {
  t = await startTestApp({ SEPAY_API_KEY, PAYMENT_DEMO_MODE: 'true', INSTRUCTOR_REVENUE_SHARE_PERCENT: '70' });
  admin = (await signedInClient(t.baseUrl, t.prisma, { role: 'admin' })).client;
  shop = await Shop.open(t);
});
afterEach(async () => {
  if (t) await expectLedgerConsistent(t.prisma);
});
afterAll(async () => {
  if (figures.length)
    console.log(
      `\nĐường tiền, ${AT_ONCE} yêu cầu cùng lúc:\n${figures.map((f) => `- ${f.path}: gửi ${f.sent}; ${f.outcome}; trừ/ghi tiền ${f.charges} lần; ${f.ledger}`).join('\n')}`,
    );
  await t?.close();
});

const statusCounts = (results: HttpResult[]) =>
  Object.entries(results.reduce<Record<number, number>>((counts, r) => ({ ...counts, [r.status]: (counts[r.status] ?? 0) + 1 }), {}))
    .map(([status, n]) => `${n}× ${status}`)
    .join(', ');

/** How many ledger transactions of these types moved money for this user. */
async function chargesOf(userId: string, types: string[]) {
  return t.prisma.ledgerTransaction.count({ where: { userId, type: { in: types as never[] } } });
}

async function ledgerSummary(userId: string) {
  const [{ total }] = await t.prisma.$queryRaw<{ total: bigint | null }[]>`SELECT SUM(amount) AS total FROM ledger_entries`;
  const main = await t.prisma.ledgerAccount.findUnique({ where: { key: `user_main:${userId}` }, select: { balance: true } });
  return `tổng bút toán ${Number(total ?? 0)}, ví chính còn ${formatVnd(Number(main?.balance ?? 0))}`;
}

describe('a user never pays twice for one item', () => {
  it('50 simultaneous wallet purchases of one course (a double click, balance for three): one charge, one order, one enrollment', async () => {
    const target = await shop.course(100_000);
    const { client, user } = await shop.studentWithBalance(300_000);
    const results = await Promise.all(Array.from({ length: AT_ONCE }, () => client.post('/api/wallet/purchase', { items: [{ id: target.id }] })));

    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const refused of results.filter((r) => r.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'ALREADY_OWNED', message: `Bạn đã sở hữu khóa học "${target.title}".` });
    }
    expect(await mainBalance(client)).toBe(200_000);
    expect(await t.prisma.order.count({ where: { userId: user.id, status: 'paid' } })).toBe(1);
    expect(await t.prisma.enrollment.count({ where: { userId: user.id, courseId: target.id } })).toBe(1);
    expect(await chargesOf(user.id, ['wallet_purchase'])).toBe(1);
    figures.push({
      path: 'POST /api/wallet/purchase, một khóa học',
      sent: AT_ONCE,
      outcome: statusCounts(results),
      charges: await chargesOf(user.id, ['wallet_purchase']),
      ledger: await ledgerSummary(user.id),
    });
  });

  it('50 simultaneous POST /api/orders paid from the wallet for one course: one charge', async () => {
    const target = await shop.course(100_000);
    const { client, user } = await shop.studentWithBalance(300_000);
    const results = await Promise.all(Array.from({ length: AT_ONCE }, () => client.post('/api/orders', { items: [{ id: target.id }], paymentMethod: 'wallet' })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 201).every((r) => r.status === 409 && r.body.code === 'ALREADY_OWNED')).toBe(true);
    expect(await mainBalance(client)).toBe(200_000);
    expect(await chargesOf(user.id, ['wallet_purchase'])).toBe(1);
    figures.push({
      path: 'POST /api/orders (ví), một khóa học',
      sent: AT_ONCE,
      outcome: statusCounts(results),
      charges: await chargesOf(user.id, ['wallet_purchase']),
      ledger: await ledgerSummary(user.id),
    });
  });

  it('50 wallet purchases spread over 11 courses, balance for five: five different courses bought, none twice', async () => {
    const courses = await Promise.all(Array.from({ length: 11 }, () => shop.course(100_000)));
    const { client, user } = await shop.studentWithBalance(500_000);
    const results = await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => client.post('/api/wallet/purchase', { items: [{ id: courses[i % courses.length].id }] })));

    const paid = await t.prisma.orderItem.findMany({ where: { order: { userId: user.id, status: 'paid' } }, select: { courseId: true } });
    expect(paid).toHaveLength(5);
    expect(new Set(paid.map((row) => row.courseId)).size).toBe(5);
    expect(await t.prisma.enrollment.count({ where: { userId: user.id } })).toBe(5);
    expect(await mainBalance(client)).toBe(0);
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(new Set(results.filter((r) => r.status !== 201).map((r) => `${r.status} ${r.body.code}`))).toEqual(new Set(['409 ALREADY_OWNED', '409 INSUFFICIENT_BALANCE']));
    figures.push({
      path: 'POST /api/wallet/purchase, 11 khóa học',
      sent: AT_ONCE,
      outcome: statusCounts(results),
      charges: await chargesOf(user.id, ['wallet_purchase']),
      ledger: await ledgerSummary(user.id),
    });
  });

  it('50 simultaneous bank-transfer orders for one course: one pending order; the others name it', async () => {
    const target = await shop.course(150_000);
    const { client, user } = await signedInClient(t.baseUrl, t.prisma);
    const results = await Promise.all(Array.from({ length: AT_ONCE }, () => client.post('/api/orders', { items: [{ id: target.id }], paymentMethod: 'bank_transfer' })));
    const created = results.filter((r) => r.status === 201);
    expect(created).toHaveLength(1);
    const code = created[0].body.order.code;
    for (const refused of results.filter((r) => r.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        code: 'ALREADY_PAYING',
        message: `Khóa học "${target.title}" đang chờ thanh toán trong đơn hàng ${code}. Hãy thanh toán hoặc hủy đơn đó trước.`,
      });
    }
    expect(await t.prisma.order.count({ where: { userId: user.id } })).toBe(1);
    figures.push({ path: 'POST /api/orders (chuyển khoản), một khóa học', sent: AT_ONCE, outcome: statusCounts(results), charges: 0, ledger: await ledgerSummary(user.id) });
  });

  it('a tool plan in a pending order cannot be ordered again, but once paid it can be renewed', async () => {
    const plan = await shop.toolPlan(80_000);
    const { client } = await shop.studentWithBalance(200_000);
    const pending = await client.post('/api/orders', { items: [{ kind: 'tool_plan', id: plan.id }], paymentMethod: 'bank_transfer' });
    expect(pending.status).toBe(201);
    const again = await client.post('/api/wallet/purchase', { items: [{ kind: 'tool_plan', id: plan.id }] });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_PAYING');

    expect((await client.post(`/api/orders/${pending.body.order._id}/cancel`)).status).toBe(200);
    const results = await Promise.all(Array.from({ length: 10 }, () => client.post('/api/wallet/purchase', { items: [{ kind: 'tool_plan', id: plan.id }] })));
    // A paid plan can be bought again (a renewal): each purchase is charged once, as far as the balance goes.
    expect(results.filter((r) => r.status === 201).length).toBeGreaterThanOrEqual(1);
    expect(results.filter((r) => r.status !== 201).every((r) => r.status === 409)).toBe(true);
    expect(await mainBalance(client)).toBe(200_000 - 80_000 * results.filter((r) => r.status === 201).length);
  });

  it('a cancelled order gives back its discount hold; a transfer for it afterwards is held, never applied', async () => {
    const target = await shop.course(100_000);
    const { client } = await signedInClient(t.baseUrl, t.prisma);
    const created = await admin.post('/api/admin/discounts', { code: `HUY${uniqueToken().toUpperCase()}`, type: 'percentage', value: 10, usageLimit: 1 });
    const order = (await client.post('/api/orders', { items: [{ id: target.id }], discountCode: created.body.discount.code })).body.order;
    expect(await t.prisma.discountCode.findUniqueOrThrow({ where: { id: created.body.discount._id } })).toMatchObject({ timesReserved: 1 });

    const cancels = await Promise.all(Array.from({ length: 10 }, () => client.post(`/api/orders/${order._id}/cancel`)));
    expect(cancels.filter((r) => r.status === 200)).toHaveLength(1);
    expect(cancels.filter((r) => r.status !== 200).every((r) => r.status === 409 && r.body.code === 'ORDER_NOT_PENDING')).toBe(true);
    expect(await t.prisma.discountCode.findUniqueOrThrow({ where: { id: created.body.discount._id } })).toMatchObject({ timesReserved: 0, timesUsed: 0 });
    expect((await client.get(`/api/orders/${order._id}/status`)).body.statusOrder).toBe('cancelled');

    const transfer = sepayTransfer(90_000, order.code);
    await deliverWebhook(t.baseUrl, transfer);
    expect(await t.prisma.bankTransfer.findFirstOrThrow({ where: { providerTransactionId: String(transfer.id) } })).toMatchObject({ status: 'held' });
    const { client: stranger } = await signedInClient(t.baseUrl, t.prisma);
    expect((await stranger.post(`/api/orders/${order._id}/cancel`)).status).toBe(404);
  });
});

describe('a launched course sells to many buyers at once', () => {
  it('50 students buy one course at once: 50 charges and enrollments; the course counts 50 students once their jobs ran, and a refund before its job leaves the count right', async () => {
    const target = await shop.course(100_000);
    const buyers = await Promise.all(Array.from({ length: AT_ONCE }, () => shop.studentWithBalance(100_000)));
    const results = await Promise.all(buyers.map(({ client }) => client.post('/api/orders', { items: [{ id: target.id }], paymentMethod: 'wallet' })));
    expect(statusCounts(results)).toBe(`${AT_ONCE}× 201`);
    expect(await t.prisma.enrollment.count({ where: { courseId: target.id } })).toBe(AT_ONCE);
    expect(await t.prisma.ledgerTransaction.count({ where: { type: 'wallet_purchase', orderId: { in: results.map((r) => r.body.order._id) } } })).toBe(AT_ONCE);
    const counted = async () => (await t.prisma.course.findUniqueOrThrow({ where: { id: target.id }, select: { enrolledStudents: true } })).enrolledStudents;
    // The counter moves after each sale's commit, with its receipt (OrderPaidNoticesService).
    expect(await counted()).toBe(0);

    // One buyer is refunded in full before their sale's job has run: never counted in, never out.
    const refunded = results[0].body.order._id;
    const refund = await admin.post(`/api/admin/orders/${refunded}/refunds`, { idempotencyKey: `hoan-${refunded}`, method: 'wallet', reason: 'Mua nhầm khóa học' });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(await counted()).toBe(0);
    await Promise.all(results.map((r) => runPaidNotices(t, r.body.order._id)));
    expect(await counted()).toBe(AT_ONCE - 1);
    expect(await counted()).toBe(await t.prisma.enrollment.count({ where: { courseId: target.id } }));
    // A refund after the job: counted out at once.
    const later = results[1].body.order._id;
    expect((await admin.post(`/api/admin/orders/${later}/refunds`, { idempotencyKey: `hoan-${later}`, method: 'wallet', reason: 'Mua nhầm khóa học' })).status).toBe(200);
    expect(await counted()).toBe(AT_ONCE - 2);
    figures.push({
      path: 'POST /api/orders (ví), 50 học viên một khóa học',
      sent: AT_ONCE,
      outcome: statusCounts(results),
      charges: AT_ONCE,
      ledger: `khóa học đếm ${await counted()} học viên`,
    });
  });
});

describe('bank transfers for something already owned go to the main wallet', () => {
  it('an admin grant wins the race: the transfer for the pending order is credited to the wallet, the order says so, the student is told', async () => {
    const target = await shop.course(200_000);
    const { client, user } = await signedInClient(t.baseUrl, t.prisma);
    const order = (await client.post('/api/orders', { items: [{ id: target.id }] })).body.order;
    expect((await admin.post('/api/admin/enrollments', { userId: user.id, courseId: target.id })).status).toBe(201);

    expect((await deliverWebhook(t.baseUrl, sepayTransfer(200_000, order.code))).status).toBe(200);
    expect((await client.get(`/api/orders/${order._id}/status`)).body.statusOrder).toBe('credited_to_wallet');
    expect(await mainBalance(client)).toBe(200_000);
    expect(await t.prisma.enrollment.count({ where: { userId: user.id } })).toBe(1);
    expect(await chargesOf(user.id, ['order_payment'])).toBe(0);
    const notification = await t.prisma.notification.findFirstOrThrow({ where: { userId: user.id, type: 'payment_credited_to_wallet' } });
    expect(notification.body).toBe(`Bạn đã sở hữu khóa học "${target.title}" nên khoản chuyển khoản ${formatVnd(200_000)} cho đơn hàng ${order.code} đã được cộng vào ví chính.`);
    const transfers = await admin.get('/api/admin/payments/bank-transfers?status=applied&limit=100');
    expect(transfers.body.transfers.find((row: { paymentCode: string }) => row.paymentCode === order.code)).toBeTruthy();
  });

  it('a late transfer for an expired order, confirmed by an admin after a newer order was paid, is credited to the wallet', async () => {
    const target = await shop.course(120_000);
    const { client, user } = await signedInClient(t.baseUrl, t.prisma);
    const first = (await client.post('/api/orders', { items: [{ id: target.id }] })).body.order;
    await t.prisma.order.update({ where: { id: first._id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await t.app.get(OrdersService).expireOverdue();
    const second = (await client.post('/api/orders', { items: [{ id: target.id }] })).body.order;
    await deliverWebhook(t.baseUrl, sepayTransfer(120_000, second.code));
    const late = sepayTransfer(120_000, first.code);
    await deliverWebhook(t.baseUrl, late);
    const held = await t.prisma.bankTransfer.findFirstOrThrow({ where: { providerTransactionId: String(late.id) } });
    expect(held.status).toBe('held');

    const confirms = await Promise.all(Array.from({ length: 10 }, () => admin.post(`/api/admin/payments/bank-transfers/${held.id}/confirm`, { note: 'Khách chuyển muộn' })));
    expect(confirms.filter((r) => r.status === 200)).toHaveLength(1);
    expect(confirms.filter((r) => r.status !== 200).every((r) => r.status === 409 && r.body.code === 'TRANSFER_NOT_HELD')).toBe(true);
    expect((await client.get(`/api/orders/${first._id}/status`)).body.statusOrder).toBe('credited_to_wallet');
    expect((await client.get(`/api/orders/${second._id}/status`)).body.statusOrder).toBe('paid');
    expect(await mainBalance(client)).toBe(120_000);
    expect(await chargesOf(user.id, ['order_payment'])).toBe(1);
  });

  it('an admin confirms a second transfer for a paid order, and an odd amount for a deposit: what arrived is what the wallet gets', async () => {
    const target = await shop.course(90_000);
    const { client, user } = await signedInClient(t.baseUrl, t.prisma);
    const order = (await client.post('/api/orders', { items: [{ id: target.id }] })).body.order;
    await deliverWebhook(t.baseUrl, sepayTransfer(90_000, order.code));
    const twice = sepayTransfer(90_000, order.code);
    await deliverWebhook(t.baseUrl, twice);
    const heldTwice = await t.prisma.bankTransfer.findFirstOrThrow({ where: { providerTransactionId: String(twice.id) } });
    expect(heldTwice.holdReason).toBe(`Đơn hàng ${order.code} đã thanh toán, không nhận thêm tiền.`);
    const confirmed = await admin.post(`/api/admin/payments/bank-transfers/${heldTwice.id}/confirm`, {});
    expect(confirmed.body.message).toBe('Đã xác nhận giao dịch. Khách đã sở hữu sản phẩm nên số tiền được cộng vào ví chính của khách.');
    expect(await mainBalance(client)).toBe(90_000);

    const deposit = (await client.post('/api/wallet/deposit', { amount: 100_000 })).body.deposit;
    const odd = sepayTransfer(150_000, deposit.code);
    await deliverWebhook(t.baseUrl, odd);
    const heldOdd = await t.prisma.bankTransfer.findFirstOrThrow({ where: { providerTransactionId: String(odd.id) } });
    expect((await admin.post(`/api/admin/payments/bank-transfers/${heldOdd.id}/confirm`, {})).status).toBe(200);
    expect(await mainBalance(client)).toBe(240_000);
    const again = sepayTransfer(20_000, deposit.code);
    await deliverWebhook(t.baseUrl, again);
    const heldAgain = await t.prisma.bankTransfer.findFirstOrThrow({ where: { providerTransactionId: String(again.id) } });
    expect((await admin.post(`/api/admin/payments/bank-transfers/${heldAgain.id}/confirm`, {})).status).toBe(200);
    expect(await mainBalance(client)).toBe(260_000);
    expect(await chargesOf(user.id, ['payment_to_wallet', 'deposit'])).toBe(3);
  });
});

describe('bank notifications, deposits, bonus codes and discounts under 50 at once', () => {
  it('50 different transfers for one order arrive at once: one pays it, 49 are held; the order is charged once', async () => {
    const target = await shop.course(100_000);
    const { client, user } = await signedInClient(t.baseUrl, t.prisma);
    const order = (await client.post('/api/orders', { items: [{ id: target.id }] })).body.order;
    const results = await Promise.all(Array.from({ length: AT_ONCE }, () => deliverWebhook(t.baseUrl, sepayTransfer(100_000, order.code))));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const rows = await t.prisma.bankTransfer.groupBy({ by: ['status'], where: { paymentCode: order.code }, _count: true });
    expect(Object.fromEntries(rows.map((row) => [row.status, row._count]))).toEqual({ applied: 1, held: AT_ONCE - 1 });
    expect(await chargesOf(user.id, ['order_payment'])).toBe(1);
    figures.push({
      path: 'webhook: 50 giao dịch khác nhau cho một đơn',
      sent: AT_ONCE,
      outcome: '1 áp dụng, 49 giữ lại chờ duyệt',
      charges: await chargesOf(user.id, ['order_payment']),
      ledger: await ledgerSummary(user.id),
    });
  });

  it('50 different transfers for one deposit: credited once', async () => {
    const { client, user } = await signedInClient(t.baseUrl, t.prisma);
    const deposit = (await client.post('/api/wallet/deposit', { amount: 300_000 })).body.deposit;
    await Promise.all(Array.from({ length: AT_ONCE }, () => deliverWebhook(t.baseUrl, sepayTransfer(300_000, deposit.code))));
    expect(await mainBalance(client)).toBe(300_000);
    expect(await chargesOf(user.id, ['deposit'])).toBe(1);
    figures.push({
      path: 'webhook: 50 giao dịch khác nhau cho một lần nạp',
      sent: AT_ONCE,
      outcome: '1 ghi có, 49 giữ lại',
      charges: await chargesOf(user.id, ['deposit']),
      ledger: await ledgerSummary(user.id),
    });
  });

  it('50 simultaneous claims of one bonus code by one user: one grant', async () => {
    const code = `QUA${uniqueToken().toUpperCase()}`;
    expect((await admin.post('/api/admin/bonus-codes', { code, amount: 50_000, validityDays: 30 })).status).toBe(201);
    const { client, user } = await signedInClient(t.baseUrl, t.prisma);
    const results = await Promise.all(Array.from({ length: AT_ONCE }, () => client.post('/api/bonus/claim', { code })));
    expect(results.filter((r) => r.status === 200 || r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status >= 300).every((r) => r.status === 409 && r.body.code === 'BONUS_ALREADY_CLAIMED')).toBe(true);
    expect((await client.get('/api/wallet/balance')).body.bonusBalance).toBe(50_000);
    expect(await chargesOf(user.id, ['bonus_grant'])).toBe(1);
    figures.push({
      path: 'POST /api/bonus/claim, một mã',
      sent: AT_ONCE,
      outcome: statusCounts(results),
      charges: await chargesOf(user.id, ['bonus_grant']),
      ledger: await ledgerSummary(user.id),
    });
  });

  it('50 simultaneous orders by one user with one discount code: one reservation', async () => {
    const target = await shop.course(100_000);
    const created = await admin.post('/api/admin/discounts', { code: `MOT${uniqueToken().toUpperCase()}`, type: 'percentage', value: 20 });
    const { client, user } = await shop.studentWithBalance(500_000);
    const results = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        client.post('/api/orders', { items: [{ id: target.id }], discountCode: created.body.discount.code, paymentMethod: i % 2 ? 'wallet' : 'bank_transfer' }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const discount = await t.prisma.discountCode.findUniqueOrThrow({ where: { id: created.body.discount._id } });
    expect(discount.timesUsed + discount.timesReserved).toBe(1);
    expect(await chargesOf(user.id, ['wallet_purchase'])).toBeLessThanOrEqual(1);
    figures.push({
      path: 'POST /api/orders với mã giảm giá',
      sent: AT_ONCE,
      outcome: statusCounts(results),
      charges: await chargesOf(user.id, ['wallet_purchase']),
      ledger: await ledgerSummary(user.id),
    });
  });

  it('an admin confirm and reject of one held transfer, 50 at once: exactly one decision', async () => {
    const stray = sepayTransfer(75_000, 'chuyen nham khong co ma');
    await deliverWebhook(t.baseUrl, stray);
    const { client, user } = await signedInClient(t.baseUrl, t.prisma);
    const deposit = (await client.post('/api/wallet/deposit', { amount: 75_000 })).body.deposit;
    const held = await t.prisma.bankTransfer.findFirstOrThrow({ where: { providerTransactionId: String(stray.id) } });
    const results = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        i % 2
          ? admin.post(`/api/admin/payments/bank-transfers/${held.id}/confirm`, { paymentCode: deposit.code })
          : admin.post(`/api/admin/payments/bank-transfers/${held.id}/reject`, { note: 'Trả lại' }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 409 && r.body.code === 'TRANSFER_NOT_HELD')).toBe(true);
    const decided = await t.prisma.bankTransfer.findUniqueOrThrow({ where: { id: held.id } });
    expect(await mainBalance(client)).toBe(decided.status === 'confirmed' ? 75_000 : 0);
    figures.push({
      path: 'admin xác nhận/từ chối một giao dịch giữ lại',
      sent: AT_ONCE,
      outcome: statusCounts(results),
      charges: await chargesOf(user.id, ['deposit']),
      ledger: await ledgerSummary(user.id),
    });
  });

  it('the expiry sweep racing 50 late transfers: each order ends paid or expired-and-held, never both', async () => {
    const buyers = await Promise.all(Array.from({ length: AT_ONCE }, () => signedInClient(t.baseUrl, t.prisma)));
    const target = await shop.course(60_000);
    const orders = await Promise.all(buyers.map(async ({ client }) => (await client.post('/api/orders', { items: [{ id: target.id }] })).body.order));
    await t.prisma.order.updateMany({ where: { id: { in: orders.map((o) => o._id) } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const sweeps = t.app.get(OrdersService);
    const [, ...deliveries] = await Promise.all([sweeps.expireOverdue(), ...orders.map((o) => deliverWebhook(t.baseUrl, sepayTransfer(60_000, o.code)))]);
    expect(statusCounts(deliveries as HttpResult[]), JSON.stringify(deliveries.find((r) => r.status !== 200)?.body)).toBe(`${AT_ONCE}× 200`);

    let paid = 0;
    for (const order of orders) {
      const row = await t.prisma.order.findUniqueOrThrow({ where: { id: order._id } });
      const transfer = await t.prisma.bankTransfer.findFirstOrThrow({ where: { paymentCode: order.code } });
      if (row.status === 'paid') {
        paid += 1;
        expect(transfer.status).toBe('applied');
      } else {
        expect(row.status).toBe('expired');
        expect(transfer.status).toBe('held');
      }
    }
    const charges = await t.prisma.ledgerTransaction.count({ where: { orderId: { in: orders.map((o) => o._id) } } });
    expect(charges).toBe(paid);
    figures.push({
      path: 'hết hạn đơn cùng lúc với 50 chuyển khoản muộn',
      sent: AT_ONCE,
      outcome: `${paid} đơn trả kịp, ${AT_ONCE - paid} hết hạn và giữ lại`,
      charges,
      ledger: 'tổng bút toán 0',
    });
  });
});
