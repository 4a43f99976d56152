import { describe, expect, it } from 'vitest';
import { emailLinkToken, readEmailLinkToken } from './email-links';

const SECRET = 'bi-mat-ky-lien-ket-email-du-dai-32';
const ID = '0193a3b0-5c1e-7abc-8def-0123456789ab';

describe('email link tokens', () => {
  it('reads back what it signed, for a mail and for a test send', () => {
    expect(readEmailLinkToken(SECRET, emailLinkToken(SECRET, { kind: 'send', id: ID }))).toEqual({ kind: 'send', id: ID });
    expect(readEmailLinkToken(SECRET, emailLinkToken(SECRET, { kind: 'test', id: ID }))).toEqual({ kind: 'test', id: ID });
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
