import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';
import type { AnnouncementInput, PostAnnouncementResult, SentAnnouncementsPage } from './announcementTypes';

export type * from './announcementTypes';

export const ANNOUNCEMENTS_PAGE_SIZE = 10;

const ROUTE = '/api/instructor/courses/{courseId}/announcements';

export function fetchSentAnnouncements(courseId: string, page: number): Promise<SentAnnouncementsPage> {
  return unwrap(apiClient.GET(ROUTE, { params: { path: { courseId }, query: { page, limit: ANNOUNCEMENTS_PAGE_SIZE } } }));
}

/** Answers at once: the notifications, pushes and mails go out in jobs. */
export function postAnnouncement(courseId: string, input: AnnouncementInput): Promise<PostAnnouncementResult> {
  return unwrap(apiClient.POST(ROUTE, { params: { path: { courseId } }, body: input }));
}

/** Query keys of the course's announcements (the instructor's side). */
export const announcementKeys = {
  all: ['course-announcements'] as const,
  course: (courseId: string) => [...announcementKeys.all, courseId] as const,
  sent: (courseId: string, page: number) => [...announcementKeys.course(courseId), 'sent', page] as const,
};

/** The announcements sent to the course's students, newest first, with recipients and delivered counts. */
export function useSentAnnouncements(courseId: string, page: number) {
  return useQuery({ queryKey: announcementKeys.sent(courseId, page), queryFn: () => fetchSentAnnouncements(courseId, page), placeholderData: keepPreviousData });
}

/** Posts an announcement; the list (and its counts, which grow as the jobs deliver) is refetched. */
export function usePostAnnouncement(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnnouncementInput) => postAnnouncement(courseId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.course(courseId) }),
  });
}
