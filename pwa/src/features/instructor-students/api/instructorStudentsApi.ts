import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export type MyStudentList = ApiResponse<'/api/instructor/my-students', 'get'>;
export type MyStudent = MyStudentList['students'][number];

export type MyStudentsQuery = { page: number; courseId?: string; search?: string };

export const STUDENTS_PAGE_SIZE = 10;
/** The most courses the filter offers (the API's largest page). */
const COURSE_OPTIONS_LIMIT = 100;

/** One row per student and course of mine. */
export function listMyStudents(query: MyStudentsQuery): Promise<MyStudentList> {
  return unwrap(apiClient.GET('/api/instructor/my-students', { params: { query: { ...query, limit: STUDENTS_PAGE_SIZE } } }));
}

/** My courses for the filter select, newest first as the course list gives them. */
export async function listMyCourseOptions(): Promise<{ _id: string; title: string }[]> {
  const { courses } = await unwrap(apiClient.GET('/api/instructor/me/courses', { params: { query: { page: 1, limit: COURSE_OPTIONS_LIMIT } } }));
  return courses.map((course) => ({ _id: course._id, title: course.title }));
}

/** Query keys of the instructor's students. */
export const instructorStudentsKeys = {
  all: ['instructor-students'] as const,
  list: (query: MyStudentsQuery) => [...instructorStudentsKeys.all, 'list', query] as const,
  courseOptions: () => [...instructorStudentsKeys.all, 'course-options'] as const,
};

/** One page of my students for the filters; the page shown stays while the next loads. */
export function useMyStudents(query: MyStudentsQuery) {
  return useQuery({ queryKey: instructorStudentsKeys.list(query), queryFn: () => listMyStudents(query), placeholderData: keepPreviousData });
}

export function useMyCourseOptions() {
  return useQuery({ queryKey: instructorStudentsKeys.courseOptions(), queryFn: listMyCourseOptions });
}
