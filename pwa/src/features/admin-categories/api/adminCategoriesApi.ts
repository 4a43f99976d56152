import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';
import { courseKeys } from '../../courses';

export type ManagedCategory = ApiResponse<'/api/categories', 'get'>['categories'][number];
export type CategoryInput = ApiBody<'/api/categories', 'post'>;

/** Every category, hidden ones included (the public pages ask for isActive=true). */
export async function listAllCategories(): Promise<ManagedCategory[]> {
  return (await unwrap(apiClient.GET('/api/categories'))).categories;
}

export async function createCategory(input: CategoryInput): Promise<ManagedCategory> {
  return (await unwrap(apiClient.POST('/api/categories', { body: input }))).category;
}

export async function updateCategory(id: string, input: CategoryInput): Promise<ManagedCategory> {
  return (await unwrap(apiClient.PUT('/api/categories/{id}', { params: { path: { id } }, body: input }))).category;
}

export async function toggleCategoryActive(id: string): Promise<ManagedCategory> {
  return (await unwrap(apiClient.PATCH('/api/categories/{id}/toggle-active', { params: { path: { id } } }))).category;
}

export async function deleteCategory(id: string): Promise<void> {
  await unwrap(apiClient.DELETE('/api/categories/{id}', { params: { path: { id } } }));
}

/** Query keys of the admin categories screen (the public category filter has its own, with isActive=true). */
export const adminCategoryKeys = {
  all: ['admin-categories'] as const,
  list: () => [...adminCategoryKeys.all, 'list'] as const,
};

/** Shows or hides a category; the answer is the whole category, written into the list in place. */
export function useToggleCategoryActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleCategoryActive,
    onSuccess: (updated) => {
      queryClient.setQueryData<ManagedCategory[]>(adminCategoryKeys.list(), (current) => current?.map((item) => (item._id === updated._id ? updated : item)));
      // The catalogue's filter lists the active categories (the courses feature's cache).
      return queryClient.invalidateQueries({ queryKey: courseKeys.activeCategories() });
    },
  });
}
