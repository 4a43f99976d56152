// A MIME part's body in base64, 76 characters a line (RFC 2045 §6.8), written straight into the
// message's buffer. A line of 76 characters is 57 bytes of the body encoded on their own, which is what
// lets a part template re-encode only the lines a reader's token touches.
const LINE_CHARACTERS = 76;
const LINE_BYTES = 57;
const CRLF = '\r\n';

/** The length of `bytes` bytes in base64 lines, the line breaks between them included. */
export function base64LinesLength(bytes: number): number {
  const characters = 4 * Math.ceil(bytes / 3);
  return characters + CRLF.length * Math.max(0, Math.ceil(characters / LINE_CHARACTERS) - 1);
}

/** Writes `content` in base64 lines into `out` at `at`; returns where it ended. */
export function writeBase64Lines(content: Buffer, out: Buffer, at: number): number {
  // The encoding stays a string (V8's heap) and goes into `out` a line at a time: a Buffer of it per
  // mail would be tens of KB of memory outside the heap, whose churn costs more in collections than the copy.
  const encoded = content.toString('base64');
  for (let start = 0; start < encoded.length; start += LINE_CHARACTERS) {
    if (start) at += out.write(CRLF, at, 'latin1');
    at += out.write(encoded.slice(start, start + LINE_CHARACTERS), at, 'latin1');
  }
  return at;
}

/**
 * A part whose bytes differ from mail to mail only in a few spans of one length (a campaign's mail, where
 * each reader's token goes): encoded once, so a mail copies the encoding and re-encodes only the lines its
 * spans touch (a few dozen of some 500), and never holds the part's text or bytes of its own.
 */
export class PartTemplate {
  readonly encodedLength: number;
  private readonly encoded: Buffer;
  /** Each line a span touches, with the spans that touch it. */
  private readonly touchedLines: { line: number; spans: number[] }[] = [];
  // One line's bytes while they are re-encoded (the work is synchronous: one buffer serves every mail).
  private static readonly lineBytes = Buffer.alloc(LINE_BYTES);

  /** `bytes`: the part with some content in each span; `spans`: where the spans start; `spanLength`: their length. */
  constructor(
    private readonly bytes: Buffer,
    private readonly spans: number[],
    private readonly spanLength: number,
  ) {
    this.encodedLength = base64LinesLength(bytes.length);
    this.encoded = Buffer.allocUnsafe(this.encodedLength);
    writeBase64Lines(bytes, this.encoded, 0);
    const touched = new Map<number, number[]>();
    for (const span of spans) {
      if (span < 0 || span + spanLength > bytes.length) throw new RangeError(`span ${span} outside the part`);
      for (let line = Math.floor(span / LINE_BYTES); line <= Math.floor((span + spanLength - 1) / LINE_BYTES); line += 1) touched.set(line, [...(touched.get(line) ?? []), span]);
    }
    this.touchedLines = [...touched].map(([line, lineSpans]) => ({ line, spans: lineSpans }));
  }

  /** `text` as a template whose spans are wherever `marker` is in it (a stand-in of a fill's length). */
  static marking(text: string, marker: string): PartTemplate {
    const bytes = Buffer.from(text);
    const markerBytes = Buffer.from(marker);
    const spans: number[] = [];
    for (let at = bytes.indexOf(markerBytes); at !== -1; at = bytes.indexOf(markerBytes, at + markerBytes.length)) spans.push(at);
    return new PartTemplate(bytes, spans, markerBytes.length);
  }

  /** The part with `fill` in every span. */
  filledWith(fill: Buffer): FilledPart {
    if (fill.length !== this.spanLength) throw new RangeError(`a fill of ${fill.length} bytes for spans of ${this.spanLength}`);
    return new FilledPart(this, fill);
  }

  /** Writes the part with `fill` in every span, in base64 lines, into `out` at `at`; returns where it ended. */
  writeEncoded(fill: Buffer, out: Buffer, at: number): number {
    this.encoded.copy(out, at);
    const lineBytes = PartTemplate.lineBytes;
    for (const { line, spans } of this.touchedLines) {
      const start = line * LINE_BYTES;
      const end = Math.min(start + LINE_BYTES, this.bytes.length);
      this.bytes.copy(lineBytes, 0, start, end);
      for (const span of spans) fill.copy(lineBytes, Math.max(span, start) - start, Math.max(start - span, 0), Math.min(end - span, fill.length));
      out.write(lineBytes.toString('base64', 0, end - start), at + line * (LINE_CHARACTERS + CRLF.length), 'latin1');
    }
    return at + this.encodedLength;
  }

  /** The part's bytes with `fill` in every span. */
  bytesWith(fill: Buffer): Buffer {
    const bytes = Buffer.from(this.bytes);
    for (const span of this.spans) fill.copy(bytes, span);
    return bytes;
  }
}

/** A part template with one mail's fill: its text is the template's with the fill in each span. */
export class FilledPart {
  constructor(
    readonly template: PartTemplate,
    readonly fill: Buffer,
  ) {}

  toString(): string {
    return this.template.bytesWith(this.fill).toString('utf8');
  }
}
