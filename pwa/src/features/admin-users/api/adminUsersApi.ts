import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** Query keys of /admin/users: the filtered pages, each user's details, the course options of a grant. */
export const adminUserKeys = {
  all: ['admin-users'] as const,
  lists: () => [...adminUserKeys.all, 'list'] as const,
  list: (query: UserListQuery) => [...adminUserKeys.lists(), query] as const,
  details: (id: string) => [...adminUserKeys.all, 'details', id] as const,
  courseOptions: () => [...adminUserKeys.all, 'course-options'] as const,
};

export function useUsers(query: UserListQuery) {
  return useQuery({ queryKey: adminUserKeys.list(query), queryFn: () => listUsers(query), placeholderData: keepPreviousData });
}

/** The details of the user whose modal is open; nothing is asked while none is. */
export function useUserDetails(id: string | null) {
  return useQuery({ queryKey: adminUserKeys.details(id ?? ''), queryFn: () => fetchUserDetails(id ?? ''), enabled: id !== null });
}

export function useCourseOptions() {
  return useQuery({ queryKey: adminUserKeys.courseOptions(), queryFn: listCourseOptions });
}

type UserChange<Input> = (input: Input) => Promise<AdminUser>;

/**
 * A change to one user answers with the whole user: it is written into every cached page showing them
 * (no refetch, the page keeps its order); their details are refetched when next shown. A page still
 * being fetched may have been read before the change (a search typed just before it): it is fetched
 * again, or its answer would put the old user back on screen.
 */
function useUserChange<Input>(change: UserChange<Input>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (updated) => {
      // Cancelled, then fetched again: a first read cannot be refetched while it runs (it would be joined).
      const reading = { queryKey: adminUserKeys.lists(), fetchStatus: 'fetching' as const };
      const readBefore = new Set(
        queryClient
          .getQueryCache()
          .findAll(reading)
          .map((query) => query.queryHash),
      );
      await queryClient.cancelQueries(reading);
      queryClient.setQueriesData<{ users: AdminUser[]; pagination: Pagination }>({ queryKey: adminUserKeys.lists() }, (current) =>
        current ? { ...current, users: current.users.map((user) => (user._id === updated._id ? updated : user)) } : current,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUserKeys.lists(), predicate: (query) => readBefore.has(query.queryHash) }),
        queryClient.invalidateQueries({ queryKey: adminUserKeys.details(updated._id) }),
      ]);
    },
  });
}

export const useUpdateUserRole = () => useUserChange(({ id, role }: { id: string; role: Role }) => updateUserRole(id, role));
export const useSetUserDisabled = () => useUserChange(({ id, disable }: { id: string; disable: boolean }) => setUserDisabled(id, disable));
export const useUpdateAffiliateLevel = () => useUserChange(({ id, level }: { id: string; level: number }) => updateAffiliateLevel(id, level));

/** A new or deleted user changes totals and pages: every list is fetched again. */
function useUserListChange<Input, Result>(change: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.lists() }) });
}

export const useCreateUser = () => useUserListChange(createUser);
export const useDeleteUser = () => useUserListChange(deleteUser);
