import { db, type ReviewOutboxRecord, type ReviewOutcomeRecord } from '../../../lib/db';
import type { ApiError } from '../../../lib/http/ApiError';
import { sendReviewChange, type ReviewChange } from '../api/reviewOutboxApi';
import { requestProgressSync } from './syncScheduler';

/** Outbox `kind` of a course review change; it travels in the same outbox as progress, in order. */
export const REVIEW_KIND = 'review';

export type ReviewOutboxEntry = ReviewOutboxRecord & { id: number };

/** What the student asked for: their review with these stars and comment, or no review. */
export type ReviewIntent = { op: 'put'; rating: number; comment: string | null } | { op: 'delete' };

/** The user's unsent review changes for a course (after queueReview, at most one). */
export function pendingReviewEntries(userId: string, courseId: string) {
  return db.outbox
    .where('[userId+courseId]')
    .equals([userId, courseId])
    .filter((entry) => entry.kind === REVIEW_KIND);
}

/**
 * Queues the student's review change and starts a replay at once (online it is sent now, through the
 * same code path as offline). A newer change for the course supersedes the older unsent ones: only the
 * latest put or delete per course is kept. Returns the change's clientId.
 */
export async function queueReview(userId: string, courseId: string, intent: ReviewIntent): Promise<string> {
  const clientId = crypto.randomUUID();
  const entry: ReviewOutboxRecord =
    intent.op === 'put'
      ? { kind: REVIEW_KIND, userId, courseId, clientId, op: 'put', rating: intent.rating, comment: normaliseComment(intent.comment), createdAt: Date.now() }
      : { kind: REVIEW_KIND, userId, courseId, clientId, op: 'delete', rating: null, comment: null, createdAt: Date.now() };
  await db.transaction('rw', db.outbox, async () => {
    await pendingReviewEntries(userId, courseId).delete();
    await db.outbox.add(entry);
  });
  requestProgressSync(userId);
  return clientId;
}

/** Plain text, trimmed; empty means no comment (as the server stores it). */
function normaliseComment(comment: string | null): string | null {
  const trimmed = comment?.trim() ?? '';
  return trimmed ? trimmed : null;
}

/** Sends one queued review change (the replay calls this for the oldest entry when it is a review). */
export async function sendReviewEntry(entry: ReviewOutboxEntry, bearerToken: string): Promise<void> {
  const { courseId, clientId } = entry;
  const change: ReviewChange = entry.op === 'put' ? { op: 'put', courseId, clientId, rating: entry.rating ?? 0, comment: entry.comment } : { op: 'delete', courseId, clientId };
  try {
    await sendReviewChange(change, bearerToken);
  } catch (error) {
    // Deleting a review the server does not have (a put superseded before it was sent): the student's wish holds.
    if (entry.op === 'delete' && (error as ApiError).status === 404) {
      await settleReview(entry, 'sent');
      return;
    }
    throw error;
  }
  await settleReview(entry, 'sent');
}

/** The server refused the change for good (not enrolled, no completed lecture, invalid): drop it and keep the refusal to show. */
export async function refuseReviewEntry(entry: ReviewOutboxEntry, error: ApiError): Promise<void> {
  console.warn('Review change dropped', error.status, error.code, entry.clientId);
  await settleReview(entry, 'refused', error);
}

async function settleReview(entry: ReviewOutboxEntry, status: ReviewOutcomeRecord['status'], error?: ApiError): Promise<void> {
  const outcome: ReviewOutcomeRecord = {
    userId: entry.userId,
    courseId: entry.courseId,
    clientId: entry.clientId,
    op: entry.op,
    status,
    message: error ? error.message || 'Không gửi được đánh giá.' : null,
    code: error?.code ?? null,
    at: Date.now(),
  };
  await db.transaction('rw', db.outbox, db.reviewOutcomes, async () => {
    await db.outbox.delete(entry.id);
    await db.reviewOutcomes.put(outcome);
  });
}

/** The server's last answer to this user's review change for the course, if any. */
export function reviewOutcome(userId: string, courseId: string): Promise<ReviewOutcomeRecord | undefined> {
  return db.reviewOutcomes.get([userId, courseId]);
}
