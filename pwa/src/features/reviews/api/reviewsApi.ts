import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';
import { useSeededQuery } from '../../../lib/query';
import { courseKeys } from '../../courses';
import type {
  AdminReviewResult,
  AdminReviewStatusFilter,
  AdminReviewsPage,
  CourseReviewsPage,
  DeleteMyReviewResult,
  HelpfulVoteResult,
  InstructorReviewSummary,
  InstructorReviewsPage,
  MyReview,
  ReplyToReviewInput,
  ReplyToReviewResult,
  ReportReviewInput,
  ReportReviewResult,
  ReviewSort,
  ReviewView,
  SaveMyReviewInput,
  SaveMyReviewResult,
  SetVisibilityInput,
} from './reviewTypes';

export type * from './reviewTypes';

/** SPEC (issue 29): the course page lists reviews 10 a page. */
export const COURSE_REVIEWS_PAGE_SIZE = 10;

export type CourseReviewsQuery = { page: number; limit?: number; sort?: ReviewSort; stars?: number };
export type InstructorReviewsQuery = { page: number; limit?: number; courseId?: string; stars?: number };
export type AdminReviewsQuery = { page: number; limit?: number; status: AdminReviewStatusFilter };

const path = (courseId: string) => ({ params: { path: { courseId } } });
const review = (reviewId: string) => ({ params: { path: { reviewId } } });

export function fetchCourseReviews(courseId: string, query: CourseReviewsQuery): Promise<CourseReviewsPage> {
  return unwrap(
    apiClient.GET('/api/courses/{courseId}/reviews', {
      params: { path: { courseId }, query: { page: query.page, limit: query.limit ?? COURSE_REVIEWS_PAGE_SIZE, sort: query.sort, stars: query.stars } },
    }),
  );
}

export function fetchMyReview(courseId: string): Promise<MyReview> {
  return unwrap(apiClient.GET('/api/courses/{courseId}/reviews/mine', path(courseId)));
}

/** Creates or edits the student's one review of the course; a replayed clientId answers the first result. */
export function saveMyReview(courseId: string, input: SaveMyReviewInput): Promise<SaveMyReviewResult> {
  return unwrap(apiClient.PUT('/api/courses/{courseId}/reviews/mine', { ...path(courseId), body: input }));
}

export function deleteMyReview(courseId: string): Promise<DeleteMyReviewResult> {
  return unwrap(apiClient.DELETE('/api/courses/{courseId}/reviews/mine', path(courseId)));
}

export function voteHelpful(reviewId: string): Promise<HelpfulVoteResult> {
  return unwrap(apiClient.POST('/api/reviews/{reviewId}/helpful', review(reviewId)));
}

export function unvoteHelpful(reviewId: string): Promise<HelpfulVoteResult> {
  return unwrap(apiClient.DELETE('/api/reviews/{reviewId}/helpful', review(reviewId)));
}

export function reportReview(reviewId: string, input: ReportReviewInput): Promise<ReportReviewResult> {
  return unwrap(apiClient.POST('/api/reviews/{reviewId}/reports', { ...review(reviewId), body: input }));
}

export function fetchInstructorReviews(query: InstructorReviewsQuery): Promise<InstructorReviewsPage> {
  return unwrap(apiClient.GET('/api/instructor/reviews', { params: { query } }));
}

export function replyToReview(reviewId: string, input: ReplyToReviewInput): Promise<ReplyToReviewResult> {
  return unwrap(apiClient.PUT('/api/instructor/reviews/{reviewId}/reply', { ...review(reviewId), body: input }));
}

export function fetchInstructorReviewSummary(): Promise<InstructorReviewSummary> {
  return unwrap(apiClient.GET('/api/instructor/reviews/summary'));
}

export function fetchAdminReviews(query: AdminReviewsQuery): Promise<AdminReviewsPage> {
  return unwrap(apiClient.GET('/api/admin/reviews', { params: { query } }));
}

export function setReviewVisibility(reviewId: string, input: SetVisibilityInput): Promise<AdminReviewResult> {
  return unwrap(apiClient.PUT('/api/admin/reviews/{reviewId}/visibility', { ...review(reviewId), body: input }));
}

export function setReplyVisibility(reviewId: string, input: SetVisibilityInput): Promise<AdminReviewResult> {
  return unwrap(apiClient.PUT('/api/admin/reviews/{reviewId}/reply-visibility', { ...review(reviewId), body: input }));
}

// ---------------------------------------------------------------------------------------------------------
// Cache
// ---------------------------------------------------------------------------------------------------------

/** Query keys of this feature: everything under `all`, so one invalidation refreshes every answer of it. */
export const reviewKeys = {
  all: ['reviews'] as const,
  course: (courseId: string) => [...reviewKeys.all, 'course', courseId] as const,
  courseList: (courseId: string, query: CourseReviewsQuery) => [...reviewKeys.course(courseId), 'list', normaliseCourseQuery(query)] as const,
  mine: (courseId: string) => [...reviewKeys.course(courseId), 'mine'] as const,
  instructor: () => [...reviewKeys.all, 'instructor'] as const,
  instructorList: (query: InstructorReviewsQuery) => [...reviewKeys.instructor(), 'list', query] as const,
  instructorSummary: () => [...reviewKeys.instructor(), 'summary'] as const,
  admin: () => [...reviewKeys.all, 'admin'] as const,
  adminList: (query: AdminReviewsQuery) => [...reviewKeys.admin(), 'list', query] as const,
};

/** Same request, same key: defaults written out, so the server-rendered key equals the browser's. */
function normaliseCourseQuery(query: CourseReviewsQuery): Required<Omit<CourseReviewsQuery, 'stars'>> & { stars?: number } {
  const normal = { page: query.page, limit: query.limit ?? COURSE_REVIEWS_PAGE_SIZE, sort: query.sort ?? 'newest' };
  return query.stars === undefined ? normal : { ...normal, stars: query.stars };
}

/** Applies `change` to the review `reviewId` wherever a cached answer of this feature holds it. */
function patchCachedReview(queryClient: QueryClient, reviewId: string, change: Partial<ReviewView>): void {
  queryClient.setQueriesData({ queryKey: reviewKeys.all }, (data: unknown) => {
    if (!data || typeof data !== 'object') return data;
    if ('reviews' in data && Array.isArray(data.reviews)) {
      const reviews = data.reviews as ReviewView[];
      if (!reviews.some((review) => review._id === reviewId)) return data;
      return { ...data, reviews: reviews.map((review) => (review._id === reviewId ? { ...review, ...change } : review)) };
    }
    if ('review' in data && (data.review as ReviewView | null)?._id === reviewId) return { ...data, review: { ...(data.review as ReviewView), ...change } };
    return data;
  });
}

/** Reviews and figures changed: every review list and the course cards and pages (rating, reviewsCount). */
function refreshReviewsAndCourses(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: reviewKeys.all }), queryClient.invalidateQueries({ queryKey: courseKeys.all })]);
}

// ---------------------------------------------------------------------------------------------------------
// Hooks
// ---------------------------------------------------------------------------------------------------------

/**
 * A page of a course's public reviews with the summary. Seeded: the first page is in the course page's
 * first HTML (docs/first-html.md). The previous page stays on screen while the next loads.
 */
export function useCourseReviews(courseId: string, query: CourseReviewsQuery) {
  return useSeededQuery({
    queryKey: reviewKeys.courseList(courseId, query),
    queryFn: () => fetchCourseReviews(courseId, query),
    enabled: courseId !== '',
    placeholderData: keepPreviousData,
  });
}

/** The signed-in student's review of the course and whether they may write one; pass `enabled` false for visitors. */
export function useMyReview(courseId: string, enabled = true) {
  return useQuery({ queryKey: reviewKeys.mine(courseId), queryFn: () => fetchMyReview(courseId), enabled: enabled && courseId !== '' });
}

/** Creates or edits the student's review; lists, summaries and the course figures are refetched. */
export function useSaveMyReview(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveMyReviewInput) => saveMyReview(courseId, input),
    onSuccess: () => refreshReviewsAndCourses(queryClient),
  });
}

export function useDeleteMyReview(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteMyReview(courseId),
    onSuccess: () => refreshReviewsAndCourses(queryClient),
  });
}

export type HelpfulVoteInput = { reviewId: string; helpful: boolean };

/**
 * Votes a review helpful (`helpful: true`) or takes the vote back. The answer holds the new count, written
 * into every cached list holding the review (a refetch would only repeat it and could reorder the page).
 */
export function useHelpfulVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, helpful }: HelpfulVoteInput) => (helpful ? voteHelpful(reviewId) : unvoteHelpful(reviewId)),
    onSuccess: (result, { reviewId }) => patchCachedReview(queryClient, reviewId, { helpfulCount: result.helpfulCount, votedHelpful: result.votedHelpful }),
  });
}

export type ReportReviewVariables = { reviewId: string } & ReportReviewInput;

/** Reports a review to the admins (one open report per user and review; a second one answers the same). */
export function useReportReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reason }: ReportReviewVariables) => reportReview(reviewId, { reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.admin() }),
  });
}

/** The reviews of the instructor's courses (an admin's: all), unanswered first. */
export function useInstructorReviews(query: InstructorReviewsQuery) {
  return useQuery({ queryKey: reviewKeys.instructorList(query), queryFn: () => fetchInstructorReviews(query), placeholderData: keepPreviousData });
}

export type ReplyToReviewVariables = { reviewId: string } & ReplyToReviewInput;

/** Writes or edits the instructor's one reply; lists are refetched (the reply moves it out of the unanswered). */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, body }: ReplyToReviewVariables) => replyToReview(reviewId, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

/** Average, count and the 30-day trend of each of the instructor's courses. */
export function useInstructorReviewSummary() {
  return useQuery({ queryKey: reviewKeys.instructorSummary(), queryFn: fetchInstructorReviewSummary });
}

/** The moderation queue (reported, hidden or all reviews). */
export function useAdminReviews(query: AdminReviewsQuery) {
  return useQuery({ queryKey: reviewKeys.adminList(query), queryFn: () => fetchAdminReviews(query), placeholderData: keepPreviousData });
}

export type SetVisibilityVariables = { reviewId: string } & SetVisibilityInput;

/** Hides or restores a review with a reason; the figures move, so the course cards and pages are refetched too. */
export function useSetReviewVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, ...input }: SetVisibilityVariables) => setReviewVisibility(reviewId, input),
    onSuccess: () => refreshReviewsAndCourses(queryClient),
  });
}

/** Hides or restores the instructor's reply under a review, with a reason. */
export function useSetReplyVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, ...input }: SetVisibilityVariables) => setReplyVisibility(reviewId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
