import { ApiError } from '../../lib/http/ApiError';

/** SPEC §4: access is invalid when the server says the course access token is not valid. */
export function isCourseAccessInvalid(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.code === 'COURSE_ACCESS_INVALID' || /mã truy cập khóa học|course access token/i.test(error.message);
}

export function isNotEnrolled(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'NOT_ENROLLED';
}

/** fetch() never reached the server (unwrap's NETWORK_ERROR). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}
