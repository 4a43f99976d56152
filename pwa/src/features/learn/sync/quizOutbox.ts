import { db, type QuizAnswer, type QuizAttemptRecord, type QuizOutboxRecord } from '../../../lib/db';
import type { ApiError } from '../../../lib/http/ApiError';
import { type GradedAttempt, sendQuizAttempt } from '../api/quizApi';
import { mergeLocalProgress } from './localProgress';
import { requestProgressSync } from './syncScheduler';

// A quiz attempt is kept on the device the moment it is submitted ('pending', shown as 'Sẽ chấm điểm
// khi có mạng') and travels in the same outbox as progress, in order. The server grades it once per
// clientId, with the time it was taken; the result is kept beside it, and a pass ticks the lecture here.

export const QUIZ_KIND = 'quiz';

export type QuizOutboxEntry = QuizOutboxRecord & { id: number };

/** Keeps a submitted attempt and queues it, then starts a replay at once (online it is graded now). Returns its clientId. */
export async function submitQuizAttempt(userId: string, courseId: string, lectureId: string, answers: QuizAnswer[]): Promise<string> {
  const clientId = crypto.randomUUID();
  const takenAt = new Date().toISOString();
  await db.transaction('rw', db.quizAttempts, db.outbox, async () => {
    await db.quizAttempts.put({ userId, clientId, courseId, lectureId, takenAt, answers, status: 'pending' });
    await db.outbox.add({ kind: QUIZ_KIND, userId, courseId, clientId, lectureId, takenAt, answers, createdAt: Date.now() });
  });
  requestProgressSync(userId);
  return clientId;
}

/** Sends one queued attempt (the replay calls this for the oldest entry when it is one) and keeps the grade. */
export async function sendQuizEntry(entry: QuizOutboxEntry, bearerToken: string): Promise<void> {
  const reply = await sendQuizAttempt(entry, bearerToken);
  await keepGradedAttempts(entry.userId, [reply.attempt], entry.id);
}

/**
 * Keeps graded attempts (the outbox's answer, or the server's list of this learner's attempts): each
 * replaces the device's pending copy, and a passed one ticks its lecture. `sentEntry` leaves the outbox
 * in the same transaction.
 */
export async function keepGradedAttempts(userId: string, attempts: GradedAttempt[], sentEntry?: number): Promise<void> {
  await db.transaction('rw', db.quizAttempts, db.outbox, db.progress, async () => {
    for (const attempt of attempts) {
      const { clientId, courseId, lectureId, takenAt, passed } = attempt;
      const before = await db.quizAttempts.get([userId, clientId]);
      const answers = before?.answers ?? attempt.questions.map((question) => ({ questionId: question.questionId, optionIds: question.chosenOptionIds }));
      await db.quizAttempts.put({ userId, clientId, courseId, lectureId, takenAt, answers, status: 'graded', result: attempt });
      if (passed) await mergeLocalProgress(userId, courseId, [{ lectureId, completed: true }]);
    }
    if (sentEntry !== undefined) await db.outbox.delete(sentEntry);
  });
}

/**
 * The server refused the attempt for good (access ended, quiz gone, taken before the wait was over):
 * it leaves the outbox and the attempt shows why.
 */
export async function refuseQuizEntry(entry: QuizOutboxEntry, error: ApiError): Promise<void> {
  console.warn('Quiz attempt refused', error.status, error.code, entry.clientId);
  await db.transaction('rw', db.quizAttempts, db.outbox, async () => {
    await db.quizAttempts.update([entry.userId, entry.clientId], { status: 'refused', message: error.message || 'Không chấm được bài làm này.' });
    await db.outbox.delete(entry.id);
  });
}

/**
 * A 429 is usually 'too many requests, later' (keep it queued), but the wait between attempts is
 * decided by the attempt's own time, so resending that one can never succeed.
 */
export const isFinalQuizRefusal = (error: ApiError) => error.code === 'QUIZ_RETAKE_WAIT';

/** This learner's attempts at a quiz on the device, newest first. */
export async function quizAttemptsOf(userId: string, lectureId: string): Promise<QuizAttemptRecord[]> {
  const records = await db.quizAttempts.where('[userId+lectureId]').equals([userId, lectureId]).toArray();
  return records.sort((a, b) => b.takenAt.localeCompare(a.takenAt));
}
