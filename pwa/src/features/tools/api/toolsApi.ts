import type { ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

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
