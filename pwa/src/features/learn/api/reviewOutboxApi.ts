import { publicClient } from '../../../lib/http/publicClient';
import { unwrap } from '../../../lib/http/unwrap';

/** A queued review change as the outbox sends it (PUT or DELETE /api/courses/{courseId}/reviews/mine). */
export type ReviewChange = { courseId: string; clientId: string } & ({ op: 'put'; rating: number; comment: string | null } | { op: 'delete' });

/**
 * Sends one review change with the given bearer token, like sendProgressBatch: without the signed-in
 * client's refresh-and-replay, since the outbox checks whose token it holds before each send. The
 * clientId makes a replay of the same change answer the first result without applying it again (a
 * replayed delete finds nothing and answers 404, which the outbox counts as done).
 */
export async function sendReviewChange(change: ReviewChange, bearerToken: string): Promise<void> {
  const request = { params: { path: { courseId: change.courseId } }, headers: { Authorization: `Bearer ${bearerToken}` } };
  if (change.op === 'put') {
    await unwrap(publicClient.PUT('/api/courses/{courseId}/reviews/mine', { ...request, body: { rating: change.rating, comment: change.comment, clientId: change.clientId } }));
  } else {
    await unwrap(publicClient.DELETE('/api/courses/{courseId}/reviews/mine', request));
  }
}
