import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, insertCourse } from './helpers/catalogue';
import { createUser, signedInClient } from './helpers/factories';
import { HttpClient } from './helpers/http-client';
import { startTestApp, TestApp } from './helpers/test-app';

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
});
