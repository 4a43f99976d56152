import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';
import { mergeServerNotes } from '../../learn';

export const noteKeys = {
  all: ['notes'] as const,
  course: (userId: string, courseId: string) => [...noteKeys.all, userId, courseId] as const,
};

/**
 * Brings the server's notes of the course into the device's (features/learn/sync/noteOutbox.ts): the tab
 * reads Dexie, so this query only merges; its data is when the list was asked for.
 */
export function useCourseNotesSync(userId: string, courseId: string) {
  return useQuery({
    queryKey: noteKeys.course(userId, courseId),
    queryFn: async () => {
      const askedAt = Date.now();
      const { items } = await unwrap(apiClient.GET('/api/learn/courses/{courseId}/notes', { params: { path: { courseId } } }));
      await mergeServerNotes(userId, courseId, items, askedAt);
      return askedAt;
    },
  });
}
