import { db, type AnswerOutboxRecord, type PostRefusalRecord, type QuestionOutboxRecord } from '../../../lib/db';
import type { ApiError } from '../../../lib/http/ApiError';
import { sendAnswerPost, sendQuestionPost } from '../api/questionOutboxApi';
import { requestProgressSync } from './syncScheduler';

// Questions and answers written in the player travel in the same outbox as progress and reviews, in
// order: each is posted alone, once (the server applies a clientId once, so a replay after a lost
// answer posts nothing new). Unlike a review, every post is kept: two questions are two questions.

export const QUESTION_KIND = 'question';
export const ANSWER_KIND = 'answer';

export type QuestionOutboxEntry = QuestionOutboxRecord & { id: number };
export type AnswerOutboxEntry = AnswerOutboxRecord & { id: number };
export type PostOutboxEntry = QuestionOutboxEntry | AnswerOutboxEntry;

export type QuestionDraft = { title: string; body: string; lectureId: string | null; lectureTitle: string | null; videoSecond: number | null };

/** The user's unsent questions and answers of a course, oldest first. */
export async function pendingPosts(userId: string, courseId: string): Promise<PostOutboxEntry[]> {
  const entries = await db.outbox.where('[userId+courseId]').equals([userId, courseId]).sortBy('id');
  return entries.filter((entry): entry is PostOutboxEntry => entry.kind === QUESTION_KIND || entry.kind === ANSWER_KIND);
}

/** Queues a question and starts a replay at once (online it is posted now, through the same path as offline). Returns its clientId. */
export async function queueQuestion(userId: string, courseId: string, draft: QuestionDraft): Promise<string> {
  const clientId = crypto.randomUUID();
  await db.outbox.add({
    kind: QUESTION_KIND,
    userId,
    courseId,
    clientId,
    title: draft.title.trim(),
    body: draft.body.trim(),
    lectureId: draft.lectureId,
    lectureTitle: draft.lectureTitle,
    videoSecond: draft.videoSecond,
    createdAt: Date.now(),
  });
  requestProgressSync(userId);
  return clientId;
}

/** Queues an answer to a question of the course and starts a replay at once. Returns its clientId. */
export async function queueAnswer(userId: string, courseId: string, questionId: string, body: string): Promise<string> {
  const clientId = crypto.randomUUID();
  await db.outbox.add({ kind: ANSWER_KIND, userId, courseId, clientId, questionId, body: body.trim(), createdAt: Date.now() });
  requestProgressSync(userId);
  return clientId;
}

const sentListeners = new Set<(entry: PostOutboxEntry) => void>();

/**
 * Calls `listener` with each post this page's replay has just sent. A page showing the course's Q&A
 * refetches on it: its live view of the outbox may never have seen a post that went out at once.
 */
export function onPostSent(listener: (entry: PostOutboxEntry) => void): () => void {
  sentListeners.add(listener);
  return () => void sentListeners.delete(listener);
}

/** Posts one queued question or answer (the replay calls this for the oldest entry when it is one). */
export async function sendPostEntry(entry: PostOutboxEntry, bearerToken: string): Promise<void> {
  if (entry.kind === QUESTION_KIND) {
    const { courseId, clientId, title, body, lectureId, videoSecond } = entry;
    await sendQuestionPost({ courseId, clientId, title, body, lectureId, videoSecond }, bearerToken);
  } else {
    await sendAnswerPost({ questionId: entry.questionId, clientId: entry.clientId, body: entry.body }, bearerToken);
  }
  await db.outbox.delete(entry.id);
  for (const listener of sentListeners) listener(entry);
}

/** The server held the post back for now (429, 5xx): it stays queued, with the server's message to show. */
export async function delayPostEntry(entry: PostOutboxEntry, error: ApiError): Promise<void> {
  const lastError = error.message || 'Máy chủ đang bận, bài viết sẽ được gửi lại sau.';
  await db.outbox.update(entry.id, (record) => {
    if (record.kind === QUESTION_KIND || record.kind === ANSWER_KIND) record.lastError = lastError;
  });
}

/** The server refused the post for good (access ended, question deleted, invalid): drop it and keep the refusal to show. */
export async function refusePostEntry(entry: PostOutboxEntry, error: ApiError): Promise<void> {
  console.warn('Question or answer dropped', error.status, error.code, entry.clientId);
  const refusal: PostRefusalRecord = {
    userId: entry.userId,
    clientId: entry.clientId,
    courseId: entry.courseId,
    kind: entry.kind,
    questionId: entry.kind === ANSWER_KIND ? entry.questionId : null,
    text: entry.kind === QUESTION_KIND ? entry.title : entry.body.slice(0, 120),
    message: error.message || 'Không gửi được bài viết.',
    code: error.code ?? null,
    at: Date.now(),
  };
  await db.transaction('rw', db.outbox, db.postRefusals, async () => {
    await db.outbox.delete(entry.id);
    await db.postRefusals.put(refusal);
  });
}

/** The user's refused posts in a course, oldest first. */
export async function postRefusals(userId: string, courseId: string): Promise<PostRefusalRecord[]> {
  return db.postRefusals.where('[userId+courseId]').equals([userId, courseId]).sortBy('at');
}

export async function dismissPostRefusal(userId: string, clientId: string): Promise<void> {
  await db.postRefusals.delete([userId, clientId]);
}
