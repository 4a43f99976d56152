import type { AdminUser, AdminUserDetails, CreateUserInput, Pagination, Role } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export type VerifiedFilter = 'verified' | 'unverified';

export type UserListQuery = {
  page: number;
  limit: number;
  role?: Role;
  search?: string;
  verifiedStatus?: VerifiedFilter;
};

export function listUsers(query: UserListQuery): Promise<{ users: AdminUser[]; pagination: Pagination }> {
  return unwrap(apiClient.GET('/api/admin/users', { params: { query } }));
}

export function createUser(input: CreateUserInput): Promise<AdminUser> {
  return unwrap(apiClient.POST('/api/admin/users/create', { body: input }));
}

export function updateUserRole(id: string, newRole: Role): Promise<AdminUser> {
  return unwrap(apiClient.PUT('/api/admin/users/{id}/role', { params: { path: { id } }, body: { newRole } }));
}

export function fetchUserDetails(id: string): Promise<AdminUserDetails> {
  return unwrap(apiClient.GET('/api/admin/users/{id}/details', { params: { path: { id } } }));
}

export function setUserDisabled(id: string, disable: boolean): Promise<AdminUser> {
  return unwrap(apiClient.PUT('/api/admin/users/{id}/toggle-disable', { params: { path: { id } }, body: { disable } }));
}

export async function sendPasswordReset(id: string): Promise<string> {
  return (await unwrap(apiClient.POST('/api/admin/users/{id}/send-reset-password', { params: { path: { id } } }))).message;
}

export function updateAffiliateLevel(id: string, newLevel: number): Promise<AdminUser> {
  return unwrap(apiClient.PUT('/api/admin/users/{id}/affiliate-level', { params: { path: { id } }, body: { newLevel } }));
}

export function deleteUser(id: string): Promise<{ _id: string }> {
  return unwrap(apiClient.DELETE('/api/admin/users/{id}', { params: { path: { id } } }));
}

export async function listCourseOptions(): Promise<{ _id: string; title: string }[]> {
  return (await unwrap(apiClient.GET('/api/admin/courses/list'))).courses;
}

/** Grants the course; `created` is false when the user already had it. */
export async function grantCourse(userId: string, courseId: string): Promise<{ created: boolean }> {
  const call = apiClient.POST('/api/admin/enrollments', { body: { userId, courseId } });
  await unwrap(call);
  return { created: (await call).response.status === 201 };
}

export async function resetFaceProfile(userId: string): Promise<string> {
  return (await unwrap(apiClient.DELETE('/api/admin/users/{id}/face-profile', { params: { path: { id: userId } } }))).message;
}
