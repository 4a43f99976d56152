import { describe, expect, it } from 'vitest';
import { base64LinesLength, PartTemplate, writeBase64Lines } from './base64-lines';

/** What a mail library writes: the whole body in base64, cut into lines of 76. */
const reference = (bytes: Buffer) => (bytes.toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');

function encoded(bytes: Buffer): string {
  const out = Buffer.alloc(base64LinesLength(bytes.length));
  expect(writeBase64Lines(bytes, out, 0)).toBe(out.length);
  return out.toString('latin1');
}

// Deterministic pseudo-random numbers: a failure names a seed that replays it.
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

describe('writeBase64Lines', () => {
  it('writes the base64 of any length in lines of 76, with the length it announced', () => {
    for (const length of [0, 1, 2, 3, 56, 57, 58, 113, 114, 115, 1000, 30_001]) {
      const bytes = Buffer.from(Array.from({ length }, (_, i) => (i * 37) % 256));
      expect(encoded(bytes)).toBe(reference(bytes));
    }
  });
});

describe('PartTemplate', () => {
  it('encodes each fill exactly as the whole part would be encoded, wherever its spans fall', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const next = random(seed);
      const length = 1 + next(2000);
      const spanLength = 1 + next(Math.min(length, 130));
      // Spans anywhere, the first and last bytes and line edges (57 bytes a line) included, never overlapping.
      const spans: number[] = [];
      for (let at = next(3) === 0 ? 0 : next(200); at + spanLength <= length; at += spanLength + next(3) * next(120)) spans.push(at);
      const bytes = Buffer.from(Array.from({ length }, () => next(256)));
      const template = new PartTemplate(bytes, spans, spanLength);
      for (let reader = 0; reader < 3; reader += 1) {
        const fill = Buffer.from(Array.from({ length: spanLength }, () => next(256)));
        const expected = Buffer.from(bytes);
        for (const span of spans) fill.copy(expected, span);
        const out = Buffer.alloc(template.encodedLength + 10, 0x2a);
        expect(template.writeEncoded(fill, out, 5), `seed ${seed}`).toBe(5 + template.encodedLength);
        expect(out.toString('latin1', 5, 5 + template.encodedLength), `seed ${seed}`).toBe(reference(expected));
        // Nothing written outside its place in the message.
        expect(out.subarray(0, 5).toString('latin1') + out.subarray(5 + template.encodedLength).toString('latin1')).toBe('*'.repeat(10));
      }
    }
  });

  it('reads as the text with the fill in every span, and leaves the template as it was', () => {
    const standIn = 'QQQQQQ';
    const text = `Chào Ánh, mã của bạn: ${standIn}. Nhắc lại: ${standIn}`;
    const template = PartTemplate.marking(text, standIn);
    expect(String(template.filledWith(Buffer.from('s.a1b2')))).toBe('Chào Ánh, mã của bạn: s.a1b2. Nhắc lại: s.a1b2');
    expect(String(template.filledWith(Buffer.from('s.c3d4')))).toBe('Chào Ánh, mã của bạn: s.c3d4. Nhắc lại: s.c3d4');
  });

  it('refuses a span outside the part and a fill of another length', () => {
    expect(() => new PartTemplate(Buffer.from('abcdef'), [4], 3)).toThrow(RangeError);
    expect(() => new PartTemplate(Buffer.from('abcdef'), [-1], 3)).toThrow(RangeError);
    expect(() => new PartTemplate(Buffer.from('abcdef'), [1], 3).filledWith(Buffer.from('ab'))).toThrow(RangeError);
  });
});
