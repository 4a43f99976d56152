import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, insertCourse, multipartForm, pngImage, uniqueToken } from './helpers/catalogue';
import { createUser, signedInClient } from './helpers/factories';
import { HttpClient } from './helpers/http-client';
import { startTestApp, TestApp } from './helpers/test-app';

let t: TestApp;
let anonymous: HttpClient;
let admin: HttpClient;
let teacher: { client: HttpClient; user: { id: string; email: string } };
let otherTeacher: { client: HttpClient; user: { id: string; email: string } };
let categoryId: string;
let png: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  anonymous = new HttpClient(t.baseUrl);
  admin = (await signedInClient(t.baseUrl, t.prisma, { role: 'admin' })).client;
  teacher = await signedInClient(t.baseUrl, t.prisma, { role: 'instructor', name: 'Trần Giảng Viên' });
  otherTeacher = await signedInClient(t.baseUrl, t.prisma, { role: 'instructor' });
  categoryId = (await createCategory(t.prisma)).id;
  png = await pngImage();
});
afterAll(async () => {
  await t?.close();
});

const send = (client: HttpClient, method: string, path: string, form: FormData) => client.request(method, path, undefined, { rawBody: form });

function courseData(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Quảng cáo Facebook từ A đến Z',
    shortDescription: 'Chạy quảng cáo có lãi',
    description: 'Nội dung chi tiết',
    outcomes: ['Tự chạy quảng cáo'],
    requirements: ['Có tài khoản Facebook'],
    level: 'beginner',
    price: 499000,
    originalPrice: 999000,
    categoryId,
    sections: [{ title: 'Nhập môn', lectures: [{ title: 'Giới thiệu', isFreePreview: true, durationSeconds: 120, thumbnailKey: 'intro' }] }],
    ...overrides,
  };
}

async function createDraft(client: HttpClient = teacher.client, overrides: Record<string, unknown> = {}) {
  const result = await send(client, 'POST', '/api/courses', multipartForm(courseData(overrides)));
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.course;
}

async function imageSize(url: string) {
  const response = await fetch(t.baseUrl + url);
  expect(response.status).toBe(200);
  const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return { width: meta.width, height: meta.height, format: meta.format };
}

describe('instructor course editor (multipart)', () => {
  it('creates a course with real images, stores resized WebP thumbnails and keeps totals in step', async () => {
    const video = await t.prisma.mediaAsset.create({
      data: {
        ownerId: teacher.user.id,
        kind: 'video',
        originalName: 'bai1.mp4',
        mimeType: 'video/mp4',
        sizeBytes: 1000n,
        storageKey: 'private/x.mp4',
        status: 'ready',
        durationSeconds: 300,
      },
    });
    const data = courseData({
      sections: [
        { title: 'Nhập môn', lectures: [{ title: 'Giới thiệu', isFreePreview: true, mediaAssetId: video.id, durationSeconds: 5, thumbnailKey: 'intro' }] },
        { title: 'Thực hành', lectures: [{ title: 'Tạo chiến dịch', isFreePreview: false, durationSeconds: 120 }] },
      ],
    });
    const result = await send(teacher.client, 'POST', '/api/courses', multipartForm(data, { courseThumbnail: png, seoThumbnail: png, 'lectureThumbnails[intro]': png }));
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    const course = result.body.course;
    expect(course).toMatchObject({
      status: 'draft',
      slug: 'quang-cao-facebook-tu-a-den-z',
      price: 499000,
      originalPrice: 999000,
      currency: 'VND',
      duration: 420,
      lessonsCount: 2,
      totalLectures: 2,
    });
    expect(course.instructor._id).toBe(teacher.user.id);
    expect(course.sections[0].lectures[0]).toMatchObject({ mediaAssetId: video.id, mediaStatus: 'ready', durationSeconds: 300 });
    expect(await imageSize(course.courseThumbnail)).toEqual({ width: 1280, height: 720, format: 'webp' });
    expect(await imageSize(course.seoThumbnail)).toEqual({ width: 1200, height: 630, format: 'webp' });
    expect(await imageSize(course.sections[0].lectures[0].thumbnailUrl)).toEqual({ width: 640, height: 360, format: 'webp' });
    const row = await t.prisma.course.findUniqueOrThrow({ where: { id: course._id } });
    expect(row).toMatchObject({ durationSeconds: 420, lessonsCount: 2, price: 499000n });

    // A second course of the same title gets its own slug.
    const again = await createDraft(teacher.client, { title: 'Quảng cáo Facebook từ A đến Z' });
    expect(again.slug).toBe('quang-cao-facebook-tu-a-den-z-2');
  });

  it('replaces the curriculum on edit, keeping the ids of lectures sent back with their _id', async () => {
    const course = await createDraft(teacher.client, {
      sections: [
        {
          title: 'Một',
          lectures: [
            { title: 'A', isFreePreview: false, durationSeconds: 60 },
            { title: 'B', isFreePreview: false, durationSeconds: 60 },
          ],
        },
      ],
    });
    const [a, b] = course.sections[0].lectures;
    const data = courseData({
      title: 'Tên mới',
      sections: [
        { title: 'Hai', lectures: [{ title: 'C', isFreePreview: true, durationSeconds: 30 }] },
        { _id: course.sections[0]._id, title: 'Một (sửa)', lectures: [{ _id: a._id, title: 'A sửa', isFreePreview: false, durationSeconds: 90, thumbnailKey: 'a' }] },
      ],
    });
    const result = await send(teacher.client, 'PUT', `/api/instructor/me/courses/${course._id}`, multipartForm(data, { 'lectureThumbnails[a]': png, courseThumbnail: png }));
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const updated = result.body.course;
    expect(updated).toMatchObject({ title: 'Tên mới', slug: course.slug, lessonsCount: 2, duration: 120 });
    expect(updated.sections.map((s: { title: string }) => s.title)).toEqual(['Hai', 'Một (sửa)']);
    expect(updated.sections[1]._id).toBe(course.sections[0]._id);
    expect(updated.sections[1].lectures[0]).toMatchObject({ _id: a._id, title: 'A sửa', durationSeconds: 90 });
    expect(updated.sections[1].lectures[0].thumbnailUrl).toMatch(/^\/uploads\/courses\//);
    expect(await t.prisma.lecture.findUnique({ where: { id: b._id } })).toBeNull();

    // Ids of another course's lectures are refused.
    const foreign = await createDraft(otherTeacher.client);
    const stolen = courseData({ sections: [{ title: 'X', lectures: [{ _id: foreign.sections[0].lectures[0]._id, title: 'Y', isFreePreview: false }] }] });
    const refused = await send(teacher.client, 'PUT', `/api/instructor/me/courses/${course._id}`, multipartForm(stolen));
    expect(refused).toMatchObject({ status: 400, body: { code: 'LECTURE_NOT_IN_COURSE', message: 'Bài giảng không thuộc khóa học này.' } });
  });

  it("refuses a video from another instructor's library", async () => {
    const video = await t.prisma.mediaAsset.create({
      data: { ownerId: otherTeacher.user.id, kind: 'video', originalName: 'x.mp4', mimeType: 'video/mp4', sizeBytes: 1n, storageKey: 'private/y.mp4' },
    });
    const data = courseData({ sections: [{ title: 'S', lectures: [{ title: 'L', isFreePreview: false, mediaAssetId: video.id }] }] });
    const result = await send(teacher.client, 'POST', '/api/courses', multipartForm(data));
    expect(result).toMatchObject({ status: 400, body: { code: 'MEDIA_NOT_OWNED' } });
  });

  it("lists only the caller's own courses, with status and search filters", async () => {
    const token = uniqueToken('timkiem');
    await createDraft(teacher.client, { title: `Khóa ${token}` });
    await createDraft(otherTeacher.client, { title: `Khóa ${token} khác` });
    const mine = await teacher.client.get(`/api/instructor/me/courses?search=${token}&status=draft`);
    expect(mine.status).toBe(200);
    expect(mine.body.courses).toHaveLength(1);
    expect(mine.body.courses[0].instructor._id).toBe(teacher.user.id);
    expect(mine.body.pagination).toMatchObject({ currentPage: 1, totalItems: 1, totalPages: 1, limit: 10 });
  });
});

describe('ownership', () => {
  it('gives another instructor a 404 on every course route while the owner and admins get through', async () => {
    const course = await createDraft();
    const path = `/api/instructor/me/courses/${course._id}`;
    const notFound = { status: 404, body: { code: 'COURSE_NOT_FOUND', message: 'Không tìm thấy khóa học.' } };
    expect(await otherTeacher.client.get(path)).toMatchObject(notFound);
    expect(await send(otherTeacher.client, 'PUT', path, multipartForm(courseData({ title: 'Chiếm quyền' })))).toMatchObject(notFound);
    expect(await otherTeacher.client.patch(`${path}/toggle-publish`)).toMatchObject(notFound);
    expect(await otherTeacher.client.delete(path)).toMatchObject(notFound);
    expect((await t.prisma.course.findUniqueOrThrow({ where: { id: course._id } })).title).toBe(course.title);

    expect((await teacher.client.get(path)).status).toBe(200);
    expect((await admin.get(path)).status).toBe(200);
    const details = await admin.get(`/api/admin/courses/${course._id}/details`);
    expect(details).toMatchObject({ status: 200, body: { course: { _id: course._id, instructor: { _id: teacher.user.id } } } });

    // Admin edits on behalf of the instructor, then moves the course to another instructor.
    const edited = await send(admin, 'PUT', `/api/admin/courses/${course._id}`, multipartForm(courseData({ title: 'Admin sửa' })));
    expect(edited).toMatchObject({ status: 200, body: { course: { title: 'Admin sửa', status: 'draft', instructorId: teacher.user.id } } });
    const moved = await send(admin, 'PUT', `/api/admin/courses/${course._id}`, multipartForm(courseData({ instructorId: otherTeacher.user.id })));
    expect(moved).toMatchObject({ status: 200, body: { course: { instructorId: otherTeacher.user.id } } });
    expect(await teacher.client.get(path)).toMatchObject(notFound);
    expect((await admin.delete(path)).status).toBe(200);
    expect(await t.prisma.course.findUnique({ where: { id: course._id } })).toBeNull();
  });

  it('lets an admin create a course on behalf of an instructor and refuses a student as instructor', async () => {
    const created = await send(admin, 'POST', '/api/admin/courses', multipartForm(courseData({ instructorId: otherTeacher.user.id })));
    expect(created).toMatchObject({ status: 201, body: { course: { instructorId: otherTeacher.user.id } } });
    const student = await createUser(t.prisma);
    const refused = await send(admin, 'POST', '/api/admin/courses', multipartForm(courseData({ instructorId: student.id })));
    expect(refused).toMatchObject({ status: 400, body: { code: 'INSTRUCTOR_NOT_FOUND' } });
    const instructors = await admin.get('/api/admin/courses/instructors');
    expect(instructors.body.instructors).toEqual(expect.arrayContaining([{ _id: teacher.user.id, name: 'Trần Giảng Viên', email: teacher.user.email }]));
    const options = await admin.get('/api/admin/courses/list');
    expect(options.body.courses).toEqual(expect.arrayContaining([{ _id: created.body.course._id, title: created.body.course.title }]));
  });
});

describe('review flow', () => {
  it('submit → pending queue → approve → public; withdraw; reject needs a reason and mails the instructor', async () => {
    const token = uniqueToken('duyet');
    const course = await createDraft(teacher.client, { title: `Khóa duyệt ${token}` });
    const before = (await admin.get('/api/admin/courses/pending?limit=1')).body.total as number;

    const submitted = await teacher.client.patch(`/api/instructor/me/courses/${course._id}/toggle-publish`);
    expect(submitted).toMatchObject({ status: 200, body: { course: { status: 'pending' } } });
    const queue = await admin.get('/api/admin/courses/pending?limit=50');
    expect(queue.body.total).toBe(before + 1);
    expect(queue.body.pagination.totalItems).toBe(before + 1);
    expect(queue.body.courses.map((c: { _id: string }) => c._id)).toContain(course._id);
    expect((await anonymous.get(`/api/courses?search=${token}`)).body.courses).toEqual([]);

    const approved = await admin.put(`/api/admin/courses/${course._id}/review`, { action: 'approve' });
    expect(approved).toMatchObject({ status: 200, body: { course: { status: 'published' } } });
    expect(approved.body.course.publishedAt).toEqual(expect.any(String));
    expect((await admin.get('/api/admin/courses/pending?limit=1')).body.total).toBe(before);
    const listed = await anonymous.get(`/api/courses?search=${token}`);
    expect(listed.body.courses.map((c: { _id: string }) => c._id)).toEqual([course._id]);
    expect(await admin.put(`/api/admin/courses/${course._id}/review`, { action: 'approve' })).toMatchObject({ status: 409, body: { code: 'NOT_PENDING' } });
    const approvedMail = await t.prisma.email.findFirst({ where: { toAddress: teacher.user.email, subject: { contains: token } } });
    expect(approvedMail?.subject).toContain('đã được duyệt');

    // Editing a published course keeps it published.
    const edited = await send(teacher.client, 'PUT', `/api/instructor/me/courses/${course._id}`, multipartForm(courseData({ title: `Khóa duyệt ${token} v2` })));
    expect(edited.body.course.status).toBe('published');

    // Withdraw, resubmit, reject.
    expect((await teacher.client.patch(`/api/instructor/me/courses/${course._id}/toggle-publish`)).body.course.status).toBe('draft');
    expect((await anonymous.get(`/api/courses?search=${token}`)).body.courses).toEqual([]);
    expect((await teacher.client.patch(`/api/instructor/me/courses/${course._id}/toggle-publish`)).body.course.status).toBe('pending');
    const noReason = await admin.put(`/api/admin/courses/${course._id}/review`, { action: 'reject' });
    expect(noReason).toMatchObject({ status: 400, body: { code: 'REJECT_REASON_REQUIRED', message: 'Vui lòng nhập lý do từ chối khóa học.' } });
    expect(await admin.put(`/api/admin/courses/${course._id}/review`, { action: 'reject', reason: '   ' })).toMatchObject({ status: 400 });
    const reason = `Video bài 1 bị mờ ${token}`;
    const rejected = await admin.put(`/api/admin/courses/${course._id}/review`, { action: 'reject', reason });
    expect(rejected).toMatchObject({ status: 200, body: { course: { status: 'rejected', rejectionReason: reason } } });
    const mail = await t.prisma.email.findFirst({ where: { toAddress: teacher.user.email, text: { contains: reason } } });
    expect(mail?.subject).toContain('chưa được duyệt');
    expect(mail?.text).toContain(`/instructor/courses/${course._id}/edit`);

    // The instructor edits the rejected course: it goes back to draft.
    const fixed = await send(teacher.client, 'PUT', `/api/instructor/me/courses/${course._id}`, multipartForm(courseData()));
    expect(fixed.body.course).toMatchObject({ status: 'draft', rejectionReason: null });
  });

  it('refuses to submit a course without lectures and validates the review body', async () => {
    const empty = await createDraft(teacher.client, { sections: [] });
    expect(await teacher.client.patch(`/api/instructor/me/courses/${empty._id}/toggle-publish`)).toMatchObject({ status: 400, body: { code: 'EMPTY_CURRICULUM' } });
    expect(await admin.put(`/api/admin/courses/${empty._id}/review`, { action: 'xoa' })).toMatchObject({
      status: 400,
      body: { message: 'Hành động duyệt phải là approve hoặc reject.' },
    });
  });
});

describe('public catalogue', () => {
  it('filters by category (slug or id) and search, pages newest first and never shows drafts', async () => {
    const category = await createCategory(t.prisma);
    const token = uniqueToken('loc');
    const base = Date.now() - 100_000;
    const published = [];
    for (let i = 0; i < 5; i++) {
      published.push(
        await insertCourse(t.prisma, { instructorId: teacher.user.id, categoryId: category.id, title: `Bài ${token} số ${i}`, publishedAt: new Date(base + i * 1000) }),
      );
    }
    await insertCourse(t.prisma, { instructorId: teacher.user.id, categoryId: category.id, title: `Nháp ${token}`, status: 'draft' });
    await insertCourse(t.prisma, { instructorId: teacher.user.id, categoryId: category.id, title: `Chờ ${token}`, status: 'pending' });
    await insertCourse(t.prisma, { instructorId: teacher.user.id, categoryId: categoryId, title: `Khác danh mục ${token}` });

    const first = await anonymous.get(`/api/courses?category=${category.slug}&limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.pagination).toEqual({ currentPage: 1, totalPages: 3, totalItems: 5, limit: 2 });
    expect(first.body.courses.map((c: { _id: string }) => c._id)).toEqual([published[4].id, published[3].id]);
    const last = await anonymous.get(`/api/courses?category=${category.id}&limit=2&page=3`);
    expect(last.body.courses.map((c: { _id: string }) => c._id)).toEqual([published[0].id]);

    const card = first.body.courses[0];
    expect(card).toEqual({
      _id: published[4].id,
      slug: published[4].slug,
      title: published[4].title,
      shortDescription: 'Mô tả ngắn',
      thumbnailUrl: null,
      category: { name: category.name, slug: category.slug },
      level: 'beginner',
      price: 499000,
      originalPrice: 999000,
      currency: 'VND',
      instructorName: 'Trần Giảng Viên',
      instructorAvatarUrl: null,
      duration: 60,
      lessonsCount: 1,
      enrolledStudents: 0,
      rating: 0,
      reviewsCount: 0,
      publishedAt: expect.any(String),
    });

    const searched = await anonymous.get(`/api/courses?search=${token}&limit=50`);
    expect(searched.body.pagination.totalItems).toBe(6);
    expect(searched.body.courses.every((c: { title: string }) => !c.title.startsWith('Nháp') && !c.title.startsWith('Chờ'))).toBe(true);
    const both = await anonymous.get(`/api/courses?search=${encodeURIComponent(`${token} số 2`)}&category=${category.slug}`);
    expect(both.body.courses.map((c: { _id: string }) => c._id)).toEqual([published[2].id]);
    expect((await anonymous.get(`/api/courses?search=${encodeURIComponent('%')}${token}`)).body.courses).toEqual([]);
    expect((await anonymous.get('/api/courses?category=khong-ton-tai')).body).toMatchObject({ courses: [], pagination: { totalItems: 0, totalPages: 1 } });

    const all = await anonymous.get('/api/courses');
    expect(all.body.pagination.limit).toBe(12);
    expect(await anonymous.get('/api/courses?limit=51')).toMatchObject({ status: 400, body: { message: 'Tối đa 50 mục mỗi trang.' } });
    expect(await anonymous.get('/api/courses?page=0')).toMatchObject({ status: 400, body: { message: 'Số trang không hợp lệ.' } });
  });

  it('shows a published course with its curriculum and hides unpublished ones', async () => {
    const video = await t.prisma.mediaAsset.create({
      data: {
        ownerId: teacher.user.id,
        kind: 'video',
        originalName: 'v.mp4',
        mimeType: 'video/mp4',
        sizeBytes: 1n,
        storageKey: 'private/secret-key.mp4',
        playlistKey: 'hls/secret/index.m3u8',
        durationSeconds: 42,
      },
    });
    const course = await createDraft(teacher.client, {
      sections: [
        {
          title: 'Chương',
          lectures: [
            { title: 'Có video', isFreePreview: true, mediaAssetId: video.id },
            { title: 'Không video', isFreePreview: false, durationSeconds: 10 },
          ],
        },
      ],
    });
    expect(await anonymous.get(`/api/courses/${course.slug}`)).toMatchObject({ status: 404, body: { code: 'COURSE_NOT_FOUND' } });
    await t.prisma.course.update({ where: { id: course._id }, data: { status: 'published', publishedAt: new Date() } });
    const detail = await anonymous.get(`/api/courses/${course.slug}`);
    expect(detail.status).toBe(200);
    expect(detail.body.course).toMatchObject({
      _id: course._id,
      totalLectures: 2,
      isEnrolled: false,
      duration: 52,
      instructor: { name: 'Trần Giảng Viên', avatarUrl: null },
      outcomes: ['Tự chạy quảng cáo'],
    });
    expect(detail.body.course.curriculum[0].lectures).toEqual([
      { _id: expect.any(String), title: 'Có video', duration: 42, isFreePreview: true, thumbnailUrl: null, hasVideo: true, previewMediaId: video.id, resources: [] },
      { _id: expect.any(String), title: 'Không video', duration: 10, isFreePreview: false, thumbnailUrl: null, hasVideo: false, previewMediaId: null, resources: [] },
    ]);
    expect(JSON.stringify(detail.body)).not.toMatch(/secret|mediaAssetId|storageKey/);
    expect(await anonymous.get('/api/courses/khong-co-khoa-nay')).toMatchObject({ status: 404, body: { message: expect.stringContaining('Không tìm thấy khóa học') } });
  });
});

describe('bad input', () => {
  it('answers broken forms with a 4xx and a Vietnamese message', async () => {
    const cases: [FormData | string, number, string | RegExp][] = [
      [multipartForm(undefined), 400, 'Thiếu trường data (JSON) trong biểu mẫu.'],
      [multipartForm('{"title":'), 400, 'Dữ liệu JSON không hợp lệ.'],
      [multipartForm([]), 400, 'Dữ liệu gửi lên không hợp lệ.'],
      [multipartForm(courseData({ title: '' })), 400, 'Vui lòng nhập tên khóa học.'],
      [multipartForm(courseData({ price: -1 })), 400, 'Giá bán phải là số nguyên VND không âm.'],
      [multipartForm(courseData({ price: 10.5 })), 400, 'Giá bán phải là số nguyên VND không âm.'],
      [multipartForm(courseData({ originalPrice: 1000 })), 400, 'Giá gốc phải lớn hơn hoặc bằng giá bán.'],
      [multipartForm(courseData({ level: 'expert' })), 400, 'Trình độ phải là beginner, intermediate hoặc advanced.'],
      [multipartForm(courseData({ categoryId: '00000000-0000-7000-8000-000000000000' })), 400, 'Danh mục đã chọn không tồn tại.'],
      [multipartForm(courseData({ sections: 'abc' })), 400, 'Giáo trình (sections) phải là một danh sách.'],
      [multipartForm(courseData({ sections: [{ title: 'x', lectures: [1] }] })), 400, 'Mỗi bài giảng phải là một đối tượng.'],
      [multipartForm(courseData(), { courseThumbnail: Buffer.from('không phải ảnh') }), 400, /phải là tệp JPG, PNG, WebP, GIF hoặc AVIF hợp lệ/],
      [multipartForm(courseData(), { 'lectureThumbnails[la]': png }), 400, 'Ảnh bài giảng được gửi kèm không khớp với bài giảng nào (thumbnailKey).'],
    ];
    for (const [form, status, message] of cases) {
      const result = await send(teacher.client, 'POST', '/api/courses', form as FormData);
      expect(result.status, JSON.stringify(result.body)).toBe(status);
      if (typeof message === 'string') expect(result.body.message).toBe(message);
      else expect(result.body.message).toMatch(message);
    }
    const json = await teacher.client.post('/api/courses', courseData());
    expect(json).toMatchObject({ status: 415, body: { message: 'Yêu cầu phải gửi dạng multipart/form-data.' } });
    const broken = await teacher.client.request('POST', '/api/courses', undefined, {
      rawBody: '--x\r\nContent-Disposition: form-data; name="data"\r\n\r\n{',
      contentType: 'multipart/form-data; boundary=x',
    });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
    const big = await send(teacher.client, 'POST', '/api/courses', multipartForm(courseData(), { courseThumbnail: Buffer.alloc(6 * 1024 * 1024) }));
    expect(big).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(await t.prisma.course.count({ where: { title: '' } })).toBe(0);
  });

  it('never answers 5xx to generated course and review bodies', async () => {
    const course = await createDraft();
    const value = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.object({ maxDepth: 2 }));
    const lecture = fc.dictionary(fc.constantFrom('_id', 'title', 'description', 'isFreePreview', 'mediaAssetId', 'durationSeconds', 'thumbnailKey'), value, { maxKeys: 5 });
    const section = fc.record({
      _id: fc.option(fc.string(), { nil: undefined }),
      title: fc.oneof(fc.string(), value),
      lectures: fc.oneof(fc.array(lecture, { maxLength: 3 }), value),
    });
    const data = fc.oneof(
      fc.record({
        ...Object.fromEntries(Object.entries(courseData()).map(([key, v]) => [key, fc.oneof(fc.constant(v), value)])),
        sections: fc.oneof(fc.array(section, { maxLength: 3 }), value),
      }),
      fc.jsonValue({ maxDepth: 3 }),
    );
    await fc.assert(
      fc.asyncProperty(data, async (body) => {
        for (const [method, path] of [
          ['POST', '/api/courses'],
          ['PUT', `/api/instructor/me/courses/${course._id}`],
          ['POST', '/api/admin/courses'],
        ]) {
          const result = await send(method === 'POST' && path.startsWith('/api/admin') ? admin : teacher.client, method, path, multipartForm(body));
          expect(result.status, `${method} ${path} ${JSON.stringify(body).slice(0, 300)} → ${JSON.stringify(result.body)}`).toBeLessThan(500);
          if (result.status >= 400) expect(typeof result.body.message).toBe('string');
        }
      }),
      { numRuns: 40 },
    );
  });
});
