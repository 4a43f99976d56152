import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LicenceKeysService } from '../src/tool-access/licence-keys.service';
import { ToolRemindersService } from '../src/tool-access/tool-reminders.service';
import { signedInClient } from './helpers/factories';
import type { HttpClient } from './helpers/http-client';
import { deliverWebhook, expectLedgerConsistent, runPaidNotices, SEPAY_API_KEY, sepayTransfer } from './helpers/money';
import { mainBalance, Shop } from './helpers/shop';
import { startTestApp, TestApp } from './helpers/test-app';

const DAY_MS = 86_400_000;

let t: TestApp;
let admin: HttpClient;
let adminId: string;
let shop: Shop;

beforeAll(async () => {
  t = await startTestApp({ SEPAY_API_KEY, PAYMENT_DEMO_MODE: 'true' });
  const signedIn = await signedInClient(t.baseUrl, t.prisma, { role: 'admin' });
  admin = signedIn.client;
  adminId = signedIn.user.id;
  shop = await Shop.open(t);
});
afterEach(async () => {
  if (t) await expectLedgerConsistent(t.prisma);
});
afterAll(async () => {
  await t?.close();
});

/** A tool sold with licence keys: one plan at `price` for `durationDays`, and `keys` keys in its pool. */
async function licenceTool(price: number, keys: number, durationDays = 30) {
  const plan = await shop.toolPlan(price, durationDays);
  const toolId = plan.toolId;
  const set = await admin.put(`/api/admin/tools/${toolId}/delivery`, {
    deliveryMethod: 'licence_key',
    accessInstructions: 'Mở phần mềm, chọn Kích hoạt và dán mã.',
    accessUrl: null,
    keysLowThreshold: 2,
  });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  const list = Array.from({ length: keys }, (_, index) => `VEO3-${crypto.randomBytes(4).toString('hex').toUpperCase()}-${index}`);
  if (keys) {
    const added = await admin.post(`/api/admin/tools/${toolId}/licence-keys`, { keys: list.join('\n') });
    expect(added.body).toMatchObject({ added: keys, duplicates: 0, available: keys });
  }
  return { plan, toolId, keys: list };
}

const buyFromWallet = (client: HttpClient, planId: string) => client.post('/api/orders', { items: [{ kind: 'tool_plan', id: planId }], paymentMethod: 'wallet' });

describe('licence keys', () => {
  it('50 simultaneous purchases of a tool with 40 keys: 40 paid with 40 different keys, 10 refused before paying anything', async () => {
    const { plan, toolId, keys } = await licenceTool(100_000, 40);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => shop.studentWithBalance(100_000)));
    const responses = await Promise.all(buyers.map((buyer) => buyFromWallet(buyer.client, plan.id)));
    const paid = responses.filter((response) => response.status === 201);
    const refused = responses.filter((response) => response.status === 409);
    const others = responses.filter((response) => response.status !== 201 && response.status !== 409);
    expect(
      others.map((response) => [response.status, response.body.code]),
      'neither paid nor refused',
    ).toEqual([]);
    console.log(`50 lượt mua cùng lúc, kho 40 mã: ${paid.length} đơn thanh toán, ${refused.length} bị từ chối (${[...new Set(refused.map((r) => r.body.code))].join(', ')})`);
    expect(paid).toHaveLength(40);
    expect(refused).toHaveLength(10);
    // One answer, whether the checkout saw the empty pool or the reservation lost the race for the last key.
    for (const response of refused) expect(response.body).toEqual({ code: 'KEYS_SOLD_OUT', message: expect.stringMatching(/tạm hết mã bản quyền/) });

    const assigned = await t.prisma.toolLicenceKey.findMany({ where: { toolId, status: 'assigned' } });
    expect(assigned).toHaveLength(40);
    expect(new Set(assigned.map((key) => key.subscriptionId)).size).toBe(40);
    expect(new Set(assigned.map((key) => key.userId)).size).toBe(40);
    // Every buyer sees one key of the pool, and no key went to two buyers.
    const seen = [];
    for (const [index, response] of responses.entries()) {
      const balance = await mainBalance(buyers[index].client);
      if (response.status !== 201) {
        expect(balance).toBe(100_000);
        continue;
      }
      expect(balance).toBe(0);
      const access = await buyers[index].client.get(`/api/tools/me/${toolId}/access`);
      expect(access.status).toBe(200);
      expect(access.body.licenceKeys).toHaveLength(1);
      seen.push(access.body.licenceKeys[0].key);
    }
    expect(new Set(seen).size).toBe(40);
    expect(seen.every((key) => keys.includes(key))).toBe(true);
    console.log(`Mã đã cấp: ${seen.length}, trùng: ${seen.length - new Set(seen).size}`);

    // Empty now: the checkout says so before anything is paid.
    const late = await shop.studentWithBalance(100_000);
    const quote = await late.client.post('/api/orders/quote', { items: [{ kind: 'tool_plan', id: plan.id }] });
    expect(quote.status).toBe(409);
    const soldOut = { code: 'KEYS_SOLD_OUT', message: expect.stringMatching(/tạm hết mã bản quyền/) };
    expect(quote.body).toEqual(soldOut);
    const order = await late.client.post('/api/orders', { items: [{ kind: 'tool_plan', id: plan.id }], paymentMethod: 'bank_transfer' });
    expect(order.status).toBe(409);
    expect(order.body).toEqual(soldOut);
    // The reservation inside the order (an order that passed the checkout while the last key went) answers the same.
    const reserving = t.prisma.inTransaction((tx) => t.app.get(LicenceKeysService).reserveForOrder(tx, [{ toolPlanId: plan.id, orderItemId: crypto.randomUUID() }]));
    await expect(reserving).rejects.toMatchObject({ code: 'KEYS_SOLD_OUT' });
    // The admins were told once that the pool was running low.
    const lowNotices = await t.prisma.notification.findMany({ where: { userId: adminId, type: 'tool_keys_low' } });
    expect(lowNotices.filter((notice) => notice.body.includes('chỉ còn'))).toHaveLength(1);
  });

  it('keys are sealed at rest, a pending transfer order holds one that its expiry gives back, and the receipt mail carries the key', async () => {
    const { plan, toolId, keys } = await licenceTool(200_000, 1);
    const rows = await t.prisma.$queryRaw<{ sealed: Buffer }[]>`SELECT sealed_key AS sealed FROM tool_licence_keys WHERE tool_id = ${toolId}`;
    expect(Buffer.from(rows[0].sealed).includes(Buffer.from(keys[0]))).toBe(false);

    const first = await shop.studentWithBalance(0);
    const pending = await first.client.post('/api/orders', { items: [{ kind: 'tool_plan', id: plan.id }], paymentMethod: 'bank_transfer' });
    expect(pending.status).toBe(201);
    // The only key is held by the pending order: nobody else can buy meanwhile.
    const second = await shop.studentWithBalance(200_000);
    expect((await buyFromWallet(second.client, plan.id)).status).toBe(409);
    // The order expires: its key goes back, and the second buyer gets it.
    await t.prisma.order.update({ where: { id: pending.body.order._id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const { OrdersService } = await import('../src/orders/orders.service');
    await t.app.get(OrdersService).expireOverdue();
    const bought = await buyFromWallet(second.client, plan.id);
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    await runPaidNotices(t, bought.body.order._id);
    const mail = await t.prisma.email.findFirstOrThrow({ where: { toAddress: second.user.email, subject: { contains: bought.body.order.code } } });
    expect(mail.text).toContain(`: ${keys[0]}`);
    expect(mail.text).toContain('Mở phần mềm, chọn Kích hoạt và dán mã.');
    // A transfer for the expired order arriving now is held, never paid without a key.
    expect((await deliverWebhook(t.baseUrl, sepayTransfer(200_000, `CT ${pending.body.order.code}`))).status).toBe(200);
    expect(await t.prisma.bankTransfer.count({ where: { orderId: pending.body.order._id, status: 'held' } })).toBe(1);
  });

  it('refuses a bad key list; names the keys it skips, repeated in the list or already in the pool', async () => {
    const { toolId, keys } = await licenceTool(100_000, 2);
    const again = await admin.post(`/api/admin/tools/${toolId}/licence-keys`, { keys: `${keys[0]}\n\n  ${keys[1]}  \nNEW-KEY-0001\nNEW-KEY-0001` });
    expect(again.body).toMatchObject({
      added: 1,
      duplicates: 3,
      available: 3,
      skipped: [
        { key: 'NEW-KEY-0001', reason: 'repeated' },
        { key: keys[0], reason: 'in_pool' },
        { key: keys[1], reason: 'in_pool' },
      ],
      message: `Đã thêm 1 mã. Bỏ qua 3 mã: NEW-KEY-0001 (lặp lại trong danh sách vừa dán); ${keys[0]}, ${keys[1]} (đã có trong kho).`,
    });
    // Four pasted, three new, one of them twice: three added, the repeat named.
    const pasted = await admin.post(`/api/admin/tools/${toolId}/licence-keys`, { keys: 'FOUR-KEY-0001\nFOUR-KEY-0002\nFOUR-KEY-0003\nFOUR-KEY-0002' });
    expect(pasted.body).toMatchObject({ added: 3, duplicates: 1, message: 'Đã thêm 3 mã. Bỏ qua 1 mã: FOUR-KEY-0002 (lặp lại trong danh sách vừa dán).' });
    const spaced = await admin.post(`/api/admin/tools/${toolId}/licence-keys`, { keys: 'MOT MA CO KHOANG TRANG' });
    expect(spaced.status).toBe(400);
    expect((await admin.post(`/api/admin/tools/${toolId}/licence-keys`, { keys: ' \n ' })).body.code).toBe('NO_KEYS_GIVEN');
    expect((await admin.post(`/api/admin/tools/${crypto.randomUUID()}/licence-keys`, { keys: 'ABCD-1234' })).status).toBe(404);
  });
});

describe('my tools, renewals and access details', () => {
  it('lists the tool with its dates; a renewal extends from the current expiry; another user gets 404; access hides after expiry', async () => {
    const { plan, toolId } = await licenceTool(150_000, 3, 30);
    const buyer = await shop.studentWithBalance(300_000);
    expect((await buyFromWallet(buyer.client, plan.id)).status).toBe(201);
    const first = (await buyer.client.get('/api/tools/me')).body.tools[0];
    expect(first).toMatchObject({ toolId, status: 'active', daysLeft: 30, accessReady: true, deliveryMethod: 'licence_key', plan: { _id: plan.id, durationDays: 30 } });

    expect((await buyFromWallet(buyer.client, plan.id)).status).toBe(201);
    const renewed = (await buyer.client.get('/api/tools/me')).body.tools[0];
    expect(new Date(renewed.expiresAt).getTime() - new Date(first.expiresAt).getTime()).toBe(30 * DAY_MS);
    expect(renewed.daysLeft).toBe(60);
    const access = await buyer.client.get(`/api/tools/me/${toolId}/access`);
    expect(access.body.licenceKeys).toHaveLength(2);
    expect(access.body.licenceKeys[1].startsAt).toBe(first.expiresAt);

    const stranger = await shop.studentWithBalance(0);
    const refused = await stranger.client.get(`/api/tools/me/${toolId}/access`);
    expect([refused.status, refused.body.code]).toEqual([404, 'ACCESS_NOT_FOUND']);
    expect((await stranger.client.get('/api/tools/me')).body.tools).toEqual([]);

    await t.prisma.toolSubscription.updateMany({
      where: { userId: buyer.user.id },
      data: { startsAt: new Date(Date.now() - 90 * DAY_MS), expiresAt: new Date(Date.now() - DAY_MS) },
    });
    const ended = await buyer.client.get(`/api/tools/me/${toolId}/access`);
    expect(ended.body).toMatchObject({ status: 'expired', licenceKeys: [], instructions: null });
    expect(ended.body.notice).toMatch(/^Quyền sử dụng đã hết hạn ngày/);
    expect((await buyer.client.get('/api/tools/me')).body.tools[0]).toMatchObject({ status: 'expired', accessReady: false });
  });

  it('sends the 7-day, the 1-day and the end notice once each, by notification and mail (controlled clock)', async () => {
    const { plan, toolId } = await licenceTool(100_000, 1, 30);
    const buyer = await shop.studentWithBalance(100_000);
    expect((await buyFromWallet(buyer.client, plan.id)).status).toBe(201);
    const period = await t.prisma.toolSubscription.findFirstOrThrow({ where: { userId: buyer.user.id, toolId } });
    const reminders = t.app.get(ToolRemindersService);
    const at = (daysBefore: number) => new Date(period.expiresAt.getTime() - daysBefore * DAY_MS);
    const notices = () => t.prisma.notification.findMany({ where: { userId: buyer.user.id, type: { in: ['tool_expiring', 'tool_expired'] } }, orderBy: { createdAt: 'asc' } });

    await reminders.sendDue(at(8));
    expect(await notices()).toHaveLength(0);
    await reminders.sendDue(at(6.5));
    await reminders.sendDue(at(6));
    expect((await notices()).map((n) => n.body)).toEqual([expect.stringContaining('(còn 7 ngày)')]);
    await reminders.sendDue(at(0.5));
    await reminders.sendDue(at(0.2));
    expect(await notices()).toHaveLength(2);
    expect((await notices())[1].body).toContain('(còn 1 ngày)');
    await reminders.sendDue(at(-0.1));
    await reminders.sendDue(at(-2));
    expect((await notices()).map((n) => n.type)).toEqual(['tool_expiring', 'tool_expiring', 'tool_expired']);
    expect(await t.prisma.email.count({ where: { toAddress: buyer.user.email, subject: { contains: 'hết hạn' } } })).toBe(3);
  });

  it('reminds about the last period only: a renewal moves the reminder to its own end', async () => {
    const { plan, toolId } = await licenceTool(100_000, 2, 30);
    const buyer = await shop.studentWithBalance(200_000);
    expect((await buyFromWallet(buyer.client, plan.id)).status).toBe(201);
    expect((await buyFromWallet(buyer.client, plan.id)).status).toBe(201);
    const [first] = await t.prisma.toolSubscription.findMany({ where: { userId: buyer.user.id, toolId }, orderBy: { startsAt: 'asc' } });
    await t.app.get(ToolRemindersService).sendDue(new Date(first.expiresAt.getTime() - 3 * DAY_MS));
    expect(await t.prisma.notification.count({ where: { userId: buyer.user.id, type: 'tool_expiring' } })).toBe(0);
  });
});

describe('downloads and hosted accounts', () => {
  it('serves the file through a short-lived signed link to the buyer, refuses a forged or expired one', async () => {
    const plan = await shop.toolPlan(50_000, 30);
    expect((await admin.put(`/api/admin/tools/${plan.toolId}/delivery`, { deliveryMethod: 'download', accessInstructions: 'Chạy tệp cài đặt.', accessUrl: null })).status).toBe(
      200,
    );
    const buyer = await shop.studentWithBalance(50_000);
    expect((await buyFromWallet(buyer.client, plan.id)).status).toBe(201);
    const before = await buyer.client.get(`/api/tools/me/${plan.toolId}/access`);
    expect(before.body).toMatchObject({ download: null, notice: 'Tệp cài đặt đang được cập nhật. Vui lòng quay lại sau ít phút.' });

    // A form sent without its file is the admin's mistake: a 400 saying what to do, not a 409.
    const withoutFile = new FormData();
    withoutFile.append('note', 'quên chọn tệp');
    const refused = await admin.upload(`/api/admin/tools/${plan.toolId}/download`, withoutFile);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'DOWNLOAD_FILE_REQUIRED', message: 'Hãy chọn tệp cài đặt (trường file).' });

    const content = crypto.randomBytes(200_000);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)], { type: 'application/zip' }), 'cai-dat phan mem.zip');
    const uploaded = await admin.upload(`/api/admin/tools/${plan.toolId}/download`, form);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body.delivery.download).toEqual({ fileName: 'cai-dat-phan-mem.zip', sizeBytes: 200_000 });

    const access = await buyer.client.get(`/api/tools/me/${plan.toolId}/access`);
    expect(access.body.download).toMatchObject({ fileName: 'cai-dat-phan-mem.zip', sizeBytes: 200_000 });
    const file = await fetch(`${t.baseUrl}${access.body.download.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('cai-dat-phan-mem.zip');
    expect(Buffer.from(await file.arrayBuffer()).equals(content)).toBe(true);

    const forged = access.body.download.url.replace(/sig=[0-9a-f]/, (match: string) => (match.endsWith('0') ? match.slice(0, -1) + '1' : match.slice(0, -1) + '0'));
    expect((await fetch(`${t.baseUrl}${forged}`)).status).toBe(403);
    const url = new URL(access.body.download.url, t.baseUrl);
    const past = Math.floor(Date.now() / 1000) - 10;
    url.searchParams.set('exp', String(past));
    expect((await fetch(url)).status).toBe(403);
    expect((await fetch(`${t.baseUrl}/api/tools/downloads/${crypto.randomUUID()}?exp=1&sig=${'0'.repeat(64)}`)).status).toBe(403);
  });

  it('an extension moves the renewals chained after the period with it, so the chain keeps no gap or overlap', async () => {
    const plan = await shop.toolPlan(80_000, 30);
    const buyer = await shop.studentWithBalance(160_000);
    expect((await buyFromWallet(buyer.client, plan.id)).status).toBe(201);
    expect((await buyFromWallet(buyer.client, plan.id)).status).toBe(201);
    const [first, renewal] = await t.prisma.toolSubscription.findMany({ where: { userId: buyer.user.id }, orderBy: { startsAt: 'asc' } });
    expect(renewal.startsAt.getTime()).toBe(first.expiresAt.getTime());

    expect((await admin.post(`/api/admin/tool-subscriptions/${first.id}/extend`, { days: 10, reason: 'Bù thời gian bảo trì hệ thống.' })).status).toBe(200);
    const [extended, moved] = await t.prisma.toolSubscription.findMany({ where: { userId: buyer.user.id }, orderBy: { startsAt: 'asc' } });
    const tenDays = 10 * 86_400_000;
    expect(extended.expiresAt.getTime()).toBe(first.expiresAt.getTime() + tenDays);
    expect([moved.startsAt.getTime(), moved.expiresAt.getTime()]).toEqual([renewal.startsAt.getTime() + tenDays, renewal.expiresAt.getTime() + tenDays]);
  });

  it('shows a hosted account once an admin fills it in, tells the buyer, and keeps the audit trail of a revoke and an extension', async () => {
    const plan = await shop.toolPlan(80_000, 30);
    expect(
      (
        await admin.put(`/api/admin/tools/${plan.toolId}/delivery`, {
          deliveryMethod: 'hosted_account',
          accessInstructions: 'Đăng nhập bằng tài khoản dưới đây.',
          accessUrl: 'https://app.vidu.vn/dang-nhap',
        })
      ).status,
    ).toBe(200);
    const buyer = await shop.studentWithBalance(80_000);
    expect((await buyFromWallet(buyer.client, plan.id)).status).toBe(201);
    expect((await buyer.client.get('/api/tools/me')).body.tools[0].accessReady).toBe(false);
    const holders = await admin.get(`/api/admin/tools/${plan.toolId}/holders`);
    const holder = holders.body.holders[0];
    expect(holder).toMatchObject({ user: { _id: buyer.user.id }, status: 'active', accountFilled: false, keyHint: null });

    const filled = await admin.put(`/api/admin/tool-subscriptions/${holder.subscriptionId}/account`, {
      fields: [
        { label: 'Tên đăng nhập', value: 'hocvien123' },
        { label: 'Mật khẩu', value: 'Tam#2026' },
      ],
    });
    expect(filled.status).toBe(200);
    const access = await buyer.client.get(`/api/tools/me/${plan.toolId}/access`);
    expect(access.body).toMatchObject({
      accessUrl: 'https://app.vidu.vn/dang-nhap',
      account: [
        { label: 'Tên đăng nhập', value: 'hocvien123' },
        { label: 'Mật khẩu', value: 'Tam#2026' },
      ],
      notice: null,
    });
    expect(await t.prisma.notification.count({ where: { userId: buyer.user.id, type: 'tool_access_ready' } })).toBe(1);
    const stored = await t.prisma.toolSubscription.findUniqueOrThrow({ where: { id: holder.subscriptionId } });
    expect(Buffer.from(stored.hostedAccount!).includes(Buffer.from('Tam#2026'))).toBe(false);

    const extended = await admin.post(`/api/admin/tool-subscriptions/${holder.subscriptionId}/extend`, { days: 10, reason: 'Bù thời gian bảo trì hệ thống.' });
    expect(extended.status).toBe(200);
    expect((await buyer.client.get('/api/tools/me')).body.tools[0].daysLeft).toBe(40);
    const revoked = await admin.post(`/api/admin/tool-subscriptions/${holder.subscriptionId}/revoke`, { reason: 'Chia sẻ tài khoản cho người khác.' });
    expect(revoked.status).toBe(200);
    expect((await admin.post(`/api/admin/tool-subscriptions/${holder.subscriptionId}/revoke`, { reason: 'Lần thứ hai.' })).body.code).toBe('ALREADY_REVOKED');
    const after = await buyer.client.get(`/api/tools/me/${plan.toolId}/access`);
    expect(after.body).toMatchObject({ status: 'revoked', account: null });
    const trail = (await admin.get(`/api/admin/tools/${plan.toolId}/holders`)).body.events;
    expect(trail.map((event: { action: string; reason: string | null }) => [event.action, event.reason])).toEqual([
      ['revoked', 'Chia sẻ tài khoản cho người khác.'],
      ['extended_10d', 'Bù thời gian bảo trì hệ thống.'],
      ['account_filled', null],
    ]);
    // Lists never carry access details.
    expect(JSON.stringify((await admin.get(`/api/admin/tools/${plan.toolId}/holders`)).body)).not.toContain('Tam#2026');
  });
});
