// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_MAX_AGE_MS, clearAccessToken, getAccessToken, isTokenStale, notifySessionExpired, onSessionExpired, setAccessToken } from './tokenStore';

afterEach(() => clearAccessToken());

describe('isTokenStale (SPEC §9: token sync max age 5 minutes)', () => {
  const obtainedAt = 1_700_000_000_000;

  it('uses five minutes as the max age', () => {
    expect(TOKEN_MAX_AGE_MS).toBe(300_000);
  });

  it('keeps a token up to exactly five minutes old', () => {
    expect(isTokenStale(obtainedAt, obtainedAt)).toBe(false);
    expect(isTokenStale(obtainedAt, obtainedAt + 4 * 60_000)).toBe(false);
    expect(isTokenStale(obtainedAt, obtainedAt + TOKEN_MAX_AGE_MS)).toBe(false);
  });

  it('refreshes a token older than five minutes', () => {
    expect(isTokenStale(obtainedAt, obtainedAt + TOKEN_MAX_AGE_MS + 1)).toBe(true);
    expect(isTokenStale(obtainedAt, obtainedAt + 14 * 60_000)).toBe(true);
  });

  it('treats a clock that went backwards as stale', () => {
    expect(isTokenStale(obtainedAt, obtainedAt - 1000)).toBe(true);
  });
});

describe('token store', () => {
  it('keeps the token with the time it was obtained, in memory only', () => {
    setAccessToken('abc', 42);
    expect(getAccessToken()).toEqual({ token: 'abc', obtainedAt: 42 });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    clearAccessToken();
    expect(getAccessToken()).toBeNull();
  });

  it('notifies session-expired listeners until they unsubscribe', () => {
    const listener = vi.fn();
    const stop = onSessionExpired(listener);
    notifySessionExpired();
    stop();
    notifySessionExpired();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
