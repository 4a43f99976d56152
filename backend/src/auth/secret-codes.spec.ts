import { describe, expect, it } from 'vitest';
import { newSecret, sha256Hex, singleUseState } from './secret-codes';

const now = new Date('2026-11-22T10:00:00Z');
const later = new Date('2026-11-22T11:00:00Z');
const earlier = new Date('2026-11-22T09:00:00Z');

describe('single-use secrets', () => {
  it('makes unguessable URL-safe secrets and hashes them deterministically', () => {
    const a = newSecret();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newSecret()).not.toBe(a);
    expect(sha256Hex(a)).toHaveLength(64);
    expect(sha256Hex(a)).toBe(sha256Hex(a));
  });

  it('is usable only before expiry, once, and while not revoked', () => {
    expect(singleUseState({ expiresAt: later, usedAt: null }, now)).toBe('usable');
    expect(singleUseState({ expiresAt: earlier, usedAt: null }, now)).toBe('expired');
    expect(singleUseState({ expiresAt: now, usedAt: null }, now)).toBe('expired');
    expect(singleUseState({ expiresAt: later, usedAt: earlier }, now)).toBe('used');
    expect(singleUseState({ expiresAt: later, usedAt: earlier, revokedAt: earlier }, now)).toBe('revoked');
  });
});
