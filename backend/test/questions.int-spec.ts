import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from './helpers/catalogue';
import { signedInClient } from './helpers/factories';
import { HttpClient } from './helpers/http-client';
import { deliverWebhook, SEPAY_API_KEY, sepayTransfer } from './helpers/money';
import { askedQuestion, courseWithLectures, enrolledStudent, type QuestionCourse, signedInStudent } from './helpers/questions';
import { startTestApp, TestApp } from './helpers/test-app';

// Questions and answers of a course (issue 30, docs/learning.md "Questions and answers"), through the API on a real database.

const TOO_FAST = 'Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.';
const ACCESS_ENDED = 'Bạn không còn quyền truy cập khóa học này nên không thể đặt câu hỏi hay trả lời.';

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

const newCourse = (instructorId = instructor.id) => courseWithLectures(t, { instructorId, categoryId });
type Course = QuestionCourse;
const student = (name?: string) => signedInStudent(t, name);
const enrolled = (course: Course, name?: string) => enrolledStudent(t, course, name);

const ask = (client: HttpClient, course: Course, body: Record<string, unknown>) => client.post(`/api/courses/${course.id}/questions`, body);
const answer = (client: HttpClient, questionId: string, body: Record<string, unknown>) => client.post(`/api/questions/${questionId}/answers`, body);
const list = (client: HttpClient, course: Course, query = '') => client.get(`/api/courses/${course.id}/questions${query}`);

/** The question's counts against its rows: they must always agree. */
async function counts(questionId: string) {
  const row = await t.prisma.courseQuestion.findUniqueOrThrow({ where: { id: questionId }, select: { answersCount: true, followersCount: true, status: true } });
  const [answers, followers] = await Promise.all([
    t.prisma.questionAnswer.count({ where: { questionId, deletedAt: null, hidden: false } }),
    t.prisma.questionFollow.count({ where: { questionId } }),
  ]);
  expect({ answers: row.answersCount, followers: row.followersCount }).toEqual({ answers, followers });
  return { answers, followers, status: row.status };
}

describe('who may read and post', () => {
  it('enrolled students, the instructor and admins; anyone else gets the 404 of a missing course', async () => {
    const course = await newCourse();
    const learner = await enrolled(course);
    const questionId = await askedQuestion(learner.client, course, {
      title: 'Làm sao tạo tệp đối tượng?',
      body: 'Em chưa hiểu bài 1.',
      lectureId: course.lectureIds[0],
      videoSecond: 83,
    });
    for (const client of [learner.client, instructor.client, admin]) {
      const read = await list(client, course);
      expect(read.status, JSON.stringify(read.body)).toBe(200);
      expect(read.body.questions.map((row: { _id: string }) => row._id)).toEqual([questionId]);
      expect((await client.get(`/api/questions/${questionId}`)).status).toBe(200);
    }
    const stranger = await student();
    for (const client of [stranger.client, otherInstructor.client]) {
      expect(await list(client, course)).toMatchObject({ status: 404, body: { code: 'QUESTION_COURSE_NOT_FOUND', message: 'Không tìm thấy khóa học.' } });
      expect(await ask(client, course, { title: 'Xin chào' })).toMatchObject({ status: 404, body: { code: 'QUESTION_COURSE_NOT_FOUND' } });
      expect(await client.get(`/api/questions/${questionId}`)).toMatchObject({ status: 404, body: { code: 'QUESTION_NOT_FOUND' } });
      expect(await answer(client, questionId, { body: 'Trả lời' })).toMatchObject({ status: 404, body: { code: 'QUESTION_NOT_FOUND' } });
    }
    expect((await list(new HttpClient(t.baseUrl), course)).status).toBe(401);
    expect(await list(learner.client, { ...course, id: crypto.randomUUID() })).toMatchObject({ status: 404, body: { code: 'QUESTION_COURSE_NOT_FOUND' } });

    // The instructor's and an admin's answers are the instructor's; a student's is not.
    const fromStudent = await answer(learner.client, questionId, { body: 'Tự trả lời' });
    expect(fromStudent.body.answer.author.isInstructor).toBe(false);
    expect(await counts(questionId)).toMatchObject({ answers: 1, status: 'open' });
    const fromAdmin = await answer(admin, questionId, { body: 'Học viện trả lời' });
    expect(fromAdmin.status).toBe(201);
    expect(fromAdmin.body.answer.author.isInstructor).toBe(true);
    expect(await counts(questionId)).toMatchObject({ answers: 2, status: 'answered' });
    const row = await t.prisma.courseQuestion.findUniqueOrThrow({ where: { id: questionId } });
    expect(row.firstInstructorAnswerAt).not.toBeNull();
    expect(row.videoSecond).toBe(83);
    // The first instructor answer's time never moves.
    await answer(instructor.client, questionId, { body: 'Giảng viên trả lời' });
    expect((await t.prisma.courseQuestion.findUniqueOrThrow({ where: { id: questionId } })).firstInstructorAnswerAt).toEqual(row.firstInstructorAnswerAt);
    // Instructor answers first, then oldest first.
    const detail = await learner.client.get(`/api/questions/${questionId}`);
    expect(detail.body.answers.map((a: { body: string }) => a.body)).toEqual(['Học viện trả lời', 'Giảng viên trả lời', 'Tự trả lời']);
    expect(detail.body.question).toMatchObject({
      lectureId: course.lectureIds[0],
      lectureTitle: 'Bài 1',
      videoSecond: 83,
      mine: true,
      following: true,
      followersCount: 1,
      answersCount: 3,
    });
  });

  it('a buyer refunded in full (through the refund API) is told their access ended, stops following, and their posts stay', async () => {
    const course = await newCourse();
    const buyer = await student('Người mua hoàn tiền');
    const created = await buyer.client.post('/api/orders', { items: [{ kind: 'course', id: course.id }], paymentMethod: 'bank_transfer' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { order } = created.body;
    expect((await deliverWebhook(t.baseUrl, sepayTransfer(order.total, `CT DEN ${order.code} thanh toan`))).status).toBe(200);
    const questionId = await askedQuestion(buyer.client, course, { title: 'Hỏi trước khi hoàn tiền' });
    // A review too: the refund's access-ended handlers run in one transaction, in the lock order of what they lock.
    const done = await buyer.client.post('/api/learn/progress/update', {
      courseId: course.id,
      lectureId: course.lectureIds[0],
      updateId: `tien-do-${crypto.randomUUID()}`,
      positionSeconds: 60,
      completed: true,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await buyer.client.put(`/api/courses/${course.id}/reviews/mine`, { rating: 5 })).status).toBe(200);
    const other = await enrolled(course);
    const othersQuestion = await askedQuestion(other.client, course);
    expect((await buyer.client.post(`/api/questions/${othersQuestion}/follow`)).body).toEqual({ following: true, followersCount: 2 });

    const refunded = await admin.post(`/api/admin/orders/${order._id}/refunds`, { idempotencyKey: `hoan-${crypto.randomUUID()}`, method: 'wallet', reason: 'Mua nhầm khóa học' });
    expect(refunded.status, JSON.stringify(refunded.body)).toBeLessThan(300);

    const refusal = { status: 403, body: { code: 'QUESTION_ACCESS_ENDED', message: ACCESS_ENDED } };
    expect(await ask(buyer.client, course, { title: 'Sau hoàn tiền' })).toMatchObject(refusal);
    expect(await answer(buyer.client, othersQuestion, { body: 'Sau hoàn tiền' })).toMatchObject(refusal);
    expect(await list(buyer.client, course)).toMatchObject(refusal);
    expect(await counts(othersQuestion)).toMatchObject({ followers: 1 });
    expect(await counts(questionId)).toMatchObject({ followers: 0 });
    expect(await t.prisma.courseReview.findFirstOrThrow({ where: { userId: buyer.id, courseId: course.id } })).toMatchObject({ accessEnded: true, counted: false });
    // Their question stays for the others.
    expect((await list(other.client, course)).body.questions.map((row: { _id: string }) => row._id)).toContain(questionId);
  });
});

describe('replays from the offline outbox', () => {
  it('a question sent again with its clientId is applied once, also under 20 simultaneous replays', async () => {
    const course = await newCourse();
    const learner = await enrolled(course);
    const clientId = `cau-hoi-${crypto.randomUUID()}`;
    const body = { title: 'Viết khi mất mạng', body: 'Gửi lại khi có mạng', lectureId: course.lectureIds[1], clientId };
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask(learner.client, course, body)));
    expect(answers.map((one) => one.status)).toEqual(answers.map(() => 201));
    const ids = new Set(answers.map((one) => one.body.question._id));
    expect(ids.size).toBe(1);
    expect(await t.prisma.courseQuestion.count({ where: { courseId: course.id } })).toBe(1);
    expect(await t.prisma.notification.count({ where: { userId: instructor.id, type: 'question_asked', link: `/instructor/questions?question=${[...ids][0]}` } })).toBe(1);
  });

  it('an answer sent again with its clientId is applied once and notifies once', async () => {
    const course = await newCourse();
    const asker = await enrolled(course);
    const questionId = await askedQuestion(asker.client, course);
    const helper = await enrolled(course);
    const clientId = `tra-loi-${crypto.randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => answer(helper.client, questionId, { body: 'Trả lời khi mất mạng', clientId })));
    expect(answers.map((one) => one.status)).toEqual(answers.map(() => 201));
    expect(new Set(answers.map((one) => one.body.answer._id)).size).toBe(1);
    expect(await counts(questionId)).toMatchObject({ answers: 1 });
    expect(await t.prisma.notification.count({ where: { userId: asker.id, type: 'question_answered' } })).toBe(1);
  });
});

describe('answers, followers and the accepted answer', () => {
  it('an answer tells the asker and every follower, never the answerer', async () => {
    const course = await newCourse();
    const [asker, follower, answerer, bystander] = await Promise.all([enrolled(course, 'Người hỏi'), enrolled(course), enrolled(course, 'Người trả lời'), enrolled(course)]);
    const questionId = await askedQuestion(asker.client, course, { title: 'Pixel không ghi nhận', lectureId: course.lectureIds[2] });
    expect((await follower.client.post(`/api/questions/${questionId}/follow`)).body).toEqual({ following: true, followersCount: 2 });
    expect((await answerer.client.post(`/api/questions/${questionId}/follow`)).body).toEqual({ following: true, followersCount: 3 });
    const clientId = `tra-loi-${crypto.randomUUID()}`;
    const reply = await answer(answerer.client, questionId, { body: 'Kiểm tra lại sự kiện Purchase.', clientId });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    // A clientId already used for an answer cannot name a question.
    expect(await ask(answerer.client, course, { title: 'Câu hỏi', clientId })).toMatchObject({ status: 409, body: { code: 'CLIENT_ID_REUSED' } });
    const link = `/learn/${course.slug}/${course.lectureIds[2]}?question=${questionId}#answer-${reply.body.answer._id}`;
    for (const who of [asker, follower]) {
      const told = await t.prisma.notification.findMany({ where: { userId: who.id, type: 'question_answered' } });
      expect(told.map((row) => row.link)).toEqual([link]);
      expect(told[0].body).toContain('Người trả lời');
    }
    for (const who of [answerer, bystander]) expect(await t.prisma.notification.count({ where: { userId: who.id, type: 'question_answered' } })).toBe(0);
    // The instructor was told of the question, not of the student's answer.
    expect(await t.prisma.notification.count({ where: { userId: instructor.id, type: 'question_asked', link: `/instructor/questions?question=${questionId}` } })).toBe(1);
    expect(await t.prisma.notification.count({ where: { userId: instructor.id, type: 'question_answered' } })).toBe(0);
  });

  it('only the asker accepts an answer (403 otherwise); the question is then solved', async () => {
    const course = await newCourse();
    const [asker, other] = await Promise.all([enrolled(course), enrolled(course)]);
    const questionId = await askedQuestion(asker.client, course);
    const reply = await answer(other.client, questionId, { body: 'Đây là cách làm' });
    const answerId = reply.body.answer._id;
    for (const client of [other.client, instructor.client, admin]) {
      expect(await client.post(`/api/questions/${questionId}/accept`, { answerId })).toMatchObject({ status: 403, body: { code: 'QUESTION_NOT_ASKER' } });
    }
    expect((await (await student()).client.post(`/api/questions/${questionId}/accept`, { answerId })).status).toBe(404);
    expect(await asker.client.post(`/api/questions/${questionId}/accept`, { answerId: crypto.randomUUID() })).toMatchObject({ status: 404, body: { code: 'ANSWER_NOT_FOUND' } });
    const accepted = await asker.client.post(`/api/questions/${questionId}/accept`, { answerId });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.question).toMatchObject({ status: 'solved', acceptedAnswerId: answerId });
    expect((await asker.client.get(`/api/questions/${questionId}`)).body.answers[0]).toMatchObject({ _id: answerId, accepted: true });
    // The accepted answer deleted by its author: no longer solved.
    expect((await other.client.delete(`/api/answers/${answerId}`)).status).toBe(200);
    expect(await counts(questionId)).toEqual({ answers: 0, followers: 1, status: 'open' });
  });

  it('20 students pressing "me too" at once (and again): followers_count exact; unfollowing too', async () => {
    const course = await newCourse();
    const asker = await enrolled(course);
    const questionId = await askedQuestion(asker.client, course);
    const students = await Promise.all(Array.from({ length: 20 }, () => enrolled(course)));
    const follows = await Promise.all([...students, ...students].map((who) => who.client.post(`/api/questions/${questionId}/follow`)));
    expect(follows.map((one) => one.status)).toEqual(follows.map(() => 200));
    expect(await counts(questionId)).toMatchObject({ followers: 21 });
    const unfollows = await Promise.all(students.slice(0, 10).map((who) => who.client.delete(`/api/questions/${questionId}/follow`)));
    expect(unfollows.map((one) => one.body.following)).toEqual(unfollows.map(() => false));
    expect(await counts(questionId)).toMatchObject({ followers: 11 });
    expect((await list(students[15].client, course, '?filter=following')).body.questions.map((row: { _id: string }) => row._id)).toEqual([questionId]);
    expect((await list(students[0].client, course, '?filter=following')).body.questions).toEqual([]);
  }, 60_000);
});

describe('the course tab', () => {
  it('searches words with or without accents, and filters by lecture, unanswered and mine', async () => {
    const course = await newCourse();
    const [a, b] = await Promise.all([enrolled(course), enrolled(course)]);
    const locked = await askedQuestion(a.client, course, { title: 'Tài khoản quảng cáo bị khóa', body: 'Phải làm gì?', lectureId: course.lectureIds[0] });
    const measure = await askedQuestion(b.client, course, { title: 'Đo lường chuyển đổi', body: 'Cài đặt Pixel thế nào?', lectureId: course.lectureIds[1] });
    await answer(a.client, measure, { body: 'Xem bài 2' });
    const ids = async (query: string) => (await list(a.client, course, query)).body.questions.map((row: { _id: string }) => row._id);
    expect(await ids(`?q=${encodeURIComponent('khoa tai khoan')}`)).toEqual([locked]);
    expect(await ids(`?q=${encodeURIComponent('KHÓA tài khoản')}`)).toEqual([locked]);
    expect(await ids(`?q=${encodeURIComponent('do luong')}`)).toEqual([measure]);
    expect(await ids(`?q=${encodeURIComponent('pixel')}`)).toEqual([measure]);
    expect(await ids(`?q=${encodeURIComponent('khóa pixel')}`)).toEqual([]);
    expect(await ids('')).toEqual([measure, locked]);
    expect(await ids(`?filter=lecture&lectureId=${course.lectureIds[0]}`)).toEqual([locked]);
    expect(await ids('?filter=unanswered')).toEqual([locked]);
    expect(await ids('?filter=mine')).toEqual([locked]);
    expect(await ids('?limit=1&page=2')).toEqual([locked]);
    expect((await list(a.client, course, '?limit=1')).body.pagination).toMatchObject({ totalItems: 2 });
    expect(await list(a.client, course, '?filter=lecture')).toMatchObject({ status: 400, body: { code: 'QUESTION_LECTURE_REQUIRED' } });
    expect(await ask(a.client, course, { title: '' })).toMatchObject({ status: 400, body: { message: 'Tiêu đề câu hỏi phải dài từ 1 đến 200 ký tự.' } });
    expect(await ask(a.client, course, { title: 'x', body: 'a'.repeat(5001) })).toMatchObject({ status: 400, body: { message: 'Nội dung câu hỏi tối đa 5.000 ký tự.' } });
    const foreignLecture = (await newCourse()).lectureIds[0];
    expect(await ask(a.client, course, { title: 'x', lectureId: foreignLecture })).toMatchObject({ status: 400, body: { code: 'QUESTION_LECTURE_NOT_FOUND' } });
  });

  it('stores and returns hostile HTML verbatim, as text', async () => {
    const course = await newCourse();
    const learner = await enrolled(course);
    const title = '<script>alert("xss")</script> & <b>đậm</b>';
    const body = '<img src=x onerror="alert(1)">\nDòng 2: https://example.com/?a=1&b=<2>';
    const created = await ask(learner.client, course, { title, body });
    expect(created.body.question).toMatchObject({ title, body });
    const id = created.body.question._id;
    expect((await learner.client.get(`/api/questions/${id}`)).body.question).toMatchObject({ title, body });
    expect((await list(learner.client, course)).body.questions[0]).toMatchObject({ title, body });
    const reply = await answer(instructor.client, id, { body });
    expect(reply.body.answer.body).toBe(body);
    expect((await learner.client.get(`/api/questions/${id}`)).body.answers[0].body).toBe(body);
  });

  it('deleting an answered question keeps its answers and shows it deleted; an unanswered one is gone; only authors edit or delete', async () => {
    const course = await newCourse();
    const [asker, other] = await Promise.all([enrolled(course), enrolled(course)]);
    const answered = await askedQuestion(asker.client, course, { title: 'Sẽ bị xóa', body: 'Nội dung cũ' });
    const reply = await answer(other.client, answered, { body: 'Câu trả lời còn lại' });
    expect(await other.client.patch(`/api/questions/${answered}`, { title: 'Không phải của tôi' })).toMatchObject({ status: 403, body: { code: 'QUESTION_NOT_AUTHOR' } });
    expect(await other.client.delete(`/api/questions/${answered}`)).toMatchObject({ status: 403, body: { code: 'QUESTION_NOT_AUTHOR' } });
    expect(await asker.client.patch(`/api/answers/${reply.body.answer._id}`, { body: 'Sửa hộ' })).toMatchObject({ status: 403, body: { code: 'QUESTION_NOT_AUTHOR' } });
    const edited = await asker.client.patch(`/api/questions/${answered}`, { body: 'Nội dung mới' });
    expect(edited.body.question).toMatchObject({ title: 'Sẽ bị xóa', body: 'Nội dung mới', edited: true });
    expect((await other.client.patch(`/api/answers/${reply.body.answer._id}`, { body: 'Đã sửa' })).body.answer).toMatchObject({ body: 'Đã sửa', edited: true });

    expect((await asker.client.delete(`/api/questions/${answered}`)).body).toEqual({ deleted: true });
    const shown = await other.client.get(`/api/questions/${answered}`);
    expect(shown.body.question).toMatchObject({ deleted: true, title: '', body: '', answersCount: 1 });
    expect(shown.body.answers.map((a: { body: string }) => a.body)).toEqual(['Đã sửa']);
    expect((await list(other.client, course)).body.questions[0]).toMatchObject({ _id: answered, deleted: true });
    expect((await list(other.client, course, '?q=xoa')).body.questions).toEqual([]);
    expect(await answer(other.client, answered, { body: 'Muộn rồi' })).toMatchObject({ status: 409, body: { code: 'QUESTION_DELETED' } });

    const lonely = await askedQuestion(asker.client, course, { title: 'Không ai trả lời' });
    expect((await asker.client.delete(`/api/questions/${lonely}`)).status).toBe(200);
    expect(await t.prisma.courseQuestion.findUnique({ where: { id: lonely } })).toBeNull();
    expect((await asker.client.get(`/api/questions/${lonely}`)).status).toBe(404);
  });
});

describe('the instructor inbox and the admins', () => {
  it('unanswered first (longest waiting first), own courses only, every course for an admin, with the unanswered count', async () => {
    const instructorA = await signedInClient(t.baseUrl, t.prisma, { role: 'instructor' });
    const instructorB = await signedInClient(t.baseUrl, t.prisma, { role: 'instructor' });
    const [courseA1, courseA2, courseB] = await Promise.all([newCourse(instructorA.user.id), newCourse(instructorA.user.id), newCourse(instructorB.user.id)]);
    const learner = await student();
    await t.prisma.enrollment.createMany({ data: [courseA1, courseA2, courseB].map((course) => ({ userId: learner.id, courseId: course.id, source: 'admin_grant' as const })) });
    const oldOpen = await askedQuestion(learner.client, courseA1, { title: 'Cũ chưa trả lời' });
    const answered = await askedQuestion(learner.client, courseA1, { title: 'Đã trả lời' });
    const newOpen = await askedQuestion(learner.client, courseA2, { title: 'Mới chưa trả lời' });
    const other = await askedQuestion(learner.client, courseB, { title: 'Khóa học khác' });
    const at = (id: string, minutesAgo: number) => t.prisma.courseQuestion.update({ where: { id }, data: { createdAt: new Date(Date.now() - minutesAgo * 60_000) } });
    await Promise.all([at(oldOpen, 30), at(answered, 20), at(newOpen, 10), at(other, 5)]);
    expect((await answer(instructorA.client, answered, { body: 'Trả lời ngay' })).status).toBe(201);

    const inbox = await instructorA.client.get('/api/instructor/questions');
    expect(inbox.status, JSON.stringify(inbox.body)).toBe(200);
    expect(inbox.body.questions.map((row: { _id: string }) => row._id)).toEqual([oldOpen, newOpen, answered]);
    expect(inbox.body.questions[0]).toMatchObject({ courseId: courseA1.id, courseSlug: courseA1.slug, status: 'open' });
    expect((await instructorA.client.get(`/api/instructor/questions?courseId=${courseA2.id}`)).body.questions.map((row: { _id: string }) => row._id)).toEqual([newOpen]);
    expect((await instructorA.client.get('/api/instructor/questions?status=answered')).body.questions.map((row: { _id: string }) => row._id)).toEqual([answered]);
    expect((await instructorA.client.get(`/api/instructor/questions?courseId=${courseB.id}`)).body.questions).toEqual([]);
    expect((await instructorA.client.get('/api/instructor/questions/unanswered-count')).body).toEqual({ count: 2 });
    expect((await instructorB.client.get('/api/instructor/questions')).body.questions.map((row: { _id: string }) => row._id)).toEqual([other]);
    expect((await instructorB.client.get('/api/instructor/questions/unanswered-count')).body).toEqual({ count: 1 });
    // Another instructor cannot answer a question of a course not theirs.
    expect(await answer(instructorB.client, oldOpen, { body: 'Không phải khóa của tôi' })).toMatchObject({ status: 404, body: { code: 'QUESTION_NOT_FOUND' } });
    const all = (await admin.get('/api/instructor/questions?limit=50')).body.questions.map((row: { _id: string }) => row._id);
    expect(all).toEqual(expect.arrayContaining([oldOpen, newOpen, answered, other]));
    expect((await learner.client.get('/api/instructor/questions')).status).toBe(403);
  });

  it('reports reach the admins; hiding takes a post out of the lists and the counts; overdue questions are listed', async () => {
    const course = await newCourse();
    const [asker, reporter, answerer] = await Promise.all([enrolled(course), enrolled(course), enrolled(course)]);
    const questionId = await askedQuestion(asker.client, course, { title: 'Nội dung rác' });
    const reply = await answer(answerer.client, questionId, { body: 'Quảng cáo rác' });
    expect(await asker.client.post(`/api/questions/${questionId}/reports`, { reason: 'Tự báo cáo' })).toMatchObject({ status: 403, body: { code: 'QUESTION_OWN_REPORT' } });
    expect(await reporter.client.post(`/api/questions/${questionId}/reports`, { reason: 'ngắn' })).toMatchObject({
      status: 400,
      body: { message: 'Lý do phải dài từ 5 đến 500 ký tự.' },
    });
    expect((await reporter.client.post(`/api/questions/${questionId}/reports`, { reason: 'Spam lặp lại' })).body).toEqual({ reported: true });
    expect((await reporter.client.post(`/api/questions/${questionId}/reports`, { reason: 'Spam lặp lại' })).body).toEqual({ reported: true });
    expect((await reporter.client.post(`/api/answers/${reply.body.answer._id}/reports`, { reason: 'Quảng cáo trá hình' })).body).toEqual({ reported: true });

    const queue = await admin.get('/api/admin/questions?status=reported&limit=50');
    const row = queue.body.questions.find((one: { _id: string }) => one._id === questionId);
    expect(row).toMatchObject({ openReports: 1, reports: [{ reason: 'Spam lặp lại' }], flaggedAnswers: [{ _id: reply.body.answer._id, openReports: 1 }] });

    const hiddenAnswer = await admin.put(`/api/admin/answers/${reply.body.answer._id}/visibility`, { hidden: true, reason: 'Quảng cáo' });
    expect(hiddenAnswer.body.answer).toMatchObject({ hidden: true, hiddenReason: 'Quảng cáo', openReports: 0 });
    expect(await counts(questionId)).toMatchObject({ answers: 0 });
    expect((await asker.client.get(`/api/questions/${questionId}`)).body.answers).toEqual([]);
    const hidden = await admin.put(`/api/admin/questions/${questionId}/visibility`, { hidden: true, reason: 'Nội dung rác' });
    expect(hidden.body.question).toMatchObject({ hidden: true, hiddenReason: 'Nội dung rác', openReports: 0 });
    expect((await list(reporter.client, course)).body.questions).toEqual([]);
    expect((await reporter.client.get(`/api/questions/${questionId}`)).status).toBe(404);
    expect(await t.prisma.notification.count({ where: { userId: asker.id, type: 'question_hidden' } })).toBe(1);
    expect((await admin.get('/api/admin/questions?status=hidden&limit=50')).body.questions.map((one: { _id: string }) => one._id)).toContain(questionId);

    const waiting = await askedQuestion(asker.client, course, { title: 'Chờ lâu' });
    await t.prisma.courseQuestion.update({ where: { id: waiting }, data: { createdAt: new Date(Date.now() - 8 * 86_400_000) } });
    expect((await admin.get('/api/admin/questions?status=overdue&limit=50')).body.questions.map((one: { _id: string }) => one._id)).toContain(waiting);
  });

  it('questions, answers and reports share the hourly posting budget: then the Vietnamese 429', async () => {
    const course = await newCourse();
    const learner = await enrolled(course);
    const questionId = await askedQuestion(learner.client, course);
    for (let index = 0; index < 19; index++) expect((await answer(learner.client, questionId, { body: `Trả lời ${index}` })).status).toBe(201);
    expect(await answer(learner.client, questionId, { body: 'Một lần nữa' })).toMatchObject({ status: 429, body: { message: TOO_FAST, code: 'TOO_MANY_REQUESTS' } });
  });
});
