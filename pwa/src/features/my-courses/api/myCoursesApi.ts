import type { ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

/** One enrolled course as /my-courses lists it (newest access first). */
export type MyCourse = ApiResponse<'/api/students/me/courses', 'get'>['courses'][number];

export async function listMyCourses(): Promise<MyCourse[]> {
  return (await unwrap(apiClient.GET('/api/students/me/courses'))).courses;
}
