import { keepPreviousData } from '@tanstack/react-query';
import type { ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';
import { useSeededQuery } from '../../../lib/query';

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

/** Query keys of this feature: everything under `all`, so one invalidation refreshes every answer of it. */
export const courseKeys = {
  all: ['courses'] as const,
  lists: () => [...courseKeys.all, 'list'] as const,
  list: (query: CourseListQuery) => [...courseKeys.lists(), query] as const,
  detail: (slug: string) => [...courseKeys.all, 'detail', slug] as const,
  activeCategories: () => [...courseKeys.all, 'categories', 'active'] as const,
};

/**
 * A page of the public catalogue. Seeded: /courses and the home page's newest courses are in the first
 * HTML the server renders (docs/first-html.md).
 */
export function useCourseList(query: CourseListQuery) {
  return useSeededQuery({ queryKey: courseKeys.list(query), queryFn: () => listCourses(query), placeholderData: keepPreviousData });
}

/** One course's public page; seeded, as /courses/{slug} is server-rendered. */
export function useCourse(slug: string) {
  return useSeededQuery({ queryKey: courseKeys.detail(slug), queryFn: () => fetchCourse(slug) });
}

/** The active categories of the catalogue's filter; seeded, as the filter is in /courses' first HTML. */
export function useActiveCategories() {
  return useSeededQuery({ queryKey: courseKeys.activeCategories(), queryFn: listActiveCategories });
}
