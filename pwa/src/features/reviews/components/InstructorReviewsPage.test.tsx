import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type ApiCall } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import type { InstructorReview } from '../api/reviewsApi';
import InstructorReviewsPage from './InstructorReviewsPage';

const COURSES = [
  { _id: 'c1', title: 'Quảng cáo Facebook' },
  { _id: 'c2', title: 'SEO căn bản' },
];

function review(id: string, fields: Partial<InstructorReview> = {}): InstructorReview {
  return {
    _id: id,
    courseId: 'c1',
    courseTitle: 'Quảng cáo Facebook',
    courseSlug: 'quang-cao-facebook',
    rating: 4,
    comment: `Nhận xét ${id}`,
    createdAt: '2026-11-20T03:00:00Z',
    updatedAt: '2026-11-20T03:00:00Z',
    edited: false,
    helpfulCount: 0,
    author: { name: `Học viên ${id}`, avatarUrl: null },
    reply: null,
    votedHelpful: false,
    mine: false,
    ...fields,
  };
}

/**
 * The instructor's reviews as the server keeps them: unanswered first, then newest. A reply is stored and
 * moves the review behind the unanswered ones, so the refetched list shows the server's new order.
 */
function serve(initial: InstructorReview[], { replyFails = false } = {}) {
  let reviews = initial;
  const ordered = () => [...reviews.filter((item) => !item.reply), ...reviews.filter((item) => item.reply)];
  const reply = (call: ApiCall) => {
    if (replyFails) return { status: 429, body: { message: 'Bạn thao tác quá nhanh, vui lòng thử lại sau.', code: 'RATE_LIMITED' } };
    const id = call.path.split('/')[4];
    const { body } = call.body as { body: string };
    reviews = reviews.map((item) =>
      item._id === id ? { ...item, reply: { body, createdAt: '2026-11-25T03:00:00Z', updatedAt: '2026-11-25T03:00:00Z', edited: item.reply !== null } } : item,
    );
    return { body: { review: reviews.find((item) => item._id === id) } };
  };
  return fakeApi({
    ...Object.fromEntries(initial.map((item) => [`PUT /api/instructor/reviews/${item._id}/reply`, reply])),
    'GET /api/instructor/me/courses': { body: { courses: COURSES, pagination: { currentPage: 1, totalPages: 1, totalItems: 2, limit: 100 } } },
    'GET /api/instructor/reviews': (call: ApiCall) => {
      const matching = ordered().filter(
        (item) => (!call.query.courseId || item.courseId === call.query.courseId) && (!call.query.stars || item.rating === Number(call.query.stars)),
      );
      return { body: { reviews: matching, pagination: { currentPage: Number(call.query.page), totalPages: 2, totalItems: matching.length, limit: 10 } } };
    },
  });
}

const reviewQueries = (calls: ApiCall[]) => calls.filter((call) => call.method === 'GET' && call.path === '/api/instructor/reviews').map((call) => call.query);
const replies = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT');
const text = (element: HTMLElement | null) => element?.textContent?.replace(/\s/g, ' ');

function renderPage() {
  renderWithQuery(
    <MemoryRouter>
      <InstructorReviewsPage />
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('InstructorReviewsPage', () => {
  it('shows the unanswered reviews first, each with its course, stars, plain text, date and reply state', async () => {
    const calls = serve([
      review('answered', { rating: 5, reply: { body: 'Cảm ơn bạn!', createdAt: '2026-11-21T03:00:00Z', updatedAt: '2026-11-22T03:00:00Z', edited: true } }),
      review('hostile', { rating: 2, comment: '<img src=x onerror=alert(1)>\nDòng hai', courseId: 'c2', courseTitle: 'SEO căn bản', courseSlug: 'seo-can-ban', edited: true }),
      review('quiet', { comment: null, createdAt: '2026-11-18T03:00:00Z' }),
    ]);
    renderPage();
    const list = await screen.findByTestId('instructor-reviews-list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-testid'))).toEqual(['instructor-review-hostile', 'instructor-review-quiet', 'instructor-review-answered']);
    expect(items.map((item) => within(item).getByTestId('reply-state').textContent)).toEqual(['Chưa phản hồi', 'Chưa phản hồi', 'Đã phản hồi']);

    const hostile = items[0];
    expect(within(hostile).getByRole('link', { name: 'SEO căn bản' }).getAttribute('href')).toBe('/courses/seo-can-ban#reviews');
    expect(within(hostile).getByRole('img', { name: '2,0 trên 5 sao' })).toBeTruthy();
    expect(within(hostile).getByTestId('review-comment').textContent).toBe('<img src=x onerror=alert(1)>\nDòng hai');
    expect(hostile.querySelector('img')).toBeNull();
    expect(text(hostile)).toContain('20/11/2026');
    expect(text(hostile)).toContain('đã chỉnh sửa');
    expect(within(hostile).getByLabelText('Phản hồi đánh giá của Học viên hostile')).toBeTruthy();

    expect(text(items[1])).toContain('Học viên chỉ chấm sao, không viết nhận xét.');
    expect(text(screen.getByTestId('reply-answered'))).toContain('Cảm ơn bạn!');
    expect(text(screen.getByTestId('reply-answered'))).toContain('22/11/2026 · đã chỉnh sửa');
    expect(within(items[2]).queryByRole('textbox')).toBeNull();
    expect(screen.getByTestId('instructor-reviews-count').textContent).toBe('3 đánh giá');
    expect(reviewQueries(calls)).toEqual([{ page: '1', limit: '10' }]);
  });

  it('filters by one of my courses and by stars, from page 1', async () => {
    const calls = serve([review('a', { rating: 5 }), review('b', { courseId: 'c2', courseTitle: 'SEO căn bản', rating: 3 })]);
    renderPage();
    await screen.findByTestId('instructor-review-b');
    fireEvent.click(screen.getByRole('button', { name: 'Trang 2' }));
    await vi.waitFor(() => expect(reviewQueries(calls).at(-1)?.page).toBe('2'));

    const courseSelect = screen.getByLabelText('Khóa học');
    await within(courseSelect).findByRole('option', { name: 'SEO căn bản' });
    expect([...courseSelect.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Tất cả khóa học', 'Quảng cáo Facebook', 'SEO căn bản']);
    fireEvent.change(courseSelect, { target: { value: 'c2' } });
    await vi.waitFor(() => expect(reviewQueries(calls).at(-1)).toEqual({ page: '1', limit: '10', courseId: 'c2' }));
    await vi.waitFor(() => expect(screen.queryByTestId('instructor-review-a')).toBeNull());

    fireEvent.change(screen.getByLabelText('Số sao'), { target: { value: '5' } });
    await vi.waitFor(() => expect(reviewQueries(calls).at(-1)).toEqual({ page: '1', limit: '10', courseId: 'c2', stars: '5' }));
    expect((await screen.findByTestId('instructor-reviews-empty')).textContent).toBe('Không có đánh giá nào phù hợp.');
  });

  it('refuses an empty or too long reply without sending it, then sends the trimmed reply and shows it answered', async () => {
    const calls = serve([review('r1')]);
    renderPage();
    const item = await screen.findByTestId('instructor-review-r1');
    const field = within(item).getByLabelText('Phản hồi đánh giá của Học viên r1');
    const send = within(item).getByRole('button', { name: 'Gửi phản hồi' });

    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(send);
    expect((await within(item).findByRole('alert')).textContent).toBe('Vui lòng nhập nội dung phản hồi.');
    expect(field.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field, { target: { value: 'a'.repeat(2001) } });
    expect(within(item).queryByRole('alert')).toBeNull();
    expect(within(item).getByText('2.001/2.000')).toBeTruthy();
    fireEvent.click(send);
    expect((await within(item).findByRole('alert')).textContent).toBe('Phản hồi tối đa 2.000 ký tự.');
    expect(replies(calls)).toEqual([]);

    fireEvent.change(field, { target: { value: `  ${'b'.repeat(2000)}  ` } });
    expect(within(item).getByText('2.000/2.000')).toBeTruthy();
    fireEvent.click(send);
    await vi.waitFor(() => expect(replies(calls)).toHaveLength(1));
    expect(replies(calls)[0]).toMatchObject({ path: '/api/instructor/reviews/r1/reply', body: { body: 'b'.repeat(2000) } });
    expect(text(await screen.findByTestId('reply-r1'))).toContain('b'.repeat(2000));
    expect(within(screen.getByTestId('instructor-review-r1')).getByTestId('reply-state').textContent).toBe('Đã phản hồi');
    expect(within(screen.getByTestId('instructor-review-r1')).queryByRole('textbox')).toBeNull();
  });

  it('edits a reply: the form opens with it, cancel keeps it, save sends the new text', async () => {
    const calls = serve([review('r1', { reply: { body: 'Cảm ơn bạn', createdAt: '2026-11-21T03:00:00Z', updatedAt: '2026-11-21T03:00:00Z', edited: false } })]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Sửa phản hồi cho Học viên r1' }));
    const field = screen.getByLabelText('Phản hồi đánh giá của Học viên r1') as HTMLTextAreaElement;
    expect(field.value).toBe('Cảm ơn bạn');
    fireEvent.click(screen.getByRole('button', { name: 'Hủy' }));
    expect(text(screen.getByTestId('reply-r1'))).toContain('Cảm ơn bạn');

    fireEvent.click(screen.getByRole('button', { name: 'Sửa phản hồi cho Học viên r1' }));
    fireEvent.change(screen.getByLabelText('Phản hồi đánh giá của Học viên r1'), { target: { value: 'Cảm ơn bạn, mình đã cập nhật bài 3.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu phản hồi' }));
    await vi.waitFor(() => expect(replies(calls).map((call) => call.body)).toEqual([{ body: 'Cảm ơn bạn, mình đã cập nhật bài 3.' }]));
    await vi.waitFor(() => expect(text(screen.getByTestId('reply-r1'))).toContain('Cảm ơn bạn, mình đã cập nhật bài 3.'));
    expect(text(screen.getByTestId('reply-r1'))).toContain('đã chỉnh sửa');
  });

  it('keeps the reply in the form with the server message when sending fails', async () => {
    serve([review('r1')], { replyFails: true });
    renderPage();
    const item = await screen.findByTestId('instructor-review-r1');
    fireEvent.change(within(item).getByLabelText('Phản hồi đánh giá của Học viên r1'), { target: { value: 'Cảm ơn bạn' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Gửi phản hồi' }));
    expect((await within(item).findByRole('alert')).textContent).toBe('Bạn thao tác quá nhanh, vui lòng thử lại sau.');
    expect((within(item).getByLabelText('Phản hồi đánh giá của Học viên r1') as HTMLTextAreaElement).value).toBe('Cảm ơn bạn');
  });
});
