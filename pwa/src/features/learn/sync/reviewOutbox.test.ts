// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { clearAccessToken, setAccessToken } from '../../../lib/session/tokenStore';
import { fakeApi, type ApiCall } from '../../../test/fakeApi';
import type { ProgressUpdateBody } from '../api/learnApi';
import { clearLearningTables, fakeJwt, queueProgress, setOnline } from '../testData';
import { syncProgress } from './progressSync';
import { pendingReviewEntries, queueReview, reviewOutcome } from './reviewOutbox';
import { cancelScheduledProgressSync } from './syncScheduler';

const BATCH = 'POST /api/learn/progress/batch';
const PUT_C1 = 'PUT /api/courses/c1/reviews/mine';
const DELETE_C1 = 'DELETE /api/courses/c1/reviews/mine';

/** The server's batch answer: every update applied, each lecture as sent. */
function accepted(call: ApiCall) {
  const updates = (call.body as { updates: ProgressUpdateBody[] }).updates;
  return {
    body: {
      results: updates.map((update) => ({ updateId: update.updateId, status: 'applied' })),
      lectures: updates.map(({ courseId, lectureId, completed = false, positionSeconds = 0 }) => ({ courseId, lectureId, completed, positionSeconds })),
      courses: [],
    },
  };
}

/**
 * A server applying review changes once per clientId (a replay answers the first result), like the
 * contract says; `reviews` is what it holds per course.
 */
function reviewServer() {
  const reviews = new Map<string, { rating: number; comment: string | null }>();
  const seen = new Map<string, unknown>();
  let applied = 0;
  const put = (call: ApiCall) => {
    const body = call.body as { rating: number; comment: string | null; clientId: string };
    const courseId = call.path.split('/')[3];
    if (!seen.has(body.clientId)) {
      applied += 1;
      const created = !reviews.has(courseId);
      reviews.set(courseId, { rating: body.rating, comment: body.comment });
      seen.set(body.clientId, { review: { _id: 'r1', courseId, rating: body.rating, comment: body.comment }, created });
    }
    return { body: seen.get(body.clientId) };
  };
  const remove = (call: ApiCall) => {
    const courseId = call.path.split('/')[3];
    if (!reviews.delete(courseId)) return { status: 404, body: { message: 'Không tìm thấy đánh giá.', code: 'REVIEW_NOT_FOUND' } };
    applied += 1;
    return { body: { deleted: true } };
  };
  return { reviews, put, remove, applied: () => applied };
}

/** The requests the replay made, in order, as 'METHOD path' with the ids they carried. */
const sent = (calls: ApiCall[]) =>
  calls.map((call) =>
    call.path === '/api/learn/progress/batch'
      ? `batch ${(call.body as { updates: ProgressUpdateBody[] }).updates.map((update) => update.lectureId).join(',')}`
      : `${call.method} ${call.path.split('/')[3]} ${(call.body as { rating?: number } | undefined)?.rating ?? '-'}`,
  );

/** Lets the replay queueReview started while offline (it sent nothing) end, then comes online. */
async function goOnline() {
  expect(await syncProgress('u1')).toBe('offline');
  setOnline(true);
}

beforeEach(async () => {
  await clearLearningTables();
  setAccessToken(fakeJwt('u1'));
  // queueReview starts a replay at once; these tests run it themselves.
  setOnline(false);
});
afterEach(() => {
  cancelScheduledProgressSync();
  clearAccessToken();
  setOnline(true);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('review changes in the outbox', () => {
  it('replays progress and reviews mixed, oldest first: progress in batches that stop before a review, each review alone', async () => {
    await queueProgress('u1', 'l1', { completed: true });
    await queueProgress('u1', 'l2', { completed: true });
    await queueReview('u1', 'c1', { op: 'put', rating: 5, comment: '  Rất hay  ' });
    await queueProgress('u1', 'l3');
    await queueReview('u1', 'c2', { op: 'put', rating: 4, comment: '' });
    const server = reviewServer();
    const calls = fakeApi({ [BATCH]: accepted, [PUT_C1]: server.put, 'PUT /api/courses/c2/reviews/mine': server.put });

    await goOnline();
    expect(await syncProgress('u1')).toBe('done');

    expect(sent(calls)).toEqual(['batch l1,l2', 'PUT c1 5', 'batch l3', 'PUT c2 4']);
    expect(calls[1].body).toEqual({ rating: 5, comment: 'Rất hay', clientId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) });
    expect(calls[3].body).toMatchObject({ rating: 4, comment: null });
    expect(await db.outbox.count()).toBe(0);
    expect(server.applied()).toBe(2);
    expect(await reviewOutcome('u1', 'c1')).toMatchObject({ status: 'sent', op: 'put', message: null });
  });

  it('sends the same clientId again after a lost answer, and the server applies the review once', async () => {
    const clientId = await queueReview('u1', 'c1', { op: 'put', rating: 3, comment: 'Ổn' });
    const server = reviewServer();
    let loseAnswer = true;
    const calls = fakeApi({
      [PUT_C1]: (call) => {
        const reply = server.put(call);
        if (loseAnswer) {
          // Applied on the server, but the connection drops before the answer arrives.
          loseAnswer = false;
          throw new TypeError('Failed to fetch');
        }
        return reply;
      },
    });

    await goOnline();
    expect(await syncProgress('u1')).toBe('offline');
    expect(await db.outbox.count()).toBe(1);
    expect(await syncProgress('u1')).toBe('done');

    expect(calls.map((call) => (call.body as { clientId: string }).clientId)).toEqual([clientId, clientId]);
    expect(server.applied()).toBe(1);
    expect(server.reviews.get('c1')).toEqual({ rating: 3, comment: 'Ổn' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps only the latest unsent change per course, after any progress queued meanwhile', async () => {
    await queueReview('u1', 'c1', { op: 'put', rating: 2, comment: 'Lần đầu' });
    await queueProgress('u1', 'l1', { completed: true });
    await queueReview('u1', 'c2', { op: 'put', rating: 5, comment: null });
    const latest = await queueReview('u1', 'c1', { op: 'put', rating: 4, comment: 'Đã xem lại' });

    const pending = await pendingReviewEntries('u1', 'c1').toArray();
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ clientId: latest, op: 'put', rating: 4, comment: 'Đã xem lại' });
    // Another course's change and the progress stay.
    expect((await db.outbox.toArray()).map((entry) => `${entry.kind} ${entry.courseId}`)).toEqual(['progress c1', 'review c2', 'review c1']);

    await queueReview('u1', 'c1', { op: 'delete' });
    expect(await pendingReviewEntries('u1', 'c1').toArray()).toEqual([expect.objectContaining({ op: 'delete', rating: null })]);

    const server = reviewServer();
    server.reviews.set('c1', { rating: 1, comment: null });
    const calls = fakeApi({ [BATCH]: accepted, [DELETE_C1]: server.remove, 'PUT /api/courses/c2/reviews/mine': server.put });
    await goOnline();
    expect(await syncProgress('u1')).toBe('done');
    expect(sent(calls)).toEqual(['batch l1', 'PUT c2 5', 'DELETE c1 -']);
    expect(server.reviews.has('c1')).toBe(false);
  });

  it('treats deleting a review the server never got (404) as done', async () => {
    await queueReview('u1', 'c1', { op: 'delete' });
    const server = reviewServer();
    fakeApi({ [DELETE_C1]: server.remove });
    await goOnline();

    expect(await syncProgress('u1')).toBe('done');
    expect(await db.outbox.count()).toBe(0);
    expect(await reviewOutcome('u1', 'c1')).toMatchObject({ status: 'sent', op: 'delete' });
  });

  it.each([
    [403, 'REVIEW_NEEDS_PROGRESS', 'Hãy hoàn thành ít nhất một bài học trước khi đánh giá.'],
    [403, 'REVIEW_NOT_ENROLLED', 'Bạn cần sở hữu khóa học để đánh giá.'],
    [400, 'VALIDATION_FAILED', 'Số sao phải từ 1 đến 5.'],
    [404, 'COURSE_NOT_FOUND', 'Không tìm thấy khóa học.'],
  ])('drops a change the server refuses with %i %s, records the refusal to show, and sends what follows', async (status, code, message) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await queueReview('u1', 'c1', { op: 'put', rating: 5, comment: null });
    await queueProgress('u1', 'l1', { completed: true });
    const calls = fakeApi({ [PUT_C1]: { status, body: { message, code } }, [BATCH]: accepted });
    await goOnline();

    expect(await syncProgress('u1')).toBe('done');
    expect(sent(calls)).toEqual(['PUT c1 5', 'batch l1']);
    expect(await db.outbox.count()).toBe(0);
    expect(await reviewOutcome('u1', 'c1')).toMatchObject({ status: 'refused', message, code });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keeps the change, and everything after it, on a 5xx or a 429 for the next replay', async () => {
    await queueReview('u1', 'c1', { op: 'put', rating: 5, comment: null });
    await queueProgress('u1', 'l1', { completed: true });
    let reply = { status: 503, body: { message: 'Bảo trì', code: 'UNAVAILABLE' } };
    const calls = fakeApi({ [PUT_C1]: () => reply, [BATCH]: accepted });
    await goOnline();

    expect(await syncProgress('u1')).toBe('failed');
    reply = { status: 429, body: { message: 'Bạn thao tác quá nhanh.', code: 'RATE_LIMITED' } };
    expect(await syncProgress('u1')).toBe('failed');
    expect(sent(calls)).toEqual(['PUT c1 5', 'PUT c1 5']);
    expect(await db.outbox.count()).toBe(2);
    expect(await reviewOutcome('u1', 'c1')).toBeUndefined();
  });

  it('sends at once when online: queueing starts the replay itself', async () => {
    const server = reviewServer();
    const calls = fakeApi({ [PUT_C1]: server.put });
    setOnline(true);

    await queueReview('u1', 'c1', { op: 'put', rating: 4, comment: null });

    await vi.waitFor(async () => expect(await reviewOutcome('u1', 'c1')).toMatchObject({ status: 'sent' }));
    expect(calls).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });
});
