import type { ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

/** One tool the user bought, as "Phần mềm của tôi" lists it (no access details). */
export type MyTool = ApiResponse<'/api/tools/me', 'get'>['tools'][number];
/** How to use one tool: keys, a signed download link or the hosted account; only for its buyer. */
export type ToolAccess = ApiResponse<'/api/tools/me/{toolId}/access', 'get'>;

export async function listMyTools(): Promise<MyTool[]> {
  return (await unwrap(apiClient.GET('/api/tools/me'))).tools;
}

/** Every call signs a fresh download link (valid a few minutes), so ask again right before a download. */
export function fetchToolAccess(toolId: string): Promise<ToolAccess> {
  return unwrap(apiClient.GET('/api/tools/me/{toolId}/access', { params: { path: { toolId } } }));
}
