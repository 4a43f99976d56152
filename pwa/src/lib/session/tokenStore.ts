/**
 * The access token lives in memory only (never in storage, so XSS cannot lift it from disk);
 * the long-lived refresh token is the httpOnly `hvm_refresh` cookie the browser sends itself.
 */

/** SPEC §9 "token sync max age": a token older than this is refreshed before the next request. */
export const TOKEN_MAX_AGE_MS = 5 * 60 * 1000;

type StoredToken = { token: string; obtainedAt: number };

let current: StoredToken | null = null;
const expiredListeners = new Set<() => void>();

export function setAccessToken(token: string, obtainedAt: number = Date.now()): void {
  current = { token, obtainedAt };
}

export function getAccessToken(): StoredToken | null {
  return current;
}

export function clearAccessToken(): void {
  current = null;
}

/** True when the token must be renewed before use; a clock that moved backwards also counts. */
export function isTokenStale(obtainedAt: number, now: number, maxAgeMs: number = TOKEN_MAX_AGE_MS): boolean {
  return now < obtainedAt || now - obtainedAt > maxAgeMs;
}

/** Subscribe to "the server no longer accepts this session" (refresh rejected). */
export function onSessionExpired(listener: () => void): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

export function notifySessionExpired(): void {
  for (const listener of expiredListeners) listener();
}
