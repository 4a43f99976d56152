import { ApiError } from '../../lib/http/ApiError';

/** SPEC §4: access is invalid when the server says the course access token is not valid (its code, not its text). */
export function isCourseAccessInvalid(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'COURSE_ACCESS_INVALID';
}

export function isNotEnrolled(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'NOT_ENROLLED';
}

/** fetch() never reached the server (unwrap's NETWORK_ERROR). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'NETWORK_ERROR';
}
