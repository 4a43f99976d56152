import crypto from 'node:crypto';

/**
 * Signed tokens in the links of our mail. `s.<sendId>.<sig>` names one marketing mail (opens, clicks,
 * unsubscribe, preferences); `t.<userId>.<sig>` is an admin's test send: its links show the page but
 * change nothing (a click on "Hủy đăng ký" in a test would otherwise unsubscribe the admin);
 * `a.<userId>.<courseId>.<sig>` is a course announcement's mail: its one-click turns off that course's
 * announcements (its ids in base64url, 22 characters each: the router refuses a path parameter over 100).
 * No expiry: an unsubscribe link must keep working for as long as the mail sits in an inbox.
 */
export type EmailLinkSubject = { kind: 'send'; id: string } | { kind: 'test'; id: string } | { kind: 'announcements'; id: string; courseId: string };

const ID_PATTERN = /^[0-9a-f-]{36}$/;
const PREFIX = { send: 's', test: 't', announcements: 'a' } as const;
const KIND_OF_PREFIX = { s: 'send', t: 'test', a: 'announcements' } as const;

function signature(secret: string, kind: string, ids: string): string {
  return crypto.createHmac('sha256', secret).update(`${kind}.${ids}`).digest('base64url').slice(0, 27);
}

const compactId = (uuid: string) => Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');

function expandId(compact: string): string | null {
  if (!/^[A-Za-z0-9_-]{22}$/.test(compact)) return null;
  const hex = Buffer.from(compact, 'base64url').toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function emailLinkToken(secret: string, subject: EmailLinkSubject): string {
  const kind = PREFIX[subject.kind];
  if (subject.kind === 'announcements') {
    return `${kind}.${compactId(subject.id)}.${compactId(subject.courseId)}.${signature(secret, kind, `${subject.id}.${subject.courseId}`)}`;
  }
  return `${kind}.${subject.id}.${signature(secret, kind, subject.id)}`;
}

/** The subject of a well-signed token, or null. */
export function readEmailLinkToken(secret: string, token: string): EmailLinkSubject | null {
  const [prefix, ...parts] = String(token).split('.');
  const kind = Object.hasOwn(KIND_OF_PREFIX, prefix) ? KIND_OF_PREFIX[prefix as keyof typeof KIND_OF_PREFIX] : null;
  if (!kind || parts.length !== (kind === 'announcements' ? 3 : 2)) return null;
  const sig = parts.pop()!;
  const ids = kind === 'announcements' ? parts.map(expandId) : parts;
  if (!ids.every((id): id is string => id !== null && ID_PATTERN.test(id))) return null;
  const expected = Buffer.from(signature(secret, prefix, ids.join('.')));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return kind === 'announcements' ? { kind, id: ids[0], courseId: ids[1] } : { kind, id: ids[0] };
}

const UNSUBSCRIBE_LOCAL_PART = 'unsubscribe';

/**
 * The mailto: of List-Unsubscribe, `unsubscribe+<token>@<domain of MAIL_FROM>`: a mail sent there comes
 * back through the provider's inbound webhook (docs/email-marketing.md) and unsubscribes like the POST.
 * The token's characters are all allowed in a dot-atom local part.
 */
export function unsubscribeMailbox(mailFrom: string, token: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'localhost';
  return `${UNSUBSCRIBE_LOCAL_PART}+${token}@${domain}`;
}

/** The token of an unsubscribe mailbox (`unsubscribe+<token>@…`, maybe as `Name <…>`), or null. */
export function tokenOfUnsubscribeMailbox(address: string): string | null {
  const match = new RegExp(`(?:^|[<\\s])${UNSUBSCRIBE_LOCAL_PART}\\+([^@\\s<>]+)@`, 'i').exec(address.trim());
  return match ? match[1] : null;
}
