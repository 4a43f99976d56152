import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCourse, multipartForm, pngImage, uniqueToken } from './helpers/catalogue';
import { signedInClient } from './helpers/factories';
import { HttpClient } from './helpers/http-client';
import { startTestApp, TestApp } from './helpers/test-app';

let t: TestApp;
let anonymous: HttpClient;
let admin: HttpClient;
let instructorId: string;

beforeAll(async () => {
  t = await startTestApp();
  anonymous = new HttpClient(t.baseUrl);
  admin = (await signedInClient(t.baseUrl, t.prisma, { role: 'admin' })).client;
  instructorId = (await signedInClient(t.baseUrl, t.prisma, { role: 'instructor' })).user.id;
});
afterAll(async () => {
  await t?.close();
});

const send = (method: string, path: string, form: FormData) => admin.request(method, path, undefined, { rawBody: form });

describe('categories', () => {
  it('creates with a Vietnamese slug, refuses duplicates, renames, toggles and filters by isActive', async () => {
    const token = uniqueToken('dm');
    const created = await admin.post('/api/categories', { name: `Quảng cáo Đa kênh ${token}`, description: 'Mô tả' });
    expect(created.status).toBe(201);
    const category = created.body.category;
    expect(category).toMatchObject({ name: `Quảng cáo Đa kênh ${token}`, slug: `quang-cao-da-kenh-${token}`, isActive: true, coursesCount: 0, description: 'Mô tả' });

    expect(await admin.post('/api/categories', { name: `Quảng cáo Đa kênh ${token}` })).toMatchObject({
      status: 409,
      body: { code: 'CATEGORY_NAME_TAKEN', message: 'Tên danh mục đã tồn tại. Vui lòng chọn tên khác.' },
    });
    // Same slug from a different name: numbered.
    const twin = await admin.post('/api/categories', { name: `Quảng cáo đa kênh! ${token}` });
    expect(twin.body.category.slug).toBe(`quang-cao-da-kenh-${token}-2`);
    expect(await admin.post('/api/categories', { name: '  ' })).toMatchObject({ status: 400, body: { message: 'Vui lòng nhập tên danh mục.' } });

    const renamed = await admin.put(`/api/categories/${category._id}`, { name: `SEO ${token}` });
    expect(renamed.body.category).toMatchObject({ name: `SEO ${token}`, slug: `seo-${token}`, description: 'Mô tả' });
    expect(await admin.put(`/api/categories/${category._id}`, { name: twin.body.category.name })).toMatchObject({ status: 409 });

    const toggled = await admin.patch(`/api/categories/${category._id}/toggle-active`);
    expect(toggled.body.category.isActive).toBe(false);
    const inactive = await anonymous.get('/api/categories?isActive=false');
    expect(inactive.body.categories.map((c: { _id: string }) => c._id)).toContain(category._id);
    const active = await anonymous.get('/api/categories?isActive=true');
    expect(active.body.categories.map((c: { _id: string }) => c._id)).not.toContain(category._id);
    expect((await anonymous.get('/api/categories')).body.categories.length).toBeGreaterThanOrEqual(2);
    expect(await anonymous.get('/api/categories?isActive=co')).toMatchObject({ status: 400, body: { message: 'Tham số isActive phải là true hoặc false.' } });
  });

  it('refuses to delete a category that has courses, deletes an empty one, 404 for unknown ids', async () => {
    const used = (await admin.post('/api/categories', { name: `Có khóa ${uniqueToken()}` })).body.category;
    await insertCourse(t.prisma, { instructorId, categoryId: used._id, status: 'draft' });
    expect(await admin.delete(`/api/categories/${used._id}`)).toMatchObject({
      status: 409,
      body: { code: 'CATEGORY_HAS_COURSES', message: expect.stringContaining('Không thể xóa danh mục đang có khóa học') },
    });
    const empty = (await admin.post('/api/categories', { name: `Trống ${uniqueToken()}` })).body.category;
    expect(await admin.delete(`/api/categories/${empty._id}`)).toMatchObject({ status: 200, body: { _id: empty._id } });
    expect(await admin.delete(`/api/categories/${empty._id}`)).toMatchObject({ status: 404, body: { code: 'CATEGORY_NOT_FOUND', message: 'Không tìm thấy danh mục.' } });
    expect(await admin.patch('/api/categories/0190a6c2-7c4e-7000-8000-000000000000/toggle-active')).toMatchObject({ status: 404 });
  });
});

function toolData(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Phần mềm làm video AI Veo3 Max Ultra',
    shortDescription: 'Tạo video bằng AI',
    description: 'Chi tiết',
    isActive: true,
    plans: [
      { name: 'Gói năm', price: 2_990_000, durationDays: 365, features: ['Không giới hạn'] },
      { name: 'Gói tháng', price: 390_000, durationDays: 30, features: ['100 video'] },
    ],
    ...overrides,
  };
}

describe('tools', () => {
  it('creates with a thumbnail, lists active tools with search or searchTerm, shows plans in order, edits and deletes', async () => {
    const token = uniqueToken('tool');
    const created = await send('POST', '/api/tools', multipartForm(toolData({ name: `Phần mềm làm video AI ${token}` }), { thumbnail: await pngImage(1000, 1000) }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const tool = created.body.tool;
    expect(tool).toMatchObject({ slug: `phan-mem-lam-video-ai-${token}`, isActive: true, priceFrom: 390000, currency: 'VND', plansCount: 2 });
    expect(tool.plans.map((p: { name: string }) => p.name)).toEqual(['Gói năm', 'Gói tháng']);
    const image = await fetch(t.baseUrl + tool.thumbnailUrl);
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({ width: 800, height: 450, format: 'webp' });

    const hidden = (await send('POST', '/api/tools', multipartForm(toolData({ name: `Ẩn ${token}`, isActive: false })))).body.tool;
    const listed = await anonymous.get(`/api/tools?searchTerm=${token}`);
    expect(listed.body.tools.map((x: { _id: string }) => x._id)).toEqual([tool._id]);
    expect(listed.body.pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 1, limit: 12 });
    expect((await anonymous.get(`/api/tools?search=${token}`)).body.tools).toHaveLength(1);
    const adminList = await admin.get(`/api/admin/tools?search=${token}`);
    expect(adminList.body.tools.map((x: { _id: string }) => x._id).sort()).toEqual([tool._id, hidden._id].sort());
    expect(await anonymous.get(`/api/tools/detail/${hidden.slug}`)).toMatchObject({ status: 404, body: { code: 'TOOL_NOT_FOUND', message: 'Không tìm thấy phần mềm.' } });

    const detail = await anonymous.get(`/api/tools/detail/${tool.slug}`);
    expect(detail.body.tool.plans[1]).toEqual({ _id: expect.any(String), name: 'Gói tháng', price: 390000, durationDays: 30, features: ['100 video'] });

    // Edit: reorder, keep the monthly plan's id, drop the yearly one, add a new one.
    const [yearly, monthly] = tool.plans;
    const edited = await send(
      'PUT',
      `/api/tools/${tool._id}`,
      multipartForm(
        toolData({
          name: `Đổi tên ${token}`,
          plans: [
            { name: 'Gói tuần', price: 120000, durationDays: 7, features: [] },
            { ...monthly, price: 350000 },
          ],
        }),
      ),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.tool).toMatchObject({ slug: tool.slug, name: `Đổi tên ${token}`, thumbnailUrl: tool.thumbnailUrl, priceFrom: 120000 });
    expect(edited.body.tool.plans.map((p: { _id: string; name: string }) => p.name)).toEqual(['Gói tuần', 'Gói tháng']);
    expect(edited.body.tool.plans[1]._id).toBe(monthly._id);
    expect(await t.prisma.toolPlan.findUnique({ where: { id: yearly._id } })).toBeNull();
    const foreignPlan = await send('PUT', `/api/tools/${hidden._id}`, multipartForm(toolData({ plans: [{ ...monthly }] })));
    expect(foreignPlan).toMatchObject({ status: 400, body: { code: 'PLAN_NOT_IN_TOOL' } });

    expect(await admin.delete(`/api/tools/${tool._id}`)).toMatchObject({ status: 200, body: { _id: tool._id } });
    expect((await fetch(t.baseUrl + tool.thumbnailUrl)).status).toBe(404);
    expect(await admin.delete(`/api/tools/${tool._id}`)).toMatchObject({ status: 404 });
  });

  it('pages the public list and refuses bad tool forms with Vietnamese messages', async () => {
    const token = uniqueToken('trang');
    for (let i = 0; i < 3; i++) await send('POST', '/api/tools', multipartForm(toolData({ name: `Trang ${token} ${i}` })));
    const second = await anonymous.get(`/api/tools?searchTerm=${token}&limit=2&page=2`);
    expect(second.body.pagination).toEqual({ currentPage: 2, totalPages: 2, totalItems: 3, limit: 2 });
    expect(second.body.tools).toHaveLength(1);

    const cases: [FormData, string][] = [
      [multipartForm(toolData({ name: '' })), 'Vui lòng nhập tên phần mềm.'],
      [multipartForm(toolData({ plans: [{ name: 'x', price: -5, durationDays: 30 }] })), 'Giá gói phải là số nguyên VND không âm.'],
      [multipartForm(toolData({ plans: [{ name: 'x', price: 5, durationDays: 0 }] })), 'Thời hạn gói phải là số ngày từ 1 đến 36500.'],
      [multipartForm(toolData(), { thumbnail: Buffer.from('<svg/>') }), 'Ảnh đại diện phần mềm phải là tệp JPG, PNG, WebP, GIF hoặc AVIF hợp lệ.'],
      [multipartForm('nope'), 'Dữ liệu JSON không hợp lệ.'],
    ];
    for (const [form, message] of cases) {
      const result = await send('POST', '/api/tools', form);
      expect(result, message).toMatchObject({ status: 400, body: { message } });
    }
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.dictionary(fc.constantFrom('name', 'shortDescription', 'description', 'isActive', 'plans'), fc.jsonValue({ maxDepth: 2 }))),
        async (body) => {
          const result = await send('POST', '/api/tools', multipartForm(body));
          expect(result.status, `${JSON.stringify(body)} → ${JSON.stringify(result.body)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
  });
});
