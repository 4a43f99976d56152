import { ApiError } from '../../../lib/http/ApiError';
import { apiOrigin } from '../../../lib/http/apiOrigin';
import { usableAccessToken } from '../../../lib/session/authFetch';

export type LiveStatus = { code: string; kind: 'order' | 'deposit'; status: string; settled: boolean };

/** Splits server-sent-event text into the JSON `data` of each complete event, and the unfinished rest. */
export function parseEventStream(buffer: string): { events: unknown[]; rest: string } {
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks
    .map((block) =>
      block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n'),
    )
    .filter(Boolean)
    .map((data) => JSON.parse(data) as unknown);
  return { events, rest };
}

/**
 * Follows /api/payments/status/{code}/events until the server ends it. Read with fetch rather than
 * EventSource, which cannot send the bearer token. Rejects when the stream cannot be opened.
 */
export async function streamPaymentStatus(code: string, onStatus: (status: LiveStatus) => void, signal: AbortSignal): Promise<void> {
  const token = await usableAccessToken();
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${apiOrigin}/api/payments/status/${encodeURIComponent(code)}/events`, { headers, signal, credentials: 'include' });
  if (!response.ok || !response.body) throw new ApiError('Không theo dõi được trạng thái thanh toán.', response.status);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const parsed = parseEventStream(buffer + decoder.decode(value, { stream: true }));
    buffer = parsed.rest;
    parsed.events.forEach((event) => onStatus(event as LiveStatus));
  }
}
