import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, insertCourse } from './helpers/catalogue';
import { signedInClient } from './helpers/factories';
import { HttpClient } from './helpers/http-client';
import { deliverWebhook, SEPAY_API_KEY, sepayTransfer } from './helpers/money';
import { startTestApp, TestApp } from './helpers/test-app';

// Certificates of completion (issue 31, docs/learning.md "Certificates"), through the API and the
// public page on a real database; the PDF read back by Debian's pdftotext, its QR code by zbarimg.

let t: TestApp;
let admin: HttpClient;
let instructor: { client: HttpClient; id: string };
let categoryId: string;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hvm-cert-test-'));

beforeAll(async () => {
  t = await startTestApp({ SEPAY_API_KEY, PAYMENT_DEMO_MODE: 'true', PUBLIC_URL: 'https://hocvienmarketing.vn' });
  admin = (await signedInClient(t.baseUrl, t.prisma, { role: 'admin' })).client;
  const own = await signedInClient(t.baseUrl, t.prisma, { role: 'instructor', name: 'Trần Quốc Tuấn' });
  instructor = { client: own.client, id: own.user.id };
  categoryId = (await createCategory(t.prisma)).id;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

async function newCourse(title?: string, lectures = 3) {
  const course = await insertCourse(t.prisma, { instructorId: instructor.id, categoryId, lectures, title });
  await t.prisma.course.update({ where: { id: course.id }, data: { durationSeconds: 9000 } });
  const rows = await t.prisma.lecture.findMany({ where: { section: { courseId: course.id } }, orderBy: { position: 'asc' }, select: { id: true } });
  return { id: course.id, slug: course.slug, title: course.title, lectureIds: rows.map((row) => row.id) };
}
type Course = Awaited<ReturnType<typeof newCourse>>;

async function enrolledStudent(course: Course, name = 'Học viên Test') {
  const { client, user } = await signedInClient(t.baseUrl, t.prisma, { name });
  await t.prisma.enrollment.create({ data: { userId: user.id, courseId: course.id, source: 'admin_grant' } });
  return { client, id: user.id };
}
type Student = { client: HttpClient; id: string };

const updateId = () => `tien-do-${crypto.randomUUID()}`;
const complete = (who: Student, course: Course, lectureId: string, id = updateId()) =>
  who.client.post('/api/learn/progress/update', { courseId: course.id, lectureId, updateId: id, positionSeconds: 60, completed: true });

async function completeAll(who: Student, course: Course) {
  for (const lectureId of course.lectureIds) expect((await complete(who, course, lectureId)).status).toBe(200);
}

const certificateOf = (who: Student, course: Course) => t.prisma.certificate.findUnique({ where: { userId_courseId: { userId: who.id, courseId: course.id } } });

async function pdfOf(code: string): Promise<{ status: number; file: string; type: string | null }> {
  const response = await fetch(`${t.baseUrl}/api/certificates/${code}/pdf`);
  const file = path.join(work, `${code}.pdf`);
  fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return { status: response.status, file, type: response.headers.get('content-type') };
}

const page = (code: string) => new HttpClient(t.baseUrl).get<string>(`/certificates/${encodeURIComponent(code)}`);

describe('issuing', () => {
  it('issues nothing before the last lecture, then exactly one certificate under 20 racing final updates (single and batch, replays among them)', async () => {
    const course = await newCourse();
    const who = await enrolledStudent(course);
    await complete(who, course, course.lectureIds[0]);
    await complete(who, course, course.lectureIds[1]);
    expect(await certificateOf(who, course)).toBeNull();
    expect((await who.client.get('/api/certificates/mine')).body.certificates).toEqual([]);

    const last = course.lectureIds[2];
    const replayed = updateId();
    const racing = Array.from({ length: 20 }, (_, index) => {
      const id = index % 5 === 0 ? replayed : updateId();
      return index % 2 === 0
        ? complete(who, course, last, id)
        : who.client.post('/api/learn/progress/batch', { updates: [{ courseId: course.id, lectureId: last, updateId: id, positionSeconds: 90, completed: true }] });
    });
    const answers = await Promise.all(racing);
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await t.prisma.certificate.count({ where: { userId: who.id, courseId: course.id } })).toBe(1);

    const mine = await who.client.get('/api/certificates/mine');
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ fullName: 'Học viên Test', nameConfirmed: false });
    expect(mine.body.certificates).toHaveLength(1);
    const [certificate] = mine.body.certificates;
    expect(certificate).toMatchObject({ courseId: course.id, courseTitle: course.title, instructorName: 'Trần Quốc Tuấn', revoked: false, durationSeconds: 9000 });
    expect(certificate.code).toMatch(/^HVM-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(certificate.verifyUrl).toBe(`https://hocvienmarketing.vn/certificates/${certificate.code}`);

    // More progress on a complete course (rewatching) changes nothing.
    expect((await complete(who, course, course.lectureIds[0])).status).toBe(200);
    expect(await t.prisma.certificate.count({ where: { userId: who.id } })).toBe(1);
  });
});

describe('the name and the PDF', () => {
  it('prints the confirmed full name (NFC) and the course title exactly, and a QR code of the verification address', async () => {
    const course = await newCourse('Quảng cáo Facebook thực chiến: tối ưu chuyển đổi');
    const who = await enrolledStudent(course, 'nguyen thi anh tuyet');
    await completeAll(who, course);

    // Corrected once, typed decomposed (NFD) as some keyboards send it: stored composed.
    const typed = '  Nguyễn  Thị Ánh Tuyết '.normalize('NFD');
    const confirmed = await who.client.put('/api/certificates/name', { fullName: typed });
    expect(confirmed).toMatchObject({ status: 200, body: { fullName: 'Nguyễn Thị Ánh Tuyết', nameConfirmed: true } });
    expect((await certificateOf(who, course))!.recipientName).toBe('Nguyễn Thị Ánh Tuyết'.normalize('NFC'));
    // The same name again is done already; another is refused.
    expect((await who.client.put('/api/certificates/name', { fullName: 'Nguyễn Thị Ánh Tuyết' })).status).toBe(200);
    expect(await who.client.put('/api/certificates/name', { fullName: 'Nguyễn Ánh' })).toMatchObject({
      status: 409,
      body: { code: 'CERTIFICATE_NAME_CONFIRMED', message: 'Bạn đã xác nhận họ tên trên chứng chỉ. Vui lòng liên hệ hỗ trợ nếu cần sửa.' },
    });

    const { code } = (await certificateOf(who, course))!;
    const started = performance.now();
    const pdf = await pdfOf(code);
    const elapsed = performance.now() - started;
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdf.file, '-'], { encoding: 'utf8' });
    const lines = text.split('\n').map((line) => line.trim());
    expect(lines).toContain('Nguyễn Thị Ánh Tuyết');
    expect(lines).toContain('Quảng cáo Facebook thực chiến: tối ưu chuyển đổi');
    expect(text).toContain('Giảng viên: Trần Quốc Tuấn');
    expect(text).toMatch(/Ngày hoàn thành: \d{2}\/\d{2}\/\d{4}/);
    expect(text).toContain('Tổng thời lượng: 2,5 giờ');
    expect(text).toContain(`Mã xác thực: ${code}`);
    // A4 landscape.
    expect(execFileSync('pdfinfo', [pdf.file], { encoding: 'utf8' })).toMatch(/Page size:\s+841\.89 x 595\.28 pts \(A4\)/);

    execFileSync('pdftoppm', ['-png', '-r', '110', '-singlefile', pdf.file, path.join(work, code)]);
    const decoded = execFileSync('zbarimg', ['--raw', '-q', path.join(work, `${code}.png`)], { encoding: 'utf8' }).trim();
    expect(decoded).toBe(`https://hocvienmarketing.vn/certificates/${code}`);
    console.info(`certificate PDF: ${fs.statSync(pdf.file).size} bytes, fetched in ${elapsed.toFixed(0)} ms`);

    // Certificates issued after the confirmation carry it too.
    const second = await newCourse();
    await t.prisma.enrollment.create({ data: { userId: who.id, courseId: second.id, source: 'admin_grant' } });
    await completeAll(who, second);
    expect((await certificateOf(who, second))!.recipientName).toBe('Nguyễn Thị Ánh Tuyết');
  });

  it('refuses a bad name with a Vietnamese message, and a malformed or unknown code', async () => {
    const { client } = await signedInClient(t.baseUrl, t.prisma);
    expect(await client.put('/api/certificates/name', { fullName: ' ' })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'Họ và tên trên chứng chỉ phải dài từ 2 đến 120 ký tự.' },
    });
    expect(await client.put('/api/certificates/name', { fullName: '<b>Tên</b>' })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'Họ và tên chỉ gồm chữ cái, khoảng trắng, dấu gạch ngang, dấu chấm hoặc dấu nháy.' },
    });
    expect(await client.put('/api/certificates/name', { fullName: 'A'.repeat(121) })).toMatchObject({ status: 400 });
    expect(await client.put('/api/certificates/name', {})).toMatchObject({ status: 400, body: { message: 'Họ và tên trên chứng chỉ phải dài từ 2 đến 120 ký tự.' } });
    expect(await new HttpClient(t.baseUrl).put('/api/certificates/name', { fullName: 'Nguyễn Văn A' })).toMatchObject({ status: 401 });

    expect(await new HttpClient(t.baseUrl).get('/api/certificates/khong-phai-ma/pdf')).toMatchObject({
      status: 400,
      body: { code: 'CERTIFICATE_CODE_INVALID', message: 'Mã chứng chỉ không hợp lệ.' },
    });
    expect(await new HttpClient(t.baseUrl).get('/api/certificates/HVM-00000-00000/pdf')).toMatchObject({
      status: 404,
      body: { code: 'CERTIFICATE_NOT_FOUND', message: 'Không tìm thấy chứng chỉ.' },
    });
  });
});

describe('the public verification page', () => {
  it('confirms the certificate with JSON-LD, share and LinkedIn links, every value escaped', async () => {
    const hostileTitle = '</script><script>alert("khóa")</script> & <b>Ads</b>';
    const course = await newCourse(hostileTitle);
    const who = await enrolledStudent(course, '<img src=x onerror=alert(1)> Lê "Hoa"');
    await completeAll(who, course);
    const { code } = (await certificateOf(who, course))!;

    const shown = await page(code);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toContain('text/html');
    const html = shown.body;
    expect(html).toContain('Chứng chỉ hợp lệ');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>Ads</b>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; Lê &quot;Hoa&quot;');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(&quot;khóa&quot;)&lt;/script&gt; &amp; &lt;b&gt;Ads&lt;/b&gt;');
    expect(html).toContain('Trần Quốc Tuấn');

    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const jsonLd = JSON.parse(scripts[0][1]);
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'certificate',
      identifier: code,
      url: `https://hocvienmarketing.vn/certificates/${code}`,
      about: { '@type': 'Course', name: hostileTitle },
    });

    const verifyUrl = encodeURIComponent(`https://hocvienmarketing.vn/certificates/${code}`);
    expect(html).toContain(`https://www.facebook.com/sharer/sharer.php?u=${verifyUrl}`);
    expect(html).toContain(`https://www.linkedin.com/sharing/share-offsite/?url=${verifyUrl}`);
    const addToProfile = html.match(/href="(https:\/\/www\.linkedin\.com\/profile\/add\?[^"]+)"/)![1].replace(/&amp;/g, '&');
    const query = new URL(addToProfile).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      startTask: 'CERTIFICATION_NAME',
      name: hostileTitle,
      organizationName: 'Học viện Marketing',
      issueYear: String(new Date().getFullYear()),
      certUrl: `https://hocvienmarketing.vn/certificates/${code}`,
      certId: code,
    });
    expect(Number(query.get('issueMonth'))).toBeGreaterThanOrEqual(1);

    // The code is read in any case.
    expect((await page(code.toLowerCase())).status).toBe(200);
  });

  it('answers 404 pages for unknown and malformed codes, the code escaped', async () => {
    const unknown = await page('HVM-00000-00000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('Không tìm thấy chứng chỉ');
    const hostile = await page('<script>alert(1)</script>');
    expect(hostile.status).toBe(404);
    expect(hostile.body).not.toContain('<script>alert');
    expect(hostile.body).toContain('&lt;script&gt;');
  });
});

describe('a full refund', () => {
  it('revokes the certificate in the refund; the page says so and the PDF is refused', async () => {
    const course = await newCourse();
    const buyer = await signedInClient(t.baseUrl, t.prisma, { name: 'Phạm Minh Đức' });
    const who = { client: buyer.client, id: buyer.user.id };
    const created = await who.client.post('/api/orders', { items: [{ kind: 'course', id: course.id }], paymentMethod: 'bank_transfer' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { order } = created.body;
    expect((await deliverWebhook(t.baseUrl, sepayTransfer(order.total, `CT DEN ${order.code} thanh toan`))).status).toBe(200);
    await completeAll(who, course);
    const { code } = (await certificateOf(who, course))!;
    expect((await page(code)).status).toBe(200);

    const refunded = await admin.post(`/api/admin/orders/${order._id}/refunds`, { idempotencyKey: `hoan-${crypto.randomUUID()}`, method: 'wallet', reason: 'Học viên đổi ý' });
    expect(refunded.status, JSON.stringify(refunded.body)).toBeLessThan(300);

    const row = (await certificateOf(who, course))!;
    expect(row.revokedAt).not.toBeNull();
    expect(row.revokedReason).toBe('refunded');
    const revoked = await page(code);
    expect(revoked.status).toBe(410);
    expect(revoked.body).toContain('Chứng chỉ đã bị thu hồi');
    expect(revoked.body).not.toContain('application/ld+json');
    expect(await new HttpClient(t.baseUrl).get(`/api/certificates/${code}/pdf`)).toMatchObject({
      status: 410,
      body: { code: 'CERTIFICATE_REVOKED', message: 'Chứng chỉ này đã bị thu hồi.' },
    });
    expect((await who.client.get('/api/certificates/mine')).body.certificates).toMatchObject([{ code, revoked: true }]);
  });
});

describe("a course's certificates", () => {
  it('are counted for its instructor and admins; another instructor gets 404', async () => {
    const course = await newCourse();
    const who = await enrolledStudent(course, 'Võ Thị Sáu');
    await completeAll(who, course);
    const own = await instructor.client.get(`/api/instructor/courses/${course.id}/certificates`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ issuedCount: 1, revokedCount: 0, certificates: [{ recipientName: 'Võ Thị Sáu', revoked: false }] });
    expect((await admin.get(`/api/instructor/courses/${course.id}/certificates`)).body.issuedCount).toBe(1);
    const other = (await signedInClient(t.baseUrl, t.prisma, { role: 'instructor' })).client;
    expect(await other.get(`/api/instructor/courses/${course.id}/certificates`)).toMatchObject({
      status: 404,
      body: { code: 'CERTIFICATE_COURSE_NOT_FOUND', message: 'Không tìm thấy khóa học.' },
    });
  });
});
