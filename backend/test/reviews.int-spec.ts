import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, insertCourse } from './helpers/catalogue';
import { signedInClient } from './helpers/factories';
import { HttpClient } from './helpers/http-client';
import { deliverWebhook, SEPAY_API_KEY, sepayTransfer } from './helpers/money';
import { startTestApp, TestApp } from './helpers/test-app';

// Course reviews (issue 29, docs/learning.md "Reviews"), through the API on a real database.

const TOO_FAST = 'Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.';

let t: TestApp;
let admin: HttpClient;
let instructor: { client: HttpClient; id: string };
let otherInstructor: { client: HttpClient; id: string };
let categoryId: string;

beforeAll(async () => {
  t = await startTestApp({ SEPAY_API_KEY, PAYMENT_DEMO_MODE: 'true' });
  admin = (await signedInClient(t.baseUrl, t.prisma, { role: 'admin' })).client;
  const own = await signedInClient(t.baseUrl, t.prisma, { role: 'instructor', name: 'Giảng viên Tuấn' });
  instructor = { client: own.client, id: own.user.id };
  const other = await signedInClient(t.baseUrl, t.prisma, { role: 'instructor' });
  otherInstructor = { client: other.client, id: other.user.id };
  categoryId = (await createCategory(t.prisma)).id;
});
afterAll(async () => {
  await t?.close();
});

async function newCourse() {
  const course = await insertCourse(t.prisma, { instructorId: instructor.id, categoryId, lectures: 4 });
  const lectures = await t.prisma.lecture.findMany({ where: { section: { courseId: course.id } }, orderBy: { position: 'asc' }, select: { id: true } });
  return { id: course.id, slug: course.slug, lectureIds: lectures.map((lecture) => lecture.id) };
}
type Course = Awaited<ReturnType<typeof newCourse>>;

async function student(name = 'Học viên Test') {
  const { client, user } = await signedInClient(t.baseUrl, t.prisma, { name });
  return { client, id: user.id };
}
type Student = Awaited<ReturnType<typeof student>>;

/** Enrolled by an admin grant, through the API. */
async function grant(who: Student, course: Course) {
  const granted = await admin.post('/api/admin/enrollments', { userId: who.id, courseId: course.id });
  expect(granted.status, JSON.stringify(granted.body)).toBeLessThan(300);
}

/** The first lecture completed, through the progress API. */
async function completeLecture(who: Student, course: Course) {
  const done = await who.client.post('/api/learn/progress/update', {
    courseId: course.id,
    lectureId: course.lectureIds[0],
    updateId: `tien-do-${crypto.randomUUID()}`,
    positionSeconds: 60,
    completed: true,
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
}

/** A student who may review: enrolled (straight in the database, for speed) and one lecture completed. */
async function eligibleStudent(course: Course, name?: string) {
  const who = await student(name);
  await t.prisma.enrollment.create({ data: { userId: who.id, courseId: course.id, source: 'admin_grant' } });
  await completeLecture(who, course);
  return who;
}

const review = (who: Student, course: Course, body: Record<string, unknown>) => who.client.put(`/api/courses/${course.id}/reviews/mine`, body);

/** The course's figures, and what the counted rows add up to: they must always agree. */
async function figures(courseId: string) {
  const course = await t.prisma.course.findUniqueOrThrow({ where: { id: courseId }, select: { ratingSum: true, reviewsCount: true } });
  const rows = await t.prisma.courseReview.aggregate({ where: { courseId, counted: true }, _sum: { rating: true }, _count: { _all: true } });
  expect({ sum: course.ratingSum, count: course.reviewsCount }).toEqual({ sum: rows._sum.rating ?? 0, count: rows._count._all });
  return { sum: course.ratingSum, count: course.reviewsCount };
}

const publicList = (course: Course, query = '', client = new HttpClient(t.baseUrl)) => client.get(`/api/courses/${course.id}/reviews${query}`);

describe('who may review', () => {
  it('refuses a student who does not own the course, and says why', async () => {
    const course = await newCourse();
    const stranger = await student();
    const refused = await review(stranger, course, { rating: 5 });
    expect(refused).toMatchObject({ status: 403, body: { code: 'REVIEW_NOT_ENROLLED', message: 'Bạn cần sở hữu khóa học để đánh giá.' } });
    const mine = await stranger.client.get(`/api/courses/${course.id}/reviews/mine`);
    expect(mine.body).toEqual({ review: null, eligibility: { canReview: false, reason: 'NOT_ENROLLED' } });
    expect(await figures(course.id)).toEqual({ sum: 0, count: 0 });
  });

  it('an admin grant without a completed lecture is not enough; one completed lecture is', async () => {
    const course = await newCourse();
    const granted = await student();
    await grant(granted, course);
    const early = await review(granted, course, { rating: 4 });
    expect(early).toMatchObject({ status: 403, body: { code: 'REVIEW_NEEDS_PROGRESS', message: 'Hãy hoàn thành ít nhất một bài học trước khi đánh giá.' } });
    expect((await granted.client.get(`/api/courses/${course.id}/reviews/mine`)).body.eligibility).toEqual({ canReview: false, reason: 'NO_COMPLETED_LECTURE' });

    await completeLecture(granted, course);
    const saved = await review(granted, course, { rating: 4, comment: '  Bài giảng rõ ràng, dễ hiểu.  ' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ created: true, review: { rating: 4, comment: 'Bài giảng rõ ràng, dễ hiểu.', edited: false, mine: true, votedHelpful: false, reply: null } });
    const mine = await granted.client.get(`/api/courses/${course.id}/reviews/mine`);
    expect(mine.body).toMatchObject({ review: { _id: saved.body.review._id }, eligibility: { canReview: true, reason: null } });
    expect(await figures(course.id)).toEqual({ sum: 4, count: 1 });
    // The instructor hears of it (and by push, where subscribed).
    expect(await t.prisma.notification.findFirst({ where: { userId: instructor.id, type: 'review_received', body: { contains: '4 sao' } } })).not.toBeNull();
  });

  it('a buyer refunded in full loses the review from the lists and the figures, and cannot review again', async () => {
    const course = await newCourse();
    const buyer = await student('Người mua hoàn tiền');
    const created = await buyer.client.post('/api/orders', { items: [{ kind: 'course', id: course.id }], paymentMethod: 'bank_transfer' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { order } = created.body;
    expect((await deliverWebhook(t.baseUrl, sepayTransfer(order.total, `CT DEN ${order.code} thanh toan`))).status).toBe(200);
    await completeLecture(buyer, course);
    const other = await eligibleStudent(course);
    expect((await review(other, course, { rating: 2 })).status).toBe(200);
    expect((await review(buyer, course, { rating: 5, comment: 'Tuyệt vời' })).status).toBe(200);
    expect(await figures(course.id)).toEqual({ sum: 7, count: 2 });

    const refunded = await admin.post(`/api/admin/orders/${order._id}/refunds`, { idempotencyKey: `hoan-${crypto.randomUUID()}`, method: 'wallet', reason: 'Mua nhầm khóa học' });
    expect(refunded.status, JSON.stringify(refunded.body)).toBeLessThan(300);

    expect(await figures(course.id)).toEqual({ sum: 2, count: 1 });
    const listed = await publicList(course);
    expect(listed.body.reviews.map((row: { rating: number }) => row.rating)).toEqual([2]);
    expect(listed.body.summary).toEqual({ average: 2, count: 1, distribution: { '5': 0, '4': 0, '3': 0, '2': 1, '1': 0 } });
    expect((await new HttpClient(t.baseUrl).get(`/api/courses/${course.slug}`)).body.course).toMatchObject({ rating: 2, reviewsCount: 1 });
    expect(await review(buyer, course, { rating: 5 })).toMatchObject({ status: 403, body: { code: 'REVIEW_NOT_ENROLLED' } });
    expect((await buyer.client.get(`/api/courses/${course.id}/reviews/mine`)).body).toMatchObject({
      review: { rating: 5 },
      eligibility: { canReview: false, reason: 'NOT_ENROLLED' },
    });
  });

  it('answers 404 for an unknown or unpublished course and 400 with Vietnamese messages for bad input', async () => {
    const missing = await publicList({ id: crypto.randomUUID() } as Course);
    expect(missing).toMatchObject({ status: 404, body: { code: 'COURSE_NOT_FOUND' } });
    const draft = await insertCourse(t.prisma, { instructorId: instructor.id, categoryId, status: 'draft' });
    expect((await publicList({ id: draft.id } as Course)).status).toBe(404);

    const course = await newCourse();
    const who = await eligibleStudent(course);
    expect(await review(who, course, { rating: 6 })).toMatchObject({ status: 400, body: { message: 'Số sao phải từ 1 đến 5.' } });
    expect(await review(who, course, { rating: 4.5 })).toMatchObject({ status: 400, body: { message: 'Số sao phải từ 1 đến 5.' } });
    expect(await review(who, course, { rating: 3, comment: 'a'.repeat(2001) })).toMatchObject({ status: 400, body: { message: 'Nội dung đánh giá tối đa 2.000 ký tự.' } });
    expect((await review(who, course, { rating: 3, clientId: 'có dấu' })).status).toBe(400);
    expect(await figures(course.id)).toEqual({ sum: 0, count: 0 });
  });
});

describe('the figures under concurrency', () => {
  it('50 students reviewing one course at once: one row each, the exact sum and count', async () => {
    const course = await newCourse();
    const students = await Promise.all(Array.from({ length: 50 }, () => eligibleStudent(course)));
    const ratings = students.map((_, index) => (index % 5) + 1);
    const started = Date.now();
    const answers = await Promise.all(students.map((who, index) => review(who, course, { rating: ratings[index], comment: `Đánh giá số ${index}` })));
    expect(answers.map((answer) => answer.status)).toEqual(students.map(() => 200));
    expect(await figures(course.id)).toEqual({ sum: ratings.reduce((a, b) => a + b, 0), count: 50 });
    expect(await t.prisma.courseReview.count({ where: { courseId: course.id } })).toBe(50);
    console.log(`50 đánh giá cùng lúc: ${Date.now() - started} ms, tổng ${ratings.reduce((a, b) => a + b, 0)} sao / 50`);
  }, 60_000);

  it('one student sending 20 PUTs at once, with different ratings: one row, counted once, its last rating in the sum', async () => {
    const course = await newCourse();
    const who = await eligibleStudent(course);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => review(who, course, { rating: (index % 5) + 1 })));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(answers.filter((answer) => answer.body.created)).toHaveLength(1);
    const rows = await t.prisma.courseReview.findMany({ where: { courseId: course.id } });
    expect(rows).toHaveLength(1);
    expect(await figures(course.id)).toEqual({ sum: rows[0].rating, count: 1 });
  }, 60_000);
});

describe('editing, deleting, and the offline outbox', () => {
  it('an edit is marked edited and moves the sum; a delete takes the review out', async () => {
    const course = await newCourse();
    const who = await eligibleStudent(course);
    expect((await review(who, course, { rating: 5, comment: 'Hay' })).body.review.edited).toBe(false);
    const same = await review(who, course, { rating: 5, comment: 'Hay' });
    expect(same.body).toMatchObject({ created: false, review: { edited: false } });
    const edited = await review(who, course, { rating: 3, comment: '' });
    expect(edited.body).toMatchObject({ created: false, review: { rating: 3, comment: null, edited: true } });
    expect(await figures(course.id)).toEqual({ sum: 3, count: 1 });

    expect((await who.client.delete(`/api/courses/${course.id}/reviews/mine`)).body).toEqual({ deleted: true });
    expect(await figures(course.id)).toEqual({ sum: 0, count: 0 });
    expect(await who.client.delete(`/api/courses/${course.id}/reviews/mine`)).toMatchObject({ status: 404, body: { code: 'REVIEW_NOT_FOUND' } });
  });

  it('a review sent again with the same clientId (even at once) is applied once and answers the first result', async () => {
    const course = await newCourse();
    const who = await eligibleStudent(course);
    const clientId = `outbox-${crypto.randomUUID()}`;
    const answers = await Promise.all([4, 4, 4].map((rating) => review(who, course, { rating, comment: 'Viết khi mất mạng', clientId })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers[1].body).toEqual(answers[0].body);
    expect(answers[2].body).toEqual(answers[0].body);
    expect(answers[0].body.created).toBe(true);

    // A later replay with other content still answers the first result and changes nothing.
    const replay = await review(who, course, { rating: 1, comment: 'Khác', clientId });
    expect(replay.body).toEqual(answers[0].body);
    expect(await figures(course.id)).toEqual({ sum: 4, count: 1 });
    expect(await t.prisma.learnerWrite.count({ where: { userId: who.id, clientId } })).toBe(1);
    // A new clientId is a new write.
    expect((await review(who, course, { rating: 2, clientId: `outbox-${crypto.randomUUID()}` })).body).toMatchObject({ created: false, review: { rating: 2, edited: true } });
    expect(await figures(course.id)).toEqual({ sum: 2, count: 1 });
  });

  it('stores hostile HTML verbatim and returns it as text', async () => {
    const course = await newCourse();
    const who = await eligibleStudent(course);
    const hostile = '<script>alert("xss")</script><img src=x onerror=alert(1)> & "trích dẫn"';
    expect((await review(who, course, { rating: 5, comment: hostile })).status).toBe(200);
    const row = await t.prisma.courseReview.findFirstOrThrow({ where: { courseId: course.id } });
    expect(row.comment).toBe(hostile);
    expect((await publicList(course)).body.reviews[0].comment).toBe(hostile);
  });
});

describe('helpful votes and reports', () => {
  it('one helpful vote per user, never on one’s own, exact under a burst; withdrawing it takes it back', async () => {
    const course = await newCourse();
    const author = await eligibleStudent(course);
    const { body } = await review(author, course, { rating: 5 });
    const reviewId = body.review._id;
    const voter = await student();
    const burst = await Promise.all(Array.from({ length: 5 }, () => voter.client.post(`/api/reviews/${reviewId}/helpful`)));
    expect(burst.map((answer) => answer.body)).toEqual(burst.map(() => ({ helpfulCount: 1, votedHelpful: true })));
    const others = await Promise.all(Array.from({ length: 3 }, () => student()));
    for (const other of others) await other.client.post(`/api/reviews/${reviewId}/helpful`);
    expect(await author.client.post(`/api/reviews/${reviewId}/helpful`)).toMatchObject({
      status: 403,
      body: { code: 'REVIEW_OWN_VOTE', message: 'Bạn không thể bình chọn cho đánh giá của chính mình.' },
    });

    const seen = await publicList(course, '', voter.client);
    expect(seen.body.reviews[0]).toMatchObject({ helpfulCount: 4, votedHelpful: true, mine: false });
    expect((await publicList(course)).body.reviews[0]).toMatchObject({ helpfulCount: 4, votedHelpful: false, mine: false });
    expect((await publicList(course, '', author.client)).body.reviews[0]).toMatchObject({ mine: true });

    expect((await voter.client.delete(`/api/reviews/${reviewId}/helpful`)).body).toEqual({ helpfulCount: 3, votedHelpful: false });
    expect((await voter.client.delete(`/api/reviews/${reviewId}/helpful`)).body).toEqual({ helpfulCount: 3, votedHelpful: false });
    expect(await t.prisma.reviewHelpfulVote.count({ where: { reviewId } })).toBe(3);
    expect((await voter.client.post(`/api/reviews/${crypto.randomUUID()}/helpful`)).status).toBe(404);
  });

  it('reports need a reason; one open report per user; the admin queue shows them, most reported first', async () => {
    const course = await newCourse();
    const [mild, worst] = [await eligibleStudent(course), await eligibleStudent(course)];
    const mildId = (await review(mild, course, { rating: 1, comment: 'Tệ' })).body.review._id;
    const worstId = (await review(worst, course, { rating: 1, comment: 'Quảng cáo spam' })).body.review._id;
    const reporters = await Promise.all(Array.from({ length: 3 }, () => student('Người báo cáo')));
    expect((await reporters[0].client.post(`/api/reviews/${worstId}/reports`, { reason: 'ngắn' })).status).toBe(400);
    for (const reporter of reporters) {
      expect((await reporter.client.post(`/api/reviews/${worstId}/reports`, { reason: 'Nội dung quảng cáo, spam' })).body).toEqual({ reported: true });
    }
    expect((await reporters[0].client.post(`/api/reviews/${worstId}/reports`, { reason: 'Báo cáo lần nữa' })).body).toEqual({ reported: true });
    expect((await reporters[0].client.post(`/api/reviews/${mildId}/reports`, { reason: 'Không liên quan' })).status).toBe(200);
    expect(await t.prisma.reviewReport.count({ where: { reviewId: worstId } })).toBe(3);

    const queue = await admin.get('/api/admin/reviews?status=reported&limit=50');
    expect(queue.status, JSON.stringify(queue.body)).toBe(200);
    const ours = queue.body.reviews.filter((row: { courseId: string }) => row.courseId === course.id);
    expect(ours.map((row: { _id: string; openReports: number }) => [row._id, row.openReports])).toEqual([
      [worstId, 3],
      [mildId, 1],
    ]);
    expect(ours[0].reports[0]).toMatchObject({ reason: 'Nội dung quảng cáo, spam', reporterName: 'Người báo cáo' });
    expect(ours[0]).toMatchObject({ status: 'visible', hiddenReason: null, courseSlug: course.slug, replyHidden: false, replyBody: null });
  });
});

describe('admin moderation', () => {
  it('hiding a review takes it out of the lists and the figures, closes its reports and tells the author; restoring brings it back', async () => {
    const course = await newCourse();
    const kept = await eligibleStudent(course);
    const hiddenAuthor = await eligibleStudent(course);
    await review(kept, course, { rating: 5 });
    const reviewId = (await review(hiddenAuthor, course, { rating: 1, comment: 'Lời lẽ xúc phạm' })).body.review._id;
    await (await student()).client.post(`/api/reviews/${reviewId}/reports`, { reason: 'Xúc phạm người khác' });
    expect(await figures(course.id)).toEqual({ sum: 6, count: 2 });

    expect((await admin.put(`/api/admin/reviews/${reviewId}/visibility`, { hidden: true, reason: 'ngắn' })).status).toBe(400);
    const hidden = await admin.put(`/api/admin/reviews/${reviewId}/visibility`, { hidden: true, reason: 'Ngôn từ xúc phạm' });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    expect(hidden.body.review).toMatchObject({ status: 'hidden', hiddenReason: 'Ngôn từ xúc phạm', openReports: 0 });
    // The closed report still says why it was reported.
    expect(hidden.body.review.reports).toMatchObject([{ reason: 'Xúc phạm người khác' }]);
    expect(await figures(course.id)).toEqual({ sum: 5, count: 1 });
    expect((await publicList(course)).body.reviews).toHaveLength(1);
    expect(await t.prisma.reviewReport.count({ where: { reviewId, resolvedAt: null } })).toBe(0);
    expect(await t.prisma.notification.findFirst({ where: { userId: hiddenAuthor.id, type: 'review_hidden' } })).toMatchObject({
      body: expect.stringContaining('Ngôn từ xúc phạm'),
      link: `/courses/${course.slug}#reviews`,
    });
    const hiddenQueue = await admin.get('/api/admin/reviews?status=hidden&limit=50');
    expect(hiddenQueue.body.reviews.map((row: { _id: string }) => row._id)).toContain(reviewId);
    // Nobody can vote on or report a hidden review.
    expect((await (await student()).client.post(`/api/reviews/${reviewId}/helpful`)).status).toBe(404);

    const restored = await admin.put(`/api/admin/reviews/${reviewId}/visibility`, { hidden: false, reason: 'Đã xem xét lại' });
    expect(restored.body.review).toMatchObject({ status: 'visible', hiddenReason: null });
    expect(await figures(course.id)).toEqual({ sum: 6, count: 2 });
    expect(await t.prisma.notification.findFirst({ where: { userId: hiddenAuthor.id, type: 'review_restored' } })).not.toBeNull();
  });

  it('hides and restores an instructor reply without touching the review', async () => {
    const course = await newCourse();
    const who = await eligibleStudent(course);
    const reviewId = (await review(who, course, { rating: 4 })).body.review._id;
    await instructor.client.put(`/api/instructor/reviews/${reviewId}/reply`, { body: 'Cảm ơn bạn' });
    const hidden = await admin.put(`/api/admin/reviews/${reviewId}/reply-visibility`, { hidden: true, reason: 'Phản hồi không phù hợp' });
    expect(hidden.body.review).toMatchObject({ replyHidden: true, replyBody: 'Cảm ơn bạn', reply: null, status: 'visible' });
    expect((await publicList(course)).body.reviews[0].reply).toBeNull();
    await admin.put(`/api/admin/reviews/${reviewId}/reply-visibility`, { hidden: false, reason: 'Đã chỉnh lại' });
    expect((await publicList(course)).body.reviews[0].reply).toMatchObject({ body: 'Cảm ơn bạn' });
    expect(await figures(course.id)).toEqual({ sum: 4, count: 1 });
  });
});

describe('instructors', () => {
  it('reply once per review (editable) to their own courses only; the author is told; unanswered come first', async () => {
    const course = await newCourse();
    const first = await eligibleStudent(course, 'Học viên A');
    const second = await eligibleStudent(course, 'Học viên B');
    const firstId = (await review(first, course, { rating: 5, comment: 'Rất hữu ích' })).body.review._id;
    const secondId = (await review(second, course, { rating: 3 })).body.review._id;

    const stranger = await otherInstructor.client.put(`/api/instructor/reviews/${firstId}/reply`, { body: 'Không phải khóa của tôi' });
    expect(stranger).toMatchObject({ status: 404, body: { code: 'REVIEW_NOT_FOUND' } });
    const strangerList = await otherInstructor.client.get(`/api/instructor/reviews?courseId=${course.id}`);
    expect(strangerList.body.reviews).toEqual([]);

    const replied = await instructor.client.put(`/api/instructor/reviews/${firstId}/reply`, { body: 'Cảm ơn bạn đã học!' });
    expect(replied.status, JSON.stringify(replied.body)).toBe(200);
    expect(replied.body.review.reply).toMatchObject({ body: 'Cảm ơn bạn đã học!', edited: false });
    expect(await t.prisma.notification.findFirst({ where: { userId: first.id, type: 'review_replied' } })).toMatchObject({ link: `/courses/${course.slug}#reviews` });
    const edited = await instructor.client.put(`/api/instructor/reviews/${firstId}/reply`, { body: 'Cảm ơn bạn rất nhiều!' });
    expect(edited.body.review.reply).toMatchObject({ body: 'Cảm ơn bạn rất nhiều!', edited: true });
    expect(await t.prisma.notification.count({ where: { userId: first.id, type: 'review_replied' } })).toBe(1);
    expect((await instructor.client.put(`/api/instructor/reviews/${firstId}/reply`, { body: '   ' })).status).toBe(400);

    const listed = await instructor.client.get(`/api/instructor/reviews?courseId=${course.id}`);
    expect(listed.body.reviews.map((row: { _id: string }) => row._id)).toEqual([secondId, firstId]);
    expect(listed.body.reviews[0]).toMatchObject({ courseTitle: expect.any(String), courseSlug: course.slug, reply: null });
    expect((await instructor.client.get(`/api/instructor/reviews?courseId=${course.id}&stars=5`)).body.reviews).toHaveLength(1);
    expect((await admin.get(`/api/instructor/reviews?courseId=${course.id}`)).body.reviews).toHaveLength(2);
    expect((await publicList(course)).body.reviews.find((row: { _id: string }) => row._id === firstId).reply.body).toBe('Cảm ơn bạn rất nhiều!');

    const summary = await instructor.client.get('/api/instructor/reviews/summary');
    expect(summary.status, JSON.stringify(summary.body)).toBe(200);
    const mine = summary.body.courses.find((row: { courseId: string }) => row.courseId === course.id);
    expect(mine).toMatchObject({ average: 4, count: 2, last30Days: { count: 2, average: 4 } });
    expect(mine.daily).toHaveLength(30);
    expect(mine.daily.at(-1)).toMatchObject({ count: 2, ratingSum: 8 });
    expect(mine.daily[0].date < mine.daily.at(-1).date).toBe(true);
    expect((await otherInstructor.client.get('/api/instructor/reviews/summary')).body.courses.some((row: { courseId: string }) => row.courseId === course.id)).toBe(false);
  });
});

describe('the public list', () => {
  it('pages, sorts (newest, helpful, highest, lowest) and filters by stars, with the summary', async () => {
    const course = await newCourse();
    const ratings = [5, 3, 4, 5, 1, 2, 5, 4, 3, 5, 2, 4];
    const ids: string[] = [];
    for (const [index, rating] of ratings.entries()) {
      const who = await eligibleStudent(course, `Học viên ${index}`);
      ids.push((await review(who, course, { rating })).body.review._id);
    }
    // Helpful votes: review 2 gets 3, review 5 gets 1.
    const voters = await Promise.all(Array.from({ length: 3 }, () => student()));
    for (const voter of voters) await voter.client.post(`/api/reviews/${ids[2]}/helpful`);
    await voters[0].client.post(`/api/reviews/${ids[5]}/helpful`);

    const first = await publicList(course);
    expect(first.body.summary).toEqual({ average: 3.6, count: 12, distribution: { '5': 4, '4': 3, '3': 2, '2': 2, '1': 1 } });
    expect(first.body.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 12, limit: 10 });
    expect(first.body.reviews.map((row: { _id: string }) => row._id)).toEqual([...ids].reverse().slice(0, 10));
    expect((await publicList(course, '?page=2')).body.reviews.map((row: { _id: string }) => row._id)).toEqual([ids[1], ids[0]]);

    const helpful = await publicList(course, '?sort=helpful&limit=3');
    expect(helpful.body.reviews.map((row: { _id: string }) => row._id)).toEqual([ids[2], ids[5], ids[11]]);
    const highest = await publicList(course, '?sort=highest&limit=50');
    expect(highest.body.reviews.map((row: { rating: number }) => row.rating)).toEqual([...ratings].sort((a, b) => b - a));
    const lowest = await publicList(course, '?sort=lowest&limit=50');
    expect(lowest.body.reviews.map((row: { rating: number }) => row.rating)).toEqual([...ratings].sort((a, b) => a - b));

    const fives = await publicList(course, '?stars=5');
    expect(fives.body.reviews.map((row: { rating: number }) => row.rating)).toEqual([5, 5, 5, 5]);
    expect(fives.body.pagination.totalItems).toBe(4);
    expect((await publicList(course, '?stars=6')).status).toBe(400);
    expect((await publicList(course, '?sort=random')).status).toBe(400);
    expect((await publicList(course, '?limit=51')).status).toBe(400);

    // Cards and the course page show the same figures.
    const page = (await new HttpClient(t.baseUrl).get(`/api/courses/${course.slug}`)).body.course;
    expect(page).toMatchObject({ rating: 3.6, reviewsCount: 12 });
  }, 60_000);

  it('a course without reviews shows 0 and 0', async () => {
    const course = await newCourse();
    expect((await publicList(course)).body).toEqual({
      summary: { average: null, count: 0, distribution: { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 } },
      reviews: [],
      pagination: { currentPage: 1, totalPages: 1, totalItems: 0, limit: 10 },
    });
    expect((await new HttpClient(t.baseUrl).get(`/api/courses/${course.slug}`)).body.course).toMatchObject({ rating: 0, reviewsCount: 0 });
  });
});

describe('posting limit', () => {
  it('reviews, replies and reports: 20 an hour per user, then the Vietnamese 429', async () => {
    const course = await newCourse();
    const author = await eligibleStudent(course);
    const reviewId = (await review(author, course, { rating: 4 })).body.review._id;
    const busy = await eligibleStudent(course);
    const statuses: number[] = [];
    // 10 reviews (edits) and 10 reports add up to the one budget.
    for (let i = 0; i < 10; i += 1) statuses.push((await review(busy, course, { rating: (i % 5) + 1 })).status);
    for (let i = 0; i < 10; i += 1) statuses.push((await busy.client.post(`/api/reviews/${reviewId}/reports`, { reason: `Báo cáo số ${i}` })).status);
    expect(statuses).toEqual(statuses.map(() => 200));
    const refused = await review(busy, course, { rating: 5 });
    expect(refused).toMatchObject({ status: 429, body: { message: TOO_FAST, code: 'TOO_MANY_REQUESTS' } });
    // Reading and voting are not posting.
    expect((await busy.client.get(`/api/courses/${course.id}/reviews/mine`)).status).toBe(200);
    expect((await busy.client.post(`/api/reviews/${reviewId}/helpful`)).status).toBe(200);
    // Someone else still posts.
    expect((await (await student()).client.post(`/api/reviews/${reviewId}/reports`, { reason: 'Người khác báo cáo' })).status).toBe(200);
  });
});

describe('the visitors’ cache', () => {
  let cached: TestApp;
  beforeAll(async () => {
    cached = await startTestApp({ CATALOGUE_CACHE_SECONDS: '60' });
  });
  afterAll(async () => {
    await cached?.close();
  });

  /** A student of the cached app, enrolled with one lecture completed (straight in the database). */
  async function cachedAppStudent(course: Course) {
    const { client, user } = await signedInClient(cached.baseUrl, t.prisma);
    await t.prisma.enrollment.create({ data: { userId: user.id, courseId: course.id, source: 'admin_grant' } });
    await t.prisma.lectureProgress.create({ data: { userId: user.id, courseId: course.id, lectureId: course.lectureIds[0], completed: true, completedAt: new Date() } });
    return { client, id: user.id };
  }

  it('serves a visitor the cached page until a review changes it, and a signed-in viewer the database', async () => {
    const course = await newCourse();
    const visitor = new HttpClient(cached.baseUrl);
    const first = await cachedAppStudent(course);
    expect((await review(first, course, { rating: 5 })).status).toBe(200);
    const before = await visitor.get(`/api/courses/${course.id}/reviews`);
    expect(before.body.summary.count).toBe(1);

    // Written behind the app's back (straight to the database): the cached page does not see it…
    const sneaked = await student();
    await t.prisma.courseReview.create({ data: { courseId: course.id, userId: sneaked.id, rating: 1 } });
    const again = await visitor.get(`/api/courses/${course.id}/reviews`);
    expect(again.body).toEqual(before.body);
    // …a signed-in viewer reads the database…
    expect((await first.client.get(`/api/courses/${course.id}/reviews`)).body.reviews).toHaveLength(2);

    // …and a review written through the API clears the cache for everyone.
    const second = await cachedAppStudent(course);
    expect((await review(second, course, { rating: 4 })).status).toBe(200);
    const after = await visitor.get(`/api/courses/${course.id}/reviews`);
    expect(after.body.reviews).toHaveLength(3);
    expect(after.headers.get('content-type')).toContain('application/json');
  });
});
