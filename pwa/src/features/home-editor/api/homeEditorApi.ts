import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';
import type { HomeBlock } from '../../home';

export type EditableHomePage = ApiResponse<'/api/admin/page-contents/home', 'get'>;

export function fetchEditableHome(): Promise<EditableHomePage> {
  return unwrap(apiClient.GET('/api/admin/page-contents/home'));
}

export function saveHomeDraft(blocks: HomeBlock[]): Promise<EditableHomePage> {
  return unwrap(apiClient.PUT('/api/admin/page-contents/home', { body: { blocks } }));
}

export function publishHome(): Promise<EditableHomePage> {
  return unwrap(apiClient.POST('/api/admin/page-contents/home/publish'));
}

/** Stores a picture for a home block or the popup (resized to 1200×900 on the server); returns its URL. */
export async function uploadContentImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  return (await unwrap(apiClient.POST('/api/admin/page-contents/images', { body: form as never, bodySerializer: () => form }))).url;
}

/** Query keys of /admin/edit. */
export const homeEditorKeys = {
  all: ['home-editor'] as const,
  page: () => [...homeEditorKeys.all, 'page'] as const,
};

export function useEditableHome() {
  return useQuery({ queryKey: homeEditorKeys.page(), queryFn: fetchEditableHome });
}

/** Saves the draft and, when asked, publishes it; the answer is the whole page (draft and published), written into the cache. */
export function useSaveHome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ blocks, publish }: { blocks: HomeBlock[]; publish: boolean }) => {
      const saved = await saveHomeDraft(blocks);
      return publish ? publishHome() : saved;
    },
    onSuccess: (page) => queryClient.setQueryData(homeEditorKeys.page(), page),
  });
}
