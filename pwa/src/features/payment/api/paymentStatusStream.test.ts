import { describe, expect, it } from 'vitest';
import { parseEventStream } from './paymentStatusStream';

describe('parseEventStream', () => {
  it('returns the JSON data of each complete event and keeps the unfinished rest', () => {
    const { events, rest } = parseEventStream('data: {"status":"pending"}\n\n: keep-alive\n\ndata: {"status":"pa');
    expect(events).toEqual([{ status: 'pending' }]);
    expect(rest).toBe('data: {"status":"pa');
    expect(parseEventStream(`${rest}id"}\n\n`).events).toEqual([{ status: 'paid' }]);
  });

  it('accepts CRLF line ends and data split over several lines', () => {
    expect(parseEventStream('data: {"a":\r\ndata: 1}\r\n\r\n').events).toEqual([{ a: 1 }]);
  });
});
