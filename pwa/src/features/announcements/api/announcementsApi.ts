import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/http/ApiError';
import { NETWORK_ERROR_MESSAGE, unwrap } from '../../../lib/http/unwrap';
import { apiClient } from '../../../lib/http/apiClient';
import { readDiscussions, saveDiscussionPart } from '../../../lib/discussionCache';
import type { CourseAnnouncementsPage } from './announcementTypes';

export type * from './announcementTypes';

/** SPEC (issue 30): the 'Thông báo' tab lists 10 announcements a page. */
export const ANNOUNCEMENTS_PAGE_SIZE = 10;

export type SavedAnnouncements = CourseAnnouncementsPage & { saved?: true };

export function fetchCourseAnnouncements(courseId: string, page: number): Promise<CourseAnnouncementsPage> {
  return unwrap(apiClient.GET('/api/courses/{courseId}/announcements', { params: { path: { courseId }, query: { page, limit: ANNOUNCEMENTS_PAGE_SIZE } } }));
}

/** Keeps the course's first page of announcements for reading offline (when the course itself is kept). */
export async function keepAnnouncementsOffline(userId: string, courseId: string): Promise<void> {
  const page = await fetchCourseAnnouncements(courseId, 1);
  await saveDiscussionPart(userId, courseId, { announcements: page });
}

async function savedAnnouncements(userId: string, courseId: string, page: number, cause: ApiError): Promise<SavedAnnouncements> {
  const saved = (await readDiscussions(userId, courseId))?.announcements as CourseAnnouncementsPage | undefined;
  if (!saved) throw cause;
  return page === 1 ? { ...saved, saved: true } : { announcements: [], pagination: { ...saved.pagination, currentPage: page }, saved: true };
}

export const announcementKeys = {
  all: ['announcements'] as const,
  course: (courseId: string) => [...announcementKeys.all, 'course', courseId] as const,
  list: (courseId: string, page: number) => [...announcementKeys.course(courseId), 'list', page] as const,
};

/** A page of the course's announcements, newest first; offline (or the server unreachable) the saved first page. */
export function useCourseAnnouncements(userId: string, courseId: string, page: number) {
  return useQuery({
    queryKey: announcementKeys.list(courseId, page),
    queryFn: async (): Promise<SavedAnnouncements> => {
      const offline = new ApiError(NETWORK_ERROR_MESSAGE, 0, 'NETWORK_ERROR');
      if (!navigator.onLine) return savedAnnouncements(userId, courseId, page, offline);
      try {
        const answer = await fetchCourseAnnouncements(courseId, page);
        if (page === 1) await saveDiscussionPart(userId, courseId, { announcements: answer }).catch((error: unknown) => console.error(error));
        return answer;
      } catch (error) {
        if (error instanceof ApiError && error.status === 0) return savedAnnouncements(userId, courseId, page, error);
        throw error;
      }
    },
    placeholderData: keepPreviousData,
    // Offline the saved copy answers at once instead of the query pausing until the network is back.
    networkMode: 'always',
  });
}
