import { expect } from 'vitest';
import { insertCourse } from './catalogue';
import { signedInClient } from './factories';
import type { HttpClient } from './http-client';
import type { TestApp } from './test-app';

// What the Q&A tests share: courses with lectures, students, questions asked through the API.

/** A published course of `instructorId` with three lectures, written straight to the database. */
export async function courseWithLectures(t: TestApp, options: { instructorId: string; categoryId: string }) {
  const course = await insertCourse(t.prisma, { ...options, lectures: 3 });
  const lectures = await t.prisma.lecture.findMany({ where: { section: { courseId: course.id } }, orderBy: { position: 'asc' }, select: { id: true } });
  return { id: course.id, slug: course.slug, title: course.title, lectureIds: lectures.map((lecture) => lecture.id) };
}
export type QuestionCourse = Awaited<ReturnType<typeof courseWithLectures>>;

export async function signedInStudent(t: TestApp, name = 'Học viên Test') {
  const { client, user } = await signedInClient(t.baseUrl, t.prisma, { name });
  return { client, id: user.id };
}

/** A student enrolled straight in the database (an admin grant), for speed. */
export async function enrolledStudent(t: TestApp, course: { id: string }, name?: string) {
  const who = await signedInStudent(t, name);
  await t.prisma.enrollment.create({ data: { userId: who.id, courseId: course.id, source: 'admin_grant' } });
  return who;
}

/** Asks through the API; the new question's id. */
export async function askedQuestion(client: HttpClient, course: { id: string }, body: Record<string, unknown> = { title: 'Câu hỏi', body: 'Nội dung' }): Promise<string> {
  const created = await client.post(`/api/courses/${course.id}/questions`, body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.question._id;
}
