import type { ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export type CourseCardData = ApiResponse<'/api/courses', 'get'>['courses'][number];
export type CourseList = ApiResponse<'/api/courses', 'get'>;
export type CourseDetail = ApiResponse<'/api/courses/{slug}', 'get'>['course'];
export type CourseLevel = CourseCardData['level'];
export type Category = ApiResponse<'/api/categories', 'get'>['categories'][number];

export type CourseListQuery = { page: number; limit: number; category?: string; search?: string };

/** Public course cards. The signed-in client is used so the server can personalise (e.g. isEnrolled). */
export function listCourses(query: CourseListQuery): Promise<CourseList> {
  return unwrap(apiClient.GET('/api/courses', { params: { query } }));
}

export async function fetchCourse(slug: string): Promise<CourseDetail> {
  return (await unwrap(apiClient.GET('/api/courses/{slug}', { params: { path: { slug } } }))).course;
}

export async function listActiveCategories(): Promise<Category[]> {
  return (await unwrap(apiClient.GET('/api/categories', { params: { query: { isActive: 'true' } } }))).categories;
}
