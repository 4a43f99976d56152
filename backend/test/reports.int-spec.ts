import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, insertCourse, uniqueToken } from './helpers/catalogue';
import { createUser, signedInClient } from './helpers/factories';
import { HttpClient } from './helpers/http-client';
import { deliverWebhook, expectLedgerConsistent, SEPAY_API_KEY, sepayTransfer } from './helpers/money';
import { startTestApp, TestApp } from './helpers/test-app';

/**
 * Sales reports read from the ledger. Test files share one database, so the sales built here are
 * moved to 2020 (March to May), where no other test sells anything, and every figure is exact.
 */
let t: TestApp;
let admin: HttpClient;
const ids = { instructorA: '', instructorB: '', courseA1: '', courseA2: '', courseB: '', plan: '' };
const titles = { courseA1: '', plan: '' };
const emails = { instructorA: '', instructorB: '' };

async function course(instructorId: string, categoryId: string, price: number) {
  const row = await insertCourse(t.prisma, { instructorId, categoryId });
  await t.prisma.course.update({ where: { id: row.id }, data: { price: BigInt(price) } });
  return row;
}

/** Moves the ledger postings of an order or a deposit to another instant. */
async function backdate(where: { orderId: string } | { depositId: string }, instant: string) {
  expect(await t.prisma.ledgerTransaction.updateMany({ where, data: { createdAt: new Date(instant) } })).toMatchObject({ count: 1 });
}

beforeAll(async () => {
  t = await startTestApp({ SEPAY_API_KEY, INSTRUCTOR_REVENUE_SHARE_PERCENT: '70' });
  admin = (await signedInClient(t.baseUrl, t.prisma, { role: 'admin' })).client;
  const categoryId = (await createCategory(t.prisma)).id;
  const a = await createUser(t.prisma, { role: 'instructor', name: 'Giảng viên An' });
  const b = await createUser(t.prisma, { role: 'instructor', name: 'Giảng viên Bình' });
  Object.assign(ids, { instructorA: a.id, instructorB: b.id });
  Object.assign(emails, { instructorA: a.email, instructorB: b.email });
  const a1 = await course(a.id, categoryId, 500_000);
  ids.courseA1 = a1.id;
  titles.courseA1 = a1.title;
  ids.courseA2 = (await course(a.id, categoryId, 300_000)).id;
  ids.courseB = (await course(b.id, categoryId, 200_000)).id;
  const tool = await t.prisma.tool.create({
    data: {
      slug: `pm-${uniqueToken()}`,
      name: `Phần mềm ${uniqueToken()}`,
      shortDescription: 'Tự động hóa',
      description: '',
      plans: { create: [{ name: 'Gói tháng', price: 99_000n, durationDays: 30, features: [], position: 0 }] },
    },
    include: { plans: true },
  });
  ids.plan = tool.plans[0].id;
  titles.plan = `${tool.name} – Gói tháng`;
  const discount = await admin.post('/api/admin/discounts', { code: `BC${uniqueToken().toUpperCase()}`, type: 'percentage', value: 10 });
  expect(discount.status, JSON.stringify(discount.body)).toBe(201);

  // 1. Bank transfer with 10% off: course A1 450.000 (A gets 70%) and the tool plan 89.100 (all platform).
  const first = (await signedInClient(t.baseUrl, t.prisma)).client;
  const order1 = await first.post('/api/orders', {
    items: [
      { kind: 'course', id: ids.courseA1 },
      { kind: 'tool_plan', id: ids.plan },
    ],
    paymentMethod: 'bank_transfer',
    discountCode: discount.body.discount.code,
  });
  expect(order1.body.order, JSON.stringify(order1.body)).toMatchObject({ total: 539_100 });
  expect((await deliverWebhook(t.baseUrl, sepayTransfer(539_100, order1.body.order.code))).status).toBe(200);
  await backdate({ orderId: order1.body.order._id }, '2020-03-10T03:00:00Z');

  // 2. From the wallet, at 00:30 on 1 April in Vietnam (still 31 March in UTC): A1 500.000 and B 200.000.
  const second = (await signedInClient(t.baseUrl, t.prisma)).client;
  const deposit = (await second.post('/api/wallet/deposit', { amount: 700_000 })).body.deposit;
  expect((await deliverWebhook(t.baseUrl, sepayTransfer(700_000, deposit.code))).status).toBe(200);
  await backdate({ depositId: deposit._id }, '2020-03-20T03:00:00Z'); // a deposit is not a sale
  const order2 = await second.post('/api/wallet/purchase', { items: [{ id: ids.courseA1 }, { id: ids.courseB }] });
  expect(order2.status, JSON.stringify(order2.body)).toBe(201);
  await backdate({ orderId: order2.body.order._id }, '2020-03-31T17:30:00Z');

  // 3. Bank transfer in May: A2 300.000.
  const third = (await signedInClient(t.baseUrl, t.prisma)).client;
  const order3 = await third.post('/api/orders', { items: [{ id: ids.courseA2 }], paymentMethod: 'bank_transfer' });
  expect((await deliverWebhook(t.baseUrl, sepayTransfer(300_000, order3.body.order.code))).status).toBe(200);
  await backdate({ orderId: order3.body.order._id }, '2020-05-20T05:00:00Z');
});
afterAll(async () => {
  if (t) await expectLedgerConsistent(t.prisma);
  await t?.close();
});

const WINDOW = 'fromDate=2020-03-01&toDate=2020-05-31';

describe('revenue over time', () => {
  it('gives every month of the window, empty ones as zero, split into platform and instructor money', async () => {
    const result = await admin.get('/api/admin/reports/revenue-over-time?period=month&range=4&toDate=2020-05-31');
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toEqual({
      period: 'month',
      fromDate: '2020-02-01',
      toDate: '2020-05-31',
      buckets: [
        { bucket: '2020-02', revenue: 0, refunds: 0, platformRevenue: 0, instructorEarnings: 0, orders: 0 },
        { bucket: '2020-03', revenue: 539_100, refunds: 0, platformRevenue: 224_100, instructorEarnings: 315_000, orders: 1 },
        { bucket: '2020-04', revenue: 700_000, refunds: 0, platformRevenue: 210_000, instructorEarnings: 490_000, orders: 1 },
        { bucket: '2020-05', revenue: 300_000, refunds: 0, platformRevenue: 90_000, instructorEarnings: 210_000, orders: 1 },
      ],
    });
  });

  it('cuts days and weeks at Vietnam midnight', async () => {
    const days = (await admin.get('/api/admin/reports/revenue-over-time?period=day&range=3&toDate=2020-04-01')).body.buckets;
    expect(days.map((row: { bucket: string; revenue: number }) => [row.bucket, row.revenue])).toEqual([
      ['2020-03-30', 0],
      ['2020-03-31', 0],
      ['2020-04-01', 700_000],
    ]);
    const weeks = (await admin.get('/api/admin/reports/revenue-over-time?period=week&toDate=2020-03-15')).body.buckets;
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({ bucket: '2020-03-09', revenue: 539_100, refunds: 0, platformRevenue: 224_100, instructorEarnings: 315_000, orders: 1 });
    expect(weeks.slice(0, -1).every((row: { revenue: number; orders: number }) => row.revenue === 0 && row.orders === 0)).toBe(true);
  });

  it('defaults to the last 12 months up to the current Vietnam month, or 30 days', async () => {
    const thisMonth = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' }).slice(0, 7);
    const months = (await admin.get('/api/admin/reports/revenue-over-time')).body;
    expect(months.period).toBe('month');
    expect(months.buckets).toHaveLength(12);
    expect(months.buckets.at(-1).bucket).toBe(thisMonth);
    expect((await admin.get('/api/admin/reports/revenue-over-time?period=day')).body.buckets).toHaveLength(30);
  });

  it('refuses bad periods, ranges and dates in Vietnamese', async () => {
    const refusals: [string, string][] = [
      ['period=year', 'Chu kỳ phải là day, week hoặc month.'],
      ['range=0', 'Số kỳ (range) phải là số nguyên dương.'],
      ['range=abc', 'Số kỳ (range) phải là số nguyên dương.'],
      ['period=day&range=400', 'Tối đa 366 ngày, 104 tuần hoặc 60 tháng.'],
      ['period=month&range=61', 'Tối đa 60 kỳ khi xem theo tháng.'],
      ['range=1e308', 'Số kỳ (range) phải là số nguyên dương.'],
      ['toDate=2020-02-30', 'Ngày không hợp lệ (định dạng YYYY-MM-DD).'],
    ];
    for (const [query, message] of refusals) {
      const result = await admin.get(`/api/admin/reports/revenue-over-time?${query}`);
      expect([result.status, result.body], query).toEqual([400, { message, code: 'VALIDATION_FAILED' }]);
    }
  });
});

describe('sales by product', () => {
  it('lists each product sold with units and the split, best-selling first, with totals over all pages', async () => {
    const result = await admin.get(`/api/admin/reports/sales?${WINDOW}`);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.products).toEqual([
      { kind: 'course', _id: ids.courseA1, title: titles.courseA1, unitsSold: 2, refunds: 0, revenue: 950_000, instructorShare: 665_000, platformShare: 285_000 },
      expect.objectContaining({ kind: 'course', _id: ids.courseA2, unitsSold: 1, revenue: 300_000, instructorShare: 210_000, platformShare: 90_000 }),
      expect.objectContaining({ kind: 'course', _id: ids.courseB, unitsSold: 1, revenue: 200_000, instructorShare: 140_000, platformShare: 60_000 }),
      { kind: 'tool_plan', _id: ids.plan, title: titles.plan, unitsSold: 1, refunds: 0, revenue: 89_100, instructorShare: 0, platformShare: 89_100 },
    ]);
    expect(result.body.totals).toEqual({ unitsSold: 5, refunds: 0, revenue: 1_539_100, instructorShare: 1_015_000, platformShare: 524_100 });
    expect(result.body.pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 4, limit: 10 });

    const second = (await admin.get(`/api/admin/reports/sales?${WINDOW}&page=2&limit=2`)).body;
    expect(second.products.map((row: { _id: string }) => row._id)).toEqual([ids.courseB, ids.plan]);
    expect(second.totals.revenue).toBe(1_539_100);
    expect(second.pagination).toEqual({ currentPage: 2, totalPages: 2, totalItems: 4, limit: 2 });
  });

  it('counts only the days asked for, in Vietnam time', async () => {
    const april = (await admin.get('/api/admin/reports/sales?fromDate=2020-04-01&toDate=2020-04-01')).body;
    expect(april.products.map((row: { _id: string; revenue: number }) => [row._id, row.revenue])).toEqual([
      [ids.courseA1, 500_000],
      [ids.courseB, 200_000],
    ]);
    expect((await admin.get('/api/admin/reports/sales?fromDate=2020-03-31&toDate=2020-03-31')).body).toMatchObject({ products: [], totals: { unitsSold: 0, revenue: 0 } });
  });

  it('refuses an inverted window and a malformed day', async () => {
    expect((await admin.get('/api/admin/reports/sales?fromDate=2020-05-01&toDate=2020-04-01')).body).toEqual({
      message: 'Ngày bắt đầu không được sau ngày kết thúc.',
      code: 'DATE_RANGE_INVERTED',
    });
    const malformed = await admin.get('/api/admin/reports/sales?fromDate=01-03-2020');
    expect([malformed.status, malformed.body.message]).toEqual([400, 'Ngày không hợp lệ (định dạng YYYY-MM-DD).']);
  });

  it('downloads the same rows as a CSV that Excel opens in Vietnamese', async () => {
    const response = await fetch(`${t.baseUrl}/api/admin/reports/sales.csv?${WINDOW}`, { headers: { authorization: `Bearer ${admin.accessToken}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="bao-cao-doanh-thu-2020-03-01-2020-05-31.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8').decode(bytes).split('\r\n');
    expect(lines[0]).toBe('"Loại","Mã sản phẩm","Tên sản phẩm","Số lượng bán","Hoàn tiền (VND)","Doanh thu thuần (VND)","Phần giảng viên (VND)","Phần nền tảng (VND)"');
    expect(lines[1]).toBe(`"Khóa học","${ids.courseA1}","${titles.courseA1}",2,0,950000,665000,285000`);
    expect(lines[4]).toBe(`"Gói phần mềm","${ids.plan}","${titles.plan}",1,0,89100,0,89100`);
    expect(lines).toHaveLength(6); // header, 4 products, and the final line end
  });
});

describe('sales by instructor', () => {
  it('sums each instructor’s courses and earnings, keeping a sale with whoever was paid for it', async () => {
    // Handing course B to instructor A now does not move B's past earnings.
    await t.prisma.course.update({ where: { id: ids.courseB }, data: { instructorId: ids.instructorA } });
    const result = await admin.get(`/api/admin/reports/instructor-sales?${WINDOW}`);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toEqual({
      fromDate: '2020-03-01',
      toDate: '2020-05-31',
      instructors: [
        { _id: ids.instructorA, name: 'Giảng viên An', email: emails.instructorA, coursesSold: 2, unitsSold: 3, refunds: 0, revenue: 1_250_000, earnings: 875_000 },
        { _id: ids.instructorB, name: 'Giảng viên Bình', email: emails.instructorB, coursesSold: 1, unitsSold: 1, refunds: 0, revenue: 200_000, earnings: 140_000 },
      ],
    });
  });
});

describe('access', () => {
  it('is for admins only', async () => {
    const student = (await signedInClient(t.baseUrl, t.prisma)).client;
    const anonymous = new HttpClient(t.baseUrl);
    for (const path of ['revenue-over-time', 'sales', 'sales.csv', 'instructor-sales']) {
      expect((await student.get(`/api/admin/reports/${path}`)).status, path).toBe(403);
      expect((await anonymous.get(`/api/admin/reports/${path}`)).status, path).toBe(401);
    }
  });
});
