import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';
import { courseKeys } from '../../courses';

export type ManagedCourseItem = ApiResponse<'/api/admin/courses', 'get'>['courses'][number];
export type ManagedCourseList = ApiResponse<'/api/admin/courses', 'get'>;
export type PendingCourseList = ApiResponse<'/api/admin/courses/pending', 'get'>;
export type ManagedCourse = ApiResponse<'/api/admin/courses/{id}/details', 'get'>['course'];
export type CourseStatus = ManagedCourseItem['status'];
export type CourseReview = ApiBody<'/api/admin/courses/{id}/review', 'put'>;

export type AdminCourseQuery = { page: number; limit: number; status?: CourseStatus; search?: string };

export function listAdminCourses(query: AdminCourseQuery): Promise<ManagedCourseList> {
  return unwrap(apiClient.GET('/api/admin/courses', { params: { query } }));
}

/**
 * The review queue. Every answer also tells the sidebar badge its total (PENDING_COURSES_COUNT), so the
 * badge and the list always show the same count, whichever of them asked last.
 */
export async function listPendingCourses(page: number, limit: number): Promise<PendingCourseList> {
  const list = await unwrap(apiClient.GET('/api/admin/courses/pending', { params: { query: { page, limit } } }));
  window.dispatchEvent(new CustomEvent<number>(PENDING_COURSES_COUNT, { detail: list.total }));
  return list;
}

/** CustomEvent<number>: the latest total of pending courses the server gave. */
export const PENDING_COURSES_COUNT = 'hvm:pending-courses-count';

export async function fetchCourseDetails(id: string): Promise<ManagedCourse> {
  return (await unwrap(apiClient.GET('/api/admin/courses/{id}/details', { params: { path: { id } } }))).course;
}

export async function reviewCourse(id: string, review: CourseReview): Promise<ManagedCourseItem> {
  return (await unwrap(apiClient.PUT('/api/admin/courses/{id}/review', { params: { path: { id } }, body: review }))).course;
}

/** Fired after a review so the sidebar's pending-courses badge counts again. */
export const PENDING_COURSES_CHANGED = 'hvm:pending-courses-changed';

export function announcePendingCoursesChanged(): void {
  window.dispatchEvent(new Event(PENDING_COURSES_CHANGED));
}

export type InstructorOption = ApiResponse<'/api/admin/courses/instructors', 'get'>['instructors'][number];

export async function listInstructorOptions(): Promise<InstructorOption[]> {
  return (await unwrap(apiClient.GET('/api/admin/courses/instructors'))).instructors;
}

// The typed bodies describe the multipart fields; the serializer hands fetch the real FormData.
export async function createCourseAsAdmin(form: FormData): Promise<ManagedCourse> {
  return (await unwrap(apiClient.POST('/api/admin/courses', { body: form as never, bodySerializer: () => form }))).course;
}

export async function updateCourseAsAdmin(id: string, form: FormData): Promise<ManagedCourse> {
  return (await unwrap(apiClient.PUT('/api/admin/courses/{id}', { params: { path: { id } }, body: form as never, bodySerializer: () => form }))).course;
}

/** Query keys of the admin course screens; a review or a save refetches the lists and the queue under `all`. */
export const adminCourseKeys = {
  all: ['admin-courses'] as const,
  list: (query: AdminCourseQuery) => [...adminCourseKeys.all, 'list', query] as const,
  pending: (page: number, limit: number) => [...adminCourseKeys.all, 'pending', page, limit] as const,
  detail: (id: string) => [...adminCourseKeys.all, 'detail', id] as const,
  instructors: () => [...adminCourseKeys.all, 'instructors'] as const,
};

export function useAdminCourses(query: AdminCourseQuery) {
  return useQuery({ queryKey: adminCourseKeys.list(query), queryFn: () => listAdminCourses(query), placeholderData: keepPreviousData });
}

export function usePendingCourses(page: number, limit: number) {
  return useQuery({ queryKey: adminCourseKeys.pending(page, limit), queryFn: () => listPendingCourses(page, limit), placeholderData: keepPreviousData });
}

/** One course as the admin edits or reviews it; nothing is asked while `id` is empty (creating). */
export function useAdminCourseDetails(id: string | undefined) {
  return useQuery({ queryKey: adminCourseKeys.detail(id ?? ''), queryFn: () => fetchCourseDetails(id ?? ''), enabled: Boolean(id) });
}

export function useInstructorOptions() {
  return useQuery({ queryKey: adminCourseKeys.instructors(), queryFn: listInstructorOptions });
}

/**
 * Approves or rejects: the course leaves the queue, its status changes in every list; the sidebar's
 * badge counts again; the public catalogue and course pages (another feature's cache) load afresh.
 */
export function useReviewCourse(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: CourseReview) => reviewCourse(id, review),
    onSuccess: () => {
      announcePendingCoursesChanged();
      return Promise.all([queryClient.invalidateQueries({ queryKey: adminCourseKeys.all }), queryClient.invalidateQueries({ queryKey: courseKeys.all })]);
    },
  });
}

/** Creates a course (no id) or saves one: the answer is the whole course, written as its details; the lists are refetched. */
export function useSaveCourseAsAdmin(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => (id ? updateCourseAsAdmin(id, form) : createCourseAsAdmin(form)),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminCourseKeys.detail(saved._id), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCourseKeys.all, predicate: (query) => query.queryKey[1] !== 'detail' }),
        queryClient.invalidateQueries({ queryKey: courseKeys.all }),
      ]);
    },
  });
}
