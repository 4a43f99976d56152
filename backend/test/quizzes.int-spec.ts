import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_CONFIG, type AppConfig } from '../src/config/app-config';
import { CourseAccessTokens } from '../src/learning/course-access-tokens';
import { createCategory, insertCourse } from './helpers/catalogue';
import { signedInClient } from './helpers/factories';
import type { HttpClient } from './helpers/http-client';
import { startTestApp, TestApp } from './helpers/test-app';

// Quizzes (issue 31, docs/learning.md "Quizzes") on a real database over real HTTP: the editor's rules,
// answers that never reach a learner before grading, grading on the server, replays of an offline
// attempt, completion and the certificate, the instructor's figures.

let t: TestApp;
let tokens: CourseAccessTokens;
let instructor: { client: HttpClient; id: string };
let otherInstructor: HttpClient;
let categoryId: string;

beforeAll(async () => {
  t = await startTestApp();
  const config = t.app.get<AppConfig>(APP_CONFIG);
  tokens = new CourseAccessTokens(config.learning.courseAccessSecret, config.learning.courseAccessTtlSeconds);
  const own = await signedInClient(t.baseUrl, t.prisma, { role: 'instructor' });
  instructor = { client: own.client, id: own.user.id };
  otherInstructor = (await signedInClient(t.baseUrl, t.prisma, { role: 'instructor' })).client;
  categoryId = (await createCategory(t.prisma)).id;
});
afterAll(async () => {
  await t?.close();
});

/** A published course of `videos` video lectures followed by one quiz lecture (no questions yet). */
async function courseWithQuiz(videos = 1) {
  const course = await insertCourse(t.prisma, { instructorId: instructor.id, categoryId, lectures: videos });
  const section = await t.prisma.courseSection.findFirstOrThrow({ where: { courseId: course.id } });
  const quiz = await t.prisma.lecture.create({ data: { sectionId: section.id, title: 'Kiểm tra cuối chương', position: videos, kind: 'quiz' } });
  const videoIds = (await t.prisma.lecture.findMany({ where: { sectionId: section.id, kind: 'video' }, orderBy: { position: 'asc' }, select: { id: true } })).map((row) => row.id);
  return { id: course.id, slug: course.slug, quizId: quiz.id, videoIds };
}
type Course = Awaited<ReturnType<typeof courseWithQuiz>>;

async function enrolled(course: Course) {
  const { client, user } = await signedInClient(t.baseUrl, t.prisma);
  await t.prisma.enrollment.create({ data: { userId: user.id, courseId: course.id, source: 'purchase' } });
  return { client, id: user.id };
}
type Learner = Awaited<ReturnType<typeof enrolled>>;

/** Three questions: one answer, several answers, one answer; explanations on the options. */
const THREE_QUESTIONS = {
  passPercent: 60,
  retakeWaitMinutes: 0,
  shuffleQuestions: true,
  shuffleOptions: false,
  questions: [
    {
      prompt: 'CPC là viết tắt của gì?',
      multiple: false,
      options: [
        { text: 'Cost per click', correct: true, explanation: 'Chi phí cho mỗi lượt nhấp.' },
        { text: 'Click per cost', correct: false, explanation: 'Đảo ngược thứ tự.' },
      ],
    },
    {
      prompt: 'Chỉ số nào đo hiệu quả quảng cáo?',
      multiple: true,
      options: [
        { text: 'ROAS', correct: true, explanation: 'Doanh thu trên chi phí quảng cáo.' },
        { text: 'CTR', correct: true },
        { text: 'Số nhân viên', correct: false, explanation: 'Không liên quan.' },
      ],
    },
    {
      prompt: '<img src=x onerror=alert(1)> Phễu có mấy tầng cơ bản?',
      multiple: false,
      options: [
        { text: 'Ba', correct: true },
        { text: 'Mười', correct: false },
      ],
    },
  ],
};

async function writeQuiz(course: Course, quiz: object = THREE_QUESTIONS) {
  const saved = await instructor.client.put(`/api/instructor/lectures/${course.quizId}/quiz`, quiz);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.quiz as { questions: { _id: string; options: { _id: string; correct: boolean }[] }[] };
}

type Saved = Awaited<ReturnType<typeof writeQuiz>>;
/** Answers: for each question, `true` picks its correct options, `false` its first wrong one. */
const answersOf = (quiz: Saved, right: boolean[]) =>
  quiz.questions.map((question, index) => ({
    questionId: question._id,
    optionIds: right[index] ? question.options.filter((option) => option.correct).map((option) => option._id) : [question.options.find((option) => !option.correct)!._id],
  }));

const attempt = (who: Learner, course: Course, answers: object[], clientId = `lam-bai-${crypto.randomUUID()}`, takenAt = new Date().toISOString()) =>
  who.client.post(`/api/learn/quizzes/${course.quizId}/attempts`, { clientId, takenAt, answers });

async function content(who: Learner, course: Course) {
  const response = await fetch(`${t.baseUrl}/api/learn/${course.slug}/content`, {
    headers: { authorization: `Bearer ${who.client.accessToken}`, 'x-course-access-token': tokens.issue(who.id, course.id).token },
  });
  return { status: response.status, text: await response.text() };
}

describe('the instructor writes a quiz', () => {
  it('refuses what could never be taken, in Vietnamese, naming the question', async () => {
    const course = await courseWithQuiz();
    const put = (quiz: object) => instructor.client.put(`/api/instructor/lectures/${course.quizId}/quiz`, { ...THREE_QUESTIONS, ...quiz });
    const one = THREE_QUESTIONS.questions[0];
    expect(await put({ questions: [] })).toMatchObject({ status: 400, body: { message: 'Bài kiểm tra cần ít nhất một câu hỏi.' } });
    expect(await put({ questions: [{ ...one, options: one.options.map((option) => ({ ...option, correct: false })) }] })).toMatchObject({
      status: 400,
      body: { message: 'Câu 1: cần ít nhất một đáp án đúng.' },
    });
    expect(await put({ questions: [one, { ...one, options: one.options.map((option) => ({ ...option, correct: true })) }] })).toMatchObject({
      status: 400,
      body: { message: 'Câu 2: câu một đáp án chỉ được có đúng một đáp án đúng.' },
    });
    expect(await put({ questions: [{ ...one, options: [one.options[0]] }] })).toMatchObject({ status: 400, body: { message: 'Mỗi câu hỏi cần từ 2 đến 6 đáp án.' } });
    const seven = Array.from({ length: 7 }, (_, index) => ({ text: `Đáp án ${index}`, correct: index === 0 }));
    expect(await put({ questions: [{ ...one, options: seven }] })).toMatchObject({ status: 400, body: { message: 'Mỗi câu hỏi cần từ 2 đến 6 đáp án.' } });
    expect(await put({ passPercent: 0 })).toMatchObject({ status: 400, body: { message: 'Điểm đạt phải là số nguyên từ 1 đến 100 (%).' } });
    expect(await put({ questions: [{ ...one, imageUrl: 'https://evil.example/x.png' }] })).toMatchObject({ status: 400, body: { code: 'QUIZ_IMAGE_INVALID' } });
    for (const bad of [null, [], 'quiz', { ...THREE_QUESTIONS, questions: 'nhiều' }]) {
      const answer = await instructor.client.put(`/api/instructor/lectures/${course.quizId}/quiz`, bad);
      expect(answer.status).toBe(400);
      expect(typeof answer.body.message).toBe('string');
    }
    expect(await t.prisma.quizQuestion.count({ where: { lectureId: course.quizId } })).toBe(0);
  });

  it("keeps questions' and options' ids across a save; another instructor, a video lecture and a foreign id get 404/400", async () => {
    const course = await courseWithQuiz();
    const first = await writeQuiz(course);
    const reordered = {
      ...THREE_QUESTIONS,
      questions: [first.questions[2], first.questions[0]].map((question, index) => ({
        ...THREE_QUESTIONS.questions[index === 0 ? 2 : 0],
        _id: question._id,
        options: THREE_QUESTIONS.questions[index === 0 ? 2 : 0].options.map((option, at) => ({ ...option, _id: question.options[at]._id })),
      })),
    };
    const second = await writeQuiz(course, reordered);
    expect(second.questions.map((question) => question._id)).toEqual([first.questions[2]._id, first.questions[0]._id]);
    expect(await t.prisma.quizQuestion.count({ where: { lectureId: course.quizId } })).toBe(2);

    expect((await otherInstructor.put(`/api/instructor/lectures/${course.quizId}/quiz`, THREE_QUESTIONS)).status).toBe(404);
    expect((await otherInstructor.get(`/api/instructor/lectures/${course.quizId}/quiz`)).status).toBe(404);
    expect((await instructor.client.get(`/api/instructor/lectures/${course.videoIds[0]}/quiz`)).status).toBe(404);
    const other = await courseWithQuiz();
    const foreign = await writeQuiz(other);
    const stolen = { ...THREE_QUESTIONS, questions: [{ ...THREE_QUESTIONS.questions[0], _id: foreign.questions[0]._id }] };
    expect(await instructor.client.put(`/api/instructor/lectures/${course.quizId}/quiz`, stolen)).toMatchObject({ status: 400, body: { code: 'QUIZ_QUESTION_NOT_IN_QUIZ' } });
    const learner = await enrolled(course);
    expect((await learner.client.get(`/api/instructor/lectures/${course.quizId}/quiz`)).status).toBe(403);
  });

  it('refuses to submit a course for review while one of its quizzes has no question', async () => {
    const course = await courseWithQuiz();
    await t.prisma.course.update({ where: { id: course.id }, data: { status: 'draft', publishedAt: null } });
    expect(await instructor.client.patch(`/api/instructor/me/courses/${course.id}/toggle-publish`)).toMatchObject({
      status: 400,
      body: { code: 'EMPTY_QUIZ', message: 'Bài kiểm tra "Kiểm tra cuối chương" chưa có câu hỏi nào.' },
    });
    await writeQuiz(course);
    expect((await instructor.client.patch(`/api/instructor/me/courses/${course.id}/toggle-publish`)).status).toBe(200);
  });
});

describe('what a learner reads', () => {
  it('sends the questions with the course content, never which option is correct nor an explanation, before an attempt', async () => {
    const course = await courseWithQuiz();
    const learner = await enrolled(course);
    const before = JSON.parse((await content(learner, course)).text);
    const quizLecture = before.course.curriculum[0].lectures.find((lecture: { _id: string }) => lecture._id === course.quizId);
    expect(quizLecture).toMatchObject({ kind: 'quiz', quiz: null, completed: false });

    await writeQuiz(course);
    const { status, text } = await content(learner, course);
    expect(status).toBe(200);
    const lecture = JSON.parse(text).course.curriculum[0].lectures.find((entry: { _id: string }) => entry._id === course.quizId);
    expect(lecture.quiz).toMatchObject({ passPercent: 60, shuffleQuestions: true });
    expect(lecture.quiz.questions).toHaveLength(3);
    expect(lecture.quiz.questions[1]).toMatchObject({ prompt: 'Chỉ số nào đo hiệu quả quảng cáo?', multiple: true });
    expect(Object.keys(lecture.quiz.questions[1].options[0]).sort()).toEqual(['_id', 'text']);
    // Anywhere in the whole answer: no correctness, no explanation text.
    expect(text).not.toMatch(/"correct"|explanation|Chi phí cho mỗi lượt nhấp/);
    // The attempts list before any attempt tells nothing either.
    const mine = await learner.client.get(`/api/learn/quizzes/${course.quizId}/attempts`);
    expect(mine).toMatchObject({ status: 200, body: { attempts: [], nextAttemptAt: null } });
  });
});

describe('grading', () => {
  it('grades on the server: single, several answers and a partly wrong several-answer question; explanations only after', async () => {
    const course = await courseWithQuiz();
    const quiz = await writeQuiz(course);
    const learner = await enrolled(course);
    const partlyWrong = answersOf(quiz, [true, true, true]);
    partlyWrong[1].optionIds.push(quiz.questions[1].options[2]._id);
    const graded = await attempt(learner, course, partlyWrong);
    expect(graded.status, JSON.stringify(graded.body)).toBe(200);
    expect(graded.body.attempt).toMatchObject({ correctCount: 2, questionCount: 3, scorePercent: 66, passed: true, passPercent: 60 });
    expect(graded.body.attempt.questions.map((question: { correct: boolean }) => question.correct)).toEqual([true, false, true]);
    expect(graded.body.attempt.questions[1].correctOptionIds).toEqual(quiz.questions[1].options.slice(0, 2).map((option) => option._id));
    expect(graded.body.attempt.questions[0].explanations[0]).toEqual({ optionId: quiz.questions[0].options[0]._id, explanation: 'Chi phí cho mỗi lượt nhấp.' });
    expect(graded.body.replayed).toBe(false);

    const failed = await attempt(learner, course, answersOf(quiz, [true, false, false]));
    expect(failed.body.attempt).toMatchObject({ correctCount: 1, scorePercent: 33, passed: false });
    const mine = await learner.client.get(`/api/learn/quizzes/${course.quizId}/attempts`);
    expect(mine.body.attempts.map((row: { scorePercent: number }) => row.scorePercent)).toEqual([33, 66]);
  });

  it('completes the lecture only by a passed attempt: a progress update claiming it is ignored, a failed attempt too', async () => {
    const course = await courseWithQuiz(0);
    const quiz = await writeQuiz(course);
    const learner = await enrolled(course);
    const claimed = await learner.client.post('/api/learn/progress/update', {
      courseId: course.id,
      lectureId: course.quizId,
      updateId: `u-${crypto.randomUUID()}`,
      completed: true,
    });
    expect(claimed.status).toBe(200);
    expect(claimed.body.lecture.completed).toBe(false);
    const failed = await attempt(learner, course, answersOf(quiz, [false, false, true]));
    expect(failed.body.progress).toMatchObject({ completedLectures: 0, totalLectures: 1 });
    const passed = await attempt(learner, course, answersOf(quiz, [true, true, true]));
    expect(passed.body).toMatchObject({ attempt: { scorePercent: 100, passed: true }, progress: { completedLectures: 1, totalLectures: 1, progress: 100 } });
  });

  it('applies an offline attempt once under 20 simultaneous replays, with the time it was taken', async () => {
    const course = await courseWithQuiz(0);
    const quiz = await writeQuiz(course);
    const learner = await enrolled(course);
    const takenAt = new Date(Date.now() - 3 * 3600_000).toISOString();
    const clientId = `offline-${crypto.randomUUID()}`;
    const replies = await Promise.all(Array.from({ length: 20 }, () => attempt(learner, course, answersOf(quiz, [true, true, false]), clientId, takenAt)));
    expect(replies.map((reply) => reply.status)).toEqual(Array(20).fill(200));
    expect(new Set(replies.map((reply) => reply.body.attempt._id)).size).toBe(1);
    expect(replies.filter((reply) => reply.body.replayed === false)).toHaveLength(1);
    expect(replies.every((reply) => reply.body.attempt.takenAt === takenAt)).toBe(true);
    expect(await t.prisma.quizAttempt.count({ where: { userId: learner.id } })).toBe(1);
    expect(await t.prisma.lectureProgress.count({ where: { userId: learner.id, lectureId: course.quizId, completed: true } })).toBe(1);
    // A later replay with other answers still answers the first result.
    const late = await attempt(learner, course, answersOf(quiz, [false, false, false]), clientId, takenAt);
    expect(late.body).toMatchObject({ replayed: true, attempt: { _id: replies[0].body.attempt._id, scorePercent: 66 } });
  });

  it('issues one certificate when the passing attempt completes the course, even 20 passing attempts at once', async () => {
    const course = await courseWithQuiz(1);
    const quiz = await writeQuiz(course);
    const learner = await enrolled(course);
    const passedQuizFirst = await Promise.all(Array.from({ length: 20 }, () => attempt(learner, course, answersOf(quiz, [true, true, true]))));
    expect(passedQuizFirst.every((reply) => reply.status === 200 && reply.body.attempt.passed)).toBe(true);
    // The quiz alone does not complete a course that still has a video to watch.
    expect(await t.prisma.certificate.count({ where: { userId: learner.id } })).toBe(0);
    const video = await learner.client.post('/api/learn/progress/update', {
      courseId: course.id,
      lectureId: course.videoIds[0],
      updateId: `u-${crypto.randomUUID()}`,
      completed: true,
    });
    expect(video.body).toMatchObject({ completedLectures: 2, totalLectures: 2 });
    expect(await t.prisma.certificate.count({ where: { userId: learner.id, courseId: course.id } })).toBe(1);

    // The other order: the video first, then 20 racing passing attempts.
    const second = await enrolled(course);
    await second.client.post('/api/learn/progress/update', { courseId: course.id, lectureId: course.videoIds[0], updateId: `u-${crypto.randomUUID()}`, completed: true });
    const racing = await Promise.all(Array.from({ length: 20 }, () => attempt(second, course, answersOf(quiz, [true, true, true]))));
    expect(racing.map((reply) => reply.status)).toEqual(Array(20).fill(200));
    expect(await t.prisma.certificate.count({ where: { userId: second.id, courseId: course.id } })).toBe(1);
  });

  it('makes a learner wait after a failed attempt when the instructor set a wait, and says until when', async () => {
    const course = await courseWithQuiz(0);
    const quiz = await writeQuiz(course, { ...THREE_QUESTIONS, retakeWaitMinutes: 30 });
    const learner = await enrolled(course);
    expect((await attempt(learner, course, answersOf(quiz, [false, false, false]))).body.attempt.passed).toBe(false);
    const early = await attempt(learner, course, answersOf(quiz, [true, true, true]));
    expect(early.status).toBe(429);
    expect(early.body.code).toBe('QUIZ_RETAKE_WAIT');
    expect(early.body.message).toMatch(/^Bạn có thể làm lại bài kiểm tra từ \d{2}:\d{2} ngày \d{2}\/\d{2}\/\d{4}\.$/);
    expect((await learner.client.get(`/api/learn/quizzes/${course.quizId}/attempts`)).body.nextAttemptAt).not.toBeNull();
    // Taken 31 minutes after (an offline attempt sent late carries its own time): allowed.
    const failedAt = (await t.prisma.quizAttempt.findFirstOrThrow({ where: { userId: learner.id } })).takenAt;
    await t.prisma.quizAttempt.updateMany({ where: { userId: learner.id }, data: { takenAt: new Date(failedAt.getTime() - 31 * 60_000) } });
    expect((await attempt(learner, course, answersOf(quiz, [true, true, true]))).status).toBe(200);
  });

  it('refuses anyone not enrolled, bad input and a time in the future with a clear 4xx', async () => {
    const course = await courseWithQuiz(0);
    const quiz = await writeQuiz(course);
    const { client: outsider, user } = await signedInClient(t.baseUrl, t.prisma);
    expect(await attempt({ client: outsider, id: user.id }, course, answersOf(quiz, [true, true, true]))).toMatchObject({
      status: 403,
      body: { code: 'QUIZ_NOT_ENROLLED', message: 'Bạn cần đăng ký khóa học để làm bài kiểm tra.' },
    });
    const learner = await enrolled(course);
    const path = `/api/learn/quizzes/${course.quizId}/attempts`;
    expect((await learner.client.post(path, { clientId: 'ngắn', takenAt: new Date().toISOString(), answers: [] })).body.message).toMatch(/^Mã lần làm bài/);
    expect((await learner.client.post(path, { clientId: 'hop-le-12345', takenAt: 'hôm qua', answers: [] })).body.message).toBe('Thời điểm nộp bài (takenAt) không hợp lệ.');
    expect((await learner.client.post(path, { clientId: 'hop-le-12345', takenAt: new Date().toISOString(), answers: 'A' })).status).toBe(400);
    expect(await attempt(learner, course, [], undefined, new Date(Date.now() + 3600_000).toISOString())).toMatchObject({ status: 400, body: { code: 'QUIZ_TAKEN_IN_FUTURE' } });
    expect((await learner.client.post(`/api/learn/quizzes/${course.videoIds.length ? course.videoIds[0] : crypto.randomUUID()}/attempts`, {})).status).toBe(400);
    expect(
      (await learner.client.post(`/api/learn/quizzes/${crypto.randomUUID()}/attempts`, { clientId: 'hop-le-12345', takenAt: new Date().toISOString(), answers: [] })).status,
    ).toBe(404);
    // Nothing was recorded by any of these.
    expect(await t.prisma.quizAttempt.count({ where: { lectureId: course.quizId } })).toBe(0);
  });
});

describe("the instructor's figures", () => {
  it('counts attempts, the pass rate of learners, the average score and the question most often missed', async () => {
    const course = await courseWithQuiz(0);
    const quiz = await writeQuiz(course);
    const empty = await instructor.client.get(`/api/instructor/lectures/${course.quizId}/quiz/stats`);
    expect(empty.body).toEqual({ attempts: 0, learners: 0, passedLearners: 0, passRate: null, averageScore: null, mostMissed: null });
    const first = await enrolled(course);
    const second = await enrolled(course);
    await attempt(first, course, answersOf(quiz, [true, false, false])); // 33, failed, misses 2 and 3
    await attempt(first, course, answersOf(quiz, [true, false, true])); // 66, passed, misses 2
    await attempt(second, course, answersOf(quiz, [false, false, true])); // 33, failed, misses 1 and 2
    const stats = await instructor.client.get(`/api/instructor/lectures/${course.quizId}/quiz/stats`);
    expect(stats.status).toBe(200);
    expect(stats.body).toEqual({
      attempts: 3,
      learners: 2,
      passedLearners: 1,
      passRate: 50,
      averageScore: 44,
      mostMissed: { questionId: quiz.questions[1]._id, prompt: 'Chỉ số nào đo hiệu quả quảng cáo?', missed: 3, missRate: 100 },
    });
    expect((await otherInstructor.get(`/api/instructor/lectures/${course.quizId}/quiz/stats`)).status).toBe(404);
  });
});
