import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { latestMailLink, uniqueEmail } from './mailbox';

/** The demo logins seeded into the e2e database (backend/src/seed/demo-accounts.ts). */
export const DEMO = {
  admin: { email: 'admin@hocvienmarketing.vn', password: 'Admin@123' },
  instructor: { email: 'giangvien@hocvienmarketing.vn', password: 'GiangVien@123' },
  student: { email: 'hocvien@hocvienmarketing.vn', password: 'HocVien@123' },
} as const;

/** A bearer token for `account`, through the real sign-in endpoint. */
export async function accessToken(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const response = await request.post('/api/auth/login', { data: account });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Creates an active tool with one plan through the admin API; returns its slug. */
export async function createTool(request: APIRequestContext, token: string, name: string): Promise<string> {
  const data = {
    name,
    shortDescription: `${name}: phần mềm hỗ trợ marketing tự động.`,
    plans: [{ name: 'Gói tháng', price: 199_000, durationDays: 30, features: ['Hỗ trợ 24/7'] }],
  };
  const response = await request.post('/api/tools', { headers: { authorization: `Bearer ${token}` }, multipart: { data: JSON.stringify(data) } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { tool: { slug: string } }).tool.slug;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function json<T>(response: import('@playwright/test').APIResponse, status: number): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** A new active category through the admin API; returns its id. */
export async function createCategory(request: APIRequestContext, adminToken: string, name: string): Promise<string> {
  const body = await json<{ category: { _id: string } }>(await request.post('/api/categories', { headers: bearer(adminToken), data: { name } }), 201);
  return body.category._id;
}

/**
 * A published course made the way people make one: the instructor writes and submits it, the admin
 * approves it. Returns its slug.
 */
export async function publishCourse(request: APIRequestContext, title: string): Promise<string> {
  const admin = await accessToken(request, DEMO.admin);
  const instructor = await accessToken(request, DEMO.instructor);
  const categoryId = await createCategory(request, admin, `Danh mục ${title}`);
  const data = {
    title,
    shortDescription: `${title}: học thực chiến từ con số 0.`,
    price: 499_000,
    categoryId,
    sections: [{ title: 'Chương 1: Khởi động', lectures: [{ title: 'Bài 1: Tổng quan', isFreePreview: true, durationSeconds: 300 }] }],
  };
  const { course } = await json<{ course: { _id: string; slug: string } }>(
    await request.post('/api/courses', { headers: bearer(instructor), multipart: { data: JSON.stringify(data) } }),
    201,
  );
  await json(await request.patch(`/api/instructor/me/courses/${course._id}/toggle-publish`, { headers: bearer(instructor) }), 200);
  await json(await request.put(`/api/admin/courses/${course._id}/review`, { headers: bearer(admin), data: { action: 'approve' } }), 200);
  return course.slug;
}

/** A new student who registered and confirmed the email from the mailbox, ready to sign in. */
export async function newStudent(request: APIRequestContext, name: string): Promise<{ email: string; password: string }> {
  const account = { email: uniqueEmail('hocvien'), password: 'HocVien@123' };
  await json(await request.post('/api/auth/register', { data: { ...account, name, phoneNumber: '0912345678' } }), 201);
  const oobCode = new URL(await latestMailLink(request, account.email, 'verifyEmail')).searchParams.get('oobCode');
  await json(await request.post('/api/auth/email-action', { data: { mode: 'verifyEmail', oobCode } }), 200);
  return account;
}

/** A discount code through the admin API (percentage unless said). */
export async function createDiscount(request: APIRequestContext, adminToken: string, data: { code: string; value: number; type?: 'percentage' | 'fixed_amount' }): Promise<void> {
  await json(await request.post('/api/admin/discounts', { headers: bearer(adminToken), data: { type: 'percentage', ...data } }), 201);
}

/** A bonus code through the admin API. */
export async function createBonusCode(request: APIRequestContext, adminToken: string, data: { code: string; amount: number; validityDays: number }): Promise<void> {
  await json(await request.post('/api/admin/bonus-codes', { headers: bearer(adminToken), data }), 201);
}
