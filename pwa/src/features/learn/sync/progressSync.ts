import { db } from '../../../lib/db';
import { ApiError } from '../../../lib/http/ApiError';
import { usableAccessToken } from '../../../lib/session/authFetch';
import { refreshSession } from '../../../lib/session/refreshSession';
import { PROGRESS_BATCH_SIZE, sendProgressBatch, type ProgressBatchResult } from '../api/learnApi';
import { type LectureChange, mergeLocalProgress } from './localProgress';
import { oldestOutboxEntries, type OutboxEntry, type ProgressOutboxEntry } from './progressOutboxEntries';
import { PROGRESS_SYNC_TAG } from './progressSyncNames';
import { refuseNoteEntry, sendNoteEntry, type NoteOutboxEntry } from './noteOutbox';
import { isFinalQuizRefusal, refuseQuizEntry, sendQuizEntry, type QuizOutboxEntry } from './quizOutbox';
import { delayPostEntry, refusePostEntry, sendPostEntry, type PostOutboxEntry } from './postOutbox';
import { refuseReviewEntry, sendReviewEntry, type ReviewOutboxEntry } from './reviewOutbox';
import { setSyncPhase } from './syncPhase';
import { tokenSubject } from './tokenSubject';

/** How a replay ended: all sent, no network, a server failure worth retrying, or no usable session. */
export type SyncOutcome = 'done' | 'offline' | 'failed' | 'signed-out';

/** Longest wait for one batch before the replay gives up and retries later. */
const SEND_TIMEOUT_MS = 30_000;

let running: Promise<SyncOutcome> | null = null;
let rerunFor: string | null = null;

/**
 * Sends the user's outbox, oldest first, removing each entry once the server has answered for it:
 * consecutive progress updates go in batches, a review change goes alone (PUT or DELETE of the
 * student's review), and so does a question, an answer or a note, so a review written after finishing a
 * lecture offline reaches the server after that lecture's progress.
 * One replay at a time: calls made meanwhile share the running one, which then runs once more for
 * entries added in between; a Web Lock keeps a second tab from sending the same entries at once.
 */
export function syncProgress(userId: string): Promise<SyncOutcome> {
  if (running) {
    rerunFor = userId;
    return running;
  }
  running = (async () => {
    setSyncPhase('syncing');
    let outcome: SyncOutcome = 'done';
    let next: string | null = userId;
    try {
      do {
        const current: string = next;
        rerunFor = null;
        outcome = await withTabLock(() => drain(current));
        next = rerunFor;
        // A request made during the run (new entries, or the connection back after a drop that ended
        // this run) gets its own pass now rather than waiting for the next trigger.
      } while (next && (outcome === 'done' || (outcome === 'offline' && navigator.onLine)));
    } catch (error) {
      // IndexedDB itself failed: nothing was lost, the entries stay for the next replay.
      console.error('Progress sync failed', error);
      outcome = 'failed';
    }
    setSyncPhase(outcome === 'done' ? 'idle' : 'waiting');
    return outcome;
  })().finally(() => {
    running = null;
  });
  return running;
}

/** The next request of the replay: the oldest entry's kind decides, and a progress batch stops before the first other entry. */
type Step =
  | { kind: 'progress'; entries: ProgressOutboxEntry[] }
  | { kind: 'review'; entry: ReviewOutboxEntry }
  | { kind: 'post'; entry: PostOutboxEntry }
  | { kind: 'note'; entry: NoteOutboxEntry }
  | { kind: 'quiz'; entry: QuizOutboxEntry }
  | { kind: 'unknown'; entry: OutboxEntry };

function nextStep(entries: OutboxEntry[]): Step {
  const [head] = entries;
  if (head.kind === 'review') return { kind: 'review', entry: head };
  if (head.kind === 'question' || head.kind === 'answer') return { kind: 'post', entry: head };
  if (head.kind === 'note') return { kind: 'note', entry: head };
  if (head.kind === 'quiz') return { kind: 'quiz', entry: head };
  if (head.kind !== 'progress') return { kind: 'unknown', entry: head };
  const end = entries.findIndex((entry) => entry.kind !== 'progress');
  return { kind: 'progress', entries: (end < 0 ? entries : entries.slice(0, end)) as ProgressOutboxEntry[] };
}

async function drain(userId: string): Promise<SyncOutcome> {
  let refreshed = false;
  for (;;) {
    const entries = await oldestOutboxEntries(userId, PROGRESS_BATCH_SIZE);
    if (!entries.length) return 'done';
    const step = nextStep(entries);
    if (step.kind === 'unknown') {
      // Written by another version of the app: nothing here can send it, and it must not block the rest.
      console.warn('Outbox entry of unknown kind dropped', step.entry.kind);
      await db.outbox.delete(step.entry.id);
      continue;
    }
    if (!navigator.onLine) return 'offline';
    // Only ever under this user's own session: a tab left open while another account signed in elsewhere must not send.
    // No token yet after an offline start: the refresh cookie gets one (the same request the sign-in restore makes).
    const token =
      (await usableAccessToken()) ??
      (await refreshSession().then(
        (session) => session.accessToken,
        () => null,
      ));
    if (!token || tokenSubject(token) !== userId) return 'signed-out';
    try {
      if (step.kind === 'review') {
        await withTimeout(sendReviewEntry(step.entry, token));
      } else if (step.kind === 'post') {
        await withTimeout(sendPostEntry(step.entry, token));
      } else if (step.kind === 'note') {
        await withTimeout(sendNoteEntry(step.entry, token));
      } else if (step.kind === 'quiz') {
        await withTimeout(sendQuizEntry(step.entry, token));
      } else {
        const reply = await withTimeout(
          sendProgressBatch(
            step.entries.map((entry) => entry.payload),
            token,
          ),
        );
        await settle(userId, step.entries, reply);
      }
    } catch (error) {
      if (!(error instanceof ApiError)) return 'failed';
      if (error.status === 0) return 'offline';
      if (error.status === 401) {
        if (refreshed) return 'signed-out';
        refreshed = true;
        await refreshSession().catch(() => undefined);
        continue;
      }
      if (step.kind === 'quiz' && isFinalQuizRefusal(error)) {
        await refuseQuizEntry(step.entry, error);
        continue;
      }
      if (isRetryable(error.status)) {
        // A post held back (too many posts, server busy) waits with the server's reason shown beside it.
        if (step.kind === 'post') await delayPostEntry(step.entry, error);
        return 'failed';
      }
      if (step.kind === 'review') {
        // Not enrolled, no completed lecture, invalid: resending can never succeed; the student is shown why.
        await refuseReviewEntry(step.entry, error);
        continue;
      }
      if (step.kind === 'post') {
        // Access ended, question deleted, invalid: resending can never succeed; the student is shown why.
        await refusePostEntry(step.entry, error);
        continue;
      }
      if (step.kind === 'note') {
        // Access ended, lecture gone, invalid: resending can never succeed; the note shows why.
        await refuseNoteEntry(step.entry, error);
        continue;
      }
      if (step.kind === 'quiz') {
        // Access ended, quiz gone or emptied: resending can never succeed; the attempt shows why.
        await refuseQuizEntry(step.entry, error);
        continue;
      }
      // The batch itself refused (an entry this version of the app should never have queued): resending can never succeed.
      console.warn('Progress updates dropped', error.status, error.code, step.entries.length);
      await db.outbox.bulkDelete(step.entries.map((entry) => entry.id));
    }
  }
}

/**
 * The server answered for every entry: applied now or before (a replay) keeps the server's merge on
 * this device; refused (lecture gone from the course, course not owned) can never succeed, so it is
 * dropped too, and logged.
 */
async function settle(userId: string, entries: ProgressOutboxEntry[], reply: ProgressBatchResult): Promise<void> {
  for (const result of reply.results) {
    if (result.status === 'rejected') console.warn('Progress update dropped', result.error?.code, result.updateId);
  }
  await db.outbox.bulkDelete(entries.map((entry) => entry.id));
  const byCourse = new Map<string, LectureChange[]>();
  for (const { courseId, ...lecture } of reply.lectures) byCourse.set(courseId, [...(byCourse.get(courseId) ?? []), lecture]);
  for (const [courseId, lectures] of byCourse) await mergeLocalProgress(userId, courseId, lectures);
}

const isRetryable = (status: number) => status === 408 || status === 425 || status === 429 || status >= 500;

/**
 * A request hanging on a captive or dying network must not hold the one-at-a-time lock forever.
 * If it reaches the server after all, the entry is simply sent again: the update id makes it a no-op.
 */
function withTimeout<T>(work: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Progress update timed out')), SEND_TIMEOUT_MS);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

async function withTabLock(task: () => Promise<SyncOutcome>): Promise<SyncOutcome> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request(PROGRESS_SYNC_TAG, task) : await task();
}
