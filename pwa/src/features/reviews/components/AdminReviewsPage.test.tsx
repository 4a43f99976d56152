import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type ApiCall } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import type { AdminReview } from '../api/reviewsApi';
import AdminReviewsPage from './AdminReviewsPage';

function adminReview(id: string, fields: Partial<AdminReview> = {}): AdminReview {
  return {
    _id: id,
    courseId: 'c1',
    courseTitle: 'Quảng cáo Facebook',
    courseSlug: 'quang-cao-facebook',
    rating: 1,
    comment: `Nhận xét ${id}`,
    createdAt: '2026-11-20T03:00:00Z',
    updatedAt: '2026-11-20T03:00:00Z',
    edited: false,
    helpfulCount: 0,
    author: { name: `Học viên ${id}`, avatarUrl: null },
    reply: null,
    votedHelpful: false,
    mine: false,
    status: 'visible',
    hiddenReason: null,
    openReports: 0,
    reports: [],
    replyHidden: false,
    replyBody: null,
    ...fields,
  };
}

const SPAM = adminReview('spam', {
  comment: '<script>alert(1)</script> Mua khóa học giá rẻ tại đây',
  openReports: 2,
  reports: [
    { reason: 'Quảng cáo trang khác', reporterName: 'Trần Thị Lan', createdAt: '2026-11-21T08:30:00Z' },
    { reason: 'Spam liên kết', reporterName: 'Lê Văn Minh', createdAt: '2026-11-21T01:00:00Z' },
  ],
  replyBody: 'Cảm ơn góp ý của bạn.',
  reply: { body: 'Cảm ơn góp ý của bạn.', createdAt: '2026-11-22T03:00:00Z', updatedAt: '2026-11-22T03:00:00Z', edited: false },
});
const HIDDEN = adminReview('hidden', { status: 'hidden', hiddenReason: 'Ngôn từ xúc phạm', rating: 2 });

/** The moderation queue as the server keeps it: hiding closes the reports, so the review leaves 'reported' for 'hidden'. */
function serve(initial: AdminReview[]) {
  let reviews = initial;
  const inTab = (status: string) => (review: AdminReview) =>
    status === 'all' || (status === 'hidden' ? review.status === 'hidden' : review.status === 'visible' && review.openReports > 0);
  const update = (change: (review: AdminReview, input: { hidden: boolean; reason: string }) => AdminReview) => (call: ApiCall) => {
    const id = call.path.split('/')[4];
    const input = call.body as { hidden: boolean; reason: string };
    reviews = reviews.map((review) => (review._id === id ? change(review, input) : review));
    return { body: { review: reviews.find((review) => review._id === id) } };
  };
  const setVisibility = update((review, { hidden, reason }) => ({
    ...review,
    status: hidden ? 'hidden' : 'visible',
    hiddenReason: hidden ? reason : null,
    openReports: hidden ? 0 : review.openReports,
  }));
  const setReply = update((review, { hidden }) => ({ ...review, replyHidden: hidden }));
  return fakeApi({
    'GET /api/admin/reviews': (call: ApiCall) => {
      const matching = reviews.filter(inTab(call.query.status));
      return { body: { reviews: matching, pagination: { currentPage: Number(call.query.page), totalPages: 1, totalItems: matching.length, limit: 10 } } };
    },
    ...Object.fromEntries(
      initial.flatMap((review) => [
        [`PUT /api/admin/reviews/${review._id}/visibility`, setVisibility],
        [`PUT /api/admin/reviews/${review._id}/reply-visibility`, setReply],
      ]),
    ),
  });
}

const listQueries = (calls: ApiCall[]) => calls.filter((call) => call.method === 'GET').map((call) => call.query);
const writes = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT').map(({ path, body }) => ({ path, body }));
const text = (element: HTMLElement | null) => element?.textContent?.replace(/\s/g, ' ');

function renderPage(path = '/admin/reviews') {
  renderWithQuery(
    <MemoryRouter initialEntries={[path]}>
      <AdminReviewsPage />
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('AdminReviewsPage', () => {
  it('opens on the reported reviews: course, author, stars, plain text, the reports and the reply', async () => {
    const calls = serve([SPAM, HIDDEN]);
    renderPage();
    const card = await screen.findByTestId('admin-review-spam');
    expect(screen.getByRole('tab', { name: 'Bị báo cáo' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByTestId('admin-review-hidden')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Quảng cáo Facebook' }).getAttribute('href')).toBe('/courses/quang-cao-facebook#reviews');
    expect(text(card)).toContain('Học viên spam');
    expect(text(card)).toContain('Đang hiển thị');
    expect(text(card)).toContain('2 báo cáo');
    expect(within(card).getByRole('img', { name: '1,0 trên 5 sao' })).toBeTruthy();
    expect(within(card).getByTestId('review-comment').textContent).toBe('<script>alert(1)</script> Mua khóa học giá rẻ tại đây');
    expect(card.querySelector('script')).toBeNull();
    expect(within(within(card).getByTestId('review-reports')).getAllByRole('listitem').map(text)).toEqual([
      'Quảng cáo trang khácTrần Thị Lan · 15:30 21/11/2026',
      'Spam liên kếtLê Văn Minh · 08:00 21/11/2026',
    ]);
    expect(text(screen.getByTestId('admin-reply-spam'))).toContain('Cảm ơn góp ý của bạn.');
    expect(within(card).getByRole('button', { name: 'Ẩn phản hồi cho đánh giá của Học viên spam' })).toBeTruthy();
    expect(listQueries(calls)).toEqual([{ page: '1', limit: '10', status: 'reported' }]);
  });

  it('hides a review only with a reason of at least 5 characters, then it leaves the reported queue', async () => {
    const calls = serve([SPAM, HIDDEN]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Ẩn đánh giá của Học viên spam' }));
    const dialog = screen.getByRole('dialog', { name: 'Ẩn đánh giá: đánh giá của Học viên spam' });
    const reason = within(dialog).getByLabelText('Lý do');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Ẩn đánh giá' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Lý do cần ít nhất 5 ký tự.');
    fireEvent.change(reason, { target: { value: '  spam ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ẩn đánh giá' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Lý do cần ít nhất 5 ký tự.');
    expect(writes(calls)).toEqual([]);

    fireEvent.change(reason, { target: { value: '  Quảng cáo trang khác ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ẩn đánh giá' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([{ path: '/api/admin/reviews/spam/visibility', body: { hidden: true, reason: 'Quảng cáo trang khác' } }]);
    expect((await screen.findByTestId('admin-reviews-empty')).textContent).toBe('Không có đánh giá nào đang bị báo cáo.');

    fireEvent.click(screen.getByRole('tab', { name: 'Đã ẩn' }));
    const hidden = await screen.findByTestId('admin-review-spam');
    expect(text(hidden)).toContain('Lý do ẩn: Quảng cáo trang khác');
    expect(listQueries(calls).at(-1)).toEqual({ page: '1', limit: '10', status: 'hidden' });
  });

  it('cancelling the dialog sends nothing', async () => {
    const calls = serve([SPAM]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Ẩn đánh giá của Học viên spam' }));
    fireEvent.change(screen.getByLabelText('Lý do'), { target: { value: 'Quảng cáo trang khác' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hủy' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes(calls)).toEqual([]);
  });

  it('restores a hidden review with a reason, from the hidden tab', async () => {
    const calls = serve([SPAM, HIDDEN]);
    renderPage('/admin/reviews?status=hidden');
    const card = await screen.findByTestId('admin-review-hidden');
    expect(text(card)).toContain('Lý do ẩn: Ngôn từ xúc phạm');
    fireEvent.click(within(card).getByRole('button', { name: 'Hiện lại đánh giá của Học viên hidden' }));
    const dialog = screen.getByRole('dialog', { name: 'Hiện lại: đánh giá của Học viên hidden' });
    fireEvent.change(within(dialog).getByLabelText('Lý do'), { target: { value: 'Đã xem lại, không vi phạm' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hiện lại' }));
    await vi.waitFor(() => expect(writes(calls)).toEqual([{ path: '/api/admin/reviews/hidden/visibility', body: { hidden: false, reason: 'Đã xem lại, không vi phạm' } }]));
    expect((await screen.findByTestId('admin-reviews-empty')).textContent).toBe('Không có đánh giá nào đã ẩn.');
  });

  it("hides and shows again the instructor's reply, each with a reason", async () => {
    const calls = serve([SPAM]);
    renderPage('/admin/reviews?status=all');
    fireEvent.click(await screen.findByRole('button', { name: 'Ẩn phản hồi cho đánh giá của Học viên spam' }));
    let dialog = screen.getByRole('dialog', { name: 'Ẩn phản hồi: phản hồi cho đánh giá của Học viên spam' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ẩn phản hồi' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Lý do cần ít nhất 5 ký tự.');
    fireEvent.change(within(dialog).getByLabelText('Lý do'), { target: { value: 'Lộ số điện thoại' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ẩn phản hồi' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(text(await screen.findByTestId('admin-reply-spam'))).toContain('Đã ẩn');

    fireEvent.click(await screen.findByRole('button', { name: 'Hiện phản hồi cho đánh giá của Học viên spam' }));
    dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Lý do'), { target: { value: 'Đã sửa nội dung' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hiện phản hồi' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([
      { path: '/api/admin/reviews/spam/reply-visibility', body: { hidden: true, reason: 'Lộ số điện thoại' } },
      { path: '/api/admin/reviews/spam/reply-visibility', body: { hidden: false, reason: 'Đã sửa nội dung' } },
    ]);
  });

  it('keeps the dialog open with the server message when the change fails', async () => {
    fakeApi({
      'GET /api/admin/reviews': { body: { reviews: [SPAM], pagination: { currentPage: 1, totalPages: 1, totalItems: 1, limit: 10 } } },
      'PUT /api/admin/reviews/spam/visibility': { status: 404, body: { message: 'Không tìm thấy đánh giá.', code: 'REVIEW_NOT_FOUND' } },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Ẩn đánh giá của Học viên spam' }));
    fireEvent.change(screen.getByLabelText('Lý do'), { target: { value: 'Quảng cáo trang khác' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ẩn đánh giá' }));
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toBe('Không tìm thấy đánh giá.');
  });
});
