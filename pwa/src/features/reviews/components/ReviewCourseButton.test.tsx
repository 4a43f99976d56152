import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { clearAccessToken, setAccessToken } from '../../../lib/session/tokenStore';
import { fakeApi, type ApiCall } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import { cancelScheduledProgressSync, clearLearningTables, fakeJwt, setOnline, startProgressSyncAgent } from '../../learn';
import { ReviewCourseButton } from './ReviewCourseButton';

const MINE = 'GET /api/courses/c1/reviews/mine';
const PUT = 'PUT /api/courses/c1/reviews/mine';

const reviewView = (rating: number, comment: string | null) => ({
  _id: 'r1',
  courseId: 'c1',
  rating,
  comment,
  createdAt: '2026-03-01T10:00:00Z',
  updatedAt: '2026-03-01T10:00:00Z',
  edited: false,
  helpfulCount: 0,
  author: { name: 'An', avatarUrl: null },
  reply: null,
  votedHelpful: false,
  mine: true,
});

/** A server holding one review per clientId applied (a replay answers the first result). */
function server() {
  let review: ReturnType<typeof reviewView> | null = null;
  const applied = new Set<string>();
  return {
    routes: {
      [MINE]: () => ({ body: { review, eligibility: { canReview: true, reason: null } } }),
      [PUT]: (call: ApiCall) => {
        const body = call.body as { rating: number; comment: string | null; clientId: string };
        if (!applied.has(body.clientId)) {
          applied.add(body.clientId);
          review = reviewView(body.rating, body.comment);
        }
        return { body: { review, created: applied.size === 1 } };
      },
    },
    applied: () => applied.size,
  };
}

async function writeReview(rating: string, comment: string) {
  fireEvent.click(await screen.findByTestId('open-review'));
  const dialog = await screen.findByTestId('review-dialog');
  // The form shows once the student's review is known (this device's outbox, the server when online).
  fireEvent.click(await within(dialog).findByRole('radio', { name: rating }));
  fireEvent.change(within(dialog).getByLabelText('Nhận xét (không bắt buộc)'), { target: { value: comment } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Gửi đánh giá' }));
  return dialog;
}

let stopAgent: (() => void) | undefined;
beforeEach(async () => {
  await clearLearningTables();
  setAccessToken(fakeJwt('u1'));
});
afterEach(() => {
  stopAgent?.();
  stopAgent = undefined;
  cancelScheduledProgressSync();
  clearAccessToken();
  setOnline(true);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ReviewCourseButton (the review through the outbox)', () => {
  it('offline: keeps the review on the device, says it will be sent, and sends it once when the network is back', async () => {
    setOnline(false);
    const api = server();
    const calls = fakeApi(api.routes);
    stopAgent = startProgressSyncAgent('u1');
    // Offline the server's answer is unknown: one lecture completed here is enough to write.
    renderWithQuery(<ReviewCourseButton userId="u1" courseId="c1" completedLectures={1} />);

    const dialog = await writeReview('5 sao: Tuyệt vời', 'Rất thực tế');
    expect((await within(dialog).findByTestId('review-sync-state')).textContent).toBe('Đánh giá sẽ được gửi khi có mạng');
    expect(await db.outbox.toArray()).toEqual([expect.objectContaining({ kind: 'review', courseId: 'c1', op: 'put', rating: 5, comment: 'Rất thực tế' })]);
    expect(calls).toHaveLength(0);

    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(within(dialog).getByTestId('review-sync-state').textContent).toBe('Đã gửi đánh giá'));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(api.applied()).toBe(1);
    expect(await db.outbox.count()).toBe(0);
    // The student's review is asked again from the server: the entry now edits it.
    await vi.waitFor(() => expect(screen.getByTestId('open-review').textContent).toContain('Sửa đánh giá khóa học'));
  });

  it('online: sends at once through the outbox and shows it sent', async () => {
    const api = server();
    const calls = fakeApi(api.routes);
    renderWithQuery(<ReviewCourseButton userId="u1" courseId="c1" completedLectures={1} />);

    const dialog = await writeReview('3 sao: Bình thường', '');
    await vi.waitFor(() => expect(within(dialog).getByTestId('review-sync-state').textContent).toBe('Đã gửi đánh giá'));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ rating: 3, comment: null, clientId: expect.any(String) }]);
  });

  it("shows the server's refusal and drops the change", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeApi({
      [MINE]: { body: { review: null, eligibility: { canReview: true, reason: null } } },
      [PUT]: { status: 403, body: { message: 'Hãy hoàn thành ít nhất một bài học trước khi đánh giá.', code: 'REVIEW_NEEDS_PROGRESS' } },
    });
    renderWithQuery(<ReviewCourseButton userId="u1" courseId="c1" completedLectures={1} />);

    const dialog = await writeReview('4 sao: Tốt', 'Ổn');
    await vi.waitFor(() =>
      expect(within(dialog).getByTestId('review-sync-state').textContent).toBe('Không gửi được đánh giá: Hãy hoàn thành ít nhất một bài học trước khi đánh giá.'),
    );
    expect(await db.outbox.count()).toBe(0);
  });

  it('is offered once a lecture is completed here, though the server answered before that progress reached it', async () => {
    fakeApi({ [MINE]: { body: { review: null, eligibility: { canReview: false, reason: 'NO_COMPLETED_LECTURE' } } } });
    const view = renderWithQuery(<ReviewCourseButton userId="u1" courseId="c1" completedLectures={0} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('open-review')).toBeNull();
    view.rerender(<ReviewCourseButton userId="u1" courseId="c1" completedLectures={1} />);
    expect(await screen.findByTestId('open-review')).toBeTruthy();
  });

  it('is not offered to a student the server says is not enrolled, whatever this device holds', async () => {
    fakeApi({ [MINE]: { body: { review: null, eligibility: { canReview: false, reason: 'NOT_ENROLLED' } } } });
    renderWithQuery(<ReviewCourseButton userId="u1" courseId="c1" completedLectures={3} />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('open-review')).toBeNull();
  });

  it('is not offered before any lecture is completed while offline', async () => {
    setOnline(false);
    fakeApi({});
    renderWithQuery(<ReviewCourseButton userId="u1" courseId="c1" completedLectures={0} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('open-review')).toBeNull();
  });
});
