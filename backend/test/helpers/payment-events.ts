import { expect } from 'vitest';
import type { HttpClient } from './http-client';

export type PaymentEvent = { code: string; kind: string; status: string; settled: boolean };

/** When each event arrived (Date.now()), in the order of `events`. */
export type EventTimes = number[];

/**
 * Reads the server-sent events of /payment (on `baseUrl`, with the client's bearer token like the PWA)
 * until the stream ends; `onOpen` runs once the first event is in. `seconds`: from `onOpen` to the end.
 */
export async function readPaymentEvents(baseUrl: string, client: HttpClient, code: string, onOpen: () => Promise<unknown>) {
  const response = await fetch(`${baseUrl}/api/payments/status/${code}/events`, { headers: { authorization: `Bearer ${client.accessToken}` } });
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: PaymentEvent[] = [];
  const times: EventTimes = [];
  let buffer = '';
  let openedAt: number | undefined;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop()!;
    for (const block of blocks) {
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (!data) continue;
      events.push(JSON.parse(data.slice(6)) as PaymentEvent);
      times.push(Date.now());
    }
    if (openedAt === undefined && events.length) {
      openedAt = Date.now();
      await onOpen();
    }
  }
  return { events, times, seconds: (Date.now() - (openedAt ?? Date.now())) / 1000 };
}
