// @vitest-environment jsdom
// jsdom: happy-dom computes the distribution bars' accessible names differently.
import { hashKey, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import toast from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../api/types';
import { fakeApi } from '../../../test/fakeApi';
import { setBrowserServerData } from '../../../lib/serverData';
import { createAppQueryClient } from '../../../lib/query';
import { renderWithQuery } from '../../../test/renderWithQuery';
import { reviewKeys } from '../api/reviewsApi';
import { useAuth } from '../../auth';
import { courseReviewsPage, emptyCourseReviewsPage, reviewView } from '../testData';
import { CourseReviews } from './CourseReviews';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));
vi.mock('../../auth/hooks/useAuth', () => ({ useAuth: vi.fn() }));

const LIST = 'GET /api/courses/c1/reviews';

function signIn(userId: string | null) {
  vi.mocked(useAuth).mockReturnValue({
    status: userId ? 'authenticated' : 'anonymous',
    user: userId ? ({ _id: userId, role: 'student', name: 'An' } as Profile) : null,
  } as unknown as ReturnType<typeof useAuth>);
}

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

const renderReviews = () =>
  renderWithQuery(
    <MemoryRouter initialEntries={['/courses/facebook-ads']}>
      <Routes>
        <Route path="/courses/:slug" element={<CourseReviews courseId="c1" />} />
        <Route path="/login" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => signIn(null));
afterEach(() => {
  setBrowserServerData({});
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('CourseReviews', () => {
  it('shows the average with one vi-VN decimal, the count, the distribution percentages and the reviews', async () => {
    const calls = fakeApi({ [LIST]: { body: courseReviewsPage() } });
    renderReviews();
    expect((await screen.findByTestId('reviews-average')).textContent).toBe('4,7');
    expect(screen.getByTestId('reviews-count').textContent).toBe('512 đánh giá');
    expect(within(screen.getByTestId('course-reviews-summary')).getByRole('img', { name: '4,7 trên 5 sao' })).toBeTruthy();
    // 400, 80, 20, 8 and 4 of 512.
    expect([5, 4, 3, 2, 1].map((stars) => screen.getByTestId(`rating-percent-${stars}`).textContent)).toEqual(['78%', '16%', '4%', '2%', '1%']);
    expect(screen.getByRole('button', { name: '4 sao: 16%, 80 đánh giá' }).getAttribute('aria-pressed')).toBe('false');

    const card = screen.getByTestId('review-r1');
    expect(within(card).getByTestId('review-author').textContent).toBe('Trần Thị Bình');
    expect(within(card).getByTestId('review-date').textContent).toBe('15/03/2026');
    expect(within(card).getByTestId('review-comment').textContent).toBe('Khóa học rất hay, dễ hiểu.');
    expect(within(card).queryByTestId('review-edited')).toBeNull();
    expect(within(card).queryByTestId('review-reply')).toBeNull();
    expect(calls[0].query).toEqual({ page: '1', limit: '10', sort: 'newest' });
    expect(screen.getByTestId('pagination')).toBeTruthy();
  });

  it('renders the seeded first page to HTML (hostile text escaped) and hydrates it without a difference or a request', async () => {
    const calls = fakeApi({});
    const hostile = '<img src=x onerror=alert(1)>';
    const reply = { body: 'Cảm ơn <b>bạn</b>', createdAt: '2026-03-16T03:00:00.000Z', updatedAt: '2026-03-16T03:00:00.000Z', edited: true };
    const page = courseReviewsPage({ reviews: [reviewView({ comment: hostile, reply, helpfulCount: 7 })] });
    setBrowserServerData({ [hashKey(reviewKeys.courseList('c1', { page: 1 }))]: page });
    const ui = (
      // The app's own cache settings: the rendered page counts as fresh as any loaded answer.
      <QueryClientProvider client={createAppQueryClient()}>
        <MemoryRouter initialEntries={['/courses/facebook-ads']}>
          <CourseReviews courseId="c1" />
        </MemoryRouter>
      </QueryClientProvider>
    );
    const html = renderToString(ui);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Cảm ơn &lt;b&gt;bạn&lt;/b&gt;');
    expect(html).not.toContain('<img src=x');
    for (const text of ['Đánh giá của học viên', '4,7', '512 đánh giá', '78%', '15/03/2026', 'Phản hồi của giảng viên', 'Hữu ích (7)']) {
      // React parts adjacent text with empty comments.
      expect(html.replaceAll('<!-- -->', '')).toContain(text);
    }

    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = html;
    const served = container.innerHTML; // as the browser parsed it
    document.body.appendChild(container);
    setBrowserServerData({ [hashKey(reviewKeys.courseList('c1', { page: 1 }))]: page });
    const root = await act(async () => hydrateRoot(container, ui, { onRecoverableError: (error) => console.error(error) }));
    try {
      expect(errors).not.toHaveBeenCalled();
      expect(container.innerHTML).toBe(served);
      expect(calls).toEqual([]);
    } finally {
      act(() => root.unmount());
      container.remove();
      errors.mockRestore();
    }
  });

  it('shows a hostile comment as text, never as markup', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    fakeApi({ [LIST]: { body: courseReviewsPage({ reviews: [reviewView({ comment: hostile, author: { name: '<b>Kẻ xấu</b>', avatarUrl: null } })] }) } });
    const { container } = renderReviews();
    expect((await screen.findByTestId('review-comment')).textContent).toBe(hostile);
    expect(screen.getByTestId('review-author').textContent).toBe('<b>Kẻ xấu</b>');
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it("shows the instructor's reply and marks edited reviews", async () => {
    const reply = { body: 'Cảm ơn bạn đã góp ý!', createdAt: '2026-03-16T03:00:00.000Z', updatedAt: '2026-03-16T03:00:00.000Z', edited: false };
    fakeApi({ [LIST]: { body: courseReviewsPage({ reviews: [reviewView({ edited: true, reply })] }) } });
    renderReviews();
    const block = await screen.findByTestId('review-reply');
    expect(block.textContent).toContain('Phản hồi của giảng viên');
    expect(block.textContent).toContain('16/03/2026');
    expect(block.textContent).toContain('Cảm ơn bạn đã góp ý!');
    expect(screen.getByTestId('review-edited').textContent).toBe('(đã chỉnh sửa)');
  });

  it('toggles the helpful vote of a signed-in viewer, showing the count the server answers', async () => {
    signIn('u1');
    const calls = fakeApi({
      [LIST]: { body: courseReviewsPage({ reviews: [reviewView({ helpfulCount: 3 })] }) },
      'POST /api/reviews/r1/helpful': { body: { helpfulCount: 4, votedHelpful: true } },
      'DELETE /api/reviews/r1/helpful': { body: { helpfulCount: 3, votedHelpful: false } },
    });
    renderReviews();
    const button = await screen.findByRole('button', { name: 'Hữu ích (3)' });
    expect(button.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('review-helpful').getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('review-helpful').textContent).toBe('Hữu ích (4)');

    fireEvent.click(screen.getByTestId('review-helpful'));
    await waitFor(() => expect(screen.getByTestId('review-helpful').getAttribute('aria-pressed')).toBe('false'));
    expect(screen.getByTestId('review-helpful').textContent).toBe('Hữu ích (3)');
    expect(calls.filter((call) => call.path === '/api/reviews/r1/helpful').map((call) => call.method)).toEqual(['POST', 'DELETE']);
  });

  it('sends a visitor who votes to sign in, to come back to the reviews', async () => {
    const calls = fakeApi({ [LIST]: { body: courseReviewsPage() } });
    renderReviews();
    fireEvent.click(await screen.findByRole('button', { name: 'Hữu ích (0)' }));
    expect(vi.mocked(toast.error)).toHaveBeenCalledWith('Vui lòng đăng nhập để bình chọn đánh giá hữu ích.');
    expect(screen.getByTestId('location').textContent).toBe(`/login ${JSON.stringify({ from: '/courses/facebook-ads#reviews' })}`);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("offers neither the vote nor the report on the viewer's own review", async () => {
    signIn('u1');
    fakeApi({ [LIST]: { body: courseReviewsPage({ reviews: [reviewView({ mine: true, helpfulCount: 2 })] }) } });
    renderReviews();
    const card = await screen.findByTestId('review-r1');
    expect(within(card).queryByTestId('review-helpful')).toBeNull();
    expect(within(card).queryByTestId('review-report')).toBeNull();
    expect(card.textContent).toContain('Đánh giá của bạn');
    expect(card.textContent).toContain('2 người thấy hữu ích');
  });

  it('says there is no review yet instead of a zero summary', async () => {
    fakeApi({ [LIST]: { body: emptyCourseReviewsPage } });
    renderReviews();
    expect((await screen.findByTestId('course-reviews-empty')).textContent).toBe('Chưa có đánh giá');
    expect(screen.queryByTestId('rating-distribution')).toBeNull();
    expect(screen.getByTestId('course-reviews').textContent).not.toContain('0,0');
  });

  it('filters by the stars of a distribution row and sorts, back on page 1', async () => {
    const calls = fakeApi({
      [LIST]: ({ query }) => ({ body: courseReviewsPage({ pagination: { currentPage: Number(query.page), totalPages: 52, totalItems: 512, limit: 10 } }) }),
    });
    renderReviews();
    fireEvent.click(await screen.findByRole('button', { name: 'Trang 2' }));
    await waitFor(() => expect(calls.at(-1)?.query.page).toBe('2'));

    fireEvent.click(screen.getByTestId('rating-row-4'));
    await waitFor(() => expect(calls.at(-1)?.query).toEqual({ page: '1', limit: '10', sort: 'newest', stars: '4' }));
    expect(screen.getByTestId('rating-row-4').getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Lọc theo số sao') as HTMLSelectElement).value).toBe('4');

    fireEvent.change(screen.getByLabelText('Sắp xếp'), { target: { value: 'helpful' } });
    await waitFor(() => expect(calls.at(-1)?.query).toEqual({ page: '1', limit: '10', sort: 'helpful', stars: '4' }));

    // Pressing the selected row again shows every review.
    fireEvent.click(screen.getByTestId('rating-row-4'));
    await waitFor(() => expect(calls.at(-1)?.query).toEqual({ page: '1', limit: '10', sort: 'helpful' }));
  });

  it("asks again for the viewer's votes after a sign-in on the page, not when the session is first read", async () => {
    vi.mocked(useAuth).mockReturnValue({ status: 'loading', user: null } as unknown as ReturnType<typeof useAuth>);
    const calls = fakeApi({ [LIST]: { body: courseReviewsPage() } });
    const view = renderReviews();
    await screen.findByTestId('review-r1');
    signIn(null);
    view.rerender(
      <MemoryRouter initialEntries={['/courses/facebook-ads']}>
        <Routes>
          <Route path="/courses/:slug" element={<CourseReviews courseId="c1" />} />
        </Routes>
      </MemoryRouter>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toHaveLength(1);

    signIn('u1');
    view.rerender(
      <MemoryRouter initialEntries={['/courses/facebook-ads']}>
        <Routes>
          <Route path="/courses/:slug" element={<CourseReviews courseId="c1" />} />
        </Routes>
      </MemoryRouter>,
    );
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('reports a review with a required reason', async () => {
    signIn('u1');
    const calls = fakeApi({ [LIST]: { body: courseReviewsPage() }, 'POST /api/reviews/r1/reports': { body: { reported: true } } });
    renderReviews();
    fireEvent.click(await screen.findByRole('button', { name: 'Báo cáo đánh giá của Trần Thị Bình' }));
    const dialog = await screen.findByRole('dialog', { name: 'Báo cáo đánh giá' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Gửi báo cáo' }));
    expect((await within(dialog).findByTestId('report-review-error')).textContent).toBe('Vui lòng nhập lý do báo cáo.');
    fireEvent.change(within(dialog).getByLabelText('Lý do báo cáo'), { target: { value: 'abc' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gửi báo cáo' }));
    expect((await within(dialog).findByTestId('report-review-error')).textContent).toBe('Lý do báo cáo cần ít nhất 5 ký tự.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Lý do báo cáo'), { target: { value: '  Nội dung quảng cáo  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gửi báo cáo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'Nội dung quảng cáo' });
    expect(vi.mocked(toast.success)).toHaveBeenCalledWith('Đã gửi báo cáo. Cảm ơn bạn!');
  });
});
