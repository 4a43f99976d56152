// The review routes' shapes, named from the API's own OpenAPI description (api/schema.d.ts).
import type { ApiBody, ApiResponse, Pagination } from '../../../api/types';

export type CourseReviewsPage = ApiResponse<'/api/courses/{courseId}/reviews', 'get'>;
export type ReviewView = CourseReviewsPage['reviews'][number];
export type ReviewRating = 1 | 2 | 3 | 4 | 5;
export type ReviewSort = 'newest' | 'helpful' | 'highest' | 'lowest';
export type ReviewReply = NonNullable<ReviewView['reply']>;
export type ReviewSummary = CourseReviewsPage['summary'];
export type ReviewDistribution = ReviewSummary['distribution'];

export type MyReview = ApiResponse<'/api/courses/{courseId}/reviews/mine', 'get'>;
export type ReviewIneligibleReason = NonNullable<MyReview['eligibility']['reason']>;
export type SaveMyReviewInput = ApiBody<'/api/courses/{courseId}/reviews/mine', 'put'>;
export type SaveMyReviewResult = ApiResponse<'/api/courses/{courseId}/reviews/mine', 'put'>;
export type DeleteMyReviewResult = ApiResponse<'/api/courses/{courseId}/reviews/mine', 'delete'>;

export type HelpfulVoteResult = ApiResponse<'/api/reviews/{reviewId}/helpful', 'post'>;
export type ReportReviewInput = ApiBody<'/api/reviews/{reviewId}/reports', 'post'>;
export type ReportReviewResult = ApiResponse<'/api/reviews/{reviewId}/reports', 'post'>;

export type InstructorReviewsPage = ApiResponse<'/api/instructor/reviews', 'get'>;
export type InstructorReview = InstructorReviewsPage['reviews'][number];
export type ReplyToReviewInput = ApiBody<'/api/instructor/reviews/{reviewId}/reply', 'put'>;
export type ReplyToReviewResult = ApiResponse<'/api/instructor/reviews/{reviewId}/reply', 'put'>;

export type InstructorReviewSummary = ApiResponse<'/api/instructor/reviews/summary', 'get'>;
export type InstructorCourseReviewSummary = InstructorReviewSummary['courses'][number];

export type AdminReviewStatusFilter = 'reported' | 'hidden' | 'all';
export type AdminReviewsPage = ApiResponse<'/api/admin/reviews', 'get'>;
export type AdminReview = AdminReviewsPage['reviews'][number];
export type SetVisibilityInput = ApiBody<'/api/admin/reviews/{reviewId}/visibility', 'put'>;
export type AdminReviewResult = ApiResponse<'/api/admin/reviews/{reviewId}/visibility', 'put'>;

export type { Pagination };
