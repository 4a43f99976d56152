import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { accessToken, DEMO, newStudent } from './api';

// What a learner journey sets up through the API before the browser takes over: a new student, a
// course granted by the admin, and the face check's course access token (learning.spec.ts walks the
// camera screen itself; the other journeys start past it).

const FACE_PHOTO = path.resolve(import.meta.dirname, '../../backend/test/fixtures/faces/person-a-1.jpg');

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A new verified student, signed in through the API: their login, token and id. */
export async function signedUpStudent(request: APIRequestContext, name: string) {
  const account = await newStudent(request, name);
  const login = await request.post('/api/auth/login', { data: account });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken: token, user } = (await login.json()) as { accessToken: string; user: { _id: string } };
  return { account, token, userId: user._id };
}

/** The course given to the student by the demo admin (an admin grant, as support staff do). */
export async function grantCourse(request: APIRequestContext, userId: string, courseId: string): Promise<void> {
  const admin = await accessToken(request, DEMO.admin);
  const granted = await request.post('/api/admin/enrollments', { headers: bearer(admin), data: { userId, courseId } });
  expect(granted.status(), await granted.text()).toBe(201);
}

/**
 * Passes the course's face check through the API with the fixture photo and hands the course access
 * token to every page of `context`, where the player keeps it (sessionStorage), so the player opens
 * without the camera screen. Returns that token (the X-Course-Access-Token header of the learning API).
 */
export async function passFaceCheck(request: APIRequestContext, context: BrowserContext, student: { token: string; userId: string }, courseId: string): Promise<string> {
  const verified = await request.post('/api/learn/verify-access', {
    headers: bearer(student.token),
    multipart: { courseId, faceImage: { name: 'face.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(FACE_PHOTO) } },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const { accessToken: courseAccess, expiresAt } = (await verified.json()) as { accessToken: string; expiresAt: string };
  await context.addInitScript(({ key, value }) => sessionStorage.setItem(key, value), {
    key: `course-access:${student.userId}:${courseId}`,
    value: JSON.stringify({ token: courseAccess, expiresAt }),
  });
  return courseAccess;
}

/**
 * The course bought with the student's own money, as the refund policy covers: a wallet deposit by the
 * demo bank transfer, then the course paid from the wallet. Returns the paid order's id and total.
 */
export async function buyCourseFromWallet(request: APIRequestContext, student: { token: string }, courseId: string): Promise<{ orderId: string; total: number }> {
  const headers = bearer(student.token);
  const items = [{ kind: 'course', id: courseId }];
  const quoted = await request.post('/api/orders/quote', { headers, data: { items } });
  expect(quoted.status(), await quoted.text()).toBe(201);
  const { total } = (await quoted.json()) as { total: number };
  expect(total, 'a paid course (a free one cannot be refunded)').toBeGreaterThan(0);
  const deposit = await request.post('/api/wallet/deposit', { headers, data: { amount: total } });
  expect(deposit.status(), await deposit.text()).toBe(201);
  const { code } = ((await deposit.json()) as { deposit: { code: string } }).deposit;
  const transfer = await request.post('/api/payments/demo/simulate-transfer', { headers, data: { code } });
  expect(transfer.status(), await transfer.text()).toBe(200);
  const purchase = await request.post('/api/wallet/purchase', { headers, data: { items } });
  expect(purchase.status(), await purchase.text()).toBe(201);
  const { order } = (await purchase.json()) as { order: { _id: string; status: string } };
  expect(order.status).toBe('paid');
  return { orderId: order._id, total };
}

/** The student asks for the whole order back to the wallet, and the demo admin refunds it in full: the course's access ends. */
export async function refundInFull(request: APIRequestContext, student: { token: string }, orderId: string): Promise<void> {
  const asked = await request.post(`/api/orders/${orderId}/refund-request`, {
    headers: bearer(student.token),
    data: { reason: 'Khóa học không phù hợp với công việc hiện tại của tôi.', method: 'wallet' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const admin = await accessToken(request, DEMO.admin);
  const refunded = await request.post(`/api/admin/orders/${orderId}/refunds`, {
    headers: bearer(admin),
    data: { method: 'wallet', idempotencyKey: `e2e-${orderId}` },
  });
  expect(refunded.status(), await refunded.text()).toBe(200);
  const { refund } = (await refunded.json()) as { refund: { lines: { accessRevoked: boolean }[] } };
  expect(refund.lines.every((line) => line.accessRevoked)).toBe(true);
}
