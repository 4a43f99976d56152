import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_CONFIG, type AppConfig } from '../src/config/app-config';
import { QuestionListCache } from '../src/questions/question-list-cache';
import { createCategory } from './helpers/catalogue';
import { signedInClient } from './helpers/factories';
import { HttpClient, type HttpResult } from './helpers/http-client';
import { deliverWebhook, SEPAY_API_KEY, sepayTransfer } from './helpers/money';
import { askedQuestion, courseWithLectures, enrolledStudent, type QuestionCourse, signedInStudent } from './helpers/questions';
import { startTestApp, TestApp } from './helpers/test-app';

// The cached question lists and the path that answers them before Nest (docs/learning.md, "Speed"):
// what is shared is cached and cleared by every write through the API; who is asking is checked on
// every request, also when their session, account or enrollment changed behind the API's back.

let t: TestApp;
let admin: HttpClient;
let instructor: { client: HttpClient; id: string };
let categoryId: string;
/** Calls of the cache's load, which only the route makes: a request that does not call it was answered by the fast path. */
let routeReads: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  t = await startTestApp({ QUESTIONS_CACHE_SECONDS: '60', SEPAY_API_KEY, PAYMENT_DEMO_MODE: 'true' });
  admin = (await signedInClient(t.baseUrl, t.prisma, { role: 'admin' })).client;
  const own = await signedInClient(t.baseUrl, t.prisma, { role: 'instructor', name: 'Giảng viên Hà' });
  instructor = { client: own.client, id: own.user.id };
  categoryId = (await createCategory(t.prisma)).id;
  routeReads = vi.spyOn(t.app.get(QuestionListCache), 'get');
});
afterAll(async () => {
  await t?.close();
});

const newCourse = () => courseWithLectures(t, { instructorId: instructor.id, categoryId });
const list = (client: HttpClient, course: QuestionCourse, query = '?page=1&limit=20&filter=all') => client.get(`/api/courses/${course.id}/questions${query}`);

/** `request` answered twice: first by the route (filling the cache), then by the fast path; both answers. */
async function routeThenFastPath(request: () => Promise<HttpResult>) {
  routeReads.mockClear();
  const byRoute = await request();
  expect(routeReads, 'the first request goes through the route').toHaveBeenCalled();
  routeReads.mockClear();
  const byFastPath = await request();
  expect(routeReads, 'the second is answered before the route').not.toHaveBeenCalled();
  return { byRoute, byFastPath };
}

describe('the fast path answers as the route does', () => {
  it("a course's page, a lecture's and a search: each viewer's own follows and questions marked, headers alike", async () => {
    const course = await newCourse();
    const asker = await enrolledStudent(t, course, 'Học viên Lan');
    const reader = await enrolledStudent(t, course, 'Học viên Minh');
    const first = await askedQuestion(asker.client, course, {
      title: 'Chạy quảng cáo Facebook thế nào?',
      body: 'Em mới bắt đầu.',
      lectureId: course.lectureIds[0],
      videoSecond: 83,
    });
    const second = await askedQuestion(reader.client, course, { title: 'Nên đo chuyển đổi ra sao?', body: 'Dòng một\nDòng hai <b>đậm</b>' });
    expect((await reader.client.post(`/api/questions/${first}/follow`)).status).toBe(200);

    for (const query of ['?page=1&limit=20&filter=all', `?page=1&limit=20&filter=lecture&lectureId=${course.lectureIds[0]}`, `?filter=all&q=${encodeURIComponent('quang cao')}`]) {
      t.app.get(QuestionListCache).clear();
      const forAsker = await routeThenFastPath(() => list(asker.client, course, query));
      expect(forAsker.byFastPath.status).toBe(200);
      expect(forAsker.byFastPath.body).toEqual(forAsker.byRoute.body);
      const headersOf = ({ headers }: HttpResult) => Object.fromEntries([...headers].filter(([name]) => name !== 'date'));
      expect(headersOf(forAsker.byFastPath)).toEqual(headersOf(forAsker.byRoute));

      // Another viewer of the same cached page: their own flags, as the route gives them.
      routeReads.mockClear();
      const forReader = await list(reader.client, course, query);
      expect(routeReads).not.toHaveBeenCalled();
      t.app.get(QuestionListCache).clear();
      expect(forReader.body).toEqual((await list(reader.client, course, query)).body);
    }

    const byId = (body: { questions: { _id: string; mine: boolean; following: boolean; followersCount: number }[] }) =>
      Object.fromEntries(body.questions.map(({ _id, mine, following, followersCount }) => [_id, { mine, following, followersCount }]));
    await list(asker.client, course);
    expect(byId((await list(asker.client, course)).body)).toEqual({
      [first]: { mine: true, following: true, followersCount: 2 },
      [second]: { mine: false, following: false, followersCount: 1 },
    });
    expect(byId((await list(reader.client, course)).body)).toEqual({
      [first]: { mine: false, following: true, followersCount: 2 },
      [second]: { mine: true, following: true, followersCount: 1 },
    });
  });

  it("the instructor's inbox and badge, cached per instructor, until an answer", async () => {
    const course = await newCourse();
    const learner = await enrolledStudent(t, course);
    const questionId = await askedQuestion(learner.client, course, { title: 'Hỏi giảng viên trong hộp thư' });
    const inbox = await routeThenFastPath(() => instructor.client.get(`/api/instructor/questions?page=1&limit=10&courseId=${course.id}`));
    expect(inbox.byFastPath.body).toEqual(inbox.byRoute.body);
    expect((inbox.byFastPath.body as { questions: { _id: string; status: string }[] }).questions).toMatchObject([{ _id: questionId, status: 'open' }]);
    const badge = await routeThenFastPath(() => instructor.client.get('/api/instructor/questions/unanswered-count'));
    expect(badge.byFastPath.body).toEqual(badge.byRoute.body);
    const waiting = (badge.byRoute.body as { count: number }).count;

    expect((await instructor.client.post(`/api/questions/${questionId}/answers`, { body: 'Thầy trả lời đây.' })).status).toBe(201);
    expect((await instructor.client.get(`/api/instructor/questions?page=1&limit=10&courseId=${course.id}`)).body.questions).toMatchObject([
      { _id: questionId, status: 'answered' },
    ]);
    expect((await instructor.client.get('/api/instructor/questions/unanswered-count')).body).toEqual({ count: waiting - 1 });
    // A student's token never reads an inbox, cached or not.
    expect((await learner.client.get(`/api/instructor/questions?page=1&limit=10&courseId=${course.id}`)).status).toBe(403);
  });
});

describe('writes through the API show at once', () => {
  it('a question, an answer, a follow, a hidden question and a deleted one', async () => {
    const course = await newCourse();
    const learner = await enrolledStudent(t, course);
    const other = await enrolledStudent(t, course);
    const ids = async () => ((await list(learner.client, course)).body.questions as { _id: string }[]).map((question) => question._id);
    const row = async (id: string) =>
      ((await list(learner.client, course)).body.questions as { _id: string; answersCount: number; following: boolean }[]).find((q) => q._id === id);

    const first = await askedQuestion(other.client, course, { title: 'Câu hỏi đầu tiên' });
    await routeThenFastPath(() => list(learner.client, course));
    const second = await askedQuestion(other.client, course, { title: 'Câu hỏi thứ hai' });
    expect(await ids()).toEqual([second, first]);

    expect((await other.client.post(`/api/questions/${first}/answers`, { body: 'Tự trả lời' })).status).toBe(201);
    expect(await row(first)).toMatchObject({ answersCount: 1, following: false });
    expect((await learner.client.post(`/api/questions/${first}/follow`)).status).toBe(200);
    expect(await row(first)).toMatchObject({ following: true });

    expect((await admin.put(`/api/admin/questions/${second}/visibility`, { hidden: true, reason: 'Nội dung trùng lặp' })).status).toBe(200);
    expect(await ids()).toEqual([first]);
    expect((await other.client.delete(`/api/questions/${first}`)).status).toBe(200);
    expect(await row(first)).toMatchObject({ title: '', body: '', deleted: true });
  });
});

describe('who is asking is checked on every request, whatever is cached', () => {
  async function warmCourse() {
    const course = await newCourse();
    const learner = await enrolledStudent(t, course);
    await askedQuestion(learner.client, course);
    await routeThenFastPath(() => list(learner.client, course));
    return { course, learner };
  }

  it('a session ended behind the API: 401; an account locked: 403', async () => {
    const { course, learner } = await warmCourse();
    await t.prisma.refreshToken.updateMany({ where: { userId: learner.id }, data: { revokedAt: new Date() } });
    expect((await list(learner.client, course)).status).toBe(401);

    const locked = await enrolledStudent(t, course);
    expect((await list(locked.client, course)).status).toBe(200);
    await t.prisma.user.update({ where: { id: locked.id }, data: { isDisabled: true } });
    expect(await list(locked.client, course)).toMatchObject({ status: 403, body: { code: 'ACCOUNT_DISABLED' } });
  });

  it('a token forged, expired or of another algorithm: 401', async () => {
    const { course, learner } = await warmCourse();
    const [header, payload] = learner.client.accessToken!.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = new HttpClient(t.baseUrl);
    forged.accessToken = `${header}.${payload}.${crypto.randomBytes(32).toString('base64url')}`;
    expect((await list(forged, course)).status).toBe(401);
    const unsigned = new HttpClient(t.baseUrl);
    unsigned.accessToken = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect((await list(unsigned, course)).status).toBe(401);
    const expired = new HttpClient(t.baseUrl);
    expired.accessToken = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }, t.app.get<AppConfig>(APP_CONFIG).jwtSecret, { algorithm: 'HS256' });
    expect((await list(expired, course)).status).toBe(401);
  });

  it('a student of another course, or none: 404; the instructor and an admin read it', async () => {
    const { course } = await warmCourse();
    const outsider = await enrolledStudent(t, await newCourse());
    expect((await list(outsider.client, course)).status).toBe(404);
    expect((await list((await signedInStudent(t)).client, course)).status).toBe(404);
    expect((await list(instructor.client, course)).status).toBe(200);
    expect((await list(admin, course)).status).toBe(200);
  });

  it('a buyer refunded in full while the page is cached: 403, their access ended', async () => {
    const course = await newCourse();
    const buyer = await signedInStudent(t, 'Người mua hoàn tiền');
    const created = await buyer.client.post('/api/orders', { items: [{ kind: 'course', id: course.id }], paymentMethod: 'bank_transfer' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { order } = created.body;
    expect((await deliverWebhook(t.baseUrl, sepayTransfer(order.total, `CT DEN ${order.code} thanh toan`))).status).toBe(200);
    await askedQuestion(buyer.client, course);
    await routeThenFastPath(() => list(buyer.client, course));

    const refunded = await admin.post(`/api/admin/orders/${order._id}/refunds`, { idempotencyKey: `hoan-${crypto.randomUUID()}`, method: 'wallet', reason: 'Mua nhầm khóa học' });
    expect(refunded.status, JSON.stringify(refunded.body)).toBeLessThan(300);
    // The refund cleared the lists (the buyer's follows left them); the instructor's read caches the page again.
    await routeThenFastPath(() => list(instructor.client, course));
    expect(await list(buyer.client, course)).toMatchObject({ status: 403, body: { code: 'QUESTION_ACCESS_ENDED' } });
  });
});
