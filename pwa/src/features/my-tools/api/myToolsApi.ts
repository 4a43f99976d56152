import { useQuery } from '@tanstack/react-query';
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

/** The bought tools named by an order's lines (by slug), each with its access details while it is active. */
export type PaidTool = { slug: string; title: string; tool: MyTool | undefined; access: ToolAccess | null };

async function loadPaidTools(lines: readonly { slug: string; title: string }[]): Promise<PaidTool[]> {
  const mine = await listMyTools();
  return Promise.all(
    lines.map(async ({ slug, title }) => {
      const tool = mine.find((candidate) => candidate.slug === slug);
      return { slug, title, tool, access: tool?.status === 'active' ? await fetchToolAccess(tool.toolId) : null };
    }),
  );
}

/** Query keys of this feature: everything under `all`, so one invalidation refreshes every answer of it. */
export const myToolsKeys = {
  all: ['my-tools'] as const,
  list: () => [...myToolsKeys.all, 'list'] as const,
  access: (toolId: string) => [...myToolsKeys.all, 'access', toolId] as const,
  paid: (slugs: string) => [...myToolsKeys.all, 'paid', slugs] as const,
};

// Access details carry a download link signed for a few minutes: a card shown again asks for a fresh one.
const ACCESS_STALE_TIME_MS = 0;

export function useMyTools() {
  return useQuery({ queryKey: myToolsKeys.list(), queryFn: listMyTools });
}

/** How to use one bought tool; asked only while `enabled` (an active access: an ended one has no details). */
export function useToolAccess(toolId: string, enabled: boolean) {
  return useQuery({ queryKey: myToolsKeys.access(toolId), queryFn: () => fetchToolAccess(toolId), enabled, staleTime: ACCESS_STALE_TIME_MS });
}

/** The tools of a paid order with their access details (the payment success screen). */
export function usePaidTools(lines: readonly { slug: string; title: string }[]) {
  return useQuery({
    queryKey: myToolsKeys.paid(lines.map((line) => line.slug).join(',')),
    queryFn: () => loadPaidTools(lines),
    enabled: lines.length > 0,
    staleTime: ACCESS_STALE_TIME_MS,
  });
}
