// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { clearAccessToken, setAccessToken } from '../../../lib/session/tokenStore';
import { fakeApi, type ApiCall } from '../../../test/fakeApi';
import type { ProgressUpdateBody } from '../api/learnApi';
import { clearLearningTables, fakeJwt, queueProgress, setOnline } from '../testData';
import { pendingPosts, postRefusals, queueAnswer, queueQuestion } from './postOutbox';
import { syncProgress } from './progressSync';
import { cancelScheduledProgressSync } from './syncScheduler';

const BATCH = 'POST /api/learn/progress/batch';
const ASK_C1 = 'POST /api/courses/c1/questions';
const ANSWER_Q1 = 'POST /api/questions/q1/answers';
const draft = { title: '  Ngân sách tối thiểu?  ', body: 'Xem https://a.vn\nnhé', lectureId: 'l2', lectureTitle: 'Tạo tài khoản', videoSecond: 75 };

const accepted = (call: ApiCall) => {
  const updates = (call.body as { updates: ProgressUpdateBody[] }).updates;
  return {
    body: {
      results: updates.map((update) => ({ updateId: update.updateId, status: 'applied' })),
      lectures: updates.map(({ courseId, lectureId }) => ({ courseId, lectureId, completed: true, positionSeconds: 0 })),
      courses: [],
    },
  };
};

/** A server posting each clientId once, as the contract says: a replay answers the first result. */
function postServer() {
  const seen = new Map<string, unknown>();
  let posted = 0;
  const reply = (call: ApiCall) => {
    const { clientId } = call.body as { clientId: string };
    if (!seen.has(clientId)) {
      posted += 1;
      seen.set(clientId, { status: 201, body: { posted } });
    }
    return seen.get(clientId) as { status: number; body: unknown };
  };
  return { reply, posted: () => posted };
}

const sent = (calls: ApiCall[]) => calls.map((call) => (call.path === '/api/learn/progress/batch' ? 'batch' : `${call.method} ${call.path}`));

async function goOnline() {
  expect(await syncProgress('u1')).toBe('offline');
  setOnline(true);
}

beforeEach(async () => {
  await clearLearningTables();
  setAccessToken(fakeJwt('u1'));
  // Queueing starts a replay at once; these tests run it themselves.
  setOnline(false);
});
afterEach(() => {
  cancelScheduledProgressSync();
  clearAccessToken();
  setOnline(true);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('questions and answers in the outbox', () => {
  it('keeps what was written offline, then posts each once, in order with progress, when back online', async () => {
    await queueProgress('u1', 'l1', { completed: true });
    const questionId = await queueQuestion('u1', 'c1', draft);
    const answerId = await queueAnswer('u1', 'c1', 'q1', ' Dùng 50.000 ₫ một ngày. ');
    expect((await pendingPosts('u1', 'c1')).map((entry) => entry.kind)).toEqual(['question', 'answer']);
    const server = postServer();
    const calls = fakeApi({ [BATCH]: accepted, [ASK_C1]: server.reply, [ANSWER_Q1]: server.reply });

    await goOnline();
    expect(await syncProgress('u1')).toBe('done');

    expect(sent(calls)).toEqual(['batch', `POST /api/courses/c1/questions`, 'POST /api/questions/q1/answers']);
    expect(calls[1].body).toEqual({ title: 'Ngân sách tối thiểu?', body: 'Xem https://a.vn\nnhé', lectureId: 'l2', videoSecond: 75, clientId: questionId });
    expect(calls[2].body).toEqual({ body: 'Dùng 50.000 ₫ một ngày.', clientId: answerId });
    expect(server.posted()).toBe(2);
    expect(await db.outbox.count()).toBe(0);
    expect(await pendingPosts('u1', 'c1')).toEqual([]);
  });

  it('sends the same clientId again after a lost answer, and the server posts the question once', async () => {
    const clientId = await queueQuestion('u1', 'c1', draft);
    const server = postServer();
    let loseAnswer = true;
    const calls = fakeApi({
      [ASK_C1]: (call) => {
        const reply = server.reply(call);
        if (loseAnswer) {
          // Posted on the server, but the connection drops before the answer arrives.
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
    expect(server.posted()).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('drops a post the server refuses for good, keeps the refusal to show, and sends what follows', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const message = 'Bạn không còn quyền truy cập khóa học này nên không thể đặt câu hỏi hay trả lời.';
    await queueQuestion('u1', 'c1', draft);
    await queueProgress('u1', 'l1', { completed: true });
    const calls = fakeApi({ [ASK_C1]: { status: 403, body: { message, code: 'QUESTION_ACCESS_ENDED' } }, [BATCH]: accepted });
    await goOnline();

    expect(await syncProgress('u1')).toBe('done');
    expect(sent(calls)).toEqual(['POST /api/courses/c1/questions', 'batch']);
    expect(await db.outbox.count()).toBe(0);
    expect(await postRefusals('u1', 'c1')).toEqual([expect.objectContaining({ kind: 'question', text: 'Ngân sách tối thiểu?', message, code: 'QUESTION_ACCESS_ENDED' })]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keeps the post, and everything after it, on a 429 or a 5xx for the next replay', async () => {
    await queueAnswer('u1', 'c1', 'q1', 'Trả lời');
    await queueProgress('u1', 'l1', { completed: true });
    const calls = fakeApi({ [ANSWER_Q1]: { status: 429, body: { message: 'Bạn gửi quá nhanh, hãy thử lại sau ít phút.', code: 'TOO_MANY_REQUESTS' } }, [BATCH]: accepted });
    await goOnline();

    expect(await syncProgress('u1')).toBe('failed');
    expect(sent(calls)).toEqual(['POST /api/questions/q1/answers']);
    expect(await db.outbox.count()).toBe(2);
    expect(await postRefusals('u1', 'c1')).toEqual([]);
    expect(await pendingPosts('u1', 'c1')).toEqual([expect.objectContaining({ kind: 'answer', lastError: 'Bạn gửi quá nhanh, hãy thử lại sau ít phút.' })]);
  });

  it('posts at once when online: queueing starts the replay itself', async () => {
    const server = postServer();
    const calls = fakeApi({ [ASK_C1]: server.reply });
    setOnline(true);

    await queueQuestion('u1', 'c1', draft);

    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(calls).toHaveLength(1);
    expect(server.posted()).toBe(1);
  });
});
