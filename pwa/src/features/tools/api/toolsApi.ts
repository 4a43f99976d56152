import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';
import { useSeededQuery } from '../../../lib/query';

export type ToolList = ApiResponse<'/api/tools', 'get'>;
export type ToolCardData = ToolList['tools'][number];
export type ToolDetail = ApiResponse<'/api/tools/detail/{slug}', 'get'>['tool'];

export type ToolListQuery = { page: number; limit: number; searchTerm?: string };

export function listTools(query: ToolListQuery): Promise<ToolList> {
  return unwrap(apiClient.GET('/api/tools', { params: { query } }));
}

export async function fetchTool(slug: string): Promise<ToolDetail> {
  return (await unwrap(apiClient.GET('/api/tools/detail/{slug}', { params: { path: { slug } } }))).tool;
}

/** Query keys of this feature: everything under `all`, so one invalidation refreshes every answer of it. */
export const toolKeys = {
  all: ['tools'] as const,
  list: (query: ToolListQuery) => [...toolKeys.all, 'list', query] as const,
  detail: (slug: string) => [...toolKeys.all, 'detail', slug] as const,
};

/** A page of /tools; the previous page stays on screen while the next loads. */
export function useToolList(query: ToolListQuery) {
  return useQuery({ queryKey: toolKeys.list(query), queryFn: () => listTools(query), placeholderData: keepPreviousData });
}

/** The same list where the server renders it into the first HTML (the home page's tools, docs/first-html.md). */
export function useSeededToolList(query: ToolListQuery) {
  return useSeededQuery({ queryKey: toolKeys.list(query), queryFn: () => listTools(query) });
}

export function useTool(slug: string) {
  return useQuery({ queryKey: toolKeys.detail(slug), queryFn: () => fetchTool(slug) });
}
