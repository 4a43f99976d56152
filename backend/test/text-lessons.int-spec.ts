import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_CONFIG, type AppConfig } from '../src/config/app-config';
import { CourseAccessTokens } from '../src/learning/course-access-tokens';
import { createCategory, insertCourse, multipartForm } from './helpers/catalogue';
import { signedInClient } from './helpers/factories';
import type { HttpClient } from './helpers/http-client';
import { startTestApp, TestApp } from './helpers/test-app';

// Text lessons (issue 31, docs/learning.md "Text lessons") on a real database over real HTTP: the
// document's rules, who may write it, the learner's content carrying it, hostile text kept as text.

let t: TestApp;
let tokens: CourseAccessTokens;
let instructor: { client: HttpClient; id: string };
let otherInstructor: { client: HttpClient; id: string };
let categoryId: string;

beforeAll(async () => {
  t = await startTestApp();
  const config = t.app.get<AppConfig>(APP_CONFIG);
  tokens = new CourseAccessTokens(config.learning.courseAccessSecret, config.learning.courseAccessTtlSeconds);
  const own = await signedInClient(t.baseUrl, t.prisma, { role: 'instructor' });
  instructor = { client: own.client, id: own.user.id };
  const other = await signedInClient(t.baseUrl, t.prisma, { role: 'instructor' });
  otherInstructor = { client: other.client, id: other.user.id };
  categoryId = (await createCategory(t.prisma)).id;
});
afterAll(async () => {
  await t?.close();
});

/** A published course of one video lecture followed by one text lesson (no document yet). */
async function courseWithText() {
  const course = await insertCourse(t.prisma, { instructorId: instructor.id, categoryId, lectures: 1 });
  const section = await t.prisma.courseSection.findFirstOrThrow({ where: { courseId: course.id } });
  const lesson = await t.prisma.lecture.create({ data: { sectionId: section.id, title: 'Đọc: phễu marketing', position: 1, kind: 'text' } });
  return { id: course.id, slug: course.slug, lessonId: lesson.id };
}

async function imageOf(ownerId: string) {
  const posterUrl = `/files/images/${crypto.randomUUID()}.webp`;
  await t.prisma.mediaAsset.create({
    data: { ownerId, kind: 'image', originalName: 'anh.webp', mimeType: 'image/webp', sizeBytes: 10, storageKey: posterUrl.slice(1), status: 'ready', posterUrl },
  });
  return posterUrl;
}

const paragraph = (...content: object[]) => ({ type: 'paragraph', content });
const text = (value: string, marks?: object[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const doc = (...content: object[]) => ({ type: 'doc', content });

describe('the instructor writes a text lesson', () => {
  it('adds one with the course form: kind text, no video, the kind kept on later saves', async () => {
    const video = await t.prisma.mediaAsset.create({
      data: {
        ownerId: instructor.id,
        kind: 'video',
        originalName: 'a.mp4',
        mimeType: 'video/mp4',
        sizeBytes: 10,
        storageKey: `uploads/${crypto.randomUUID()}.mp4`,
        status: 'ready',
      },
    });
    const data = {
      title: 'Viết nội dung bán hàng',
      shortDescription: 'Viết cho người đọc',
      description: 'Chi tiết',
      outcomes: ['Viết được bài bán hàng'],
      requirements: [],
      level: 'beginner',
      price: 199000,
      categoryId,
      sections: [{ title: 'Nhập môn', lectures: [{ title: 'Đọc trước', kind: 'text', mediaAssetId: video.id, isFreePreview: false }] }],
    };
    const created = await instructor.client.request('POST', '/api/courses', undefined, { rawBody: multipartForm(data) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const lecture = await t.prisma.lecture.findFirstOrThrow({ where: { section: { courseId: created.body.course._id } }, select: { id: true, kind: true, mediaAssetId: true } });
    expect(lecture).toMatchObject({ kind: 'text', mediaAssetId: null });
    const section = await t.prisma.courseSection.findFirstOrThrow({ where: { courseId: created.body.course._id } });
    const again = { ...data, sections: [{ _id: section.id, title: 'Nhập môn', lectures: [{ _id: lecture.id, title: 'Đọc trước', kind: 'video', isFreePreview: false }] }] };
    const updated = await instructor.client.request('PUT', `/api/instructor/me/courses/${created.body.course._id}`, undefined, { rawBody: multipartForm(again) });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(await t.prisma.lecture.findUniqueOrThrow({ where: { id: lecture.id }, select: { kind: true } })).toEqual({ kind: 'text' });
  });

  it('keeps every supported node and mark, and reads it back', async () => {
    const course = await courseWithText();
    const src = await imageOf(instructor.id);
    const document = doc(
      { type: 'heading', attrs: { level: 2 }, content: [text('Phễu')] },
      paragraph(text('Đậm', [{ type: 'bold' }]), text(' nghiêng', [{ type: 'italic' }]), { type: 'hardBreak' }, text('mã', [{ type: 'code' }])),
      paragraph(text('Xem thêm', [{ type: 'link', attrs: { href: 'https://example.com/a' } }]), text(' hoặc thư', [{ type: 'link', attrs: { href: 'mailto:a@b.vn' } }])),
      { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('Một'))] }] },
      { type: 'orderedList', content: [{ type: 'listItem', content: [paragraph(text('Hai'))] }] },
      { type: 'blockquote', content: [paragraph(text('Trích dẫn'))] },
      { type: 'codeBlock', content: [text('const a = 1;')] },
      { type: 'horizontalRule' },
      { type: 'image', attrs: { src, alt: 'Sơ đồ phễu' } },
    );
    const saved = await instructor.client.put(`/api/instructor/lectures/${course.lessonId}/text`, { document });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const read = await instructor.client.get(`/api/instructor/lectures/${course.lessonId}/text`);
    expect(read).toMatchObject({ status: 200, body: { lesson: { lectureId: course.lessonId, courseId: course.id, document } } });
  });

  it('refuses what the player will not render, in Vietnamese', async () => {
    const course = await courseWithText();
    const put = (document: unknown) => instructor.client.put(`/api/instructor/lectures/${course.lessonId}/text`, { document });
    expect(await put(doc({ type: 'iframe', attrs: { src: 'https://evil.example' } }))).toMatchObject({
      status: 400,
      body: { message: 'Bài đọc chứa một loại nội dung không được hỗ trợ.' },
    });
    expect(await put(doc(paragraph(text('bấm', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]))))).toMatchObject({
      status: 400,
      body: { message: 'Liên kết phải bắt đầu bằng http://, https:// hoặc mailto:.' },
    });
    expect(await put(doc({ type: 'heading', attrs: { level: 1 }, content: [text('H1')] }))).toMatchObject({ status: 400, body: { message: 'Tiêu đề chỉ có cấp 2 đến 4.' } });
    expect(await put(doc({ type: 'image', attrs: { src: await imageOf(otherInstructor.id), alt: null } }))).toMatchObject({
      status: 400,
      body: { code: 'TEXT_LESSON_IMAGE_INVALID' },
    });
    expect(await put(doc({ type: 'image', attrs: { src: 'https://evil.example/x.png', alt: null } }))).toMatchObject({ status: 400, body: { code: 'TEXT_LESSON_IMAGE_INVALID' } });
    expect(await put(doc(paragraph(text('a'.repeat(200_001)))))).toMatchObject({ status: 400, body: { message: 'Bài đọc quá dài (tối đa 200 KB).' } });
    let deep: object = text('sâu');
    // Deeper than a lesson needs, yet within the API's own JSON depth limit (32).
    for (let level = 0; level < 13; level += 1) deep = { type: 'blockquote', content: [deep] };
    expect(await put(doc(deep))).toMatchObject({ status: 400, body: { message: 'Bài đọc lồng nhau quá sâu (tối đa 12 cấp).' } });
    expect(await put(paragraph(text('không phải doc')))).toMatchObject({ status: 400, body: { message: 'Bài đọc phải là một tài liệu (doc).' } });
    expect((await t.prisma.lecture.findUniqueOrThrow({ where: { id: course.lessonId } })).textDocument).toBeNull();
  });

  it('is the course instructor’s (or an admin’s): to anyone else it does not exist', async () => {
    const course = await courseWithText();
    const document = doc(paragraph(text('Nội dung')));
    expect(await otherInstructor.client.put(`/api/instructor/lectures/${course.lessonId}/text`, { document })).toMatchObject({
      status: 404,
      body: { code: 'TEXT_LESSON_NOT_FOUND' },
    });
    expect((await otherInstructor.client.get(`/api/instructor/lectures/${course.lessonId}/text`)).status).toBe(404);
    const video = await t.prisma.lecture.findFirstOrThrow({ where: { section: { courseId: course.id }, kind: 'video' } });
    expect((await instructor.client.get(`/api/instructor/lectures/${video.id}/text`)).status).toBe(404);
    const admin = (await signedInClient(t.baseUrl, t.prisma, { role: 'admin' })).client;
    expect((await admin.put(`/api/instructor/lectures/${course.lessonId}/text`, { document })).status).toBe(200);
  });

  it('refuses to submit a course for review while one of its text lessons is empty', async () => {
    const course = await courseWithText();
    await t.prisma.course.update({ where: { id: course.id }, data: { status: 'draft', publishedAt: null } });
    await instructor.client.put(`/api/instructor/lectures/${course.lessonId}/text`, { document: doc(paragraph(text('   '))) });
    expect(await instructor.client.patch(`/api/instructor/me/courses/${course.id}/toggle-publish`)).toMatchObject({
      status: 400,
      body: { code: 'EMPTY_TEXT_LESSON', message: 'Bài đọc "Đọc: phễu marketing" chưa có nội dung.' },
    });
    await instructor.client.put(`/api/instructor/lectures/${course.lessonId}/text`, { document: doc(paragraph(text('Có nội dung'))) });
    expect((await instructor.client.patch(`/api/instructor/me/courses/${course.id}/toggle-publish`)).status).toBe(200);
  });
});

describe('the learner reads a text lesson', () => {
  it('gets the document with the course content, hostile text kept as plain text nodes', async () => {
    const course = await courseWithText();
    const hostile = doc(paragraph(text('<script>alert(1)</script>')), paragraph(text('<img src=x onerror=alert(1)>')));
    expect((await instructor.client.put(`/api/instructor/lectures/${course.lessonId}/text`, { document: hostile })).status).toBe(200);
    const { client, user } = await signedInClient(t.baseUrl, t.prisma);
    await t.prisma.enrollment.create({ data: { userId: user.id, courseId: course.id, source: 'purchase' } });
    const response = await fetch(`${t.baseUrl}/api/learn/${course.slug}/content`, {
      headers: { authorization: `Bearer ${client.accessToken}`, 'x-course-access-token': tokens.issue(user.id, course.id).token },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { course: { curriculum: { lectures: { _id: string; kind: string; textDocument: unknown }[] }[] } };
    const lectures = body.course.curriculum.flatMap((section) => section.lectures);
    expect(lectures.find((lecture) => lecture._id === course.lessonId)).toMatchObject({ kind: 'text', textDocument: hostile });
    expect(lectures.find((lecture) => lecture.kind === 'video')).toMatchObject({ textDocument: null });

    // Read to its end (or marked done): the player's progress save completes it like a video.
    const saved = await client.post('/api/learn/progress/update', {
      updateId: `u_${crypto.randomBytes(8).toString('hex')}`,
      courseId: course.id,
      lectureId: course.lessonId,
      completed: true,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
    expect(await t.prisma.lectureProgress.findFirst({ where: { userId: user.id, lectureId: course.lessonId }, select: { completed: true } })).toEqual({ completed: true });
  });
});
