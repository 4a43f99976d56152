import { useQuery } from '@tanstack/react-query';
import { refreshCourseNotes } from '../../learn';

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
    queryFn: () => refreshCourseNotes(userId, courseId),
  });
}
