import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfDay, vietnamDay } from '../src/common/time/vietnam-calendar';
import { DIGEST_LIST, QuestionDigestService } from '../src/questions/question-digest.service';
import { QuestionRemindersService } from '../src/questions/question-reminders.service';
import { createCategory } from './helpers/catalogue';
import { createUser, signedInClient } from './helpers/factories';
import { HttpClient } from './helpers/http-client';
import { askedQuestion, courseWithLectures, enrolledStudent, type QuestionCourse } from './helpers/questions';
import { isolatedDatabase, startTestApp, TestApp } from './helpers/test-app';

// The Q&A promise kept over time (issue 30, docs/learning.md "Questions and answers"): the 48-hour
// reminder, the 7-day escalation, the daily digest and the response-time figures, on a real database.
// The sweeps read every course, so the file has a database of its own; they take `now`, and the tests
// set that clock forward.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let database: Awaited<ReturnType<typeof isolatedDatabase>>;
let t: TestApp;
let admins: { client: HttpClient; id: string }[];
let categoryId: string;
let reminders: QuestionRemindersService;
let digest: QuestionDigestService;

beforeAll(async () => {
  database = await isolatedDatabase('question_reminders');
  t = await startTestApp({ DATABASE_URL: database.url });
  admins = await Promise.all([0, 1].map(async () => signedInClient(t.baseUrl, t.prisma, { role: 'admin' }).then(({ client, user }) => ({ client, id: user.id }))));
  categoryId = (await createCategory(t.prisma)).id;
  reminders = t.app.get(QuestionRemindersService);
  digest = t.app.get(QuestionDigestService);
});
afterAll(async () => {
  await t?.close();
  await database?.drop();
});

async function instructorWithCourse(name = 'Giảng viên Tuấn') {
  const { client, user } = await signedInClient(t.baseUrl, t.prisma, { role: 'instructor', name });
  const course = await courseWithLectures(t, { instructorId: user.id, categoryId });
  return { client, id: user.id, email: user.email, course };
}

/** A question written straight to the database, asked at `createdAt` (answered by the instructor `answeredAfter` ms later). */
async function question(course: QuestionCourse, userId: string, createdAt: Date, options: { title?: string; answeredAfter?: number; hidden?: boolean } = {}) {
  const title = options.title ?? `Câu hỏi ${crypto.randomBytes(3).toString('hex')}`;
  const answered = options.answeredAfter !== undefined;
  return t.prisma.courseQuestion.create({
    data: {
      courseId: course.id,
      userId,
      title,
      body: '',
      searchText: title.toLowerCase(),
      createdAt,
      status: answered ? 'answered' : 'open',
      firstInstructorAnswerAt: answered ? new Date(createdAt.getTime() + options.answeredAfter!) : null,
      hidden: options.hidden ?? false,
    },
  });
}

const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

describe('the 48-hour reminder', () => {
  it('reminds the instructor once, 48 hours after the question, with push; two sweeps at once still once; never an answered question', async () => {
    const instructor = await instructorWithCourse();
    const learner = await enrolledStudent(t, instructor.course, 'Nguyễn Thị Lan');
    await t.prisma.pushSubscription.create({
      data: { userId: instructor.id, endpointHash: crypto.randomBytes(32).toString('hex'), endpoint: 'https://push.example.vn/giang-vien', p256dh: 'khoa', auth: 'xac-thuc' },
    });
    const waiting = await askedQuestion(learner.client, instructor.course, { title: 'Pixel không ghi nhận sự kiện', lectureId: instructor.course.lectureIds[0] });
    const answered = await askedQuestion(learner.client, instructor.course, { title: 'Đã được trả lời' });
    expect((await instructor.client.post(`/api/questions/${answered}/answers`, { body: 'Bạn xem lại bài 2 nhé.' })).status).toBe(201);
    const { createdAt } = await t.prisma.courseQuestion.findUniqueOrThrow({ where: { id: waiting } });
    const reminded = () => t.prisma.notification.findMany({ where: { userId: instructor.id, type: 'question_reminder' } });

    await reminders.remindDue(later(createdAt, 48 * HOUR - MINUTE));
    expect(await reminded()).toEqual([]);

    const due = later(createdAt, 48 * HOUR + MINUTE);
    await Promise.all([reminders.remindDue(due), reminders.remindDue(due)]);
    const link = `/instructor/questions?question=${waiting}`;
    expect(await reminded()).toEqual([
      expect.objectContaining({
        title: 'Câu hỏi đã chờ bạn hơn 48 giờ',
        body: `Câu hỏi "Pixel không ghi nhận sự kiện" trong khóa học "${instructor.course.title}" vẫn chưa có câu trả lời của bạn. Học viên đang chờ bạn giải đáp.`,
        link,
      }),
    ]);
    expect((await t.prisma.courseQuestion.findUniqueOrThrow({ where: { id: waiting } })).remindedAt).toEqual(due);
    expect((await t.prisma.courseQuestion.findUniqueOrThrow({ where: { id: answered } })).remindedAt).toBeNull();
    const pushes = await t.prisma.job.findMany({ where: { type: 'push.send' } });
    // One push of the reminder (the question's own 'question_asked' push has the same link).
    expect(pushes.map((job) => job.payload).filter((payload) => (payload as { title: string }).title === 'Câu hỏi đã chờ bạn hơn 48 giờ')).toEqual([
      expect.objectContaining({ url: link }),
    ]);

    // Days later, still waiting: no second reminder.
    await reminders.remindDue(later(createdAt, 5 * DAY));
    expect(await reminded()).toHaveLength(1);
  });

  it('leaves out a question answered before 48 hours, a hidden one, and one the instructor asked', async () => {
    const instructor = await instructorWithCourse();
    const learner = await enrolledStudent(t, instructor.course);
    const asked = new Date();
    await question(instructor.course, learner.id, asked, { answeredAfter: 47 * HOUR });
    await question(instructor.course, learner.id, asked, { hidden: true });
    await question(instructor.course, instructor.id, asked);
    await reminders.remindDue(later(asked, 3 * DAY));
    expect(await t.prisma.notification.count({ where: { userId: instructor.id, type: 'question_reminder' } })).toBe(0);
  });
});

describe('the 7-day escalation', () => {
  it('tells every admin once, 7 days after the question, never for one answered by then', async () => {
    const instructor = await instructorWithCourse('Trần Văn Minh');
    const learner = await enrolledStudent(t, instructor.course);
    const asked = new Date();
    const waiting = await question(instructor.course, learner.id, asked, { title: 'Chờ cả tuần' });
    const lateAnswer = await question(instructor.course, learner.id, asked, { title: 'Trả lời ngày thứ 6', answeredAfter: 6 * DAY });
    const escalations = (title: string) =>
      t.prisma.notification.findMany({ where: { userId: { in: admins.map((admin) => admin.id) }, type: 'question_overdue', body: { contains: title } } });

    await reminders.escalateDue(later(asked, 7 * DAY - MINUTE));
    expect(await escalations('Chờ cả tuần')).toEqual([]);

    const due = later(asked, 7 * DAY + MINUTE);
    await Promise.all([reminders.escalateDue(due), reminders.escalateDue(due)]);
    const sent = await escalations('Chờ cả tuần');
    expect(sent.map((note) => note.userId).sort()).toEqual(admins.map((admin) => admin.id).sort());
    expect(sent[0]).toMatchObject({
      title: 'Câu hỏi chờ quá 7 ngày',
      body: `Câu hỏi "Chờ cả tuần" trong khóa học "${instructor.course.title}" (giảng viên Trần Văn Minh) đã chờ 7 ngày mà chưa có câu trả lời của giảng viên.`,
      link: '/admin/questions?status=overdue',
    });
    expect((await t.prisma.courseQuestion.findUniqueOrThrow({ where: { id: waiting.id } })).escalatedAt).toEqual(due);
    expect(await escalations('Trả lời ngày thứ 6')).toEqual([]);
    expect((await t.prisma.courseQuestion.findUniqueOrThrow({ where: { id: lateAnswer.id } })).escalatedAt).toBeNull();
    // The instructor is not told by this one (the reminder was theirs), and nobody is told twice.
    expect(await t.prisma.notification.count({ where: { userId: instructor.id, type: 'question_overdue' } })).toBe(0);
    await reminders.escalateDue(later(asked, 30 * DAY));
    expect(await escalations('Chờ cả tuần')).toHaveLength(admins.length);
  });
});

describe('the daily digest', () => {
  it('from 08:00 Vietnam time, at most one a day per instructor, the longest waiting first, escaped, then "và N câu hỏi khác"', async () => {
    const instructor = await instructorWithCourse('Lê Thị Hoa');
    const learner = await enrolledStudent(t, instructor.course);
    // Two days on, in Vietnam time.
    const day = vietnamDay(later(new Date(), 2 * DAY));
    const eight = later(startOfDay(day), 8 * HOUR);
    const hostile = await askedQuestion(learner.client, instructor.course, { title: '<script>alert("x")</script> & <b>đậm</b>', lectureId: instructor.course.lectureIds[1] });
    await t.prisma.courseQuestion.update({ where: { id: hostile }, data: { createdAt: later(eight, -(3 * DAY + 4 * HOUR)) } });
    // 21 more, each a minute newer than the last, the newest asked 25 minutes before 08:00; and one answered.
    for (let i = 0; i < 21; i++) await question(instructor.course, learner.id, later(eight, -(25 + 20 - i) * MINUTE), { title: `Câu hỏi số ${i + 1}` });
    await question(instructor.course, learner.id, later(eight, -DAY), { title: 'Đã trả lời rồi', answeredAfter: HOUR });
    const mails = () => t.prisma.email.findMany({ where: { toAddress: instructor.email }, orderBy: { createdAt: 'asc' } });

    await digest.sendDue(later(eight, -MINUTE));
    expect(await mails()).toEqual([]);

    await Promise.all([digest.sendDue(eight), digest.sendDue(eight)]);
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail.subject).toBe('[Học viện Marketing] 22 câu hỏi đang chờ bạn trả lời');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;đậm&lt;/b&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(`${instructor.course.title} · Bài 2: đã chờ 3 ngày 4 giờ`);
    expect(mail.html).toMatch(/href="https?:\/\/[^"]+\/instructor\/questions"/);
    expect(mail.text).toContain('Chào Hoa,');
    const listed = [...mail.text.matchAll(/^- (.+)$/gm)].map((match) => match[1]);
    expect(listed).toEqual(['<script>alert("x")</script> & <b>đậm</b>', ...Array.from({ length: DIGEST_LIST - 1 }, (_, i) => `Câu hỏi số ${i + 1}`)]);
    expect(mail.text).toContain(`${instructor.course.title}: đã chờ 44 phút`);
    expect(mail.text).toContain('và 2 câu hỏi khác.');
    expect(mail.text).not.toContain('Đã trả lời rồi');
    expect(await t.prisma.questionDigest.findMany({ where: { instructorId: instructor.id } })).toEqual([
      expect.objectContaining({ day: new Date(`${day}T00:00:00Z`), questionsCount: 22 }),
    ]);

    // Later that day: nothing more. The next day from 08:00: the next one.
    await digest.sendDue(later(eight, 12 * HOUR));
    expect(await mails()).toHaveLength(1);
    await digest.sendDue(later(eight, DAY - MINUTE));
    expect(await mails()).toHaveLength(1);
    await digest.sendDue(later(eight, DAY + 5 * MINUTE));
    expect(await mails()).toHaveLength(2);
  });

  it('none to a locked account, a suppressed address, or an instructor with nothing waiting', async () => {
    const locked = await instructorWithCourse();
    const suppressed = await instructorWithCourse();
    const done = await instructorWithCourse();
    const learner = await createUser(t.prisma);
    const asked = new Date();
    await question(locked.course, learner.id, asked);
    await question(suppressed.course, learner.id, asked);
    await question(done.course, learner.id, asked, { answeredAfter: HOUR });
    await t.prisma.user.update({ where: { id: locked.id }, data: { isDisabled: true } });
    await t.prisma.emailSuppression.create({ data: { email: suppressed.email, reason: 'hard_bounce' } });
    await digest.sendDue(later(startOfDay(vietnamDay(later(asked, 3 * DAY))), 9 * HOUR));
    expect(await t.prisma.email.count({ where: { toAddress: { in: [locked.email, suppressed.email, done.email] } } })).toBe(0);
  });
});

describe('the response-time figures', () => {
  it('asked, answered, median and 90th percentile to the first instructor answer, waited over 48 hours: own courses only, every course for an admin', async () => {
    const a = await instructorWithCourse();
    const second = await courseWithLectures(t, { instructorId: a.id, categoryId });
    const quiet = await courseWithLectures(t, { instructorId: a.id, categoryId });
    const b = await instructorWithCourse();
    const learner = await createUser(t.prisma);
    const now = Date.now();
    const ago = (ms: number) => new Date(now - ms);
    for (const minutes of [10, 20, 30, 40, 50 * 60]) await question(a.course, learner.id, ago(10 * DAY), { answeredAfter: minutes * MINUTE });
    await question(a.course, learner.id, ago(60 * HOUR));
    await question(a.course, learner.id, ago(HOUR));
    // Left out: asked 31 days ago, hidden, asked by the instructor.
    await question(a.course, learner.id, ago(31 * DAY), { answeredAfter: 5 * MINUTE });
    await question(a.course, learner.id, ago(DAY), { hidden: true });
    await question(a.course, a.id, ago(3 * DAY));
    await question(second, learner.id, ago(2 * DAY), { answeredAfter: 120 * MINUTE });
    await question(b.course, learner.id, ago(3 * DAY));

    const figures = await a.client.get('/api/instructor/questions/metrics');
    expect(figures.status, JSON.stringify(figures.body)).toBe(200);
    const since = new Date(figures.body.since).getTime();
    expect(Math.abs(since - (now - 30 * DAY))).toBeLessThan(MINUTE);
    // Minutes 10, 20, 30, 40, 3000: the median is 30; the 90th percentile 40 + 0.6 × (3000 − 40).
    const first = { courseId: a.course.id, courseTitle: a.course.title, asked: 7, answered: 5, medianFirstAnswerMinutes: 30, p90FirstAnswerMinutes: 1816, waitedOver48h: 2 };
    const other = { courseId: second.id, courseTitle: second.title, asked: 1, answered: 1, medianFirstAnswerMinutes: 120, p90FirstAnswerMinutes: 120, waitedOver48h: 0 };
    const none = { courseId: quiet.id, courseTitle: quiet.title, asked: 0, answered: 0, medianFirstAnswerMinutes: null, p90FirstAnswerMinutes: null, waitedOver48h: 0 };
    expect(figures.body.courses).toEqual([none, other, first]);
    // Overall: 10, 20, 30, 40, 120, 3000: the median (30 + 40) / 2; the 90th percentile 120 + 0.5 × (3000 − 120).
    expect(figures.body.overall).toEqual({ asked: 8, answered: 6, medianFirstAnswerMinutes: 35, p90FirstAnswerMinutes: 1560, waitedOver48h: 2 });

    const forAdmin = await admins[0].client.get('/api/instructor/questions/metrics');
    expect(forAdmin.status).toBe(200);
    expect(forAdmin.body.courses).toEqual(
      expect.arrayContaining([first, other, none, expect.objectContaining({ courseId: b.course.id, asked: 1, answered: 0, waitedOver48h: 1 })]),
    );
    expect(forAdmin.body.overall.asked).toBeGreaterThanOrEqual(9);

    const forB = await b.client.get('/api/instructor/questions/metrics');
    expect(forB.body.courses.map((course: { courseId: string }) => course.courseId)).toEqual([b.course.id]);
    expect(forB.body.overall).toEqual({ asked: 1, answered: 0, medianFirstAnswerMinutes: null, p90FirstAnswerMinutes: null, waitedOver48h: 1 });

    const { client: student } = await signedInClient(t.baseUrl, t.prisma);
    expect(await student.get('/api/instructor/questions/metrics')).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect((await new HttpClient(t.baseUrl).get('/api/instructor/questions/metrics')).status).toBe(401);
  });
});
