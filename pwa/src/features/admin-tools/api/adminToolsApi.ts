import type { ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export type AdminToolList = ApiResponse<'/api/admin/tools', 'get'>;
export type ManagedTool = AdminToolList['tools'][number];

export const ADMIN_TOOLS_PAGE_SIZE = 10;

export function listAdminTools(query: { page: number; search?: string }): Promise<AdminToolList> {
  return unwrap(apiClient.GET('/api/admin/tools', { params: { query: { ...query, limit: ADMIN_TOOLS_PAGE_SIZE } } }));
}

// The typed bodies describe the multipart fields; the serializer hands fetch the real FormData.
export async function createTool(form: FormData): Promise<ManagedTool> {
  return (await unwrap(apiClient.POST('/api/tools', { body: form as never, bodySerializer: () => form }))).tool;
}

export async function updateTool(id: string, form: FormData): Promise<ManagedTool> {
  return (await unwrap(apiClient.PUT('/api/tools/{id}', { params: { path: { id } }, body: form as never, bodySerializer: () => form }))).tool;
}

export async function deleteTool(id: string): Promise<void> {
  await unwrap(apiClient.DELETE('/api/tools/{id}', { params: { path: { id } } }));
}

/** Query keys of /admin/tools: the paged lists, and each tool's delivery and holders. */
export const adminToolKeys = {
  all: ['admin-tools'] as const,
  lists: () => [...adminToolKeys.all, 'list'] as const,
  list: (page: number, search: string) => [...adminToolKeys.lists(), page, search] as const,
  delivery: (toolId: string) => [...adminToolKeys.all, 'delivery', toolId] as const,
  holders: () => [...adminToolKeys.all, 'holders'] as const,
  toolHolders: (toolId: string) => [...adminToolKeys.holders(), toolId] as const,
};
