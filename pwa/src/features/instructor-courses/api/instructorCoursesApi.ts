import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';
import { listActiveCategories } from '../../courses';

export type InstructorCourseList = ApiResponse<'/api/instructor/me/courses', 'get'>;
export type InstructorCourseItem = InstructorCourseList['courses'][number];
export type EditableCourse = ApiResponse<'/api/instructor/me/courses/{id}', 'get'>['course'];
export type CourseStatus = InstructorCourseItem['status'];

/** SPEC §9: 10 courses per page for instructors. */
export const INSTRUCTOR_PAGE_SIZE = 10;

export type MyCoursesQuery = { page: number; status?: CourseStatus; search?: string };

export function listMyCourses(query: MyCoursesQuery): Promise<InstructorCourseList> {
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

/** Query keys of the instructor's courses: the list pages under `lists()`, each course under `course(id)`. */
export const instructorCoursesKeys = {
  all: ['instructor-courses'] as const,
  lists: () => [...instructorCoursesKeys.all, 'list'] as const,
  list: (query: MyCoursesQuery) => [...instructorCoursesKeys.lists(), query] as const,
  course: (id: string) => [...instructorCoursesKeys.all, 'course', id] as const,
  categories: () => [...instructorCoursesKeys.all, 'categories'] as const,
};

/** One page of my courses for the filters; the page shown stays while the next loads. */
export function useMyCourses(query: MyCoursesQuery) {
  return useQuery({ queryKey: instructorCoursesKeys.list(query), queryFn: () => listMyCourses(query), placeholderData: keepPreviousData });
}

/** The course being edited (nothing is loaded on the create page, where there is no id). */
export function useMyCourse(id: string | undefined) {
  return useQuery({ queryKey: instructorCoursesKeys.course(id ?? ''), queryFn: () => fetchMyCourse(id!), enabled: id !== undefined });
}

/** The active categories a course can be filed under. */
export function useCategoryOptions() {
  return useQuery({ queryKey: instructorCoursesKeys.categories(), queryFn: listActiveCategories });
}

/** Creates a course; the editor it moves to starts from the answer, the lists are refetched when next shown. */
export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: (course) => {
      queryClient.setQueryData(instructorCoursesKeys.course(course._id), course);
      return queryClient.invalidateQueries({ queryKey: instructorCoursesKeys.lists() });
    },
  });
}

/** Saves the editor; the answer is the whole saved course (a new updatedAt, so the form starts clean from it). */
export function useUpdateMyCourse(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => updateMyCourse(id, form),
    onSuccess: (course) => {
      queryClient.setQueryData(instructorCoursesKeys.course(id), course);
      return queryClient.invalidateQueries({ queryKey: instructorCoursesKeys.lists() });
    },
  });
}

/**
 * Submits a course for review or takes it back to draft. The answer is the course's new row: it replaces
 * the old one in place in every loaded page (no reload, the page keeps its order), and the course being
 * edited takes its new review state only, keeping its updatedAt so the edits in the form stay. The lists
 * are marked stale, not refetched: a status filter shows the change on its next load.
 */
export function useTogglePublish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: togglePublish,
    onSuccess: (updated) => {
      queryClient.setQueriesData<InstructorCourseList>(
        { queryKey: instructorCoursesKeys.lists() },
        (current) => current && { ...current, courses: current.courses.map((item) => (item._id === updated._id ? updated : item)) },
      );
      const { status, rejectionReason, submittedAt, publishedAt } = updated;
      queryClient.setQueryData<EditableCourse>(
        instructorCoursesKeys.course(updated._id),
        (current) => current && { ...current, status, rejectionReason, submittedAt, publishedAt },
      );
      return queryClient.invalidateQueries({ queryKey: instructorCoursesKeys.lists(), refetchType: 'none' });
    },
  });
}

/**
 * Deletes a course; the lists are refetched. A later page that held only this course no longer exists:
 * it is dropped instead of refetched (the list steps back a page rather than show an empty one).
 */
export function useDeleteMyCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMyCourse,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: instructorCoursesKeys.course(id) });
      queryClient.removeQueries({
        queryKey: instructorCoursesKeys.lists(),
        predicate: (query) => {
          const page = query.state.data as InstructorCourseList | undefined;
          return page !== undefined && page.pagination.currentPage > 1 && page.courses.length === 1 && page.courses[0]._id === id;
        },
      });
      return queryClient.invalidateQueries({ queryKey: instructorCoursesKeys.lists() });
    },
  });
}
