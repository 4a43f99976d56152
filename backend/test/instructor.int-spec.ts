import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, insertCourse, uniqueToken } from './helpers/catalogue';
import { createUser, signedInClient } from './helpers/factories';
import { HttpClient } from './helpers/http-client';
import { deliverWebhook, expectLedgerConsistent, SEPAY_API_KEY, sepayTransfer } from './helpers/money';
import { startTestApp, TestApp } from './helpers/test-app';

/**
 * The instructor area reads only the caller's own data. Two fresh instructors share the run's database
 * with the other test files, so every figure below is exact: A sells A1 and A2 (B's course rides in the
 * first order), B sells B1 once. Sales are moved to earlier Vietnam months relative to today.
 */
let t: TestApp;
const client = { a: null as unknown as HttpClient, b: null as unknown as HttpClient, student: null as unknown as HttpClient };
const ids = { a1: '', a2: '', b1: '', lan: '', minh: '', thu: '', hoa: '' };
const emails = { lan: '', minh: '', thu: '', hoa: '' };
const titles = { a1: '', a2: '', b1: '' };
const instants = { lanA1: '', minhA1: '', minhA2: '', thuA2: '', hoaA1: '', lanProgress: '', hoaVisit: '' };

const HOUR = 3_600_000;
/** The Vietnam month `back` months before the current one, 'YYYY-MM'. */
function vietnamMonth(back: number): string {
  const local = new Date(Date.now() + 7 * HOUR);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
}
/** An instant given in Vietnam time, within the month `back` months ago. */
const vietnamInstant = (back: number, dayAndTime: string) => new Date(`${vietnamMonth(back)}-${dayAndTime}+07:00`);

async function course(instructorId: string, categoryId: string, price: number, lectures: number, status: 'published' | 'pending' | 'draft' = 'published') {
  const row = await insertCourse(t.prisma, { instructorId, categoryId, lectures, status });
  return t.prisma.course.update({ where: { id: row.id }, data: { price: BigInt(price) } });
}

/** Moves an order's ledger posting and the enrollments it created to other instants. */
async function backdate(orderId: string, postedAt: Date, enrolledAt: Record<string, Date>) {
  expect(await t.prisma.ledgerTransaction.updateMany({ where: { orderId }, data: { createdAt: postedAt } })).toMatchObject({ count: 1 });
  for (const [courseId, at] of Object.entries(enrolledAt)) {
    expect(await t.prisma.enrollment.updateMany({ where: { orderId, courseId }, data: { createdAt: at } })).toMatchObject({ count: 1 });
  }
}

async function progress(userId: string, courseId: string, done: boolean[], updatedAt = new Date()) {
  const lectures = await t.prisma.lecture.findMany({ where: { section: { courseId } }, orderBy: { position: 'asc' }, select: { id: true } });
  for (const [i, completed] of done.entries()) {
    await t.prisma.$executeRaw`
      INSERT INTO lecture_progress (id, user_id, course_id, lecture_id, completed, completed_at, position_seconds, updated_at)
      VALUES (${crypto.randomUUID()}, ${userId}, ${courseId}, ${lectures[i].id}, ${completed}, ${completed ? updatedAt : null}, 30, ${updatedAt})`;
  }
}

beforeAll(async () => {
  t = await startTestApp({ SEPAY_API_KEY, INSTRUCTOR_REVENUE_SHARE_PERCENT: '70' });
  const admin = (await signedInClient(t.baseUrl, t.prisma, { role: 'admin' })).client;
  const categoryId = (await createCategory(t.prisma)).id;
  const a = await signedInClient(t.baseUrl, t.prisma, { role: 'instructor', name: 'Giảng viên An' });
  const b = await signedInClient(t.baseUrl, t.prisma, { role: 'instructor', name: 'Giảng viên Bình' });
  Object.assign(client, { a: a.client, b: b.client, student: (await signedInClient(t.baseUrl, t.prisma)).client });

  const a1 = await course(a.user.id, categoryId, 500_000, 4);
  const a2 = await course(a.user.id, categoryId, 300_000, 2);
  await course(a.user.id, categoryId, 100_000, 1, 'pending');
  await course(a.user.id, categoryId, 100_000, 1, 'draft');
  const b1 = await course(b.user.id, categoryId, 200_000, 1);
  Object.assign(ids, { a1: a1.id, a2: a2.id, b1: b1.id });
  Object.assign(titles, { a1: a1.title, a2: a2.title, b1: b1.title });

  // 1. Lan, two months ago, bank transfer with 10% off: A1 450.000 (A gets 315.000) and B1 180.000 (B gets 126.000).
  const lan = await signedInClient(t.baseUrl, t.prisma, { name: 'Trần Thị Lan' });
  const discount = await admin.post('/api/admin/discounts', { code: `GV${uniqueToken().toUpperCase()}`, type: 'percentage', value: 10 });
  expect(discount.status, JSON.stringify(discount.body)).toBe(201);
  const order1 = (await lan.client.post('/api/orders', { items: [{ id: a1.id }, { id: b1.id }], paymentMethod: 'bank_transfer', discountCode: discount.body.discount.code })).body
    .order;
  expect(order1.total).toBe(630_000);
  expect((await deliverWebhook(t.baseUrl, sepayTransfer(630_000, order1.code))).status).toBe(200);
  const lanAt = vietnamInstant(2, '15T10:00:00');
  await backdate(order1._id, lanAt, { [a1.id]: lanAt, [b1.id]: lanAt });

  // 2. Minh, from the wallet at 00:30 on the 1st of last month in Vietnam (still the month before in UTC): A1 500.000 and A2 300.000.
  const minh = await signedInClient(t.baseUrl, t.prisma, { name: 'Lê Văn Minh' });
  const deposit = (await minh.client.post('/api/wallet/deposit', { amount: 800_000 })).body.deposit;
  expect((await deliverWebhook(t.baseUrl, sepayTransfer(800_000, `NAP ${deposit.code}`))).status).toBe(200);
  const order2 = await minh.client.post('/api/wallet/purchase', { items: [{ id: a1.id }, { id: a2.id }] });
  expect(order2.status, JSON.stringify(order2.body)).toBe(201);
  const minhAt = vietnamInstant(1, '01T00:30:00');
  await backdate(order2.body.order._id, minhAt, { [a1.id]: minhAt, [a2.id]: new Date(minhAt.getTime() + 60_000) });

  // 3. Thu, this month, bank transfer: A2 300.000 (A gets 210.000). Her name holds a LIKE wildcard.
  const thu = await signedInClient(t.baseUrl, t.prisma, { name: 'Phạm Thu_Hà' });
  const order3 = (await thu.client.post('/api/orders', { items: [{ id: a2.id }], paymentMethod: 'bank_transfer' })).body.order;
  expect((await deliverWebhook(t.baseUrl, sepayTransfer(300_000, order3.code))).status).toBe(200);
  const thuEnrollment = await t.prisma.enrollment.findFirstOrThrow({ where: { orderId: order3._id } });

  // 4. Hoa, granted A1 by an admin just after Thu bought: a student, but no money.
  const hoa = await createUser(t.prisma, { name: 'Đỗ Thị Hoa' });
  const hoaAt = new Date(thuEnrollment.createdAt.getTime() + 1000);
  const hoaVisit = new Date(hoaAt.getTime() + 500);
  await t.prisma.enrollment.create({ data: { userId: hoa.id, courseId: a1.id, source: 'admin_grant', createdAt: hoaAt, lastAccessedAt: hoaVisit } });

  // Progress: Lan 1 of 4 lectures of A1; Minh 2 of 4 (one more started) in A1 and 2 of 2 in A2.
  const lanProgress = vietnamInstant(2, '20T08:00:00');
  await progress(lan.user.id, a1.id, [true], lanProgress);
  await progress(minh.user.id, a1.id, [true, true, false]);
  await progress(minh.user.id, a2.id, [true, true]);

  Object.assign(ids, { lan: lan.user.id, minh: minh.user.id, thu: thu.user.id, hoa: hoa.id });
  Object.assign(emails, { lan: lan.user.email, minh: minh.user.email, thu: thu.user.email, hoa: hoa.email });
  Object.assign(instants, {
    lanA1: lanAt.toISOString(),
    minhA1: minhAt.toISOString(),
    minhA2: new Date(minhAt.getTime() + 60_000).toISOString(),
    thuA2: thuEnrollment.createdAt.toISOString(),
    hoaA1: hoaAt.toISOString(),
    lanProgress: lanProgress.toISOString(),
    hoaVisit: hoaVisit.toISOString(),
  });
});
afterAll(async () => {
  if (t) await expectLedgerConsistent(t.prisma);
  await t?.close();
});

describe('dashboard stats', () => {
  it('counts my students, earnings and courses, the latest enrollments and six Vietnam months with empty ones as 0', async () => {
    const result = await client.a.get('/api/instructor/me/dashboard-stats');
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toEqual({
      totalStudents: 4,
      totalRevenue: 315_000 + 560_000 + 210_000,
      totalCourses: 4,
      publishedCourses: 2,
      pendingCourses: 1,
      recentEnrollments: [
        { _id: expect.any(String), studentName: 'Đỗ Thị Hoa', courseTitle: titles.a1, enrolledAt: instants.hoaA1 },
        { _id: expect.any(String), studentName: 'Phạm Thu_Hà', courseTitle: titles.a2, enrolledAt: instants.thuA2 },
        { _id: expect.any(String), studentName: 'Lê Văn Minh', courseTitle: titles.a2, enrolledAt: instants.minhA2 },
        { _id: expect.any(String), studentName: 'Lê Văn Minh', courseTitle: titles.a1, enrolledAt: instants.minhA1 },
        { _id: expect.any(String), studentName: 'Trần Thị Lan', courseTitle: titles.a1, enrolledAt: instants.lanA1 },
      ],
      chart: [
        { month: vietnamMonth(5), revenue: 0, enrollments: 0 },
        { month: vietnamMonth(4), revenue: 0, enrollments: 0 },
        { month: vietnamMonth(3), revenue: 0, enrollments: 0 },
        { month: vietnamMonth(2), revenue: 315_000, enrollments: 1 },
        { month: vietnamMonth(1), revenue: 560_000, enrollments: 2 },
        { month: vietnamMonth(0), revenue: 210_000, enrollments: 2 },
      ],
    });
  });

  it('shows instructor B only B’s own student, money and course', async () => {
    const result = (await client.b.get('/api/instructor/me/dashboard-stats')).body;
    expect(result).toMatchObject({ totalStudents: 1, totalRevenue: 126_000, totalCourses: 1, publishedCourses: 1, pendingCourses: 0 });
    expect(result.recentEnrollments).toEqual([{ _id: expect.any(String), studentName: 'Trần Thị Lan', courseTitle: titles.b1, enrolledAt: instants.lanA1 }]);
    expect(result.chart.map((row: { revenue: number; enrollments: number }) => [row.revenue, row.enrollments])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [126_000, 1],
      [0, 0],
      [0, 0],
    ]);
  });
});

describe('earnings stats', () => {
  it('sums my share per course and per Vietnam month from the ledger, with the gross of my lines', async () => {
    const result = await client.a.get('/api/instructor/me/earnings-stats?months=3');
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toEqual({
      totalEarnings: 1_085_000,
      thisMonth: 210_000,
      lastMonth: 560_000,
      byCourse: [
        { courseId: ids.a1, title: titles.a1, sales: 2, refunds: 0, revenue: 950_000, earnings: 665_000 },
        { courseId: ids.a2, title: titles.a2, sales: 2, refunds: 0, revenue: 600_000, earnings: 420_000 },
      ],
      byMonth: [
        { month: vietnamMonth(2), earnings: 315_000 },
        { month: vietnamMonth(1), earnings: 560_000 },
        { month: vietnamMonth(0), earnings: 210_000 },
      ],
    });
  });

  it('defaults to 12 months and still compares with last month when asked for one', async () => {
    const twelve = (await client.a.get('/api/instructor/me/earnings-stats')).body.byMonth;
    expect(twelve).toHaveLength(12);
    expect(twelve[0]).toEqual({ month: vietnamMonth(11), earnings: 0 });
    expect(twelve.at(-1)).toEqual({ month: vietnamMonth(0), earnings: 210_000 });
    const one = (await client.a.get('/api/instructor/me/earnings-stats?months=1')).body;
    expect(one).toMatchObject({ thisMonth: 210_000, lastMonth: 560_000, byMonth: [{ month: vietnamMonth(0), earnings: 210_000 }] });
  });

  it('gives instructor B only B1, and refuses a bad month count in Vietnamese', async () => {
    expect((await client.b.get('/api/instructor/me/earnings-stats?months=2')).body).toEqual({
      totalEarnings: 126_000,
      thisMonth: 0,
      lastMonth: 0,
      byCourse: [{ courseId: ids.b1, title: titles.b1, sales: 1, refunds: 0, revenue: 180_000, earnings: 126_000 }],
      byMonth: [
        { month: vietnamMonth(1), earnings: 0 },
        { month: vietnamMonth(0), earnings: 0 },
      ],
    });
    for (const months of ['0', '61', 'abc']) {
      const refused = await client.a.get(`/api/instructor/me/earnings-stats?months=${months}`);
      expect([refused.status, refused.body], months).toEqual([400, { message: 'Số tháng phải là số nguyên từ 1 đến 60.', code: 'VALIDATION_FAILED' }]);
    }
  });
});

describe('my students', () => {
  const row = (student: 'lan' | 'minh' | 'thu' | 'hoa', course: 'a1' | 'a2' | 'b1', enrolledAt: string, progress: number, lastAccessedAt: string | null) => ({
    userId: ids[student],
    name: { lan: 'Trần Thị Lan', minh: 'Lê Văn Minh', thu: 'Phạm Thu_Hà', hoa: 'Đỗ Thị Hoa' }[student],
    email: emails[student],
    courseId: ids[course],
    courseTitle: titles[course],
    enrolledAt,
    progress,
    lastAccessedAt,
  });

  it('lists one row per student and course of mine with progress from completed lectures, newest first', async () => {
    const result = await client.a.get('/api/instructor/my-students');
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.students).toEqual([
      row('hoa', 'a1', instants.hoaA1, 0, instants.hoaVisit),
      row('thu', 'a2', instants.thuA2, 0, null),
      row('minh', 'a2', instants.minhA2, 100, expect.any(String)),
      row('minh', 'a1', instants.minhA1, 50, expect.any(String)),
      row('lan', 'a1', instants.lanA1, 25, instants.lanProgress),
    ]);
    expect(result.body.pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 5, limit: 10 });
  });

  it('pages, filters by course and searches names and emails, wildcards taken literally', async () => {
    const page = (await client.a.get('/api/instructor/my-students?page=2&limit=2')).body;
    expect(page.students.map((student: { userId: string; courseId: string }) => [student.userId, student.courseId])).toEqual([
      [ids.minh, ids.a2],
      [ids.minh, ids.a1],
    ]);
    expect(page.pagination).toEqual({ currentPage: 2, totalPages: 3, totalItems: 5, limit: 2 });

    const a2 = (await client.a.get(`/api/instructor/my-students?courseId=${ids.a2}`)).body;
    expect(a2.students.map((student: { userId: string }) => student.userId)).toEqual([ids.thu, ids.minh]);

    const byName = (await client.a.get(`/api/instructor/my-students?search=${encodeURIComponent('thị lan')}`)).body;
    expect(byName.students.map((student: { userId: string }) => student.userId)).toEqual([ids.lan]);
    const byEmail = (await client.a.get(`/api/instructor/my-students?search=${encodeURIComponent(emails.minh.slice(0, 30))}&courseId=${ids.a1}`)).body;
    expect(byEmail.students.map((student: { userId: string; courseId: string }) => [student.userId, student.courseId])).toEqual([[ids.minh, ids.a1]]);

    const underscore = (await client.a.get('/api/instructor/my-students?search=_')).body;
    expect(underscore.students.map((student: { userId: string }) => student.userId)).toEqual([ids.thu]);
    expect((await client.a.get('/api/instructor/my-students?search=%25')).body).toMatchObject({ students: [], pagination: { totalItems: 0, totalPages: 1 } });
  });

  it('never shows instructor B the students of A, even when asked for A’s course', async () => {
    const mine = (await client.b.get('/api/instructor/my-students')).body;
    expect(mine.students).toEqual([row('lan', 'b1', instants.lanA1, 0, null)]);
    expect((await client.b.get(`/api/instructor/my-students?courseId=${ids.a1}`)).body.students).toEqual([]);
    expect((await client.b.get('/api/instructor/my-students?search=Minh')).body.students).toEqual([]);
  });
});

describe('access', () => {
  it('refuses students and anonymous callers', async () => {
    const anonymous = new HttpClient(t.baseUrl);
    for (const path of ['/api/instructor/me/dashboard-stats', '/api/instructor/me/earnings-stats', '/api/instructor/my-students']) {
      const refused = await client.student.get(path);
      expect([refused.status, refused.body.code], path).toEqual([403, 'FORBIDDEN']);
      expect((await anonymous.get(path)).status, path).toBe(401);
    }
  });
});
