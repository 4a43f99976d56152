import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CatalogueCache } from '../src/courses/catalogue-cache';
import { createCategory, insertCourse } from './helpers/catalogue';
import { createUser, signedInClient } from './helpers/factories';
import { HttpClient } from './helpers/http-client';
import { startTestApp, TestApp } from './helpers/test-app';

/** One GET as it comes off the wire: the body's bytes as sent (gzip stays gzip) and every header. */
function rawGet(baseUrl: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${baseUrl}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

const withoutDate = ({ date: _date, ...headers }: http.IncomingHttpHeaders) => headers;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CATALOGUE_CACHE_SECONDS: '60' });
});
afterAll(async () => {
  await t?.close();
});

describe('catalogue cache', () => {
  it('serves the public list from memory, and an approval through the API shows at once', async () => {
    const anonymous = new HttpClient(t.baseUrl);
    const admin = (await signedInClient(t.baseUrl, t.prisma, { role: 'admin' })).client;
    const instructor = await createUser(t.prisma, { role: 'instructor' });
    const category = await createCategory(t.prisma);
    const listOfCategory = async () => ((await anonymous.get(`/api/courses?category=${category.slug}`)).body.courses as { _id: string }[]).map((course) => course._id);

    const first = await insertCourse(t.prisma, { instructorId: instructor.id, categoryId: category.id });
    expect(await listOfCategory()).toEqual([first.id]);
    const originalTitle = (await anonymous.get(`/api/courses/${first.slug}`)).body.course.title;
    // Written behind the API's back: the cached answer stands.
    const pending = await insertCourse(t.prisma, { instructorId: instructor.id, categoryId: category.id, status: 'pending' });
    await t.prisma.course.update({ where: { id: first.id }, data: { title: 'Đổi tên ngoài API' } });
    expect((await anonymous.get(`/api/courses/${first.slug}`)).body.course.title).toBe(originalTitle);
    expect(await listOfCategory()).toEqual([first.id]);

    expect((await admin.put(`/api/admin/courses/${pending.id}/review`, { action: 'approve' })).status).toBe(200);
    expect((await listOfCategory()).sort()).toEqual([first.id, pending.id].sort());
    expect((await anonymous.get(`/api/courses/${first.slug}`)).body.course.title).toBe('Đổi tên ngoài API');
  });

  it('answers a cached list or page with the same bytes and headers as the handler, until a course write', async () => {
    const cache = t.app.get(CatalogueCache);
    const handlerReads = vi.spyOn(cache, 'get');
    const instructor = await createUser(t.prisma, { role: 'instructor' });
    const category = await createCategory(t.prisma);
    const courses = [];
    for (let i = 0; i < 4; i += 1) courses.push(await insertCourse(t.prisma, { instructorId: instructor.id, categoryId: category.id, lectures: 8 }));
    const listPath = `/api/courses?category=${category.slug}&limit=12`;
    const pagePath = `/api/courses/${courses[0].slug}`;
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };

    for (const path of [listPath, pagePath]) {
      for (const headers of [{}, browser]) {
        cache.clear();
        const fromHandler = await rawGet(t.baseUrl, path, headers);
        const reads = handlerReads.mock.calls.length;
        const fromCache = await rawGet(t.baseUrl, path, headers);
        // Answered before the handler: the catalogue service did not ask the cache.
        expect(handlerReads.mock.calls.length).toBe(reads);
        expect(fromHandler.status).toBe(200);
        expect(fromCache.status).toBe(200);
        expect(withoutDate(fromCache.headers)).toEqual(withoutDate(fromHandler.headers));
        expect(fromCache.body.equals(fromHandler.body)).toBe(true);
      }
    }
    const gzipped = await rawGet(t.baseUrl, listPath, browser);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzipped.body).toString()).courses).toHaveLength(4);

    // A signed-in student's page says whether they are enrolled: never the visitors' cached bytes.
    const student = await signedInClient(t.baseUrl, t.prisma);
    await t.prisma.enrollment.create({ data: { userId: student.user.id, courseId: courses[0].id, source: 'purchase' } });
    expect((await student.client.get(pagePath)).body.course.isEnrolled).toBe(true);
    expect(JSON.parse((await rawGet(t.baseUrl, pagePath)).body.toString()).course.isEnrolled).toBe(false);

    // Renamed behind the API's back: the cached bytes stand until a course write through the API.
    await t.prisma.course.update({ where: { id: courses[0].id }, data: { title: 'Tên mới sau khi sửa' } });
    expect(JSON.parse((await rawGet(t.baseUrl, pagePath)).body.toString()).course.title).toBe(courses[0].title);
    const admin = (await signedInClient(t.baseUrl, t.prisma, { role: 'admin' })).client;
    const pending = await insertCourse(t.prisma, { instructorId: instructor.id, categoryId: category.id, status: 'pending' });
    expect((await admin.put(`/api/admin/courses/${pending.id}/review`, { action: 'approve' })).status).toBe(200);
    for (const headers of [{}, browser]) {
      const page = await rawGet(t.baseUrl, pagePath, headers);
      const text = (headers === browser ? zlib.gunzipSync(page.body) : page.body).toString();
      expect(JSON.parse(text).course.title).toBe('Tên mới sau khi sửa');
    }
    expect(JSON.parse((await rawGet(t.baseUrl, listPath)).body.toString()).courses).toHaveLength(5);
  });
});
