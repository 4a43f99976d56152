import crypto from 'node:crypto';

/**
 * Signed tokens in the links of marketing mail. `s.<sendId>.<sig>` names one mail (opens, clicks,
 * unsubscribe, preferences); `u.<userId>.<sig>` names a user without a mail (a test send). No expiry:
 * an unsubscribe link must keep working for as long as the mail sits in an inbox.
 */
export type EmailLinkSubject = { kind: 'send'; id: string } | { kind: 'user'; id: string };

const ID_PATTERN = /^[0-9a-f-]{36}$/;
const PREFIX = { send: 's', user: 'u' } as const;

function signature(secret: string, kind: string, id: string): string {
  return crypto.createHmac('sha256', secret).update(`${kind}.${id}`).digest('base64url').slice(0, 27);
}

export function emailLinkToken(secret: string, subject: EmailLinkSubject): string {
  const kind = PREFIX[subject.kind];
  return `${kind}.${subject.id}.${signature(secret, kind, subject.id)}`;
}

/** The subject of a well-signed token, or null. */
export function readEmailLinkToken(secret: string, token: string): EmailLinkSubject | null {
  const [kind, id, sig, ...rest] = String(token).split('.');
  if (rest.length || !id || !sig || !ID_PATTERN.test(id) || (kind !== 's' && kind !== 'u')) return null;
  const expected = Buffer.from(signature(secret, kind, id));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return { kind: kind === 's' ? 'send' : 'user', id };
}
