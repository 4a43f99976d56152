import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_CONFIG, type AppConfig } from '../src/config/app-config';
import { CourseAccessTokens } from '../src/learning/course-access-tokens';
import { MediaFilesService } from '../src/media/media-files.service';
import { MediaPlaybackService } from '../src/media/media-playback.service';
import { createCategory, insertCourse, multipartForm, pngImage } from './helpers/catalogue';
import { signedInClient } from './helpers/factories';
import { HttpClient } from './helpers/http-client';
import { startTestApp, TestApp } from './helpers/test-app';

// Lecture resources (issue 31, docs/learning.md "Resources") on a real database over real HTTP:
// documents in the media library, attached with the course form, listed under the lecture, and
// downloaded through short-lived signed links only by those who may see the lecture.

const DOCUMENT_LIMIT = 100_000;

let t: TestApp;
let tokens: CourseAccessTokens;
let files: MediaFilesService;
let instructor: { client: HttpClient; id: string };
let otherInstructor: { client: HttpClient; id: string };
let anonymous: HttpClient;
let categoryId: string;

beforeAll(async () => {
  t = await startTestApp({ MEDIA_DOCUMENT_MAX_BYTES: String(DOCUMENT_LIMIT) });
  const config = t.app.get<AppConfig>(APP_CONFIG);
  tokens = new CourseAccessTokens(config.learning.courseAccessSecret, config.learning.courseAccessTtlSeconds);
  files = t.app.get(MediaFilesService);
  const own = await signedInClient(t.baseUrl, t.prisma, { role: 'instructor' });
  instructor = { client: own.client, id: own.user.id };
  const other = await signedInClient(t.baseUrl, t.prisma, { role: 'instructor' });
  otherInstructor = { client: other.client, id: other.user.id };
  anonymous = new HttpClient(t.baseUrl);
  categoryId = (await createCategory(t.prisma)).id;
});
afterAll(async () => {
  await t?.close();
});

const pdfBytes = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'utf8');
const zipBytes = () => Buffer.concat([Buffer.from('PK\x03\x04\x14\x00\x06\x00', 'latin1'), crypto.randomBytes(200)]);

function uploadForm(data: Buffer, filename: string): FormData {
  const form = new FormData();
  form.append('asset', new Blob([new Uint8Array(data)], { type: 'application/octet-stream' }), filename);
  return form;
}

async function upload(client: HttpClient, data: Buffer, filename: string) {
  const response = await client.upload('/api/media/upload', uploadForm(data, filename));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { _id: string; kind: string; mimeType: string; status: string; originalName: string; sizeBytes: number };
}

/** A course of two lectures (the first a free preview) with a PDF under each; the course's status as given. */
async function courseWithResources(status: 'published' | 'draft' = 'published') {
  const course = await insertCourse(t.prisma, { instructorId: instructor.id, categoryId, lectures: 2, status });
  const [preview, paid] = await t.prisma.lecture.findMany({ where: { section: { courseId: course.id } }, orderBy: { position: 'asc' } });
  await t.prisma.lecture.update({ where: { id: preview.id }, data: { isFreePreview: true } });
  const previewPdf = await upload(instructor.client, pdfBytes('xem thu'), 'Tài liệu xem thử.pdf');
  const paidPdf = await upload(instructor.client, pdfBytes(`bai hoc ${crypto.randomUUID()}`), 'Bài tập chương 1.pdf');
  await t.prisma.lectureResource.createMany({
    data: [
      { lectureId: preview.id, mediaAssetId: previewPdf._id, position: 0 },
      { lectureId: paid.id, mediaAssetId: paidPdf._id, position: 0 },
    ],
  });
  return { course, preview, paid, previewPdf, paidPdf };
}

async function enrolledStudent(courseId: string) {
  const { client, user } = await signedInClient(t.baseUrl, t.prisma);
  await t.prisma.enrollment.create({ data: { userId: user.id, courseId, source: 'purchase' } });
  return { client, user, accessToken: tokens.issue(user.id, courseId).token };
}

/** A transcoded video of the instructor's library (its files are not needed here). */
const readyVideo = () =>
  t.prisma.mediaAsset.create({
    data: {
      ownerId: instructor.id,
      kind: 'video',
      originalName: 'v.mp4',
      mimeType: 'video/mp4',
      sizeBytes: 10n,
      storageKey: `media/${crypto.randomUUID()}/original`,
      status: 'ready',
    },
  });

const linkPath = (lectureId: string, mediaId: string) => `/api/learn/lectures/${lectureId}/resources/${mediaId}/link`;

describe('documents in the media library', () => {
  it('takes PDF, Word, Excel, PowerPoint and ZIP files by their content, ready at once', async () => {
    const pdf = await upload(instructor.client, pdfBytes('giao trinh'), 'Giáo trình.pdf');
    expect(pdf).toMatchObject({ kind: 'document', mimeType: 'application/pdf', status: 'ready', originalName: 'Giáo trình.pdf' });
    expect((await upload(instructor.client, zipBytes(), 'Kế hoạch.docx')).mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect((await upload(instructor.client, zipBytes(), 'ngan-sach.xlsx')).mimeType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect((await upload(instructor.client, zipBytes(), 'slide.pptx')).mimeType).toBe('application/vnd.openxmlformats-officedocument.presentationml.presentation');
    expect((await upload(instructor.client, zipBytes(), 'mau.zip')).mimeType).toBe('application/zip');
  });

  it('refuses a program named .pdf and a document over the limit, with the reason in Vietnamese', async () => {
    const program = await instructor.client.upload('/api/media/upload', uploadForm(Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(200)]), 'tai-lieu.pdf'));
    expect(program.status).toBe(415);
    expect(program.body.message).toContain('PDF, DOCX, XLSX, PPTX, ZIP');
    const big = await instructor.client.upload('/api/media/upload', uploadForm(Buffer.concat([pdfBytes('lon'), Buffer.alloc(DOCUMENT_LIMIT)]), 'lon.pdf'));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('Upload thất bại: tài liệu không được lớn hơn 97.66 KB.');
  });

  it('lists one kind or several (a resource picker asks for documents and images)', async () => {
    await upload(instructor.client, await pngImage(40, 30), 'anh.png');
    const both = await instructor.client.get('/api/media?kind=document,image&limit=50');
    expect(both.status).toBe(200);
    const kinds = new Set((both.body.assets as { kind: string }[]).map((asset) => asset.kind));
    expect([...kinds].sort()).toEqual(['document', 'image']);
    const documents = await instructor.client.get('/api/media?kind=document&limit=50');
    expect((documents.body.assets as { kind: string }[]).every((asset) => asset.kind === 'document')).toBe(true);
    const wrong = await instructor.client.get('/api/media?kind=document,exe');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('Loại media phải là video, image hoặc document');
  });
});

describe('the instructor attaches resources with the course form', () => {
  const courseData = (lecture: Record<string, unknown>) => ({
    title: `Tài liệu ${crypto.randomUUID().slice(0, 8)}`,
    shortDescription: 'Có tài liệu tải về',
    description: 'Chi tiết',
    outcomes: [],
    requirements: [],
    level: 'beginner',
    price: 199000,
    categoryId,
    sections: [{ title: 'Chương 1', lectures: [{ title: 'Bài 1', isFreePreview: false, ...lecture }] }],
  });

  it('keeps them in the order sent, unchanged when left out, cleared by an empty list', async () => {
    const pdf = await upload(instructor.client, pdfBytes('a'), 'a.pdf');
    const image = await upload(instructor.client, await pngImage(40, 30), 'so-do.png');
    const created = await instructor.client.upload('/api/courses', multipartForm(courseData({ resourceIds: [image._id, pdf._id] })));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const lecture = created.body.course.sections[0].lectures[0];
    expect(lecture.resources.map((resource: { _id: string }) => resource._id)).toEqual([image._id, pdf._id]);
    expect(lecture.resources[1]).toEqual({ _id: pdf._id, name: 'a.pdf', kind: 'document', mimeType: 'application/pdf', sizeBytes: pdf.sizeBytes });

    const path = `/api/instructor/me/courses/${created.body.course._id}`;
    const section = created.body.course.sections[0];
    const kept = await instructor.client.upload(
      path,
      multipartForm({ ...courseData({ _id: lecture._id }), sections: [{ _id: section._id, title: 'Chương 1', lectures: [{ _id: lecture._id, title: 'Bài 1' }] }] }),
      'PUT',
    );
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.course.sections[0].lectures[0].resources).toHaveLength(2);
    const cleared = await instructor.client.upload(
      path,
      multipartForm({ ...courseData({}), sections: [{ _id: section._id, title: 'Chương 1', lectures: [{ _id: lecture._id, title: 'Bài 1', resourceIds: [] }] }] }),
      'PUT',
    );
    expect(cleared.body.course.sections[0].lectures[0].resources).toEqual([]);
    expect(await t.prisma.lectureResource.count({ where: { lectureId: lecture._id } })).toBe(0);
  });

  it('refuses a video, another instructor’s document, an unknown id and the same file twice', async () => {
    const video = await readyVideo();
    const theirs = await upload(otherInstructor.client, pdfBytes('cua nguoi khac'), 'khac.pdf');
    const mine = await upload(instructor.client, pdfBytes('cua toi'), 'toi.pdf');
    for (const resourceIds of [[video.id], [theirs._id], [crypto.randomUUID()]]) {
      const refused = await instructor.client.upload('/api/courses', multipartForm(courseData({ resourceIds })));
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('RESOURCE_NOT_OWNED');
    }
    const twice = await instructor.client.upload('/api/courses', multipartForm(courseData({ resourceIds: [mine._id, mine._id] })));
    expect(twice.status).toBe(400);
    expect(twice.body.message).toContain('Một tài liệu chỉ được đính kèm một lần');
  });

  it('a file in use cannot be deleted from the library; the message names the lecture', async () => {
    const { paid, paidPdf, course } = await courseWithResources();
    const refused = await instructor.client.delete(`/api/media/${paidPdf._id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Xóa thất bại: tệp đang được dùng trong bài giảng "${paid.title}" của khóa học "${course.title}".`);
    await t.prisma.lectureResource.deleteMany({ where: { lectureId: paid.id } });
    expect((await instructor.client.delete(`/api/media/${paidPdf._id}`)).status).toBe(200);
  });
});

describe('learners download a lecture’s resources', () => {
  it('an enrolled student sees them with the content and downloads through a signed link', async () => {
    const { course, paid, paidPdf } = await courseWithResources();
    const student = await enrolledStudent(course.id);
    const content = await fetch(`${t.baseUrl}/api/learn/${course.slug}/content`, {
      headers: { authorization: `Bearer ${student.client.accessToken}`, 'x-course-access-token': student.accessToken },
    });
    const body = (await content.json()) as { course: { curriculum: { lectures: { _id: string; resources: unknown[] }[] }[] } };
    const lecture = body.course.curriculum[0].lectures.find((item) => item._id === paid.id)!;
    expect(lecture.resources).toEqual([{ _id: paidPdf._id, name: 'Bài tập chương 1.pdf', kind: 'document', mimeType: 'application/pdf', sizeBytes: paidPdf.sizeBytes }]);

    student.client.headers['x-course-access-token'] = student.accessToken;
    const link = await student.client.post(linkPath(paid.id, paidPdf._id));
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect(new Date(link.body.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(300_000);
    const file = await fetch(`${t.baseUrl}${link.body.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="Bai-tap-chuong-1.pdf"; filename*=UTF-8''${encodeURIComponent('Bài tập chương 1.pdf')}`);
    const stored = await t.prisma.mediaAsset.findUniqueOrThrow({ where: { id: paidPdf._id } });
    expect(Buffer.from(await file.arrayBuffer()).length).toBe(Number(stored.sizeBytes));
  });

  it('without the face check, not enrolled, or signed out: 403; the course instructor needs no check', async () => {
    const { course, paid, paidPdf } = await courseWithResources();
    const student = await enrolledStudent(course.id);
    const noToken = await student.client.post(linkPath(paid.id, paidPdf._id));
    expect(noToken.status).toBe(403);
    expect(noToken.body.code).toBe('COURSE_ACCESS_INVALID');
    const stranger = (await signedInClient(t.baseUrl, t.prisma)).client;
    const notEnrolled = await stranger.post(linkPath(paid.id, paidPdf._id));
    expect(notEnrolled.status).toBe(403);
    expect(notEnrolled.body.message).toBe('Bạn cần đăng ký khóa học để tải tài liệu này.');
    expect((await anonymous.post(linkPath(paid.id, paidPdf._id))).status).toBe(403);
    expect((await otherInstructor.client.post(linkPath(paid.id, paidPdf._id))).status).toBe(403);
    expect((await instructor.client.post(linkPath(paid.id, paidPdf._id))).status).toBe(200);
    // A file that is not a resource of that lecture: 404, whoever asks.
    const { previewPdf } = await courseWithResources();
    expect((await instructor.client.post(linkPath(paid.id, previewPdf._id))).status).toBe(404);
  });

  it('a free-preview lecture’s resources: listed on the course page and downloadable by anyone while the course is published', async () => {
    const { course, preview, previewPdf, paid } = await courseWithResources();
    const detail = await anonymous.get(`/api/courses/${course.slug}`);
    const lectures = detail.body.course.curriculum[0].lectures as { _id: string; resources: { _id: string }[] }[];
    expect(lectures.find((lecture) => lecture._id === preview.id)!.resources.map((resource) => resource._id)).toEqual([previewPdf._id]);
    expect(lectures.find((lecture) => lecture._id === paid.id)!.resources).toEqual([]);
    const link = await anonymous.post(linkPath(preview.id, previewPdf._id));
    expect(link.status).toBe(200);
    expect((await fetch(`${t.baseUrl}${link.body.url}`)).status).toBe(200);

    const draft = await courseWithResources('draft');
    expect((await anonymous.post(linkPath(draft.preview.id, draft.previewPdf._id))).status).toBe(403);
  });

  it('a link works only as signed, until it expires, and never for a video', async () => {
    const { preview, previewPdf } = await courseWithResources();
    const link = (await anonymous.post(linkPath(preview.id, previewPdf._id))).body as { url: string };
    const tampered = link.url.replace(/sig=./, (match) => (match.endsWith('A') ? 'sig=B' : 'sig=A'));
    const bad = await fetch(`${t.baseUrl}${tampered}`);
    expect(bad.status).toBe(403);
    expect(((await bad.json()) as { message: string }).message).toBe('Liên kết tải tài liệu không hợp lệ.');
    const otherFile = await upload(instructor.client, pdfBytes('khac'), 'khac.pdf');
    expect((await fetch(`${t.baseUrl}${link.url.replace(previewPdf._id, otherFile._id)}`)).status).toBe(403);

    const expired = await fetch(`${t.baseUrl}${files.link(previewPdf._id, Math.floor(Date.now() / 1000) - 5).url}`);
    expect(expired.status).toBe(403);
    expect(((await expired.json()) as { message: string }).message).toBe('Liên kết tải tài liệu đã hết hạn, vui lòng bấm tải lại.');

    const video = await readyVideo();
    // A video's playback signature does not open its original, and a file link never serves a video.
    const playbackQuery = t.app
      .get(MediaPlaybackService)
      .signedPlaylistUrl(video.id, Math.floor(Date.now() / 1000) + 600)
      .split('?')[1];
    expect((await fetch(`${t.baseUrl}/api/media/files/${video.id}?${playbackQuery}`)).status).toBe(403);
    expect((await fetch(`${t.baseUrl}${files.link(video.id).url}`)).status).toBe(404);
  });
});
