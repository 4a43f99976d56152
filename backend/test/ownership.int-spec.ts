import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, insertCourse, multipartForm } from './helpers/catalogue';
import { createUser, signedInClient } from './helpers/factories';
import type { HttpClient, HttpResult } from './helpers/http-client';
import { routeTable } from './helpers/routes';
import { startTestApp, TestApp } from './helpers/test-app';

// The ownership column of the route matrix (docs/api-accounts.md, "Ownership"): every route with an id
// of something a user owns answers a second user of the same role with the module's NOT_FOUND, leaves
// the item as it was, and still serves the owner.

let t: TestApp;
let categoryId: string;
const people: Record<'instructor' | 'otherInstructor' | 'student' | 'otherStudent', { client: HttpClient; id: string }> = {} as never;

beforeAll(async () => {
  t = await startTestApp({ PAYMENT_DEMO_MODE: 'true' });
  for (const [name, role] of [
    ['instructor', 'instructor'],
    ['otherInstructor', 'instructor'],
    ['student', 'student'],
    ['otherStudent', 'student'],
  ] as const) {
    const { client, user } = await signedInClient(t.baseUrl, t.prisma, { role });
    people[name] = { client, id: user.id };
  }
  categoryId = (await createCategory(t.prisma)).id;
});
afterAll(async () => {
  await t?.close();
});

interface OwnedRoute {
  owner: 'instructor' | 'student';
  /** Makes an item of the owner's; returns what the call needs. */
  make: () => Promise<Record<string, string>>;
  call: (client: HttpClient, item: Record<string, string>) => Promise<HttpResult>;
  notFound: string;
  /** A snapshot of the item, compared before and after the stranger's call. */
  state: (item: Record<string, string>) => Promise<unknown>;
}

const course = async () => {
  const row = await insertCourse(t.prisma, { instructorId: people.instructor.id, categoryId, status: 'draft' });
  return { id: row.id };
};
const courseState = ({ id }: Record<string, string>) => t.prisma.course.findUnique({ where: { id }, select: { title: true, status: true } });
const media = async () => {
  const row = await t.prisma.mediaAsset.create({
    data: {
      ownerId: people.instructor.id,
      kind: 'image',
      originalName: 'anh.png',
      mimeType: 'image/png',
      sizeBytes: 10n,
      storageKey: `media/${crypto.randomUUID()}.png`,
      status: 'ready',
    },
  });
  return { id: row.id };
};
const order = async () => {
  const published = await insertCourse(t.prisma, { instructorId: people.instructor.id, categoryId });
  const created = await people.student.client.post('/api/orders', { items: [{ kind: 'course', id: published.id }], paymentMethod: 'bank_transfer' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { id: created.body.order._id, code: created.body.order.code };
};
/** An order the student paid (by the demo transfer, through the bank's webhook path). */
const paidOrder = async () => {
  const item = await order();
  const paid = await people.student.client.post('/api/payments/demo/simulate-transfer', { code: item.code });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return item;
};
/** A question of a course of the instructor's, where the student is enrolled: by the student, or by another enrolled author. */
const question = async (by: 'student' | 'other' = 'student') => {
  const published = await insertCourse(t.prisma, { instructorId: people.instructor.id, categoryId });
  await t.prisma.enrollment.create({ data: { userId: people.student.id, courseId: published.id, source: 'admin_grant' } });
  const other = await createUser(t.prisma);
  await t.prisma.enrollment.create({ data: { userId: other.id, courseId: published.id, source: 'admin_grant' } });
  const authorId = by === 'student' ? people.student.id : other.id;
  const row = await t.prisma.courseQuestion.create({ data: { courseId: published.id, userId: authorId, title: 'Câu hỏi', body: 'Nội dung', searchText: 'cau hoi' } });
  return { id: row.id, courseId: published.id, otherId: other.id };
};
const answerOf = async (questionId: string, userId: string) =>
  (await t.prisma.questionAnswer.create({ data: { questionId, userId, body: 'Câu trả lời', isInstructor: false } })).id;
const questionState = ({ id }: Record<string, string>) =>
  t.prisma.courseQuestion.findUnique({
    where: { id },
    select: { title: true, deletedAt: true, answersCount: true, followersCount: true, acceptedAnswerId: true, openReports: true },
  });
const answerState = ({ answerId }: Record<string, string>) =>
  t.prisma.questionAnswer.findUnique({ where: { id: answerId }, select: { body: true, deletedAt: true, openReports: true } });
const courseQuestionsState = ({ id }: Record<string, string>) => t.prisma.courseQuestion.count({ where: { courseId: id } });
const courseAnnouncementsState = ({ id }: Record<string, string>) => t.prisma.courseAnnouncement.count({ where: { courseId: id } });
const orderState = ({ id }: Record<string, string>) => t.prisma.order.findUnique({ where: { id }, select: { status: true } });
const deposit = async () => {
  const created = await people.student.client.post('/api/wallet/deposit', { amount: 100_000 });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { code: created.body.deposit.code };
};
const depositState = ({ code }: Record<string, string>) => t.prisma.deposit.findUnique({ where: { code }, select: { status: true } });
/** The first answer of a server-sent-events route: its status, then the stream is closed. */
async function openStream(client: HttpClient, path: string): Promise<HttpResult> {
  const controller = new AbortController();
  const response = await fetch(client.baseUrl + path, { headers: { authorization: `Bearer ${client.accessToken}` }, signal: controller.signal });
  const body = response.headers.get('content-type')?.includes('json') ? await response.json() : undefined;
  controller.abort();
  return { status: response.status, body, headers: response.headers };
}

/** A quiz lecture (no questions yet) of a course of the instructor's. */
async function quizLecture() {
  const published = await insertCourse(t.prisma, { instructorId: people.instructor.id, categoryId });
  const section = await t.prisma.courseSection.findFirstOrThrow({ where: { courseId: published.id } });
  return { id: (await t.prisma.lecture.create({ data: { sectionId: section.id, title: 'Bài kiểm tra', position: 9, kind: 'quiz' } })).id };
}
/** A text lesson (no document yet) of a course of the instructor's. */
async function textLecture() {
  const published = await insertCourse(t.prisma, { instructorId: people.instructor.id, categoryId });
  const section = await t.prisma.courseSection.findFirstOrThrow({ where: { courseId: published.id } });
  return { id: (await t.prisma.lecture.create({ data: { sectionId: section.id, title: 'Bài đọc', position: 9, kind: 'text' } })).id };
}
const textState = ({ id }: Record<string, string>): Promise<unknown> => t.prisma.lecture.findUnique({ where: { id }, select: { textDocument: true } });
const quizState = ({ id }: Record<string, string>): Promise<unknown> =>
  t.prisma.quiz.findUnique({ where: { lectureId: id }, select: { passPercent: true, _count: { select: { questions: true } } } });

const OWNED: Record<string, OwnedRoute> = {
  'GET /api/instructor/me/courses/:id': {
    owner: 'instructor',
    make: course,
    call: (c, { id }) => c.get(`/api/instructor/me/courses/${id}`),
    notFound: 'COURSE_NOT_FOUND',
    state: courseState,
  },
  'PUT /api/instructor/me/courses/:id': {
    owner: 'instructor',
    make: course,
    call: (c, { id }) =>
      c.upload(
        `/api/instructor/me/courses/${id}`,
        multipartForm({ title: 'Đổi tên', shortDescription: 'Mô tả', price: 100_000, categoryId, sections: [{ title: 'Chương 1', lectures: [{ title: 'Bài 1' }] }] }),
        'PUT',
      ),
    notFound: 'COURSE_NOT_FOUND',
    state: courseState,
  },
  'DELETE /api/instructor/me/courses/:id': {
    owner: 'instructor',
    make: course,
    call: (c, { id }) => c.delete(`/api/instructor/me/courses/${id}`),
    notFound: 'COURSE_NOT_FOUND',
    state: courseState,
  },
  'PATCH /api/instructor/me/courses/:id/toggle-publish': {
    owner: 'instructor',
    make: course,
    call: (c, { id }) => c.patch(`/api/instructor/me/courses/${id}/toggle-publish`),
    notFound: 'COURSE_NOT_FOUND',
    state: courseState,
  },
  'DELETE /api/media/:id': {
    owner: 'instructor',
    make: media,
    call: (c, { id }) => c.delete(`/api/media/${id}`),
    notFound: 'DELETE_NOT_FOUND',
    state: ({ id }) => t.prisma.mediaAsset.findUnique({ where: { id }, select: { id: true } }),
  },
  'DELETE /api/learn/downloads/devices/:id': {
    owner: 'student',
    make: async () => ({
      id: (
        await t.prisma.downloadDevice.create({ data: { userId: people.student.id, deviceKey: `dev-${crypto.randomUUID()}`, name: 'Chrome trên Android' }, select: { id: true } })
      ).id,
    }),
    call: (c, { id }) => c.delete(`/api/learn/downloads/devices/${id}`),
    notFound: 'DOWNLOAD_DEVICE_NOT_FOUND',
    state: ({ id }) => t.prisma.downloadDevice.findUnique({ where: { id }, select: { revokedAt: true } }),
  },
  'GET /api/orders/:id': { owner: 'student', make: order, call: (c, { id }) => c.get(`/api/orders/${id}`), notFound: 'ORDER_NOT_FOUND', state: orderState },
  'GET /api/orders/:id/status': { owner: 'student', make: order, call: (c, { id }) => c.get(`/api/orders/${id}/status`), notFound: 'ORDER_NOT_FOUND', state: orderState },
  'GET /api/orders/by-code/:code': { owner: 'student', make: order, call: (c, { code }) => c.get(`/api/orders/by-code/${code}`), notFound: 'ORDER_NOT_FOUND', state: orderState },
  'POST /api/orders/:id/cancel': { owner: 'student', make: order, call: (c, { id }) => c.post(`/api/orders/${id}/cancel`), notFound: 'ORDER_NOT_FOUND', state: orderState },
  'GET /api/orders/:id/refund-eligibility': {
    owner: 'student',
    make: paidOrder,
    call: (c, { id }) => c.get(`/api/orders/${id}/refund-eligibility`),
    notFound: 'ORDER_NOT_FOUND',
    state: orderState,
  },
  'POST /api/orders/:id/refund-request': {
    owner: 'student',
    make: paidOrder,
    call: (c, { id }) => c.post(`/api/orders/${id}/refund-request`, { reason: 'Tôi mua nhầm khóa học này.', method: 'wallet' }),
    notFound: 'ORDER_NOT_FOUND',
    state: orderState,
  },
  'GET /api/wallet/deposit/:code': {
    owner: 'student',
    make: deposit,
    call: (c, { code }) => c.get(`/api/wallet/deposit/${code}`),
    notFound: 'DEPOSIT_NOT_FOUND',
    state: depositState,
  },
  'GET /api/wallet/deposit-status/:code': {
    owner: 'student',
    make: deposit,
    call: (c, { code }) => c.get(`/api/wallet/deposit-status/${code}`),
    notFound: 'DEPOSIT_NOT_FOUND',
    state: depositState,
  },
  'GET /api/payments/status/:code/events': {
    owner: 'student',
    make: order,
    call: (c, { code }) => openStream(c, `/api/payments/status/${code}/events`),
    notFound: 'PAYMENT_CODE_NOT_FOUND',
    state: orderState,
  },
  'GET /api/tools/me/:toolId/access': {
    owner: 'student',
    make: async () => {
      const tool = await t.prisma.tool.create({
        data: {
          slug: `pm-${crypto.randomUUID()}`,
          name: 'Phần mềm',
          shortDescription: 'Mô tả',
          description: '',
          plans: { create: [{ name: 'Gói tháng', price: 0n, durationDays: 30, features: [], position: 0 }] },
        },
        include: { plans: true },
      });
      const order = await t.prisma.order.create({
        data: {
          code: `DH${crypto.randomBytes(4).toString('hex').toUpperCase()}`,
          userId: people.student.id,
          paymentMethod: 'wallet',
          status: 'paid',
          subtotal: 0n,
          total: 0n,
          expiresAt: new Date(),
        },
      });
      await t.prisma.toolSubscription.create({
        data: { userId: people.student.id, toolId: tool.id, toolPlanId: tool.plans[0].id, orderId: order.id, startsAt: new Date(), expiresAt: new Date(Date.now() + 86_400_000) },
      });
      return { id: tool.id };
    },
    call: (c, { id }) => c.get(`/api/tools/me/${id}/access`),
    notFound: 'ACCESS_NOT_FOUND',
    state: ({ id }) => t.prisma.toolSubscription.findMany({ where: { toolId: id }, select: { expiresAt: true, revokedAt: true } }),
  },
  'PUT /api/instructor/reviews/:reviewId/reply': {
    owner: 'instructor',
    make: async () => {
      const published = await insertCourse(t.prisma, { instructorId: people.instructor.id, categoryId });
      const author = await createUser(t.prisma);
      const review = await t.prisma.courseReview.create({ data: { courseId: published.id, userId: author.id, rating: 4 } });
      return { id: review.id };
    },
    call: (c, { id }) => c.put(`/api/instructor/reviews/${id}/reply`, { body: 'Cảm ơn bạn đã đánh giá.' }),
    notFound: 'REVIEW_NOT_FOUND',
    state: ({ id }) => t.prisma.courseReview.findUnique({ where: { id }, select: { replyBody: true } }),
  },
  'GET /api/instructor/lectures/:lectureId/quiz': {
    owner: 'instructor',
    make: quizLecture,
    call: (c, { id }) => c.get(`/api/instructor/lectures/${id}/quiz`),
    notFound: 'QUIZ_NOT_FOUND',
    state: quizState,
  },
  'PUT /api/instructor/lectures/:lectureId/quiz': {
    owner: 'instructor',
    make: quizLecture,
    call: (c, { id }) =>
      c.put(`/api/instructor/lectures/${id}/quiz`, {
        passPercent: 80,
        retakeWaitMinutes: 0,
        shuffleQuestions: false,
        shuffleOptions: false,
        questions: [
          {
            prompt: 'Câu hỏi',
            multiple: false,
            options: [
              { text: 'Đúng', correct: true },
              { text: 'Sai', correct: false },
            ],
          },
        ],
      }),
    notFound: 'QUIZ_NOT_FOUND',
    state: quizState,
  },
  'GET /api/instructor/lectures/:lectureId/quiz/stats': {
    owner: 'instructor',
    make: quizLecture,
    call: (c, { id }) => c.get(`/api/instructor/lectures/${id}/quiz/stats`),
    notFound: 'QUIZ_NOT_FOUND',
    state: quizState,
  },
  'GET /api/instructor/lectures/:lectureId/text': {
    owner: 'instructor',
    make: textLecture,
    call: (c, { id }) => c.get(`/api/instructor/lectures/${id}/text`),
    notFound: 'TEXT_LESSON_NOT_FOUND',
    state: textState,
  },
  'PUT /api/instructor/lectures/:lectureId/text': {
    owner: 'instructor',
    make: textLecture,
    call: (c, { id }) => c.put(`/api/instructor/lectures/${id}/text`, { document: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Đọc' }] }] } }),
    notFound: 'TEXT_LESSON_NOT_FOUND',
    state: textState,
  },
  'GET /api/courses/:courseId/questions': {
    owner: 'instructor',
    make: async () => ({ id: (await insertCourse(t.prisma, { instructorId: people.instructor.id, categoryId })).id }),
    call: (c, { id }) => c.get(`/api/courses/${id}/questions`),
    notFound: 'QUESTION_COURSE_NOT_FOUND',
    state: courseQuestionsState,
  },
  'POST /api/courses/:courseId/questions': {
    owner: 'instructor',
    make: async () => ({ id: (await insertCourse(t.prisma, { instructorId: people.instructor.id, categoryId })).id }),
    call: (c, { id }) => c.post(`/api/courses/${id}/questions`, { title: 'Câu hỏi của giảng viên', body: 'Nội dung' }),
    notFound: 'QUESTION_COURSE_NOT_FOUND',
    state: courseQuestionsState,
  },
  'GET /api/questions/:questionId': {
    owner: 'student',
    make: () => question(),
    call: (c, { id }) => c.get(`/api/questions/${id}`),
    notFound: 'QUESTION_NOT_FOUND',
    state: questionState,
  },
  'PATCH /api/questions/:questionId': {
    owner: 'student',
    make: () => question(),
    call: (c, { id }) => c.patch(`/api/questions/${id}`, { title: 'Tiêu đề mới' }),
    notFound: 'QUESTION_NOT_FOUND',
    state: questionState,
  },
  'DELETE /api/questions/:questionId': {
    owner: 'student',
    make: () => question(),
    call: (c, { id }) => c.delete(`/api/questions/${id}`),
    notFound: 'QUESTION_NOT_FOUND',
    state: questionState,
  },
  'POST /api/questions/:questionId/answers': {
    owner: 'student',
    make: () => question('other'),
    call: (c, { id }) => c.post(`/api/questions/${id}/answers`, { body: 'Mình trả lời nhé' }),
    notFound: 'QUESTION_NOT_FOUND',
    state: questionState,
  },
  'POST /api/questions/:questionId/accept': {
    owner: 'student',
    make: async () => {
      const item = await question();
      return { ...item, answerId: await answerOf(item.id, item.otherId) };
    },
    call: (c, { id, answerId }) => c.post(`/api/questions/${id}/accept`, { answerId }),
    notFound: 'QUESTION_NOT_FOUND',
    state: questionState,
  },
  'POST /api/questions/:questionId/follow': {
    owner: 'student',
    make: () => question('other'),
    call: (c, { id }) => c.post(`/api/questions/${id}/follow`),
    notFound: 'QUESTION_NOT_FOUND',
    state: questionState,
  },
  'DELETE /api/questions/:questionId/follow': {
    owner: 'student',
    make: () => question('other'),
    call: (c, { id }) => c.delete(`/api/questions/${id}/follow`),
    notFound: 'QUESTION_NOT_FOUND',
    state: questionState,
  },
  'POST /api/questions/:questionId/reports': {
    owner: 'student',
    make: () => question('other'),
    call: (c, { id }) => c.post(`/api/questions/${id}/reports`, { reason: 'Nội dung không phù hợp' }),
    notFound: 'QUESTION_NOT_FOUND',
    state: questionState,
  },
  'PATCH /api/answers/:answerId': {
    owner: 'student',
    make: async () => {
      const item = await question('other');
      return { ...item, answerId: await answerOf(item.id, people.student.id) };
    },
    call: (c, { answerId }) => c.patch(`/api/answers/${answerId}`, { body: 'Sửa câu trả lời' }),
    notFound: 'ANSWER_NOT_FOUND',
    state: answerState,
  },
  'DELETE /api/answers/:answerId': {
    owner: 'student',
    make: async () => {
      const item = await question('other');
      return { ...item, answerId: await answerOf(item.id, people.student.id) };
    },
    call: (c, { answerId }) => c.delete(`/api/answers/${answerId}`),
    notFound: 'ANSWER_NOT_FOUND',
    state: answerState,
  },
  'POST /api/answers/:answerId/reports': {
    owner: 'student',
    make: async () => {
      const item = await question();
      return { ...item, answerId: await answerOf(item.id, item.otherId) };
    },
    call: (c, { answerId }) => c.post(`/api/answers/${answerId}/reports`, { reason: 'Nội dung không phù hợp' }),
    notFound: 'ANSWER_NOT_FOUND',
    state: answerState,
  },
  'POST /api/instructor/courses/:courseId/announcements': {
    owner: 'instructor',
    make: async () => ({ id: (await insertCourse(t.prisma, { instructorId: people.instructor.id, categoryId })).id }),
    call: (c, { id }) => c.post(`/api/instructor/courses/${id}/announcements`, { title: 'Thông báo', body: 'Nội dung' }),
    notFound: 'ANNOUNCEMENT_COURSE_NOT_FOUND',
    state: courseAnnouncementsState,
  },
  'GET /api/instructor/courses/:courseId/announcements': {
    owner: 'instructor',
    make: async () => ({ id: (await insertCourse(t.prisma, { instructorId: people.instructor.id, categoryId })).id }),
    call: (c, { id }) => c.get(`/api/instructor/courses/${id}/announcements`),
    notFound: 'ANNOUNCEMENT_COURSE_NOT_FOUND',
    state: courseAnnouncementsState,
  },
  'GET /api/instructor/courses/:courseId/certificates': {
    owner: 'instructor',
    make: async () => ({ id: (await insertCourse(t.prisma, { instructorId: people.instructor.id, categoryId })).id }),
    call: (c, { id }) => c.get(`/api/instructor/courses/${id}/certificates`),
    notFound: 'CERTIFICATE_COURSE_NOT_FOUND',
    state: ({ id }) => t.prisma.certificate.count({ where: { courseId: id } }),
  },
  'GET /api/courses/:courseId/announcements': {
    owner: 'instructor',
    make: async () => ({ id: (await insertCourse(t.prisma, { instructorId: people.instructor.id, categoryId })).id }),
    call: (c, { id }) => c.get(`/api/courses/${id}/announcements`),
    notFound: 'ANNOUNCEMENT_COURSE_NOT_FOUND',
    state: courseAnnouncementsState,
  },
  'PATCH /api/notifications/:id/read': {
    owner: 'student',
    make: async () => ({ id: (await t.prisma.notification.create({ data: { userId: people.student.id, type: 'test', title: 'Thông báo', body: 'Nội dung' } })).id }),
    call: (c, { id }) => c.patch(`/api/notifications/${id}/read`),
    notFound: 'NOTIFICATION_NOT_FOUND',
    state: ({ id }) => t.prisma.notification.findUnique({ where: { id }, select: { isRead: true } }),
  },
};

/** Routes with an id that names no user's item, and why. */
const NOT_USER_OWNED: Record<string, string> = {
  'GET /api/courses/:slug': 'public catalogue',
  'GET /api/tools/detail/:slug': 'public catalogue',
  'GET /api/learn/:slug/content': 'a course, gated by enrollment and the face check (learning tests)',
  'GET /api/media/hls/:mediaId/:file': 'signed playback URL (media tests)',
  'GET /api/media/hls/:mediaId/:variant/:file': 'signed playback URL (media tests)',
  'GET /api/affiliates/track/:code': 'a public referral code',
  'POST /api/payments/webhooks/:provider': 'a bank, authenticated by its key',
  'GET /api/tools/downloads/:subscriptionId': 'signed download URL handed to the buyer only (tool-access tests)',
  'POST /api/email/unsubscribe/:token': 'signed link in one marketing mail (email-marketing tests)',
  'GET /api/email/unsubscribe/:token': 'signed link in one marketing mail: a redirect to the preference page',
  'GET /api/email/preferences/:token': 'signed link in one marketing mail (email-marketing tests)',
  'PUT /api/email/preferences/:token': 'signed link in one marketing mail (email-marketing tests)',
  'GET /api/email/o/:pixel': 'signed open pixel of one marketing mail',
  'GET /api/email/c/:token/:link': 'signed click link of one marketing mail (email-marketing tests)',
  'GET /api/email/preferences/:token/announcements': 'signed link in one mail, marketing or announcement (announcements tests)',
  'PUT /api/email/preferences/:token/announcements': 'signed link in one mail, marketing or announcement (announcements tests)',
  'POST /api/email/announcements/unsubscribe/:token': 'signed link naming a user and a course, in one announcement mail (announcements tests)',
  'GET /api/email/announcements/unsubscribe/:token': 'signed link in one announcement mail: a redirect to the preference page',
  'GET /api/courses/:courseId/reviews': 'public reviews of a published course',
  'GET /api/courses/:courseId/reviews/mine': 'a course; "mine" looks only at the caller\'s own review (reviews tests)',
  'PUT /api/courses/:courseId/reviews/mine': 'a course; "mine" writes only the caller\'s own review, gated by enrollment (reviews tests)',
  'DELETE /api/courses/:courseId/reviews/mine': 'a course; "mine" deletes only the caller\'s own review (reviews tests)',
  'POST /api/reviews/:reviewId/helpful': 'any visible review: anyone signed in votes, never on their own (reviews tests)',
  'DELETE /api/reviews/:reviewId/helpful': "the caller's own vote on a visible review",
  'POST /api/reviews/:reviewId/reports': 'any visible review: anyone signed in reports it (reviews tests)',
  'GET /api/certificates/:code/pdf': 'a public verification code: the PDF is as public as the verification page (certificates tests)',
  'GET /api/learn/courses/:courseId/notes': "a course, gated like the player; lists only the caller's own notes (notes tests)",
  'PUT /api/learn/courses/:courseId/notes/:clientId': "a note id made on the caller's device, keyed by (caller, id): another user's id is the caller's own new note (notes tests)",
  'DELETE /api/learn/courses/:courseId/notes/:clientId': "keyed by (caller, id): never reaches another user's note (notes tests)",
  'POST /api/learn/quizzes/:lectureId/attempts': "a quiz lecture, gated by enrollment; the attempt is the caller's own (quizzes tests)",
  'GET /api/learn/quizzes/:lectureId/attempts': "a quiz lecture, gated by enrollment; lists only the caller's own attempts (quizzes tests)",
  'POST /api/learn/lectures/:lectureId/resources/:mediaId/link':
    'a lecture resource, gated like the lecture: free preview, enrollment and the face check, or its instructor (lecture-resources tests)',
  'POST /api/learn/lectures/:lectureId/download': 'a lecture, gated like its video: enrollment and the face check, or its instructor (downloads tests)',
  'GET /api/learn/courses/:courseId/downloads/sizes': "a course's video sizes, for its readers only: enrolled, its instructor or admins; strangers get 403 (downloads tests)",
  'GET /api/media/files/:mediaId': 'signed download link of a lecture resource (lecture-resources tests)',
};
const adminOnly = (route: { tier?: string }) => route.tier === 'admin';

describe('ownership column of the route matrix', () => {
  it('names every route with an id: owned by a user (tested below), admin only, or not a user’s item', () => {
    const unlisted = routeTable(t.app)
      .filter((route) => route.path.includes(':') && !adminOnly(route))
      .map((route) => `${route.method} ${route.path}`)
      .filter((key) => !(key in OWNED) && !(key in NOT_USER_OWNED));
    expect(unlisted).toEqual([]);
    const stale = [...Object.keys(OWNED), ...Object.keys(NOT_USER_OWNED)].filter((key) => !routeTable(t.app).some((route) => `${route.method} ${route.path}` === key));
    expect(stale).toEqual([]);
  });

  for (const [key, route] of Object.entries(OWNED)) {
    it(`${key}: another ${route.owner} gets 404 ${route.notFound} and changes nothing; the owner is served`, async () => {
      const item = await route.make();
      const before = await route.state(item);
      const stranger = route.owner === 'instructor' ? people.otherInstructor : people.otherStudent;
      const refused = await route.call(stranger.client, item);
      expect(refused.status, JSON.stringify(refused.body)).toBe(404);
      expect(refused.body.code).toBe(route.notFound);
      expect(await route.state(item)).toEqual(before);

      const served = await route.call(people[route.owner].client, item);
      expect(served.status, JSON.stringify(served.body)).toBeLessThan(300);
    });
  }
});
