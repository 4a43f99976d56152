import type { CourseReviewsPage, ReviewView } from './api/reviewsApi';

/** A review as the public list answers it (contract of issue 29), for tests. */
export function reviewView(overrides: Partial<ReviewView> = {}): ReviewView {
  return {
    _id: 'r1',
    courseId: 'c1',
    rating: 5,
    comment: 'Khóa học rất hay, dễ hiểu.',
    createdAt: '2026-03-15T03:00:00.000Z',
    updatedAt: '2026-03-15T03:00:00.000Z',
    edited: false,
    helpfulCount: 0,
    author: { name: 'Trần Thị Bình', avatarUrl: null },
    reply: null,
    votedHelpful: false,
    mine: false,
    ...overrides,
  };
}

/** A first page of a course's reviews: 512 reviews averaging 4,7. */
export function courseReviewsPage(overrides: Partial<CourseReviewsPage> = {}): CourseReviewsPage {
  return {
    summary: { average: 4.7, count: 512, distribution: { '5': 400, '4': 80, '3': 20, '2': 8, '1': 4 } },
    reviews: [reviewView()],
    pagination: { currentPage: 1, totalPages: 52, totalItems: 512, limit: 10 },
    ...overrides,
  };
}

export const emptyCourseReviewsPage: CourseReviewsPage = {
  summary: { average: null, count: 0, distribution: { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 } },
  reviews: [],
  pagination: { currentPage: 1, totalPages: 0, totalItems: 0, limit: 10 },
};
