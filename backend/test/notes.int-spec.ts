import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, insertCourse } from './helpers/catalogue';
import { signedInClient } from './helpers/factories';
import { HttpClient } from './helpers/http-client';
import { startTestApp, TestApp } from './helpers/test-app';

// Private lecture notes (issue 31, docs/learning.md "Notes"), through the API on a real database.

let t: TestApp;
let instructorId: string;
let categoryId: string;

beforeAll(async () => {
  t = await startTestApp();
  const own = await signedInClient(t.baseUrl, t.prisma, { role: 'instructor' });
  instructorId = own.user.id;
  categoryId = (await createCategory(t.prisma)).id;
});
afterAll(async () => {
  await t?.close();
});

async function newCourse() {
  const course = await insertCourse(t.prisma, { instructorId, categoryId, lectures: 3 });
  const lectures = await t.prisma.lecture.findMany({ where: { section: { courseId: course.id } }, orderBy: { position: 'asc' }, select: { id: true } });
  return { id: course.id, lectureIds: lectures.map((lecture) => lecture.id) };
}
type Course = Awaited<ReturnType<typeof newCourse>>;

async function learner(course?: Course) {
  const { client, user } = await signedInClient(t.baseUrl, t.prisma, {});
  if (course) await t.prisma.enrollment.create({ data: { userId: user.id, courseId: course.id, source: 'admin_grant' } });
  return { client, id: user.id };
}

const at = (offsetMs: number) => new Date(Date.UTC(2026, 10, 28, 10, 0, 0) + offsetMs).toISOString();
const put = (client: HttpClient, course: Course, clientId: string, body: Record<string, unknown>) => client.put(`/api/learn/courses/${course.id}/notes/${clientId}`, body);
const list = async (client: HttpClient, course: Course) => {
  const answer = await client.get<{ items: Array<Record<string, unknown>> }>(`/api/learn/courses/${course.id}/notes`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.items;
};

describe('lecture notes', () => {
  it('refuses a learner without access, and keeps each learner’s notes to themselves', async () => {
    const course = await newCourse();
    const stranger = await learner();
    const note = { lectureId: course.lectureIds[0], positionSeconds: 75, text: 'Ghi chú', editedAt: at(0) };
    expect(await put(stranger.client, course, crypto.randomUUID(), note)).toMatchObject({
      status: 404,
      body: { code: 'NOTE_COURSE_NOT_FOUND', message: 'Không tìm thấy khóa học.' },
    });
    expect((await stranger.client.get(`/api/learn/courses/${course.id}/notes`)).status).toBe(404);
    expect((await stranger.client.delete(`/api/learn/courses/${course.id}/notes/${crypto.randomUUID()}`)).status).toBe(404);

    const owner = await learner(course);
    const other = await learner(course);
    const id = crypto.randomUUID();
    const saved = await put(owner.client, course, id, note);
    expect(saved).toMatchObject({ status: 200, body: { clientId: id, lectureId: course.lectureIds[0], positionSeconds: 75, text: 'Ghi chú' } });
    expect(await list(other.client, course)).toEqual([]);
    // The same id from another learner is their own note: the first one is untouched.
    expect((await put(other.client, course, id, { ...note, text: 'Của người khác', editedAt: at(1000) })).status).toBe(200);
    expect((await list(owner.client, course)).map((item) => item.text)).toEqual(['Ghi chú']);
    // Another learner's delete of that id touches only their own.
    expect((await other.client.delete(`/api/learn/courses/${course.id}/notes/${id}?editedAt=${encodeURIComponent(at(2000))}`)).status).toBe(200);
    expect((await list(owner.client, course)).map((item) => item.text)).toEqual(['Ghi chú']);

    // A lecture of another course is not found.
    const elsewhere = await newCourse();
    expect(await put(owner.client, course, crypto.randomUUID(), { ...note, lectureId: elsewhere.lectureIds[0] })).toMatchObject({
      status: 404,
      body: { code: 'NOTE_LECTURE_NOT_FOUND' },
    });
    // The same id on another course the learner has: not found, the first note untouched.
    await t.prisma.enrollment.create({ data: { userId: owner.id, courseId: elsewhere.id, source: 'admin_grant' } });
    expect((await put(owner.client, elsewhere, id, { ...note, lectureId: elsewhere.lectureIds[0], editedAt: at(5000) })).status).toBe(404);
    expect((await list(owner.client, course)).map((item) => item.text)).toEqual(['Ghi chú']);
  });

  it('lands a create replayed 20 times at once as one note', async () => {
    const course = await newCourse();
    const owner = await learner(course);
    const id = crypto.randomUUID();
    const note = { lectureId: course.lectureIds[1], positionSeconds: 12, text: 'Một lần thôi', editedAt: at(0) };
    const answers = await Promise.all(Array.from({ length: 20 }, () => put(owner.client, course, id, note)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await t.prisma.lectureNote.count({ where: { userId: owner.id } })).toBe(1);
    expect(await list(owner.client, course)).toHaveLength(1);
  });

  it('keeps the latest edit on the device, whatever order the writes arrive in; a delete is idempotent and final against older writes', async () => {
    const course = await newCourse();
    const owner = await learner(course);
    const id = crypto.randomUUID();
    const base = { lectureId: course.lectureIds[0], positionSeconds: 30 };
    expect((await put(owner.client, course, id, { ...base, text: 'Bản 2', editedAt: at(2000) })).status).toBe(200);
    // An older version arriving late changes nothing; the answer is the stored note.
    expect(await put(owner.client, course, id, { ...base, text: 'Bản 1', editedAt: at(1000) })).toMatchObject({ status: 200, body: { text: 'Bản 2' } });
    expect(await put(owner.client, course, id, { ...base, positionSeconds: 40, text: 'Bản 3', editedAt: at(3000) })).toMatchObject({
      status: 200,
      body: { text: 'Bản 3', positionSeconds: 40 },
    });
    // The same update twice: the same note.
    expect(await put(owner.client, course, id, { ...base, positionSeconds: 40, text: 'Bản 3', editedAt: at(3000) })).toMatchObject({ status: 200, body: { text: 'Bản 3' } });

    const remove = (editedAt: string) => owner.client.delete(`/api/learn/courses/${course.id}/notes/${id}?editedAt=${encodeURIComponent(editedAt)}`);
    expect(await remove(at(4000))).toMatchObject({ status: 200, body: { clientId: id, deleted: true } });
    expect(await remove(at(4000))).toMatchObject({ status: 200, body: { deleted: true } });
    expect(await list(owner.client, course)).toEqual([]);
    // An older edit replayed after the delete does not bring the note back.
    expect((await put(owner.client, course, id, { ...base, text: 'Bản 3', editedAt: at(3000) })).status).toBe(200);
    expect(await list(owner.client, course)).toEqual([]);
    // Deleting a note never synced: the same answer.
    expect((await owner.client.delete(`/api/learn/courses/${course.id}/notes/${crypto.randomUUID()}`)).status).toBe(200);
    // A later edit (the learner wrote again after the delete, on another device) wins.
    expect(await put(owner.client, course, id, { ...base, text: 'Viết lại', editedAt: at(5000) })).toMatchObject({ status: 200, body: { text: 'Viết lại' } });
    expect((await list(owner.client, course)).map((item) => item.text)).toEqual(['Viết lại']);
  });

  it('stores hostile text verbatim and refuses bad input with Vietnamese messages', async () => {
    const course = await newCourse();
    const owner = await learner(course);
    const hostile = `<script>alert("x")</script> ' OR 1=1; -- 😀 \u202E tiếng Việt có dấu`;
    const id = crypto.randomUUID();
    expect(await put(owner.client, course, id, { lectureId: course.lectureIds[2], positionSeconds: 0, text: hostile, editedAt: at(0) })).toMatchObject({
      status: 200,
      body: { text: hostile },
    });
    expect((await list(owner.client, course))[0]).toMatchObject({ text: hostile });

    const good = { lectureId: course.lectureIds[0], positionSeconds: 5, text: 'Được', editedAt: at(0) };
    const refused = async (clientId: string, body: unknown, message: string) => {
      const answer = await owner.client.put(`/api/learn/courses/${course.id}/notes/${clientId}`, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    };
    await refused(crypto.randomUUID(), { ...good, text: '   ' }, 'Vui lòng nhập nội dung ghi chú.');
    await refused(crypto.randomUUID(), { ...good, text: 'a'.repeat(2001) }, 'Ghi chú tối đa 2.000 ký tự.');
    await refused(crypto.randomUUID(), { ...good, positionSeconds: -1 }, 'Thời điểm trong video phải là số giây');
    await refused(crypto.randomUUID(), { ...good, positionSeconds: 1.5 }, 'Thời điểm trong video phải là số giây');
    await refused(crypto.randomUUID(), { ...good, lectureId: 'khong-phai-uuid' }, 'Mã bài học không hợp lệ.');
    await refused(crypto.randomUUID(), { ...good, editedAt: 'hôm qua' }, 'Thời điểm sửa (editedAt) không hợp lệ.');
    // A malformed id in the path: refused before the route (the app's path-id check: a UUID).
    await refused('c'.repeat(65), good, 'không hợp lệ');
    await refused('co%20dau', good, 'không hợp lệ');
    expect(await t.prisma.lectureNote.count({ where: { userId: owner.id } })).toBe(1);
  });
});
