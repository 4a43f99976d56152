import { describe, expect, it } from 'vitest';
import { emailLinkToken, readEmailLinkToken } from './email-links';

const SECRET = 'bi-mat-ky-lien-ket-email-du-dai-32';
const ID = '0193a3b0-5c1e-7abc-8def-0123456789ab';
const COURSE_ID = '0193a3b0-5c1e-7abc-8def-0123456789cd';

describe('email link tokens', () => {
  it('reads back what it signed, for a mail and for a test send', () => {
    expect(readEmailLinkToken(SECRET, emailLinkToken(SECRET, { kind: 'send', id: ID }))).toEqual({ kind: 'send', id: ID });
    expect(readEmailLinkToken(SECRET, emailLinkToken(SECRET, { kind: 'test', id: ID }))).toEqual({ kind: 'test', id: ID });
  });

  it('names a user and a course in an announcement mail’s token; the tokens signed before it still read', () => {
    const subject = { kind: 'announcements', id: ID, courseId: COURSE_ID } as const;
    const token = emailLinkToken(SECRET, subject);
    // Short enough for a path parameter (the router's limit is 100 characters).
    expect(token).toMatch(/^a\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{27}$/);
    expect(readEmailLinkToken(SECRET, token)).toEqual(subject);
    // Another course, the ids swapped, or the user alone: not what was signed.
    const [, user, course, sig] = token.split('.');
    expect(readEmailLinkToken(SECRET, `a.${user}.${user}.${sig}`)).toBeNull();
    expect(readEmailLinkToken(SECRET, `a.${course}.${user}.${sig}`)).toBeNull();
    expect(readEmailLinkToken(SECRET, `a.${user}.${sig}`)).toBeNull();
    expect(readEmailLinkToken(SECRET, `a.${ID}.${COURSE_ID}.${sig}`)).toBeNull();
    // A marketing mail's token made before announcements existed (the same HMAC of "s.<id>").
    expect(readEmailLinkToken(SECRET, `s.${ID}.KyrFOuYvHLEN9vO0FPS3eXzEOrP`)).toEqual({ kind: 'send', id: ID });
  });

  it('refuses a changed id, kind, signature or another secret', () => {
    const token = emailLinkToken(SECRET, { kind: 'send', id: ID });
    const [, , sig] = token.split('.');
    expect(readEmailLinkToken(SECRET, `s.${ID.replace('a', 'b')}.${sig}`)).toBeNull();
    expect(readEmailLinkToken(SECRET, `u.${ID}.${sig}`)).toBeNull();
    expect(readEmailLinkToken(SECRET, `s.${ID}.${sig.slice(0, -1)}A`)).toBeNull();
    expect(readEmailLinkToken('mot-bi-mat-khac-cung-du-dai-32-ky-tu', token)).toBeNull();
    expect(readEmailLinkToken(SECRET, 'rac')).toBeNull();
    expect(readEmailLinkToken(SECRET, `${token}.them`)).toBeNull();
  });
});
