import type { Session } from '../../api/types';
import { ApiError } from '../http/ApiError';
import { publicClient } from '../http/publicClient';
import { unwrap } from '../http/unwrap';
import { clearAccessToken, getAccessToken, notifySessionExpired, setAccessToken } from './tokenStore';

export const REFRESH_LOCK_NAME = 'hvm-auth-refresh';

let inflight: Promise<Session> | null = null;

/**
 * Exchanges the refresh cookie for a new access token. Callers in this tab share one
 * promise, and the Web Locks API serialises tabs, because the server rotates the refresh
 * token on every call and two parallel rotations would race on the same cookie.
 */
export function refreshSession(): Promise<Session> {
  inflight ??= withRefreshLock(requestRefresh).finally(() => {
    inflight = null;
  });
  return inflight;
}

async function requestRefresh(): Promise<Session> {
  try {
    const session = await unwrap(publicClient.POST('/api/auth/refresh'));
    setAccessToken(session.accessToken);
    return session;
  } catch (error) {
    const rejected = error instanceof ApiError && (error.status === 401 || error.status === 403);
    if (rejected && getAccessToken()) {
      clearAccessToken();
      notifySessionExpired();
    }
    throw error;
  }
}

async function withRefreshLock(task: () => Promise<Session>): Promise<Session> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request(REFRESH_LOCK_NAME, task) : await task();
}
