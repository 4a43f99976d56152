import { Prisma } from '../prisma/prisma.service';
import type { AdminReviewView, ReviewView } from './reviews.dto';

/** The columns a ReviewView is made of. */
export const reviewSelect = {
  id: true,
  courseId: true,
  userId: true,
  rating: true,
  comment: true,
  helpfulCount: true,
  editedAt: true,
  createdAt: true,
  updatedAt: true,
  replyBody: true,
  replyCreatedAt: true,
  replyUpdatedAt: true,
  replyEdited: true,
  replyHidden: true,
  user: { select: { name: true, avatarUrl: true } },
} satisfies Prisma.CourseReviewSelect;
export type ReviewRow = Prisma.CourseReviewGetPayload<{ select: typeof reviewSelect }>;

export const courseReviewSelect = { ...reviewSelect, course: { select: { title: true, slug: true } } } satisfies Prisma.CourseReviewSelect;
export type CourseReviewRow = Prisma.CourseReviewGetPayload<{ select: typeof courseReviewSelect }>;

/** What an admin decides on: the review, its course, its latest reports, its reply even when hidden. */
export const adminReviewSelect = {
  ...courseReviewSelect,
  status: true,
  hiddenReason: true,
  openReports: true,
  // The latest 5, open or closed: on a hidden review they say why it was reported.
  reports: {
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 5,
    select: { reason: true, createdAt: true, reporter: { select: { name: true } } },
  },
} satisfies Prisma.CourseReviewSelect;
export type AdminReviewRow = Prisma.CourseReviewGetPayload<{ select: typeof adminReviewSelect }>;

/** Who is looking: `votedIds` are the reviews of the page the viewer voted helpful. */
export interface Viewer {
  userId?: string;
  votedIds?: ReadonlySet<string>;
}

export function toReviewView(row: ReviewRow, viewer: Viewer = {}): ReviewView {
  return {
    _id: row.id,
    courseId: row.courseId,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    edited: row.editedAt !== null,
    helpfulCount: row.helpfulCount,
    author: { name: row.user.name, avatarUrl: row.user.avatarUrl },
    reply:
      row.replyBody !== null && !row.replyHidden && row.replyCreatedAt && row.replyUpdatedAt
        ? { body: row.replyBody, createdAt: row.replyCreatedAt.toISOString(), updatedAt: row.replyUpdatedAt.toISOString(), edited: row.replyEdited }
        : null,
    votedHelpful: viewer.votedIds?.has(row.id) ?? false,
    mine: viewer.userId !== undefined && viewer.userId === row.userId,
  };
}

export function toCourseReviewView(row: CourseReviewRow, viewer: Viewer = {}) {
  return { ...toReviewView(row, viewer), courseTitle: row.course.title, courseSlug: row.course.slug };
}

export function toAdminReviewView(row: AdminReviewRow): AdminReviewView {
  return {
    ...toCourseReviewView(row),
    status: row.status,
    hiddenReason: row.hiddenReason,
    openReports: row.openReports,
    reports: row.reports.map((report) => ({ reason: report.reason, reporterName: report.reporter.name, createdAt: report.createdAt.toISOString() })),
    replyHidden: row.replyHidden,
    replyBody: row.replyBody,
  };
}
