import crypto from 'node:crypto';

/** Random URL-safe secret (refresh tokens, email action codes); only its SHA-256 is ever stored. */
export function newSecret(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

export function sha256Hex(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

export interface SingleUseRecord {
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt?: Date | null;
}

export type SingleUseState = 'usable' | 'expired' | 'used' | 'revoked';

/**
 * State of a stored single-use secret. A refresh token that comes back after it was used is the
 * signal of theft (the caller revokes its whole family); an email code that was used is just invalid.
 */
export function singleUseState(record: SingleUseRecord, now: Date): SingleUseState {
  if (record.revokedAt) return 'revoked';
  if (record.usedAt) return 'used';
  if (record.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'usable';
}
