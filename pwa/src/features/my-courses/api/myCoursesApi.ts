import { useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { ApiError } from '../../../lib/http/ApiError';
import { NETWORK_ERROR_MESSAGE, unwrap } from '../../../lib/http/unwrap';

/** One enrolled course as /my-courses lists it (newest access first). */
export type MyCourse = ApiResponse<'/api/students/me/courses', 'get'>['courses'][number];

export async function listMyCourses(): Promise<MyCourse[]> {
  return (await unwrap(apiClient.GET('/api/students/me/courses'))).courses;
}

/** Query keys of this feature: everything under `all`, so one invalidation refreshes every answer of it. */
export const myCoursesKeys = {
  all: ['my-courses'] as const,
  list: (userId: string) => [...myCoursesKeys.all, 'list', userId] as const,
};

/**
 * The user's enrolled courses from the server, saved on this device once they arrive (docs/learning.md).
 * Offline it fails at once instead of waiting: the page then shows the device's copy, and asks again
 * when the connection is back.
 */
export function useServerCourses(userId: string, save: (courses: MyCourse[]) => Promise<void>) {
  return useQuery({
    queryKey: myCoursesKeys.list(userId),
    queryFn: async () => {
      if (!navigator.onLine) throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'NETWORK_ERROR');
      const courses = await listMyCourses();
      await save(courses);
      return courses;
    },
    // Run (and fail) while offline rather than pause, and do not retry: the saved copy is the fallback.
    networkMode: 'always',
    retry: false,
  });
}
