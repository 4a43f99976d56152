import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, insertCourse, multipartForm } from './helpers/catalogue';
import { signedInClient } from './helpers/factories';
import type { HttpClient } from './helpers/http-client';
import {
  abortMidUpload,
  emptyFileMultipart,
  filesUnder,
  garbageMultipart,
  multipartBody,
  MultipartPart,
  multipartType,
  multipartWithoutBoundary,
  openDescriptorCount,
  openFilesUnder,
  pngLikeBytes,
  RawOutcome,
  sendRaw,
  sendTruncatedMultipart,
  UploadTarget,
} from './helpers/multipart-attacks';
import { startTestApp, TestApp } from './helpers/test-app';

// Short, so a stalled client is cut off quickly here; production waits longer.
const IDLE_TIMEOUT_SECONDS = 2;
/** A letter only Vietnamese text has: the answers must be written for the user. */
const VIETNAMESE = /[ạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹđơư]/i;

let t: TestApp;
let instructor: HttpClient;
let admin: HttpClient;
let student: HttpClient;
let categoryId: string;
let instructorId: string;
let ownCourseId: string;
let enrolledCourseId: string;
let toolId: string;

beforeAll(async () => {
  t = await startTestApp({ UPLOAD_IDLE_TIMEOUT_SECONDS: String(IDLE_TIMEOUT_SECONDS) });
  const teacher = await signedInClient(t.baseUrl, t.prisma, { role: 'instructor' });
  instructor = teacher.client;
  instructorId = teacher.user.id;
  admin = (await signedInClient(t.baseUrl, t.prisma, { role: 'admin' })).client;
  const learner = await signedInClient(t.baseUrl, t.prisma, { role: 'student' });
  student = learner.client;
  categoryId = (await createCategory(t.prisma)).id;
  ownCourseId = (await insertCourse(t.prisma, { instructorId, categoryId, status: 'draft' })).id;
  enrolledCourseId = (await insertCourse(t.prisma, { instructorId, categoryId })).id;
  await t.prisma.enrollment.create({ data: { userId: learner.user.id, courseId: enrolledCourseId, source: 'purchase' } });
  const tool = await admin.request('POST', '/api/tools', undefined, { rawBody: multipartForm(toolData()) });
  expect(tool.status, JSON.stringify(tool.body)).toBe(201);
  toolId = tool.body.tool._id;
});
afterAll(async () => {
  await t?.close();
});

function courseData(extra: Record<string, unknown> = {}) {
  return {
    title: 'Quảng cáo TikTok cho người mới',
    shortDescription: 'Chạy quảng cáo có lãi',
    description: 'Nội dung chi tiết',
    outcomes: ['Tự chạy quảng cáo'],
    requirements: [],
    level: 'beginner',
    price: 299000,
    categoryId,
    sections: [{ title: 'Nhập môn', lectures: [{ title: 'Giới thiệu', isFreePreview: true, thumbnailKey: 'intro' }] }],
    ...extra,
  };
}

function toolData() {
  return {
    name: 'Phần mềm đăng bài tự động',
    shortDescription: 'Đăng bài hàng loạt',
    description: 'Chi tiết',
    isActive: true,
    plans: [{ name: 'Gói tháng', price: 390000, durationDays: 30, features: [] }],
  };
}

const file = (name: string): MultipartPart => ({ name, filename: 'anh-tai-len.png', contentType: 'image/png', content: pngLikeBytes() });
const field = (name: string, value: unknown): MultipartPart => ({ name, content: typeof value === 'string' ? value : JSON.stringify(value) });

interface UploadRoute {
  label: string;
  target: () => UploadTarget;
}

function route(method: string, path: () => string, client: () => HttpClient, parts: () => MultipartPart[]): UploadRoute {
  return {
    label: `${method} ${path().replace(/undefined/, ':id')}`,
    target: () => ({ baseUrl: t.baseUrl, method, path: path(), headers: { authorization: `Bearer ${client().accessToken}` }, parts: parts() }),
  };
}

// Every route that takes multipart/form-data, each with a form it would accept (file part last).
const ROUTES: UploadRoute[] = [
  route(
    'POST',
    () => '/api/media/upload',
    () => instructor,
    () => [file('asset')],
  ),
  route(
    'POST',
    () => '/api/users/profile/avatar',
    () => student,
    () => [file('avatar')],
  ),
  route(
    'POST',
    () => '/api/admin/page-contents/images',
    () => admin,
    () => [file('image')],
  ),
  route(
    'POST',
    () => '/api/courses',
    () => instructor,
    () => [field('data', courseData()), file('courseThumbnail')],
  ),
  route(
    'PUT',
    () => `/api/instructor/me/courses/${ownCourseId}`,
    () => instructor,
    () => [field('data', courseData()), file('seoThumbnail')],
  ),
  route(
    'POST',
    () => '/api/admin/courses',
    () => admin,
    () => [field('data', courseData({ instructorId })), file('lectureThumbnails[intro]')],
  ),
  route(
    'PUT',
    () => `/api/admin/courses/${ownCourseId}`,
    () => admin,
    () => [field('data', courseData({ instructorId })), file('courseThumbnail')],
  ),
  route(
    'POST',
    () => '/api/tools',
    () => admin,
    () => [field('data', toolData()), file('thumbnail')],
  ),
  route(
    'PUT',
    () => `/api/tools/${toolId}`,
    () => admin,
    () => [field('data', toolData()), file('thumbnail')],
  ),
  route(
    'POST',
    () => '/api/learn/verify-access',
    () => student,
    () => [field('courseId', enrolledCourseId), file('faceImage')],
  ),
];

/** A 4xx in the one error shape, in Vietnamese. */
function expectClientError(outcome: RawOutcome, status: number) {
  expect(outcome.ending, `no answer: ${JSON.stringify(outcome)}`).toBe('response');
  expect(outcome.status, JSON.stringify(outcome.body)).toBe(status);
  expect(outcome.body).toEqual({ message: expect.stringMatching(VIETNAMESE), code: expect.stringMatching(/^[A-Z_]+$/) });
}

/** Waits (briefly) until nothing the upload wrote is left: no temporary or partial file, no open handle into the data folder. */
async function expectNothingLeft(withinMs = 2_000) {
  const leftovers = () => ({
    files: filesUnder(t.dataDir).filter((name) => name.endsWith('.tmp') || name.startsWith('private/') || name.startsWith('uploads/')),
    openFiles: openFilesUnder(t.dataDir),
  });
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const now = leftovers();
    if (!now.files.length && !now.openFiles.length) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(leftovers()).toEqual({ files: [], openFiles: [] });
}

/** Until the server has begun writing the upload to disk (the streaming media route does). */
async function untilWriting() {
  const deadline = Date.now() + 3_000;
  while (Date.now() < deadline) {
    if (openFilesUnder(t.dataDir).length) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the server never started writing the upload');
}

describe.each(ROUTES)('broken uploads to $label', ({ label, target }) => {
  it('answers multipart without a boundary with a 400 at once', async () => {
    const outcome = await multipartWithoutBoundary(target());
    expectClientError(outcome, 400);
    await expectNothingLeft();
  });

  it('answers random bytes with a 400 at once', async () => {
    const outcome = await garbageMultipart(target());
    expectClientError(outcome, 400);
    await expectNothingLeft();
  });

  it('answers a form cut off mid-file (closing boundary missing) with a 400 at once', async () => {
    const outcome = await sendTruncatedMultipart(target(), 'honest');
    expectClientError(outcome, 400);
    await expectNothingLeft();
  });

  it('answers a body shorter than its Content-Length, the client half-closing, with a 400 at once', async () => {
    const outcome = await sendTruncatedMultipart(target(), 'end');
    expectClientError(outcome, 400);
    await expectNothingLeft();
  });

  it('answers a zero-byte file with a 400 that says the file is empty', async () => {
    const outcome = await emptyFileMultipart(target());
    expectClientError(outcome, 400);
    expect(outcome.body.message).toMatch(/rỗng/);
    await expectNothingLeft();
  });

  it('frees the file handle and deletes the partial file at once when the client aborts mid-file', async () => {
    await abortMidUpload(target(), label === 'POST /api/media/upload' ? untilWriting : () => new Promise((resolve) => setTimeout(resolve, 100)));
    await expectNothingLeft(1_000);
  });
});

// Every route's stalled client at once (as a slow-loris client would hold them): each is cut off on its
// own timer, and the idle timeout is waited once, not once per route.
describe('uploads whose body stops arriving, on every route at once', () => {
  it('answers each with a 408 after the idle timeout and closes its connection', async () => {
    const outcomes = await Promise.all(ROUTES.map(({ target }) => sendTruncatedMultipart(target(), 'keep-open', IDLE_TIMEOUT_SECONDS * 1000 + 5_000)));
    for (const [index, outcome] of outcomes.entries()) {
      const { label } = ROUTES[index];
      expect(outcome.ending, `${label}: ${JSON.stringify(outcome)}`).toBe('response');
      expectClientError(outcome, 408);
      expect(outcome.elapsedMs, label).toBeGreaterThanOrEqual(IDLE_TIMEOUT_SECONDS * 1000 - 100);
      expect(outcome.headers.connection, label).toBe('close');
    }
    await expectNothingLeft();
  });
});

/** Offsets as runs: `-126..79 200 1000`. */
function asRuns(offsets: number[]): string {
  const runs: string[] = [];
  for (let i = 0; i < offsets.length;) {
    let j = i;
    while (j + 1 < offsets.length && offsets[j + 1] === offsets[j] + 1) j++;
    runs.push(j > i ? `${offsets[i]}..${offsets[j]}` : String(offsets[i]));
    i = j + 1;
  }
  return runs.join(' ');
}

// The routes that stream their file to storage as it arrives (the others read small images into memory).
describe.each([
  { label: 'POST /api/media/upload', path: () => '/api/media/upload', field: 'asset', client: () => instructor },
  { label: 'POST /api/admin/tools/:id/download', path: () => `/api/admin/tools/${toolId}/download`, field: 'file', client: () => admin },
])('$label, its body ending anywhere in its first 20 KiB', ({ label, path, field, client }) => {
  /** Far beyond any answer even a crowded machine gives to a finished body: only a hang reaches it. */
  const HANG_MS = 30_000;
  const body = multipartBody([{ name: field, filename: 'anh.png', contentType: 'image/png', content: pngLikeBytes(64 * 1024) }]);
  const fileStart = body.indexOf('\r\n\r\n') + 4;
  // Every byte through the boundary, the part's headers and the bytes the format is told by; then on through the parser's 16 KiB buffers.
  // (From 1: an empty body is no cut-off form but a form without its file.)
  const cuts = [
    ...Array.from({ length: fileStart + 79 }, (_, i) => i + 1),
    ...[200, 1_000, 4_095, 4_096, 8_192, 12_000, 16_000, 16_383, 16_384, 16_385, 20_000].map((n) => fileStart + n),
  ];

  function cutOff(cut: number, chunked: boolean): Promise<RawOutcome> {
    return sendRaw(t.baseUrl, {
      method: 'POST',
      path: path(),
      headers: { authorization: `Bearer ${client().accessToken}`, 'content-type': multipartType() },
      body: body.subarray(0, cut),
      chunked,
      waitMs: HANG_MS,
    });
  }

  it.each([
    ['Content-Length', false],
    ['chunked', true],
  ])(
    'answers every cut (%s) with a 400 and keeps no file or descriptor',
    async (transfer, chunked) => {
      // Warm up (connections to the database, lazily loaded code) before counting descriptors.
      for (const cut of [0, fileStart + 20_000]) await cutOff(cut, chunked);
      await expectNothingLeft(10_000);
      const descriptors = openDescriptorCount();
      const answers = new Map<string, number[]>();
      // A few at a time, as several clients would; one hang is enough to know (the rest would each wait HANG_MS).
      for (let next = 0; next < cuts.length && [...answers.keys()].every((answer) => answer.startsWith('400 ')); next += 8) {
        const batch = cuts.slice(next, next + 8);
        const outcomes = await Promise.all(batch.map((cut) => cutOff(cut, chunked)));
        outcomes.forEach((outcome, i) => {
          const answer = outcome.ending === 'response' ? `${outcome.status} ${outcome.body?.code}` : `no answer (${outcome.ending})`;
          answers.set(answer, [...(answers.get(answer) ?? []), batch[i] - fileStart]);
        });
      }
      const byAnswer = [...answers].map(([answer, at]) => `${answer} at ${asRuns(at.sort((a, b) => a - b))}`);
      console.log(`${label} cut off (${transfer}), answers by offset from the file's first byte: ${byAnswer.join('; ')}`);
      expect([...answers.keys()].filter((answer) => !answer.startsWith('400 '))).toEqual([]);
      expect([...answers.values()].flat().sort((a, b) => a - b)).toEqual(cuts.map((cut) => cut - fileStart));
      await expectNothingLeft(10_000);
      // The server's sockets of the finished requests close as their clients go.
      const deadline = Date.now() + 10_000;
      while (openDescriptorCount() > descriptors && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(openDescriptorCount()).toBeLessThanOrEqual(descriptors);
    },
    300_000,
  );
});
