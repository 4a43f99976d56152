import { hashKey } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../api/types';
import { type CartItem, db } from '../../../lib/db';
import { createAppQueryClient } from '../../../lib/query';
import { setBrowserServerData } from '../../../lib/serverData';
import { useAuth } from '../../auth';
import { VISITOR_CART_ID } from '../../cart';
import { courseReviewsPage, emptyCourseReviewsPage, reviewKeys, reviewView } from '../../reviews';
import { courseKeys } from '../api/coursesApi';
import { courseDetail } from '../testData';
import CourseDetailPage from './CourseDetailPage';
import { createTestQueryClient, renderWithQuery } from '../../../test/renderWithQuery';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));
vi.mock('../../auth/hooks/useAuth', () => ({ useAuth: vi.fn() }));

function signIn(userId: string | null) {
  vi.mocked(useAuth).mockReturnValue({
    status: userId ? 'authenticated' : 'anonymous',
    user: userId ? ({ _id: userId, role: 'student', name: 'An' } as Profile) : null,
  } as unknown as ReturnType<typeof useAuth>);
}

/** The course as the cart keeps it: the page falls back to the card thumbnail when there is no course thumbnail. */
const courseItem: CartItem = {
  _id: courseDetail._id,
  kind: 'course',
  title: courseDetail.title,
  price: courseDetail.price,
  thumbnailUrl: courseDetail.thumbnailUrl,
  slug: courseDetail.slug,
};

const isReviewsRequest = (request: Request) => new URL(request.url).pathname.endsWith('/reviews');

/** Answers every request with `body`, except the course's reviews: an empty page unless `reviews` is given. */
function stubFetch(body: unknown, status = 200, reviews: unknown = emptyCourseReviewsPage) {
  const fetchMock = vi.fn(async (request: Request) =>
    isReviewsRequest(request) && status === 200
      ? new Response(JSON.stringify(reviews), { status: 200, headers: { 'Content-Type': 'application/json' } })
      : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
beforeEach(() => signIn(null));
afterEach(async () => {
  vi.unstubAllGlobals();
  setBrowserServerData({});
  vi.clearAllMocks();
  await db.cart.clear();
});

/** Shows where the page navigated to, with the router state it passed. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

const renderAt = (path: string, queryClient = createTestQueryClient()) =>
  renderWithQuery(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/courses/:slug" element={<CourseDetailPage />} />
        <Route path="/login" element={<LocationProbe />} />
        <Route path="/checkout" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
    { queryClient },
  );

/** Answers the course request, then the playback-url request with `playback`. */
function stubCourseAndPlayback(playback: { status: number; body: unknown }) {
  const fetchMock = vi.fn(async (request: Request) => {
    const isPlayback = new URL(request.url).pathname === '/api/media/playback-url';
    const [status, body] = isPlayback ? [playback.status, playback.body] : isReviewsRequest(request) ? [200, emptyCourseReviewsPage] : [200, { course: courseDetail }];
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('CourseDetailPage', () => {
  it('starts from the course the server rendered the page with, without asking for it again', async () => {
    const fetchMock = stubFetch({ course: courseDetail });
    setBrowserServerData({ [hashKey(courseKeys.detail('facebook-ads'))]: courseDetail });
    // The app's own cache settings: the rendered course counts as fresh for as long as any loaded answer.
    renderAt('/courses/facebook-ads', createAppQueryClient());
    // No findBy: the first render already shows the course, as the server's HTML did.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(courseDetail.title);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock.mock.calls.map(([request]) => new URL(request.url).pathname)).not.toContain('/api/courses/facebook-ads');
  });

  it('starts from the first page of reviews the server rendered, hostile text shown as text', async () => {
    const fetchMock = stubFetch({ course: courseDetail });
    const hostile = '<img src=x onerror=alert(1)>';
    const reviews = courseReviewsPage({ reviews: [reviewView({ comment: hostile })] });
    setBrowserServerData({
      [hashKey(courseKeys.detail('facebook-ads'))]: courseDetail,
      [hashKey(reviewKeys.courseList(courseDetail._id, { page: 1 }))]: reviews,
    });
    const { container } = renderAt('/courses/facebook-ads', createAppQueryClient());
    // The first render already holds the reviews, as the server's HTML did.
    const section = screen.getByTestId('course-reviews');
    expect(section.id).toBe('reviews');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Đánh giá của học viên');
    expect(screen.getByTestId('reviews-average').textContent).toBe('4,7');
    expect(screen.getByTestId('review-comment').textContent).toBe(hostile);
    expect(container.querySelector('img[src="x"]')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock.mock.calls.some(([request]) => isReviewsRequest(request))).toBe(false);
  });

  it("shows the course's figures in the header, or that it has no review yet", async () => {
    stubFetch({ course: { ...courseDetail, rating: 4.7, reviewsCount: 512 } });
    renderAt('/courses/facebook-ads');
    const figures = await screen.findByTestId('course-rating');
    expect(figures.textContent).toBe('★ 4,7 sao (512 đánh giá)');
    expect(figures.closest('a')?.getAttribute('href')).toBe('#reviews');
    expect((await screen.findByTestId('course-reviews-empty')).textContent).toBe('Chưa có đánh giá');
  });

  it('says a course without reviews has none in the header', async () => {
    stubFetch({ course: { ...courseDetail, rating: 0, reviewsCount: 0 } });
    renderAt('/courses/facebook-ads');
    expect((await screen.findByTestId('course-rating')).textContent).toBe('Chưa có đánh giá');
    expect(screen.getByTestId('course-detail').textContent).not.toContain('0,0');
  });

  it('renders the course, its curriculum and the free-preview badge', async () => {
    const fetchMock = stubFetch({ course: courseDetail });
    renderAt('/courses/facebook-ads');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(courseDetail.title);
    expect(new URL(fetchMock.mock.calls[0][0].url).pathname).toBe('/api/courses/facebook-ads');
    expect(screen.getByText('Tự chạy chiến dịch')).toBeTruthy();
    expect(screen.getByText('Có tài khoản Facebook')).toBeTruthy();
    expect(screen.getByTestId('course-instructor').textContent).toBe('Nguyễn Văn An');
    expect(screen.getByTestId('course-price').textContent).toMatch(/1\.250\.000\s₫/);

    const section = screen.getByRole('button', { name: /Chương 1: Nhập môn/ });
    expect(section.getAttribute('aria-expanded')).toBe('true');
    const free = screen.getByTestId('lecture-l1');
    expect(free.textContent).toContain('Giới thiệu');
    expect(within(free).getByText('Học thử')).toBeTruthy();
    expect(free.textContent).toContain('12:34');
    expect(within(screen.getByTestId('lecture-l2')).queryByText('Học thử')).toBeNull();

    fireEvent.click(section);
    expect(section.getAttribute('aria-expanded')).toBe('false');
  });

  it("adds the course to the signed-in user's cart once; a second press only says it is there", async () => {
    signIn('u1');
    stubFetch({ course: courseDetail });
    renderAt('/courses/facebook-ads');
    fireEvent.click(await screen.findByRole('button', { name: 'Thêm vào giỏ hàng' }));
    await waitFor(() => expect(vi.mocked(toast.success)).toHaveBeenCalledWith('Đã thêm vào giỏ hàng.'));
    expect((await db.cart.get('u1'))?.items).toEqual([courseItem]);

    fireEvent.click(screen.getByTestId('course-add-to-cart'));
    await waitFor(() => expect(vi.mocked(toast)).toHaveBeenCalledWith('Khóa học đã có trong giỏ hàng.'));
    expect(vi.mocked(toast.success)).toHaveBeenCalledTimes(1);
    expect((await db.cart.get('u1'))?.items).toEqual([courseItem]);
    expect(screen.getByTestId('course-detail')).toBeTruthy();
  });

  it('buys now: the cart becomes just this course and the page moves to /checkout', async () => {
    signIn('u1');
    const other: CartItem = { ...courseItem, _id: 'c9', title: 'Khóa khác', slug: 'khoa-khac' };
    await db.cart.put({ userId: 'u1', items: [other], updatedAt: 1 });
    await db.cart.put({ userId: 'u2', items: [other], updatedAt: 1 });
    stubFetch({ course: courseDetail });
    renderAt('/courses/facebook-ads');
    fireEvent.click(await screen.findByTestId('course-buy-now'));

    expect((await screen.findByTestId('location')).textContent).toBe('/checkout null');
    expect((await db.cart.get('u1'))?.items).toEqual([courseItem]);
    expect((await db.cart.get('u2'))?.items).toEqual([other]);
  });

  it("keeps a visitor's course in the visitor cart on this device, not in a stored user's cart", async () => {
    await db.cart.put({ userId: 'u1', items: [], updatedAt: 1 });
    stubFetch({ course: courseDetail });
    renderAt('/courses/facebook-ads');
    fireEvent.click(await screen.findByTestId('course-add-to-cart'));
    await waitFor(() => expect(vi.mocked(toast.success)).toHaveBeenCalledWith('Đã thêm vào giỏ hàng.'));
    expect((await db.cart.get(VISITOR_CART_ID))?.items).toEqual([courseItem]);
    expect((await db.cart.get('u1'))?.items).toEqual([]);
    expect(screen.getByTestId('course-detail')).toBeTruthy();
  });

  it('sends a visitor who presses Mua ngay to /login, to come back to the course', async () => {
    stubFetch({ course: courseDetail });
    renderAt('/courses/facebook-ads');
    fireEvent.click(await screen.findByTestId('course-buy-now'));

    expect(vi.mocked(toast.error)).toHaveBeenCalledWith('Vui lòng đăng nhập để mua khóa học.');
    expect(screen.getByTestId('location').textContent).toBe(`/login ${JSON.stringify({ from: '/courses/facebook-ads' })}`);
    expect(vi.mocked(toast.success)).not.toHaveBeenCalled();
    expect(await db.cart.count()).toBe(0);
  });

  it('waits for the session before the buttons work', async () => {
    vi.mocked(useAuth).mockReturnValue({ status: 'loading', user: null } as unknown as ReturnType<typeof useAuth>);
    stubFetch({ course: courseDetail });
    renderAt('/courses/facebook-ads');
    expect((await screen.findByTestId('course-buy-now')).hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('course-add-to-cart').hasAttribute('disabled')).toBe(true);
  });

  it('explains a missing course (404) and links back to /courses', async () => {
    stubFetch({ message: 'Không tìm thấy khóa học' }, 404);
    renderAt('/courses/khong-co');
    const box = await screen.findByTestId('course-not-found');
    expect(within(box).getByRole('heading', { level: 1 }).textContent).toBe('Không tìm thấy khóa học');
    expect(
      within(box)
        .getByRole('link', { name: /Quay lại danh sách khóa học/ })
        .getAttribute('href'),
    ).toBe('/courses');
  });

  it('shows other failures with a retry', async () => {
    stubFetch({ message: 'Máy chủ bận' }, 500);
    renderAt('/courses/facebook-ads');
    expect((await screen.findByTestId('course-error')).textContent).toContain('Máy chủ bận');
  });

  it('plays a free lesson from the curriculum with a signed URL asked for that lesson', async () => {
    const fetchMock = stubCourseAndPlayback({ status: 200, body: { playbackUrl: '/api/media/hls/m1/master.m3u8?exp=1&sig=x', expiresAt: '2030-01-01T00:00:00Z' } });
    renderAt('/courses/facebook-ads');
    // Only the free lesson is a play button; the paid one stays plain text.
    fireEvent.click(await screen.findByRole('button', { name: 'Giới thiệu' }));
    expect(within(screen.getByTestId('lecture-l2')).queryByRole('button')).toBeNull();

    expect(await screen.findByTestId('hls-video')).toBeTruthy();
    const playbackCall = fetchMock.mock.calls.map(([request]) => request).find((request) => request.url.endsWith('/api/media/playback-url'))!;
    expect(await playbackCall.json()).toEqual({ mediaId: 'm1', courseId: courseDetail._id });
    expect(screen.getByTestId('free-preview').textContent).toContain('Đang học thử: Giới thiệu');
    expect(screen.getByRole('button', { name: 'Giới thiệu' }).getAttribute('aria-current')).toBe('true');
  });

  it('says why a free lesson cannot play when the server refuses the URL', async () => {
    stubCourseAndPlayback({ status: 409, body: { message: 'Video đang được xử lý, vui lòng quay lại sau.', code: 'PLAYBACK_NOT_READY' } });
    renderAt('/courses/facebook-ads');
    fireEvent.click(await screen.findByTestId('play-free-preview'));
    expect((await screen.findByRole('alert')).textContent).toBe('Video đang được xử lý, vui lòng quay lại sau.');
    expect(screen.queryByTestId('hls-video')).toBeNull();
  });
});
