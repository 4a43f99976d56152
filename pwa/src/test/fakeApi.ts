import { vi } from 'vitest';

/** `headers` is there to read but not enumerable: tests compare whole calls with toEqual without naming them. */
export type ApiCall = { method: string; path: string; query: Record<string, string>; readonly headers: Record<string, string>; body?: unknown };
export type ApiReply = { status?: number; body: unknown } | Response;
type Handler = ApiReply | ((call: ApiCall) => ApiReply | Promise<ApiReply>);

/**
 * Stubs fetch with an API answering `METHOD /path` keys (JSON replies, or a whole Response for
 * streams), 404 for anything else. Returns the calls made, bodies parsed, for assertions.
 */
export function fakeApi(routes: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = typeof input === 'string' ? new Request(new URL(input, 'http://localhost'), init) : input;
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.text();
      const call = { method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body: text ? JSON.parse(text) : undefined } as ApiCall;
      Object.defineProperty(call, 'headers', { value: Object.fromEntries(request.headers), enumerable: false });
      calls.push(call);
      const handler = routes[`${request.method} ${url.pathname}`];
      const reply = typeof handler === 'function' ? await handler(call) : (handler ?? { status: 404, body: { message: 'Không tìm thấy', code: 'NOT_FOUND' } });
      if (reply instanceof Response) return reply;
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

/** A server-sent-events response that sends `events` (as `data:` JSON), one per tick, then ends. */
export function eventStream(events: unknown[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const event of events) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        // An event may be a promise: the stream waits for it (a test holds the next event until it has looked).
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(await event)}\n\n`));
      }
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}
