// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { clearAccessToken, setAccessToken } from '../../../lib/session/tokenStore';
import { fakeApi, type ApiCall } from '../../../test/fakeApi';
import type { GradedAttempt } from '../api/quizApi';
import { clearLearningTables, fakeJwt, queueProgress, setOnline } from '../testData';
import { syncProgress } from './progressSync';
import { quizAttemptsOf, submitQuizAttempt } from './quizOutbox';
import { cancelScheduledProgressSync } from './syncScheduler';

const ATTEMPTS = 'POST /api/learn/quizzes/q1/attempts';
const BATCH = 'POST /api/learn/progress/batch';
const ANSWERS = [
  { questionId: 'a', optionIds: ['a1'] },
  { questionId: 'b', optionIds: ['b2'] },
];

/**
 * A server grading as backend/src/quizzes does, once per clientId: question a's right option is a1,
 * b's is b1; a replay answers the first result.
 */
function gradingServer(passPercent = 50) {
  const graded = new Map<string, GradedAttempt>();
  const grade = (call: ApiCall) => {
    const body = call.body as { clientId: string; takenAt: string; answers: typeof ANSWERS };
    const replayed = graded.has(body.clientId);
    if (!replayed) {
      const right = { a: 'a1', b: 'b1' } as Record<string, string>;
      const questions = body.answers.map((answer) => ({
        questionId: answer.questionId,
        chosenOptionIds: answer.optionIds,
        correctOptionIds: [right[answer.questionId]],
        correct: answer.optionIds.length === 1 && answer.optionIds[0] === right[answer.questionId],
        explanations: [{ optionId: right[answer.questionId], explanation: 'Vì đây là đáp án đúng.' }],
      }));
      const correctCount = questions.filter((question) => question.correct).length;
      const scorePercent = Math.floor((100 * correctCount) / questions.length);
      graded.set(body.clientId, {
        _id: `attempt-${graded.size + 1}`,
        clientId: body.clientId,
        lectureId: 'q1',
        courseId: 'c1',
        scorePercent,
        correctCount,
        questionCount: questions.length,
        passed: scorePercent >= passPercent,
        passPercent,
        takenAt: body.takenAt,
        questions,
      });
    }
    return { body: { attempt: graded.get(body.clientId), replayed, progress: { progress: 100, completedLectures: 1, totalLectures: 1 } } };
  };
  return { graded, grade };
}

const accepted = (call: ApiCall) => {
  const updates = (call.body as { updates: { updateId: string; courseId: string; lectureId: string }[] }).updates;
  return { body: { results: updates.map((update) => ({ updateId: update.updateId, status: 'applied' })), lectures: [], courses: [] } };
};

beforeEach(async () => {
  await clearLearningTables();
  setAccessToken(fakeJwt('u1'));
  setOnline(false);
});
afterEach(() => {
  cancelScheduledProgressSync();
  clearAccessToken();
  setOnline(true);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('quiz attempts in the outbox', () => {
  it('keeps an attempt taken offline as pending, then has it graded once, in order after earlier progress, and ticks the lecture when passed', async () => {
    await queueProgress('u1', 'l1', { completed: true });
    const clientId = await submitQuizAttempt('u1', 'c1', 'q1', ANSWERS);
    const [pending] = await quizAttemptsOf('u1', 'q1');
    expect(pending).toMatchObject({ clientId, status: 'pending', answers: ANSWERS });
    const server = gradingServer();
    const calls = fakeApi({ [BATCH]: accepted, [ATTEMPTS]: server.grade });

    expect(await syncProgress('u1')).toBe('offline');
    setOnline(true);
    expect(await syncProgress('u1')).toBe('done');
    expect(await syncProgress('u1')).toBe('done');

    expect(calls.map((call) => call.path)).toEqual(['/api/learn/progress/batch', '/api/learn/quizzes/q1/attempts']);
    expect(calls[1].body).toEqual({ clientId, takenAt: pending.takenAt, answers: ANSWERS });
    const [graded] = await quizAttemptsOf('u1', 'q1');
    expect(graded).toMatchObject({ clientId, status: 'graded', result: { scorePercent: 50, passed: true } });
    expect(await db.progress.get(['u1', 'q1'])).toMatchObject({ completed: true, courseId: 'c1' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends the same attempt again after a lost answer and keeps the first grade, with no second attempt', async () => {
    const clientId = await submitQuizAttempt('u1', 'c1', 'q1', [{ questionId: 'a', optionIds: ['a2'] }, ANSWERS[1]]);
    const server = gradingServer();
    let lose = true;
    const calls = fakeApi({
      [ATTEMPTS]: (call) => {
        const reply = server.grade(call);
        if (lose) {
          lose = false;
          throw new TypeError('Failed to fetch');
        }
        return reply;
      },
    });
    expect(await syncProgress('u1')).toBe('offline');
    setOnline(true);
    // The connection drops after the server graded it: the answer never arrives.
    expect(await syncProgress('u1')).toBe('offline');
    expect((await quizAttemptsOf('u1', 'q1'))[0].status).toBe('pending');
    expect(await syncProgress('u1')).toBe('done');
    expect(calls).toHaveLength(2);
    expect(calls[0].body).toEqual(calls[1].body);
    expect(server.graded.size).toBe(1);
    const attempts = await quizAttemptsOf('u1', 'q1');
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ clientId, status: 'graded', result: { scorePercent: 0, passed: false } });
    // A failed attempt ticks nothing.
    expect(await db.progress.get(['u1', 'q1'])).toBeUndefined();
  });

  it("drops an attempt taken before the instructor's wait was over (a 429 that resending can never fix) and shows why; a busy server's 429 keeps it queued", async () => {
    await submitQuizAttempt('u1', 'c1', 'q1', ANSWERS);
    setOnline(true);
    fakeApi({ [ATTEMPTS]: { status: 429, body: { message: 'Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.', code: 'TOO_MANY_REQUESTS' } } });
    expect(await syncProgress('u1')).toBe('failed');
    expect(await db.outbox.count()).toBe(1);
    expect((await quizAttemptsOf('u1', 'q1'))[0].status).toBe('pending');

    fakeApi({ [ATTEMPTS]: { status: 429, body: { message: 'Bạn có thể làm lại bài kiểm tra từ 10:30 ngày 29/11/2026.', code: 'QUIZ_RETAKE_WAIT' } } });
    expect(await syncProgress('u1')).toBe('done');
    expect(await db.outbox.count()).toBe(0);
    expect((await quizAttemptsOf('u1', 'q1'))[0]).toMatchObject({ status: 'refused', message: 'Bạn có thể làm lại bài kiểm tra từ 10:30 ngày 29/11/2026.' });
  });

  it('refuses for good when access ended (403), and the next entries still go', async () => {
    await submitQuizAttempt('u1', 'c1', 'q1', ANSWERS);
    await queueProgress('u1', 'l1', { completed: true });
    setOnline(true);
    const calls = fakeApi({
      [ATTEMPTS]: { status: 403, body: { message: 'Quyền truy cập khóa học của bạn đã kết thúc.', code: 'QUIZ_ACCESS_ENDED' } },
      [BATCH]: accepted,
    });
    expect(await syncProgress('u1')).toBe('done');
    expect(calls.map((call) => call.path)).toEqual(['/api/learn/quizzes/q1/attempts', '/api/learn/progress/batch']);
    expect((await quizAttemptsOf('u1', 'q1'))[0]).toMatchObject({ status: 'refused', message: 'Quyền truy cập khóa học của bạn đã kết thúc.' });
  });
});
