import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_AHEAD, SEARCH_COUNT_AHEAD_PAGES } from '../src/questions/question-lists.service';
import { searchTextOf } from '../src/questions/question-views';
import { createCategory } from './helpers/catalogue';
import { signedInClient } from './helpers/factories';
import type { HttpClient } from './helpers/http-client';
import { askedQuestion, courseWithLectures, enrolledStudent, type QuestionCourse } from './helpers/questions';
import { isolatedDatabase, startTestApp, TestApp } from './helpers/test-app';

// The Q&A lists at scale (docs/learning.md, "Questions and answers", "Speed"): totals counted no further
// than a lookahead, the inbox merged from one range per course and status, search words taken literally.
// The file has a database of its own: its thousand open questions would fill every other file's admin
// inbox, reminders and digests.

let database: Awaited<ReturnType<typeof isolatedDatabase>>;
let t: TestApp;
let admin: HttpClient;
let categoryId: string;

beforeAll(async () => {
  database = await isolatedDatabase('question_lists');
  t = await startTestApp({ DATABASE_URL: database.url });
  admin = (await signedInClient(t.baseUrl, t.prisma, { role: 'admin' })).client;
  categoryId = (await createCategory(t.prisma)).id;
});
afterAll(async () => {
  await t?.close();
  await database?.drop();
});

async function newInstructor() {
  const { client, user } = await signedInClient(t.baseUrl, t.prisma, { role: 'instructor' });
  return { client, id: user.id };
}

type Written = { title: string; minutesAgo: number; status?: 'open' | 'answered' | 'solved'; lectureId?: string; hidden?: boolean; deleted?: boolean };

/** Questions written straight to the database (thousands in a second); their ids, in the order given. */
async function insertQuestions(course: QuestionCourse, userId: string, questions: Written[]): Promise<string[]> {
  const now = Date.now();
  const rows = questions.map((question) => ({
    id: crypto.randomUUID(),
    courseId: course.id,
    lectureId: question.lectureId ?? null,
    userId,
    title: question.title,
    body: '',
    status: question.status ?? 'open',
    answersCount: question.status && question.status !== 'open' ? 1 : 0,
    hidden: question.hidden ?? false,
    deletedAt: question.deleted ? new Date(now) : null,
    searchText: question.deleted ? '' : searchTextOf(question.title, ''),
    createdAt: new Date(now - question.minutesAgo * 60_000),
  }));
  await t.prisma.courseQuestion.createMany({ data: rows });
  return rows.map((row) => row.id);
}

/** Every page of `path` (limit `limit`) one after the other: the ids, and each page's pagination. */
async function allPages(client: HttpClient, path: string, limit: number) {
  const ids: string[] = [];
  const paginations = [];
  for (let page = 1; ; page += 1) {
    const response = await client.get(`${path}${path.includes('?') ? '&' : '?'}limit=${limit}&page=${page}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    ids.push(...response.body.questions.map((question: { _id: string }) => question._id));
    paginations.push(response.body.pagination);
    if (page >= response.body.pagination.totalPages) return { ids, paginations };
  }
}

describe('totals', () => {
  it('a long list counts no further than LIST_COUNT_AHEAD past the page shown: exact below, "at least" beyond; a word search, two pages', async () => {
    const instructor = await newInstructor();
    const course = await courseWithLectures(t, { instructorId: instructor.id, categoryId });
    const learner = await enrolledStudent(t, course);
    const total = LIST_COUNT_AHEAD + 5;
    await insertQuestions(
      course,
      learner.id,
      Array.from({ length: total }, (_, i) => ({ title: `Câu hỏi số ${i}`, minutesAgo: total - i })),
    );
    const tab = (query: string) => learner.client.get(`/api/courses/${course.id}/questions?${query}`);

    const first = await tab('limit=20');
    expect(first.body.questions[0].title).toBe(`Câu hỏi số ${total - 1}`);
    expect(first.body.pagination).toEqual({ currentPage: 1, totalPages: Math.ceil((LIST_COUNT_AHEAD + 1) / 20), totalItems: LIST_COUNT_AHEAD + 1, limit: 20 });
    // From the second page on, the lookahead reaches the end: the total is exact.
    expect((await tab('limit=20&page=2')).body.pagination).toMatchObject({ totalItems: total, totalPages: Math.ceil(total / 20) });

    // Every question holds the words: the search counts the page shown, the next ones, and that there is more.
    const words = `q=${encodeURIComponent('câu hoi')}`;
    expect((await tab(`limit=20&${words}`)).body.pagination).toMatchObject({ totalItems: 20 * SEARCH_COUNT_AHEAD_PAGES + 1 });
    const last = await tab(`limit=20&page=${Math.ceil(total / 20)}&${words}`);
    expect(last.body.questions.map((question: { title: string }) => question.title)).toEqual([4, 3, 2, 1, 0].map((i) => `Câu hỏi số ${i}`));
    expect(last.body.pagination).toMatchObject({ totalItems: total });
    // Past the last page: no questions, and the exact total.
    for (const query of ['limit=20&page=60', `limit=20&page=60&${words}`]) expect((await tab(query)).body).toMatchObject({ questions: [], pagination: { totalItems: total } });

    const inbox = await instructor.client.get('/api/instructor/questions?limit=10');
    expect(inbox.body.pagination).toMatchObject({ totalItems: LIST_COUNT_AHEAD + 1 });
    expect(inbox.body.questions[0].title).toBe('Câu hỏi số 0');
    // The badge is an exact count.
    expect((await instructor.client.get('/api/instructor/questions/unanswered-count')).body).toEqual({ count: total });
  }, 60_000);
});

describe('the word search', () => {
  it('takes % and _ as the characters they are, not as wildcards', async () => {
    const instructor = await newInstructor();
    const course = await courseWithLectures(t, { instructorId: instructor.id, categoryId });
    const learner = await enrolledStudent(t, course);
    const discount = await askedQuestion(learner.client, course, { title: 'Giảm 50% phí quảng cáo?', body: '' });
    const underscore = await askedQuestion(learner.client, course, { title: 'Biến utm_source là gì?', body: '' });
    await askedQuestion(learner.client, course, { title: 'Đo lường chuyển đổi', body: 'Cài đặt Pixel thế nào?' });
    const ids = async (q: string) =>
      (await learner.client.get(`/api/courses/${course.id}/questions?q=${encodeURIComponent(q)}`)).body.questions.map((question: { _id: string }) => question._id);
    expect(await ids('%')).toEqual([discount]);
    expect(await ids('50%')).toEqual([discount]);
    expect(await ids('_')).toEqual([underscore]);
    expect(await ids('utm_source')).toEqual([underscore]);
  });
});

describe('the instructor inbox', () => {
  it('merges every course and status in order across pages: open oldest first, then the others newest first; filters by course, lecture and status', async () => {
    const instructor = await newInstructor();
    const courses = [];
    for (let i = 0; i < 3; i += 1) courses.push(await courseWithLectures(t, { instructorId: instructor.id, categoryId }));
    const learner = await enrolledStudent(t, courses[0]);
    const statuses = ['open', 'answered', 'solved'] as const;
    const written: (Written & { courseIndex: number })[] = [];
    for (let i = 0; i < 24; i += 1) {
      const courseIndex = (i * 7) % 3;
      written.push({
        title: `Câu hỏi ${i}`,
        minutesAgo: 1000 - ((i * 37) % 24) * 10,
        status: statuses[(i * 5) % 3],
        courseIndex,
        lectureId: i % 4 === 0 ? courses[courseIndex].lectureIds[0] : undefined,
        hidden: i === 5,
        deleted: i === 11,
      });
    }
    const ids = new Map<Written, string>();
    for (const [index, course] of courses.entries()) {
      const own = written.filter((question) => question.courseIndex === index);
      (await insertQuestions(course, learner.id, own)).forEach((id, i) => ids.set(own[i], id));
    }
    const waitingFirst = (questions: Written[]) =>
      [
        ...questions.filter((question) => question.status === 'open').sort((a, b) => b.minutesAgo - a.minutesAgo),
        ...questions.filter((question) => question.status !== 'open').sort((a, b) => a.minutesAgo - b.minutesAgo),
      ].map((question) => ids.get(question));
    const listed = written.filter((question) => !question.hidden && !question.deleted);

    const everything = await allPages(instructor.client, '/api/instructor/questions', 4);
    expect(everything.ids).toEqual(waitingFirst(listed));
    expect(everything.paginations.map((pagination) => pagination.totalItems)).toEqual(everything.paginations.map(() => listed.length));

    const second = courses[1];
    const ofCourse = listed.filter((question) => question.courseIndex === 1);
    expect((await allPages(instructor.client, `/api/instructor/questions?courseId=${second.id}`, 3)).ids).toEqual(waitingFirst(ofCourse));
    // An admin reads the course the same way.
    expect((await allPages(admin, `/api/instructor/questions?courseId=${second.id}`, 3)).ids).toEqual(waitingFirst(ofCourse));
    const lecture = second.lectureIds[0];
    const ofLecture = ofCourse.filter((question) => question.lectureId === lecture);
    expect(ofLecture.length).toBeGreaterThan(0);
    expect((await allPages(instructor.client, `/api/instructor/questions?lectureId=${lecture}`, 2)).ids).toEqual(waitingFirst(ofLecture));
    const solved = listed.filter((question) => question.status === 'solved');
    expect((await allPages(instructor.client, '/api/instructor/questions?status=solved', 3)).ids).toEqual(waitingFirst(solved));
    // Another instructor's course reads as empty.
    const stranger = await newInstructor();
    expect((await stranger.client.get(`/api/instructor/questions?courseId=${second.id}`)).body).toMatchObject({ questions: [], pagination: { totalItems: 0 } });
  });
});
