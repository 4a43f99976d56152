import crypto from 'node:crypto';
import { Transform } from 'node:stream';

export interface DkimKey {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/**
 * The header fields signed when present (RFC 6376 §5.4.1), the RFC 8058 pair included: Gmail and Yahoo
 * ignore a one-click unsubscribe whose List-Unsubscribe and List-Unsubscribe-Post are not both signed.
 */
const SIGNED_FIELDS = [
  'from',
  'sender',
  'reply-to',
  'subject',
  'date',
  'message-id',
  'to',
  'cc',
  'mime-version',
  'content-type',
  'content-transfer-encoding',
  'in-reply-to',
  'references',
  'list-id',
  'list-unsubscribe',
  'list-unsubscribe-post',
  'auto-submitted',
  'precedence',
];

/**
 * Oversigned (RFC 6376 §5.4.2): named once more in h= than they occur, so one added on the way (a second
 * From or Subject, an unsubscribe header of someone else's) breaks the signature instead of riding on it.
 */
const OVERSIGNED_FIELDS = new Set(['from', 'sender', 'reply-to', 'subject', 'date', 'to', 'cc', 'content-type', 'mime-version', 'list-unsubscribe', 'list-unsubscribe-post']);

interface HeaderField {
  name: string;
  /** The field as on the wire, folding included, without its final CRLF. */
  raw: string;
}

function splitMessage(message: Buffer): { head: string; body: Buffer } {
  const end = message.indexOf('\r\n\r\n');
  if (end < 0) return { head: message.toString('latin1'), body: Buffer.alloc(0) };
  return { head: message.subarray(0, end).toString('latin1'), body: message.subarray(end + 4) };
}

function headerFields(head: string): HeaderField[] {
  const fields: HeaderField[] = [];
  for (const line of head.split('\r\n')) {
    if (/^[ \t]/.test(line) && fields.length) fields[fields.length - 1].raw += `\r\n${line}`;
    else fields.push({ name: line.slice(0, line.indexOf(':')).trim().toLowerCase(), raw: line });
  }
  return fields;
}

/** RFC 6376 §3.4.2, relaxed header canonicalization. */
function relaxedHeader(field: HeaderField): string {
  const value = field.raw
    .slice(field.raw.indexOf(':') + 1)
    .replace(/\r\n/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
  return `${field.name}:${value}`;
}

/** RFC 6376 §3.4.4, relaxed body canonicalization. */
function relaxedBody(body: Buffer): Buffer {
  const text = body
    .toString('latin1')
    // A bare LF ends a line too, as verifiers (and the SMTP servers on the way) read it.
    .split(/\r?\n/)
    .map((line) => line.replace(/[ \t]+/g, ' ').replace(/ $/, ''));
  while (text.length && text[text.length - 1] === '') text.pop();
  return Buffer.from(text.length ? `${text.join('\r\n')}\r\n` : '', 'latin1');
}

/**
 * Signs a whole RFC 5322 message (CRLF line ends) with rsa-sha256, relaxed/relaxed, and returns it with
 * the DKIM-Signature field in front. Instances of a field are taken from the bottom up, as verifiers do.
 */
export function dkimSign(message: Buffer, key: DkimKey): Buffer {
  const { head, body } = splitMessage(message);
  const fields = headerFields(head);
  const names: string[] = [];
  const canonical: string[] = [];
  for (const name of SIGNED_FIELDS) {
    const present = fields.filter((field) => field.name === name).reverse();
    for (const field of present) {
      names.push(name);
      canonical.push(relaxedHeader(field));
    }
    if (present.length && OVERSIGNED_FIELDS.has(name)) names.push(name);
  }
  const bodyHash = crypto.createHash('sha256').update(relaxedBody(body)).digest('base64');
  const clean = (value: string) => value.replace(/[^!-~]|[;=:]/g, '');
  const tags = [
    'v=1',
    'a=rsa-sha256',
    'c=relaxed/relaxed',
    `d=${clean(key.domainName)}`,
    `s=${clean(key.keySelector)}`,
    `t=${Math.floor(Date.now() / 1000)}`,
    `bh=${bodyHash}`,
    `h=${names.join(':')}`,
  ];
  // Signed as it will be sent, folding included, with b= empty (RFC 6376 §3.7).
  const unsigned = foldTags(tags);
  const signature = crypto
    .createSign('RSA-SHA256')
    .update([...canonical, relaxedHeader({ name: 'dkim-signature', raw: unsigned })].join('\r\n'), 'latin1')
    .sign(key.privateKey, 'base64');
  return Buffer.concat([Buffer.from(`${appendFolded(unsigned, signature)}\r\n`, 'latin1'), message]);
}

const LINE = 76;

/** `DKIM-Signature: v=1; …; h=a:b; b=`, folded at tag separators and, in h=, after a colon (both allow FWS). */
function foldTags(tags: string[]): string {
  const pieces: { text: string; joiner: string }[] = [];
  for (const tag of [...tags, 'b=']) {
    const parts = tag.startsWith('h=') ? tag.split(/(?<=:)/) : [tag];
    parts.forEach((text, index) => pieces.push({ text: index === parts.length - 1 && tag !== 'b=' ? `${text};` : text, joiner: index ? '' : ' ' }));
  }
  let field = 'DKIM-Signature:';
  let lineLength = field.length;
  for (const { text, joiner } of pieces) {
    if (lineLength + joiner.length + text.length > LINE) {
      field += `\r\n ${text}`;
      lineLength = 1 + text.length;
    } else {
      field += joiner + text;
      lineLength += joiner.length + text.length;
    }
  }
  return field;
}

/** The base64 signature after the final `b=`, folded anywhere (base64 in a tag value allows FWS). */
function appendFolded(field: string, signature: string): string {
  const lastLine = field.length - field.lastIndexOf('\n') - 1;
  const first = Math.max(0, LINE - lastLine);
  const rest = signature.slice(first).match(/.{1,75}/g) ?? [];
  return [field + signature.slice(0, first), ...rest.map((chunk) => ` ${chunk}`)].join('\r\n');
}

/** A stream step that holds the whole message, then emits it signed (nodemailer's `processFunc`). */
export function dkimSigningStream(key: DkimKey): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
    flush(done) {
      try {
        done(null, dkimSign(Buffer.concat(chunks), key));
      } catch (error) {
        done(error as Error);
      }
    },
  });
}
