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
