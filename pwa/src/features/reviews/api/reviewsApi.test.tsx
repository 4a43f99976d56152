import { hashKey } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/ApiError';
import { fakeApi } from '../../../test/fakeApi';
import { createTestQueryClient } from '../../../test/renderWithQuery';
import { courseKeys } from '../../courses';
import { courseReviewsPage, reviewView } from '../testData';
import { fetchCourseReviews, fetchInstructorReviews, reviewKeys, saveMyReview, useSaveMyReview, useSetReviewVisibility } from './reviewsApi';

afterEach(() => vi.unstubAllGlobals());

describe('review requests', () => {
  it('asks for a page of reviews with the defaults written out and without the filters left empty', async () => {
    const calls = fakeApi({ 'GET /api/courses/c%201/reviews': { body: courseReviewsPage() } });
    expect((await fetchCourseReviews('c 1', { page: 2, sort: 'helpful' })).summary.count).toBe(512);
    expect(calls[0].query).toEqual({ page: '2', limit: '10', sort: 'helpful' });

    const instructorCalls = fakeApi({ 'GET /api/instructor/reviews': { body: { reviews: [], pagination: { currentPage: 1, totalPages: 0, totalItems: 0, limit: 20 } } } });
    await fetchInstructorReviews({ page: 1, courseId: undefined, stars: 3 });
    expect(instructorCalls[0].query).toEqual({ page: '1', stars: '3' });
  });

  it('sends the body as JSON and fails with the server message and code', async () => {
    const calls = fakeApi({
      'PUT /api/courses/c1/reviews/mine': { status: 403, body: { message: 'Hãy hoàn thành ít nhất một bài học trước khi đánh giá.', code: 'REVIEW_NEEDS_PROGRESS' } },
    });
    const failure = await saveMyReview('c1', { rating: 5, comment: 'Hay', clientId: 'abc_1' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('Hãy hoàn thành ít nhất một bài học trước khi đánh giá.');
    expect((failure as ApiError).status).toBe(403);
    expect((failure as ApiError).code).toBe('REVIEW_NEEDS_PROGRESS');
    expect(calls[0]).toMatchObject({ method: 'PUT', path: '/api/courses/c1/reviews/mine', body: { rating: 5, comment: 'Hay', clientId: 'abc_1' } });
  });

  it('fails with the network message when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const failure = await fetchCourseReviews('c1', { page: 1 }).catch((error: unknown) => error);
    expect((failure as ApiError).code).toBe('NETWORK_ERROR');
    expect((failure as ApiError).message).toBe('Không thể kết nối tới máy chủ. Vui lòng kiểm tra kết nối mạng.');
  });
});

describe('reviewKeys', () => {
  it('gives the same key to the same request, defaults written or not (the seeded first page)', () => {
    expect(hashKey(reviewKeys.courseList('c1', { page: 1 }))).toBe(hashKey(reviewKeys.courseList('c1', { page: 1, limit: 10, sort: 'newest', stars: undefined })));
    expect(hashKey(reviewKeys.courseList('c1', { page: 1, stars: 5 }))).not.toBe(hashKey(reviewKeys.courseList('c1', { page: 1 })));
    for (const key of [reviewKeys.mine('c1'), reviewKeys.instructorSummary(), reviewKeys.adminList({ page: 1, status: 'reported' })]) expect(key[0]).toBe('reviews');
  });
});

describe('review mutations', () => {
  const wrapperFor = (queryClient = createTestQueryClient()) => ({
    queryClient,
    wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
  });

  it('saving a review refetches the course reviews and the course figures', async () => {
    fakeApi({ 'PUT /api/courses/c1/reviews/mine': { body: { review: reviewView({ mine: true }), created: true } } });
    const { queryClient, wrapper } = wrapperFor();
    queryClient.setQueryData(reviewKeys.courseList('c1', { page: 1 }), courseReviewsPage());
    queryClient.setQueryData(courseKeys.detail('facebook-ads'), { _id: 'c1' });
    const { result } = renderHook(() => useSaveMyReview('c1'), { wrapper });
    await act(() => result.current.mutateAsync({ rating: 5 }));
    await waitFor(() => expect(queryClient.getQueryState(reviewKeys.courseList('c1', { page: 1 }))?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(courseKeys.detail('facebook-ads'))?.isInvalidated).toBe(true);
  });

  it('hiding a review sends the reason and refetches every review list and the course figures', async () => {
    const calls = fakeApi({ 'PUT /api/admin/reviews/r1/visibility': { body: { review: reviewView() } } });
    const { queryClient, wrapper } = wrapperFor();
    queryClient.setQueryData(reviewKeys.adminList({ page: 1, status: 'reported' }), { reviews: [], pagination: {} });
    queryClient.setQueryData(courseKeys.lists(), []);
    const { result } = renderHook(() => useSetReviewVisibility(), { wrapper });
    await act(() => result.current.mutateAsync({ reviewId: 'r1', hidden: true, reason: 'Ngôn từ xúc phạm' }));
    expect(calls[0].body).toEqual({ hidden: true, reason: 'Ngôn từ xúc phạm' });
    expect(queryClient.getQueryState(reviewKeys.adminList({ page: 1, status: 'reported' }))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(courseKeys.lists())?.isInvalidated).toBe(true);
  });
});
