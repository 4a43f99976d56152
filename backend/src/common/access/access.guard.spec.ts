import { Reflector } from '@nestjs/core';
import { describe, expect, it } from 'vitest';
import { AccessGuard } from './access.guard';

describe('AccessGuard.handleRequest', () => {
  const guard = new AccessGuard(new Reflector());

  it('passes a failed session query on as itself, not as "no user" (which the tiers answer with 401)', () => {
    const failure = new Error('pool timeout: failed to retrieve a connection from pool after 10000ms');
    expect(() => guard.handleRequest(failure, false)).toThrow(failure);
  });

  it('leaves a missing or refused token to the tier check: no user, no error', () => {
    expect(guard.handleRequest(null, false)).toBeUndefined();
    const user = { id: 'u1' };
    expect(guard.handleRequest(null, user)).toBe(user);
  });
});
