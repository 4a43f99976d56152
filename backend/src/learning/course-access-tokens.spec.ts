import { describe, expect, it } from 'vitest';
import { CourseAccessTokens } from './course-access-tokens';

const tokens = new CourseAccessTokens('k'.repeat(64), 3600);

describe('CourseAccessTokens', () => {
  it('lets the verified user into the course until the token expires', () => {
    const { token, expiresAt } = tokens.issue('u1', 'c1', 1_000);
    expect(expiresAt).toBe(new Date(4_600_000).toISOString());
    expect(tokens.check(token, 'u1', 'c1', 4_600)).toBe('ok');
    expect(tokens.check(token, 'u1', 'c1', 4_601)).toBe('expired');
  });

  it('refuses another user, another course, a tampered expiry or signature, and garbage', () => {
    const { token } = tokens.issue('u1', 'c1', 1_000);
    expect(tokens.check(token, 'u2', 'c1', 1_000)).toBe('invalid');
    expect(tokens.check(token, 'u1', 'c2', 1_000)).toBe('invalid');
    const [user, course, exp, sig] = token.split('.');
    expect(tokens.check(`${user}.${course}.${Number(exp) + 3600}.${sig}`, 'u1', 'c1', 1_000)).toBe('invalid');
    expect(tokens.check(`${user}.${course}.${exp}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`, 'u1', 'c1', 1_000)).toBe('invalid');
    expect(tokens.check(new CourseAccessTokens('x'.repeat(64), 3600).issue('u1', 'c1', 1_000).token, 'u1', 'c1', 1_000)).toBe('invalid');
    for (const junk of [undefined, '', 'a.b.c', `${token}.extra`, 42]) expect(tokens.check(junk, 'u1', 'c1', 1_000)).toBe('invalid');
  });
});
