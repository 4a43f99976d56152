// hand-written from the contract until the API types are regenerated
// (/tmp/tasks/contract-reviews.md, issue 29). The merger switches these to ApiResponse/ApiBody of api/schema.d.ts.
import type { Pagination } from '../../../api/types';

export type ReviewRating = 1 | 2 | 3 | 4 | 5;
export type ReviewSort = 'newest' | 'helpful' | 'highest' | 'lowest';

export type ReviewReply = { body: string; createdAt: string; updatedAt: string; edited: boolean };

export type ReviewView = {
  _id: string;
  courseId: string;
  rating: ReviewRating;
  /** Plain text, at most 2,000 characters; null when the student left stars only. */
  comment: string | null;
  createdAt: string;
  updatedAt: string;
  /** Rating or comment changed after creation: shown 'đã chỉnh sửa'. */
  edited: boolean;
  helpfulCount: number;
  author: { name: string; avatarUrl: string | null };
  /** Null when there is none or an admin hid it. */
  reply: ReviewReply | null;
  /** The signed-in viewer voted it helpful; false for visitors. */
  votedHelpful: boolean;
  /** The signed-in viewer wrote it. */
  mine: boolean;
};

export type ReviewDistribution = Record<'5' | '4' | '3' | '2' | '1', number>;

export type ReviewSummary = {
  /** One decimal (4.7); null when count is 0. */
  average: number | null;
  count: number;
  distribution: ReviewDistribution;
};

export type CourseReviewsPage = { summary: ReviewSummary; reviews: ReviewView[]; pagination: Pagination };

export type ReviewIneligibleReason = 'NOT_ENROLLED' | 'NO_COMPLETED_LECTURE';
export type MyReview = { review: ReviewView | null; eligibility: { canReview: boolean; reason: ReviewIneligibleReason | null } };

export type SaveMyReviewInput = { rating: number; comment?: string | null; clientId?: string };
export type SaveMyReviewResult = { review: ReviewView; created: boolean };
export type DeleteMyReviewResult = { deleted: true };

export type HelpfulVoteResult = { helpfulCount: number; votedHelpful: boolean };
export type ReportReviewInput = { reason: string };
export type ReportReviewResult = { reported: true };

export type InstructorReview = ReviewView & { courseTitle: string; courseSlug: string };
export type InstructorReviewsPage = { reviews: InstructorReview[]; pagination: Pagination };
export type ReplyToReviewInput = { body: string };
export type ReplyToReviewResult = { review: ReviewView };

export type InstructorCourseReviewSummary = {
  courseId: string;
  title: string;
  slug: string;
  average: number | null;
  count: number;
  last30Days: { count: number; average: number | null };
  /** The last 30 days in Vietnam time, oldest first, 30 entries. */
  daily: { date: string; count: number; ratingSum: number }[];
};
export type InstructorReviewSummary = { courses: InstructorCourseReviewSummary[] };

export type AdminReviewStatusFilter = 'reported' | 'hidden' | 'all';
export type AdminReview = ReviewView & {
  courseTitle: string;
  courseSlug: string;
  status: 'visible' | 'hidden';
  hiddenReason: string | null;
  openReports: number;
  /** The latest 5. */
  reports: { reason: string; reporterName: string; createdAt: string }[];
  replyHidden: boolean;
  replyBody: string | null;
};
export type AdminReviewsPage = { reviews: AdminReview[]; pagination: Pagination };
export type SetVisibilityInput = { hidden: boolean; reason: string };
export type AdminReviewResult = { review: AdminReview };
