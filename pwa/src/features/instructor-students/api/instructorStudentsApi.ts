import type { ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export type MyStudentList = ApiResponse<'/api/instructor/my-students', 'get'>;
export type MyStudent = MyStudentList['students'][number];

export const STUDENTS_PAGE_SIZE = 10;
/** The most courses the filter offers (the API's largest page). */
const COURSE_OPTIONS_LIMIT = 100;

/** One row per student and course of mine. */
export function listMyStudents(query: { page: number; courseId?: string; search?: string }): Promise<MyStudentList> {
  return unwrap(apiClient.GET('/api/instructor/my-students', { params: { query: { ...query, limit: STUDENTS_PAGE_SIZE } } }));
}

/** My courses for the filter select, newest first as the course list gives them. */
export async function listMyCourseOptions(): Promise<{ _id: string; title: string }[]> {
  const { courses } = await unwrap(apiClient.GET('/api/instructor/me/courses', { params: { query: { page: 1, limit: COURSE_OPTIONS_LIMIT } } }));
  return courses.map((course) => ({ _id: course._id, title: course.title }));
}
