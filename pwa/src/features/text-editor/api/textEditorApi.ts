import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export type ManagedTextLesson = ApiResponse<'/api/instructor/lectures/{lectureId}/text', 'get'>['lesson'];
/** The editor's JSON (TipTap), as the API validates it (docs/learning.md, "Text lessons"). */
export type TextDocument = NonNullable<ManagedTextLesson['document']>;

export const textEditorKeys = {
  lesson: (lectureId: string) => ['text-editor', lectureId] as const,
};

export function useManagedTextLesson(lectureId: string) {
  return useQuery({
    queryKey: textEditorKeys.lesson(lectureId),
    queryFn: async () => (await unwrap(apiClient.GET('/api/instructor/lectures/{lectureId}/text', { params: { path: { lectureId } } }))).lesson,
  });
}

/** Saves the whole document; the answer replaces the cached one. */
export function useSaveTextLesson(lectureId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (document: TextDocument) =>
      (await unwrap(apiClient.PUT('/api/instructor/lectures/{lectureId}/text', { params: { path: { lectureId } }, body: { document } }))).lesson,
    onSuccess: (lesson) => queryClient.setQueryData(textEditorKeys.lesson(lectureId), lesson),
  });
}
