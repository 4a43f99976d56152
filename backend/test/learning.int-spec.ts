import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_CONFIG, type AppConfig } from '../src/config/app-config';
import { CourseAccessTokens } from '../src/learning/course-access-tokens';
import { createCategory, insertCourse } from './helpers/catalogue';
import { createUser, signedInClient } from './helpers/factories';
import { HttpClient, type HttpResult, type Json } from './helpers/http-client';
import { startTestApp, TestApp } from './helpers/test-app';

let t: TestApp;
let admin: HttpClient;
let instructorId: string;
let categoryId: string;
let tokens: CourseAccessTokens;
let ttlSeconds: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await signedInClient(t.baseUrl, t.prisma, { role: 'admin' })).client;
  instructorId = (await createUser(t.prisma, { role: 'instructor' })).id;
  categoryId = (await createCategory(t.prisma)).id;
  const config = t.app.get<AppConfig>(APP_CONFIG);
  ttlSeconds = config.learning.courseAccessTtlSeconds;
  tokens = new CourseAccessTokens(config.learning.courseAccessSecret, ttlSeconds);
});
afterAll(async () => {
  await t?.close();
});

const NOT_ENROLLED = { code: 'NOT_ENROLLED', message: 'Bạn chưa đăng ký khóa học này.' };
const ACCESS_INVALID = { code: 'COURSE_ACCESS_INVALID', message: 'Mã truy cập khóa học không hợp lệ hoặc đã hết hạn. Vui lòng xác thực khuôn mặt lại.' };

/** A published course with `lectures` lectures (60 s each) in one section, lectures in curriculum order. */
async function courseWith(lectures: number) {
  const course = await insertCourse(t.prisma, { instructorId, categoryId, lectures });
  const rows = await t.prisma.lecture.findMany({ where: { section: { courseId: course.id } }, orderBy: { position: 'asc' } });
  return { ...course, lectures: rows };
}

/** A signed-in student enrolled in the courses (as a paid order leaves it). */
async function studentIn(...courseIds: string[]) {
  const { client, user } = await signedInClient(t.baseUrl, t.prisma);
  for (const courseId of courseIds) await t.prisma.enrollment.create({ data: { userId: user.id, courseId, source: 'purchase' } });
  return { client, user };
}

/** A request as the PWA sends it to the learning routes, with the course access token header when given. */
async function send<T = Json>(client: HttpClient, method: string, path: string, accessToken?: string, body?: unknown): Promise<HttpResult<T>> {
  const headers: Record<string, string> = { authorization: `Bearer ${client.accessToken}` };
  if (accessToken !== undefined) headers['x-course-access-token'] = accessToken;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(t.baseUrl + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

const updateId = () => `u_${crypto.randomBytes(8).toString('hex')}`;

function progressUpdate(client: HttpClient, body: { courseId: string; lectureId: string; updateId?: string; positionSeconds?: number; completed?: boolean }) {
  return client.post('/api/learn/progress/update', { updateId: updateId(), ...body });
}

describe('GET /api/learn/{slug}/content', () => {
  it('refuses an unknown course, a student not enrolled, and a missing, wrong or expired course access token', async () => {
    const course = await courseWith(2);
    const other = await courseWith(1);
    const { client, user } = await studentIn(course.id);
    const outsider = await studentIn();
    const path = `/api/learn/${course.slug}/content`;
    const valid = tokens.issue(user.id, course.id).token;

    const unknown = await send(client, 'GET', '/api/learn/khong-co-khoa-nay/content', valid);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 'COURSE_NOT_FOUND', message: 'Không tìm thấy khóa học "khong-co-khoa-nay".' });

    // Not enrolled: refused even with a correctly signed token for this course.
    const notEnrolled = await send(outsider.client, 'GET', path, tokens.issue(outsider.user.id, course.id).token);
    expect(notEnrolled.status).toBe(403);
    expect(notEnrolled.body).toEqual(NOT_ENROLLED);

    const nowSeconds = Math.floor(Date.now() / 1000);
    const refusedTokens = {
      missing: undefined,
      empty: '',
      garbage: 'khong-phai-ma',
      otherCourse: tokens.issue(user.id, other.id).token,
      otherUser: tokens.issue(outsider.user.id, course.id).token,
      otherSecret: new CourseAccessTokens('z'.repeat(64), ttlSeconds).issue(user.id, course.id).token,
      expired: tokens.issue(user.id, course.id, nowSeconds - ttlSeconds - 10).token,
    };
    for (const [name, token] of Object.entries(refusedTokens)) {
      const refused = await send(client, 'GET', path, token);
      expect(refused.status, name).toBe(403);
      expect(refused.body, name).toEqual(ACCESS_INVALID);
    }
    // Not refused for a reason of its own: the same student with a valid token gets in.
    expect((await send(client, 'GET', path, valid)).status).toBe(200);
  });

  it('returns the curriculum in order with completion and resume position per lecture, and records the access', async () => {
    const course = await courseWith(4);
    const [first, second, third, fourth] = course.lectures;
    const video = await t.prisma.mediaAsset.create({
      data: {
        ownerId: instructorId,
        kind: 'video',
        originalName: 'bai-3.mp4',
        mimeType: 'video/mp4',
        sizeBytes: 1n,
        storageKey: 'media/bai-3/original',
        status: 'ready',
        playlistKey: 'hls/bai-3/master.m3u8',
      },
    });
    await t.prisma.lecture.update({ where: { id: third.id }, data: { mediaAssetId: video.id, thumbnailUrl: '/uploads/bai-3.webp' } });
    const { client, user } = await studentIn(course.id);
    expect((await progressUpdate(client, { courseId: course.id, lectureId: first.id, completed: true, positionSeconds: 60 })).status).toBe(200);
    expect((await progressUpdate(client, { courseId: course.id, lectureId: second.id, positionSeconds: 42 })).status).toBe(200);

    const before = Date.now();
    const { status, body } = await send(client, 'GET', `/api/learn/${course.slug}/content`, tokens.issue(user.id, course.id).token);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.course).toMatchObject({ _id: course.id, slug: course.slug, title: course.title, instructorName: 'Nguyễn Văn Test', thumbnailUrl: null, totalLectures: 4 });
    expect(body.course.curriculum).toHaveLength(1);
    expect(body.course.curriculum[0].title).toBe('Chương 1');
    expect(body.course.curriculum[0].lectures).toEqual([
      {
        _id: first.id,
        title: 'Bài 1',
        kind: 'video',
        quiz: null,
        textDocument: null,
        resources: [],
        durationSeconds: 60,
        isFreePreview: false,
        hasVideo: false,
        mediaId: null,
        thumbnailUrl: null,
        completed: true,
        positionSeconds: 60,
      },
      {
        _id: second.id,
        title: 'Bài 2',
        kind: 'video',
        quiz: null,
        textDocument: null,
        resources: [],
        durationSeconds: 60,
        isFreePreview: false,
        hasVideo: false,
        mediaId: null,
        thumbnailUrl: null,
        completed: false,
        positionSeconds: 42,
      },
      {
        _id: third.id,
        title: 'Bài 3',
        kind: 'video',
        quiz: null,
        textDocument: null,
        resources: [],
        durationSeconds: 60,
        isFreePreview: false,
        hasVideo: true,
        mediaId: video.id,
        thumbnailUrl: '/uploads/bai-3.webp',
        completed: false,
        positionSeconds: 0,
      },
      {
        _id: fourth.id,
        title: 'Bài 4',
        kind: 'video',
        quiz: null,
        textDocument: null,
        resources: [],
        durationSeconds: 60,
        isFreePreview: false,
        hasVideo: false,
        mediaId: null,
        thumbnailUrl: null,
        completed: false,
        positionSeconds: 0,
      },
    ]);
    const enrollment = await t.prisma.enrollment.findUniqueOrThrow({ where: { userId_courseId: { userId: user.id, courseId: course.id } } });
    expect(body.enrollmentDetails).toEqual({ progress: 25, completedLectures: 1, lastLectureId: second.id, enrolledAt: enrollment.createdAt.toISOString() });
    expect(enrollment.lastAccessedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('POST /api/learn/progress/update', () => {
  it('applies an update id once: five replays (three at once) with other data change nothing', async () => {
    const course = await courseWith(3);
    const [first, second] = course.lectures;
    const { client, user } = await studentIn(course.id);
    const id = updateId();
    const applied = await progressUpdate(client, { courseId: course.id, lectureId: first.id, updateId: id, positionSeconds: 30 });
    expect(applied.status).toBe(200);
    expect(applied.body).toEqual({ progress: 0, completedLectures: 0, totalLectures: 3, lecture: { lectureId: first.id, completed: false, positionSeconds: 30 } });
    const later = await progressUpdate(client, { courseId: course.id, lectureId: second.id, completed: true });
    expect(later.body).toMatchObject({ progress: 33, completedLectures: 1 });
    const firstRow = await t.prisma.lectureProgress.findUniqueOrThrow({ where: { userId_lectureId: { userId: user.id, lectureId: first.id } } });

    // The same update id again, with a payload that would change things if it were applied.
    const replay = { courseId: course.id, lectureId: first.id, updateId: id, positionSeconds: 55, completed: true };
    const replies = [await progressUpdate(client, replay), await progressUpdate(client, replay), ...(await Promise.all([1, 2, 3].map(() => progressUpdate(client, replay))))];
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ progress: 33, completedLectures: 1, totalLectures: 3, lecture: { lectureId: first.id, completed: false, positionSeconds: 30 } });
    }
    expect(await t.prisma.lectureProgress.findUniqueOrThrow({ where: { userId_lectureId: { userId: user.id, lectureId: first.id } } })).toEqual(firstRow);
    expect(await t.prisma.progressUpdate.count({ where: { userId: user.id } })).toBe(2);
    // The "continue" pointer stays on the lecture of the newest applied update.
    expect((await t.prisma.enrollment.findFirstOrThrow({ where: { userId: user.id } })).lastLectureId).toBe(second.id);
  });

  it('keeps the furthest position when updates arrive out of order, and clamps to the lecture length', async () => {
    const course = await courseWith(1);
    const lecture = course.lectures[0];
    await t.prisma.lecture.update({ where: { id: lecture.id }, data: { durationSeconds: 600 } });
    const { client } = await studentIn(course.id);
    expect((await progressUpdate(client, { courseId: course.id, lectureId: lecture.id, positionSeconds: 300 })).body.lecture.positionSeconds).toBe(300);
    const stale = await progressUpdate(client, { courseId: course.id, lectureId: lecture.id, positionSeconds: 120 });
    expect(stale.body.lecture).toEqual({ lectureId: lecture.id, completed: false, positionSeconds: 300 });
    expect((await progressUpdate(client, { courseId: course.id, lectureId: lecture.id, positionSeconds: 9_999 })).body.lecture.positionSeconds).toBe(600);
  });

  it('never takes a completion back, and keeps the first completion time', async () => {
    const course = await courseWith(2);
    const lecture = course.lectures[0];
    const { client, user } = await studentIn(course.id);
    expect((await progressUpdate(client, { courseId: course.id, lectureId: lecture.id, completed: true })).body).toMatchObject({ progress: 50, completedLectures: 1 });
    const completedAt = (await t.prisma.lectureProgress.findFirstOrThrow({ where: { userId: user.id, lectureId: lecture.id } })).completedAt;
    expect(completedAt).not.toBeNull();
    const undone = await progressUpdate(client, { courseId: course.id, lectureId: lecture.id, completed: false, positionSeconds: 5 });
    expect(undone.body).toEqual({ progress: 50, completedLectures: 1, totalLectures: 2, lecture: { lectureId: lecture.id, completed: true, positionSeconds: 5 } });
    await progressUpdate(client, { courseId: course.id, lectureId: lecture.id, completed: true });
    expect((await t.prisma.lectureProgress.findFirstOrThrow({ where: { userId: user.id, lectureId: lecture.id } })).completedAt).toEqual(completedAt);
  });

  it('lands 20 concurrent updates on different lectures of one course, and the progress is exact', async () => {
    const course = await courseWith(20);
    const { client, user } = await studentIn(course.id);
    // 13 lectures completed, 7 only watched partway: 65 %.
    const replies = await Promise.all(
      course.lectures.map((lecture, i) =>
        progressUpdate(client, i < 13 ? { courseId: course.id, lectureId: lecture.id, completed: true } : { courseId: course.id, lectureId: lecture.id, positionSeconds: i }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(20).fill(200));
    const rows = await t.prisma.lectureProgress.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(20);
    expect(rows.filter((row) => row.completed)).toHaveLength(13);
    for (const [i, lecture] of course.lectures.entries()) if (i >= 13) expect(rows.find((row) => row.lectureId === lecture.id)?.positionSeconds).toBe(i);
    const after = await progressUpdate(client, { courseId: course.id, lectureId: course.lectures[0].id });
    expect(after.body).toMatchObject({ progress: 65, completedLectures: 13, totalLectures: 20 });
    // Concurrent positions on one lecture: the furthest wins whatever the arrival order.
    await Promise.all([12, 48, 30, 55, 7].map((positionSeconds) => progressUpdate(client, { courseId: course.id, lectureId: course.lectures[19].id, positionSeconds })));
    expect((await t.prisma.lectureProgress.findFirstOrThrow({ where: { userId: user.id, lectureId: course.lectures[19].id } })).positionSeconds).toBe(55);
  });

  it('refuses a lecture of another course (400), a course not enrolled (403) and a malformed update id (400)', async () => {
    const course = await courseWith(1);
    const other = await courseWith(1);
    const { client, user } = await studentIn(course.id);
    const foreign = await progressUpdate(client, { courseId: course.id, lectureId: other.lectures[0].id, completed: true });
    expect(foreign.status).toBe(400);
    expect(foreign.body.code).toBe('LECTURE_NOT_IN_COURSE');
    const notEnrolled = await progressUpdate(client, { courseId: other.id, lectureId: other.lectures[0].id, completed: true });
    expect(notEnrolled.status).toBe(403);
    expect(notEnrolled.body).toEqual(NOT_ENROLLED);
    for (const bad of ['ngan', 'co dau cach', 'x'.repeat(65)])
      expect((await progressUpdate(client, { courseId: course.id, lectureId: course.lectures[0].id, updateId: bad })).status, bad).toBe(400);
    expect(await t.prisma.lectureProgress.count({ where: { userId: user.id } })).toBe(0);
    expect(await t.prisma.progressUpdate.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe('POST /api/learn/progress/batch', () => {
  type BatchReply = {
    results: { updateId: string; status: string; error?: { code: string; message: string } }[];
    lectures: { courseId: string; lectureId: string; completed: boolean; positionSeconds: number }[];
    courses: { courseId: string; progress: number; completedLectures: number; totalLectures: number }[];
  };
  type Update = { courseId: string; lectureId: string; updateId: string; positionSeconds?: number; completed?: boolean };
  const batch = (client: HttpClient, updates: Update[]) => client.post<BatchReply>('/api/learn/progress/batch', { updates });
  const states = async (userId: string) =>
    Object.fromEntries(
      (await t.prisma.lectureProgress.findMany({ where: { userId } })).map((row) => [row.lectureId, { completed: row.completed, positionSeconds: row.positionSeconds }]),
    );

  it('lands a batch across two courses exactly as the same updates one by one would, answering per update', async () => {
    const [first, second] = [await courseWith(3), await courseWith(2)];
    const one = await studentIn(first.id, second.id);
    const other = await studentIn(first.id, second.id);
    const updates: Update[] = [
      { courseId: first.id, lectureId: first.lectures[0].id, updateId: updateId(), positionSeconds: 40 },
      { courseId: second.id, lectureId: second.lectures[1].id, updateId: updateId(), completed: true },
      { courseId: first.id, lectureId: first.lectures[0].id, updateId: updateId(), positionSeconds: 20 },
      { courseId: first.id, lectureId: first.lectures[0].id, updateId: updateId(), completed: true, positionSeconds: 5 },
      { courseId: first.id, lectureId: first.lectures[2].id, updateId: updateId(), positionSeconds: 9_999 },
      { courseId: second.id, lectureId: second.lectures[0].id, updateId: updateId(), positionSeconds: 12 },
    ];
    // The same updates one at a time, for another student: the reference.
    for (const update of updates) expect((await progressUpdate(other.client, update)).status).toBe(200);

    const reply = await batch(one.client, updates);
    expect(reply.status).toBe(200);
    expect(reply.body.results).toEqual(updates.map((update) => ({ updateId: update.updateId, status: 'applied' })));
    const expected = await states(other.user.id);
    expect(Object.keys(expected)).toHaveLength(4);
    expect(await states(one.user.id)).toEqual(expected);
    // Clamped to the lecture's 60 s, completion kept, the furthest position won.
    expect(expected[first.lectures[0].id]).toEqual({ completed: true, positionSeconds: 40 });
    expect(expected[first.lectures[2].id]).toEqual({ completed: false, positionSeconds: 60 });
    expect(reply.body.courses).toEqual(
      expect.arrayContaining([
        { courseId: first.id, progress: 33, completedLectures: 1, totalLectures: 3 },
        { courseId: second.id, progress: 50, completedLectures: 1, totalLectures: 2 },
      ]),
    );
    expect(reply.body.lectures).toContainEqual({ courseId: first.id, lectureId: first.lectures[0].id, completed: true, positionSeconds: 40 });
    expect(reply.body.lectures).toHaveLength(4);
    // Each course's "continue" pointer follows its newest update in the batch.
    const pointers = await t.prisma.enrollment.findMany({ where: { userId: one.user.id }, select: { courseId: true, lastLectureId: true } });
    expect(new Map(pointers.map((row) => [row.courseId, row.lastLectureId]))).toEqual(
      new Map([
        [first.id, first.lectures[2].id],
        [second.id, second.lectures[0].id],
      ]),
    );
  });

  it('applies an update id once: a replayed batch, an id twice in one batch and an id sent before are duplicates that change nothing', async () => {
    const course = await courseWith(2);
    const { client, user } = await studentIn(course.id);
    const sentBefore = updateId();
    await progressUpdate(client, { courseId: course.id, lectureId: course.lectures[0].id, updateId: sentBefore, positionSeconds: 10 });
    const twice = updateId();
    const updates: Update[] = [
      { courseId: course.id, lectureId: course.lectures[0].id, updateId: sentBefore, positionSeconds: 50, completed: true },
      { courseId: course.id, lectureId: course.lectures[1].id, updateId: twice, positionSeconds: 30 },
      { courseId: course.id, lectureId: course.lectures[1].id, updateId: twice, positionSeconds: 55, completed: true },
    ];
    const reply = await batch(client, updates);
    expect(reply.body.results.map((result) => result.status)).toEqual(['duplicate', 'applied', 'duplicate']);
    const after = await states(user.id);
    expect(after).toEqual({ [course.lectures[0].id]: { completed: false, positionSeconds: 10 }, [course.lectures[1].id]: { completed: false, positionSeconds: 30 } });
    const again = await batch(client, updates);
    expect(again.body.results.map((result) => result.status)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    expect(await states(user.id)).toEqual(after);
    expect(await t.prisma.progressUpdate.count({ where: { userId: user.id } })).toBe(2);
  });

  it('refuses an update of a course not owned or a lecture of another course without failing the rest of the batch', async () => {
    const course = await courseWith(1);
    const other = await courseWith(1);
    const { client, user } = await studentIn(course.id);
    const reply = await batch(client, [
      { courseId: other.id, lectureId: other.lectures[0].id, updateId: updateId(), completed: true },
      { courseId: course.id, lectureId: other.lectures[0].id, updateId: updateId(), completed: true },
      { courseId: course.id, lectureId: course.lectures[0].id, updateId: updateId(), positionSeconds: 7 },
    ]);
    expect(reply.status).toBe(200);
    expect(reply.body.results.map(({ status, error }) => ({ status, error }))).toEqual([
      { status: 'rejected', error: NOT_ENROLLED },
      { status: 'rejected', error: { code: 'LECTURE_NOT_IN_COURSE', message: 'Bài giảng không thuộc khóa học này.' } },
      { status: 'applied', error: undefined },
    ]);
    expect(await states(user.id)).toEqual({ [course.lectures[0].id]: { completed: false, positionSeconds: 7 } });
    expect(await t.prisma.progressUpdate.count({ where: { userId: user.id } })).toBe(1);
  });

  it('refuses an empty batch, one over the limit and a malformed entry with a Vietnamese 400, applying nothing', async () => {
    const course = await courseWith(1);
    const { client, user } = await studentIn(course.id);
    const good = () => ({ courseId: course.id, lectureId: course.lectures[0].id, updateId: updateId(), positionSeconds: 3 });
    for (const body of [{}, { updates: [] }, { updates: Array.from({ length: 201 }, good) }, { updates: [good(), { ...good(), updateId: 'ngan' }] }, { updates: 'x' }]) {
      const reply = await client.post<{ code: string; message: string }>('/api/learn/progress/batch', body);
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(reply.body.message).toMatch(/cập nhật|updateId|Dữ liệu/);
    }
    expect(await t.prisma.progressUpdate.count({ where: { userId: user.id } })).toBe(0);
  });

  it('applies every update once when the same batches arrive several times at once, two courses locked in either order', async () => {
    const [first, second] = [await courseWith(10), await courseWith(10)];
    const { client, user } = await studentIn(first.id, second.id);
    const updatesOf = (course: typeof first) =>
      course.lectures.flatMap((lecture, i) => [
        { courseId: course.id, lectureId: lecture.id, updateId: updateId(), positionSeconds: i * 5 },
        { courseId: course.id, lectureId: lecture.id, updateId: updateId(), completed: i % 2 === 0 },
      ]);
    const [a, b] = [updatesOf(first), updatesOf(second)];
    const forward = [...a, ...b];
    const backward = [...b, ...a];
    const replies = await Promise.all([batch(client, forward), batch(client, backward), batch(client, forward), batch(client, a), batch(client, b)]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
    // Each of the 40 update ids was applied by exactly one of the requests.
    const appliedCount = new Map<string, number>();
    for (const reply of replies)
      for (const result of reply.body.results) if (result.status === 'applied') appliedCount.set(result.updateId, (appliedCount.get(result.updateId) ?? 0) + 1);
    expect(appliedCount.size).toBe(40);
    expect([...appliedCount.values()].every((count) => count === 1)).toBe(true);
    expect(await t.prisma.progressUpdate.count({ where: { userId: user.id } })).toBe(40);
    const after = await states(user.id);
    for (const [i, lecture] of first.lectures.entries()) expect(after[lecture.id]).toEqual({ completed: i % 2 === 0, positionSeconds: i * 5 });
    expect((await batch(client, a)).body.courses).toEqual([{ courseId: first.id, progress: 50, completedLectures: 5, totalLectures: 10 }]);
  });
});

describe('GET /api/students/me/courses', () => {
  it('lists the enrolled courses, last opened first, with progress and the lecture to continue', async () => {
    const opened = await courseWith(3);
    const fresh = await courseWith(2);
    const { client } = await studentIn(opened.id, fresh.id);
    await courseWith(1); // not enrolled: not listed
    await progressUpdate(client, { courseId: opened.id, lectureId: opened.lectures[0].id, completed: true });
    await progressUpdate(client, { courseId: opened.id, lectureId: opened.lectures[1].id, positionSeconds: 20 });

    const { status, body } = await client.get('/api/students/me/courses');
    expect(status).toBe(200);
    expect(body.courses.map((course: { _id: string }) => course._id)).toEqual([opened.id, fresh.id]);
    expect(body.courses[0]).toMatchObject({
      slug: opened.slug,
      title: opened.title,
      thumbnailUrl: null,
      instructorName: 'Nguyễn Văn Test',
      totalLectures: 3,
      completedLectures: 1,
      progress: 33,
      lastLectureId: opened.lectures[1].id,
      lastAccessedAt: expect.any(String),
      enrolledAt: expect.any(String),
    });
    expect(body.courses[1]).toMatchObject({ totalLectures: 2, completedLectures: 0, progress: 0, lastLectureId: null, lastAccessedAt: null });

    // A completed lecture deleted from the course no longer counts, and a deleted "continue" lecture is none.
    await t.prisma.lecture.delete({ where: { id: opened.lectures[1].id } });
    const after = (await client.get('/api/students/me/courses')).body.courses[0];
    expect(after).toMatchObject({ totalLectures: 2, completedLectures: 1, progress: 50, lastLectureId: null });
  });
});

describe('GET /api/courses/{slug} for a signed-in visitor', () => {
  it('says isEnrolled to the student who owns the course, and to no one else', async () => {
    const course = await courseWith(1);
    const { client } = await studentIn(course.id);
    expect((await client.get(`/api/courses/${course.slug}`)).body.course.isEnrolled).toBe(true);
    expect((await (await signedInClient(t.baseUrl, t.prisma)).client.get(`/api/courses/${course.slug}`)).body.course.isEnrolled).toBe(false);
    expect((await new HttpClient(t.baseUrl).get(`/api/courses/${course.slug}`)).body.course.isEnrolled).toBe(false);
  });
});

describe('POST /api/admin/enrollments', () => {
  it('grants a course once (201, counted, the student told), answers 200 with the existing enrollment after', async () => {
    const course = await courseWith(1);
    const student = await createUser(t.prisma);
    const granted = await admin.post('/api/admin/enrollments', { userId: student.id, courseId: course.id });
    expect(granted.status, JSON.stringify(granted.body)).toBe(201);
    expect(granted.body.enrollment).toEqual({ _id: expect.any(String), userId: student.id, courseId: course.id, source: 'admin_grant', createdAt: expect.any(String) });
    expect((await t.prisma.course.findUniqueOrThrow({ where: { id: course.id } })).enrolledStudents).toBe(1);
    expect(await t.prisma.notification.findMany({ where: { userId: student.id }, select: { type: true, title: true, body: true, link: true } })).toEqual([
      { type: 'enrollment_granted', title: 'Bạn được cấp quyền truy cập khóa học', body: expect.stringContaining(course.title), link: `/learn/${course.slug}` },
    ]);

    const again = await admin.post('/api/admin/enrollments', { userId: student.id, courseId: course.id });
    expect(again.status).toBe(200);
    expect(again.body.enrollment).toEqual(granted.body.enrollment);
    expect((await t.prisma.course.findUniqueOrThrow({ where: { id: course.id } })).enrolledStudents).toBe(1);
    expect(await t.prisma.notification.count({ where: { userId: student.id } })).toBe(1);
  });

  it('is idempotent under concurrent grants and keeps a bought enrollment as it is', async () => {
    const course = await courseWith(1);
    const student = await createUser(t.prisma);
    const replies = await Promise.all([1, 2, 3, 4].map(() => admin.post('/api/admin/enrollments', { userId: student.id, courseId: course.id })));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(replies.map((reply) => reply.body.enrollment._id)).size).toBe(1);
    expect((await t.prisma.course.findUniqueOrThrow({ where: { id: course.id } })).enrolledStudents).toBe(1);

    const buyer = await studentIn(course.id);
    const bought = await admin.post('/api/admin/enrollments', { userId: buyer.user.id, courseId: course.id });
    expect(bought.status).toBe(200);
    expect(bought.body.enrollment.source).toBe('purchase');
  });

  it('refuses students, unknown users and courses, and an incomplete body', async () => {
    const course = await courseWith(1);
    const { client, user } = await studentIn();
    const forbidden = await client.post('/api/admin/enrollments', { userId: user.id, courseId: course.id });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('FORBIDDEN');
    expect(await t.prisma.enrollment.count({ where: { userId: user.id } })).toBe(0);
    expect((await admin.post('/api/admin/enrollments', { userId: crypto.randomUUID(), courseId: course.id })).body.code).toBe('USER_NOT_FOUND');
    expect((await admin.post('/api/admin/enrollments', { userId: user.id, courseId: crypto.randomUUID() })).body.code).toBe('COURSE_NOT_FOUND');
    expect((await admin.post('/api/admin/enrollments', { userId: user.id })).status).toBe(400);
  });
});

describe('POST /api/media/playback-url for enrolled students', () => {
  it('gives the signed URL of a lecture video only with a valid course access token for that course', async () => {
    const course = await courseWith(2);
    const other = await courseWith(1);
    const video = await t.prisma.mediaAsset.create({
      data: {
        ownerId: instructorId,
        kind: 'video',
        originalName: 'bai-1.mp4',
        mimeType: 'video/mp4',
        sizeBytes: 1n,
        storageKey: 'media/p/original',
        status: 'ready',
        playlistKey: 'hls/p/master.m3u8',
      },
    });
    const otherVideo = await t.prisma.mediaAsset.create({
      data: {
        ownerId: instructorId,
        kind: 'video',
        originalName: 'khac.mp4',
        mimeType: 'video/mp4',
        sizeBytes: 1n,
        storageKey: 'media/q/original',
        status: 'ready',
        playlistKey: 'hls/q/master.m3u8',
      },
    });
    await t.prisma.lecture.update({ where: { id: course.lectures[0].id }, data: { mediaAssetId: video.id } });
    await t.prisma.lecture.update({ where: { id: other.lectures[0].id }, data: { mediaAssetId: otherVideo.id } });
    const { client, user } = await studentIn(course.id);
    const outsider = await studentIn();
    const token = tokens.issue(user.id, course.id).token;
    const playback = (caller: HttpClient, body: object, accessToken?: string) => send(caller, 'POST', '/api/media/playback-url', accessToken, body);
    const forbidden = { code: 'PLAYBACK_FORBIDDEN', message: 'Bạn cần đăng ký khóa học để xem bài giảng này.' };

    const refusals = {
      noToken: await playback(client, { mediaId: video.id, courseId: course.id }),
      noCourse: await playback(client, { mediaId: video.id }, token),
      expiredToken: await playback(client, { mediaId: video.id, courseId: course.id }, tokens.issue(user.id, course.id, Math.floor(Date.now() / 1000) - ttlSeconds - 10).token),
      tokenOfAnotherCourse: await playback(client, { mediaId: video.id, courseId: other.id }, tokens.issue(user.id, other.id).token),
      videoOfAnotherCourse: await playback(client, { mediaId: otherVideo.id, courseId: course.id }, token),
      notEnrolled: await playback(outsider.client, { mediaId: video.id, courseId: course.id }, tokens.issue(outsider.user.id, course.id).token),
    };
    for (const [name, refused] of Object.entries(refusals)) {
      expect(refused.status, name).toBe(403);
      expect(refused.body, name).toEqual(forbidden);
    }

    const allowed = await playback(client, { mediaId: video.id, courseId: course.id }, token);
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    expect(allowed.body.playbackUrl).toMatch(new RegExp(`^/api/media/hls/${video.id}/master\\.m3u8\\?exp=\\d+&sig=[\\w-]{43}$`));
  });
});
