import crypto from 'node:crypto';
import { foldLines } from 'nodemailer/lib/mime-funcs';
import MimeNode from 'nodemailer/lib/mime-node';

/** One mail to one address, its headers beyond From/To/Subject included (List-Unsubscribe…). */
export interface RawMailInput {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

// Encodes header values exactly as nodemailer's MailComposer would (encoded words, addresses); one node
// for every mail: a MimeNode per mail (a random boundary, a header map) is most of nodemailer's cost.
const encoder = new MimeNode('text/plain');
const fromHeaders = new Map<string, { header: string; address: string; domain: string }>();

function encoded(name: string, value: string): string {
  return foldLines(`${name}: ${encoder.encodeHeaderValue(name, value) as string}`, 76);
}

/** base64, 76 characters a line (RFC 2045 §6.8). */
function base64Lines(content: string): string {
  const encodedContent = Buffer.from(content, 'utf8').toString('base64');
  const lines: string[] = [];
  for (let at = 0; at < encodedContent.length; at += 76) lines.push(encodedContent.slice(at, at + 76));
  return lines.join('\r\n');
}

function sender(from: string) {
  let parsed = fromHeaders.get(from);
  if (!parsed) {
    const address = new MimeNode('text/plain').setHeader('From', from).getEnvelope().from as string;
    parsed = { header: encoded('From', from), address, domain: address.split('@').pop()! };
    fromHeaders.set(from, parsed);
  }
  return parsed;
}

/**
 * The whole RFC 5322 message of a text + HTML mail, built here rather than by nodemailer's composer:
 * the same headers and MIME structure (multipart/alternative, base64 UTF-8 parts), at a fraction of the
 * CPU. null for an address nodemailer would have to rewrite (non-ASCII: punycode), which goes the usual way.
 */
export function rawMail(mail: RawMailInput, now = new Date()): { envelope: { from: string; to: string[] }; raw: Buffer } | null {
  // Printable ASCII without spaces, quotes or brackets: an address nodemailer would send as it is.
  if (!/^[!-~]+@[!-~]+$/.test(mail.to) || /[<>,;:"()[\]\\]/.test(mail.to)) return null;
  const from = sender(mail.from);
  const boundary = `--_HvM-${crypto.randomBytes(12).toString('hex')}`;
  const head = [
    from.header,
    `To: ${mail.to}`,
    encoded('Subject', mail.subject),
    ...Object.entries(mail.headers).map(([name, value]) => encoded(name, value)),
    `Date: ${now.toUTCString().replace(/GMT/, '+0000')}`,
    `Message-ID: <${crypto.randomUUID()}@${from.domain}>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative;\r\n boundary="${boundary}"`,
  ];
  const part = (type: string, content: string) => `--${boundary}\r\nContent-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${base64Lines(content)}\r\n`;
  const raw = `${head.join('\r\n')}\r\n\r\n${part('text/plain', mail.text)}${part('text/html', mail.html)}--${boundary}--\r\n`;
  return { envelope: { from: from.address, to: [mail.to] }, raw: Buffer.from(raw, 'utf8') };
}
