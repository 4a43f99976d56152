import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobsService } from '../src/jobs/jobs.service';
import { ANSWER_FANOUT_BATCH, ANSWER_FANOUT_JOB, ANSWER_INLINE_RECIPIENTS } from '../src/questions/answer-fanout.service';
import { createCategory } from './helpers/catalogue';
import { signedInClient } from './helpers/factories';
import type { HttpClient } from './helpers/http-client';
import { askedQuestion, courseWithLectures, enrolledStudent, type QuestionCourse } from './helpers/questions';
import { isolatedDatabase, startTestApp, TestApp } from './helpers/test-app';

// An answer to a question many students follow (issue 30): the asker is told with the answer, the
// followers by batches of jobs, each exactly once, never the answerer. The file drains the job queue,
// so it has a database of its own.

let database: Awaited<ReturnType<typeof isolatedDatabase>>;
let t: TestApp;
let instructor: { client: HttpClient; id: string };
let course: QuestionCourse;

beforeAll(async () => {
  database = await isolatedDatabase('answer_fanout');
  t = await startTestApp({ DATABASE_URL: database.url });
  const { client, user } = await signedInClient(t.baseUrl, t.prisma, { role: 'instructor', name: 'Giảng viên Tuấn' });
  instructor = { client, id: user.id };
  course = await courseWithLectures(t, { instructorId: user.id, categoryId: (await createCategory(t.prisma)).id });
});
afterAll(async () => {
  await t?.close();
  await database?.drop();
});

async function drain(): Promise<void> {
  const jobs = t.app.get(JobsService);
  while ((await jobs.runDueJobs()) > 0);
}

/** `count` enrolled students following the question, written straight to the database for speed. */
async function followers(questionId: string, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => crypto.randomUUID());
  await t.prisma.user.createMany({
    data: ids.map((id, index) => ({ id, email: `theo-doi-${id}@example.vn`, name: `Học viên theo dõi ${index}`, role: 'student', emailVerifiedAt: new Date() })),
  });
  await t.prisma.enrollment.createMany({ data: ids.map((userId) => ({ userId, courseId: course.id, source: 'admin_grant' })) });
  await t.prisma.questionFollow.createMany({ data: ids.map((userId) => ({ questionId, userId })) });
  return ids;
}

const answered = (questionId: string) => ({ type: 'question_answered', link: { contains: `question=${questionId}#answer-` } });

describe('telling the followers of an answer', () => {
  it('few: everyone told in the answer itself, the answerer not', async () => {
    const asker = await enrolledStudent(t, course, 'Nguyễn Thị Lan');
    const questionId = await askedQuestion(asker.client, course, { title: 'Pixel không ghi nhận sự kiện', body: '' });
    const few = await followers(questionId, 3);
    const answer = await instructor.client.post(`/api/questions/${questionId}/answers`, { body: 'Bạn kiểm tra lại Event Manager nhé.' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const told = await t.prisma.notification.findMany({ where: answered(questionId), select: { userId: true } });
    expect(told.map((row) => row.userId).sort()).toEqual([asker.id, ...few].sort());
    expect(await t.prisma.job.count({ where: { type: ANSWER_FANOUT_JOB.name } })).toBe(0);
  });

  it('many: the asker at once, the followers by batches, each once even when a batch job runs again; not the answerer', async () => {
    const asker = await enrolledStudent(t, course, 'Trần Văn Minh');
    const questionId = await askedQuestion(asker.client, course, { title: 'Ngân sách tối thiểu cho chiến dịch?', body: '' });
    const count = ANSWER_FANOUT_BATCH + ANSWER_INLINE_RECIPIENTS;
    const many = await followers(questionId, count);
    // A follower answers: they are not told of their own answer.
    const answerer = await enrolledStudent(t, course, 'Phạm Quốc Bảo');
    await t.prisma.questionFollow.create({ data: { questionId, userId: answerer.id } });
    const answer = await answerer.client.post(`/api/questions/${questionId}/answers`, { body: 'Mình chạy 200.000 ₫ một ngày vẫn ổn.' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const told = async () => (await t.prisma.notification.findMany({ where: answered(questionId), select: { userId: true } })).map((row) => row.userId);
    expect(await told()).toEqual([asker.id]);

    await drain();
    const everyone = await told();
    expect(everyone).toHaveLength(count + 1);
    expect(new Set(everyone)).toEqual(new Set([asker.id, ...many]));
    const { fanoutDoneAt } = await t.prisma.questionAnswer.findUniqueOrThrow({ where: { id: answer.body.answer._id } });
    expect(fanoutDoneAt).not.toBeNull();

    // The first batch's job run again (its worker died before marking it done): no one twice.
    await t.app.get(JobsService).enqueue(t.prisma, ANSWER_FANOUT_JOB, { answerId: answer.body.answer._id, after: null });
    await drain();
    expect(await told()).toHaveLength(count + 1);
  });

  it('many, with the answer deleted before the batches run: only the asker was told', async () => {
    const asker = await enrolledStudent(t, course, 'Lê Thu Hà');
    const questionId = await askedQuestion(asker.client, course, { title: 'Nên chạy Reels hay Feed?', body: '' });
    await followers(questionId, ANSWER_INLINE_RECIPIENTS + 1);
    const answer = await instructor.client.post(`/api/questions/${questionId}/answers`, { body: 'Câu trả lời sẽ bị xóa.' });
    expect(answer.status).toBe(201);
    expect((await instructor.client.delete(`/api/answers/${answer.body.answer._id}`)).status).toBe(200);
    await drain();
    expect(await t.prisma.notification.count({ where: answered(questionId) })).toBe(1);
  });
});
