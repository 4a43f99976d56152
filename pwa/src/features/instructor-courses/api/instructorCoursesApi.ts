import type { ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export type InstructorCourseList = ApiResponse<'/api/instructor/me/courses', 'get'>;
export type InstructorCourseItem = InstructorCourseList['courses'][number];
export type EditableCourse = ApiResponse<'/api/instructor/me/courses/{id}', 'get'>['course'];
export type CourseStatus = InstructorCourseItem['status'];

/** SPEC §9: 10 courses per page for instructors. */
export const INSTRUCTOR_PAGE_SIZE = 10;

export function listMyCourses(query: { page: number; status?: CourseStatus; search?: string }): Promise<InstructorCourseList> {
  return unwrap(apiClient.GET('/api/instructor/me/courses', { params: { query: { ...query, limit: INSTRUCTOR_PAGE_SIZE } } }));
}

export async function fetchMyCourse(id: string): Promise<EditableCourse> {
  return (await unwrap(apiClient.GET('/api/instructor/me/courses/{id}', { params: { path: { id } } }))).course;
}

// The typed bodies describe the multipart fields; the serializer hands fetch the real FormData.
export async function createCourse(form: FormData): Promise<EditableCourse> {
  return (await unwrap(apiClient.POST('/api/courses', { body: form as never, bodySerializer: () => form }))).course;
}

export async function updateMyCourse(id: string, form: FormData): Promise<EditableCourse> {
  return (await unwrap(apiClient.PUT('/api/instructor/me/courses/{id}', { params: { path: { id } }, body: form as never, bodySerializer: () => form }))).course;
}

export async function togglePublish(id: string): Promise<InstructorCourseItem> {
  return (await unwrap(apiClient.PATCH('/api/instructor/me/courses/{id}/toggle-publish', { params: { path: { id } } }))).course;
}

export async function deleteMyCourse(id: string): Promise<void> {
  await unwrap(apiClient.DELETE('/api/instructor/me/courses/{id}', { params: { path: { id } } }));
}
