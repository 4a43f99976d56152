import { useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { courseKeys } from '../../courses';
import { getSyncPhase, pendingReviewEntries, queueReview, reviewOutcome, subscribeSyncPhase, useOnlineStatus } from '../../learn';
import { reviewKeys, useMyReview } from '../api/reviewsApi';

/** The stars and comment the student sees as their review. */
export type ReviewDraft = { rating: number; comment: string | null };

/** Where the student's last review change is: on its way, waiting for the network, applied, or refused (with why). */
export type ReviewSyncStatus = { state: 'sending' | 'waiting' | 'sent' | 'refused'; label: string };

export type ReviewWriter = {
  /** Their review as it will be once the outbox is sent; null for none; undefined while not known yet. */
  review: ReviewDraft | null | undefined;
  /** Whether they have one (the latest change on this device counts); undefined while not known. */
  hasReview: boolean | undefined;
  /** Whether they may write one: the server's answer online; offline, at least one lecture completed on this device. */
  canReview: boolean;
  status: ReviewSyncStatus | null;
  save: (draft: ReviewDraft) => Promise<void>;
  remove: () => Promise<void>;
};

/**
 * The signed-in student's review of a course, written through the learning outbox (docs/learning.md):
 * saving queues the change and sends it at once when online, or when the connection returns. The
 * server's review (useMyReview) is overlaid by the change still queued on this device; when the
 * server has answered, the feature's lists and the course figures are refetched.
 */
export function useReviewWriter(userId: string, courseId: string, completedLectures: number): ReviewWriter {
  const online = useOnlineStatus();
  const phase = useSyncExternalStore(subscribeSyncPhase, getSyncPhase);
  // Only asked online: offline the request would only fail (the query library believes it is online).
  const mine = useMyReview(courseId, online);
  const local = useLiveQuery(async () => ({ pending: await pendingReviewEntries(userId, courseId).last(), outcome: await reviewOutcome(userId, courseId) }), [userId, courseId]);
  const queryClient = useQueryClient();

  // A new answer from the server (not the one already stored when the screen opened): the review lists,
  // this student's review and the course's figures changed.
  const outcomeAt = local?.outcome?.at;
  const seenOutcome = useRef<number | undefined | null>(null);
  useEffect(() => {
    if (local === undefined) return;
    const previous = seenOutcome.current;
    seenOutcome.current = outcomeAt;
    if (previous === null || outcomeAt === undefined || outcomeAt === previous) return;
    void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    void queryClient.invalidateQueries({ queryKey: courseKeys.all });
  }, [local, outcomeAt, queryClient]);

  const save = useCallback(
    async (draft: ReviewDraft) => {
      await queueReview(userId, courseId, { op: 'put', rating: draft.rating, comment: draft.comment });
    },
    [userId, courseId],
  );
  const remove = useCallback(async () => {
    await queueReview(userId, courseId, { op: 'delete' });
  }, [userId, courseId]);

  const pending = local?.pending;
  const outcome = local?.outcome;
  const server = mine.data;

  const unknown = local === undefined || (!server && !mine.isError && online);
  const serverReview = server?.review ? { rating: server.review.rating, comment: server.review.comment } : null;
  // Queued here first; then the server's answer; offline (or unreachable) with nothing known: none.
  const review: ReviewDraft | null | undefined = pending
    ? pending.op === 'put'
      ? { rating: pending.rating ?? 0, comment: pending.comment }
      : null
    : unknown
      ? undefined
      : serverReview;
  // Just applied and the refetch not in yet: the change decides.
  const justSent = !pending && outcome?.status === 'sent' && (mine.isFetching || !server);
  const hasReview = justSent ? outcome.op === 'put' : review === undefined ? undefined : review !== null;

  // A lecture completed on this device counts even before the server has it: the progress is queued in the
  // same outbox ahead of the review, so it lands first. The server's "not enrolled" still decides.
  const canReview =
    server && online
      ? server.eligibility.canReview || server.review !== null || (server.eligibility.reason === 'NO_COMPLETED_LECTURE' && completedLectures > 0)
      : completedLectures > 0;

  let status: ReviewSyncStatus | null = null;
  if (pending) {
    status = online && phase === 'syncing' ? { state: 'sending', label: 'Đang gửi đánh giá...' } : { state: 'waiting', label: 'Đánh giá sẽ được gửi khi có mạng' };
  } else if (outcome?.status === 'refused') {
    status = { state: 'refused', label: outcome.message ?? 'Không gửi được đánh giá.' };
  } else if (outcome?.status === 'sent') {
    status = { state: 'sent', label: outcome.op === 'put' ? 'Đã gửi đánh giá' : 'Đã xóa đánh giá' };
  }

  return { review, hasReview, canReview, status, save, remove };
}
