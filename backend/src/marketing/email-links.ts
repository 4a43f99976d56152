import crypto from 'node:crypto';

/**
 * Signed tokens in the links of marketing mail. `s.<sendId>.<sig>` names one mail (opens, clicks,
 * unsubscribe, preferences); `t.<userId>.<sig>` is an admin's test send: its links show the page but
 * change nothing (a click on "Hủy đăng ký" in a test would otherwise unsubscribe the admin). No expiry:
 * an unsubscribe link must keep working for as long as the mail sits in an inbox.
 */
export type EmailLinkSubject = { kind: 'send'; id: string } | { kind: 'test'; id: string };

const ID_PATTERN = /^[0-9a-f-]{36}$/;
const PREFIX = { send: 's', test: 't' } as const;

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
  if (rest.length || !id || !sig || !ID_PATTERN.test(id) || (kind !== 's' && kind !== 't')) return null;
  const expected = Buffer.from(signature(secret, kind, id));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return { kind: kind === 's' ? 'send' : 'test', id };
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
