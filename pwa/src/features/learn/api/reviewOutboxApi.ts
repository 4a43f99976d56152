import { ApiError } from '../../../lib/http/ApiError';
import { apiOrigin } from '../../../lib/http/apiOrigin';
import { sendRequest } from '../../../lib/http/transport';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/http/unwrap';

/** A queued review change as the outbox sends it (PUT or DELETE /api/courses/{courseId}/reviews/mine). */
export type ReviewChange = { courseId: string; clientId: string } & ({ op: 'put'; rating: number; comment: string | null } | { op: 'delete' });

/**
 * Sends one review change with the given bearer token, like sendProgressBatch: without the signed-in
 * client's refresh-and-replay, since the outbox checks whose token it holds before each send. The
 * clientId makes a replay of the same change answer the first result without applying it again.
 * Plain fetch through the app's transport: these routes are not in the generated API types yet.
 */
export async function sendReviewChange(change: ReviewChange, bearerToken: string): Promise<void> {
  const body = change.op === 'put' ? { rating: change.rating, comment: change.comment, clientId: change.clientId } : { clientId: change.clientId };
  const request = new Request(`${apiOrigin}/api/courses/${encodeURIComponent(change.courseId)}/reviews/mine`, {
    method: change.op === 'put' ? 'PUT' : 'DELETE',
    headers: { Authorization: `Bearer ${bearerToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'include',
  });
  let response: Response;
  try {
    response = await sendRequest(request);
  } catch (error) {
    if (error instanceof TypeError) throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'NETWORK_ERROR');
    throw error;
  }
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : '';
  } catch {
    // Not JSON (a proxy's error page): the status alone decides.
  }
  throw ApiError.fromBody(parsed, response.status);
}
