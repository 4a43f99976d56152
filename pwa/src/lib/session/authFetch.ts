import { sendRequest } from '../http/transport';
import { refreshSession } from './refreshSession';
import { getAccessToken, isTokenStale } from './tokenStore';

/**
 * fetch() used by the signed-in API client: renews a token older than the max age before
 * sending, and on a 401 refreshes once and replays the request.
 */
export async function authFetch(request: Request): Promise<Response> {
  // The first attempt consumes the body, so keep a copy for the replay.
  const replay = request.clone();
  const token = await usableAccessToken();
  const response = await sendRequest(withBearer(request, token));
  if (response.status !== 401 || !token) return response;
  try {
    const renewed = await refreshSession();
    return await sendRequest(withBearer(replay, renewed.accessToken));
  } catch {
    return response;
  }
}

/** The current access token, renewed first when it is older than the max age; null when signed out. */
export async function usableAccessToken(): Promise<string | null> {
  const stored = getAccessToken();
  if (!stored) return null;
  if (!isTokenStale(stored.obtainedAt, Date.now())) return stored.token;
  try {
    return (await refreshSession()).accessToken;
  } catch {
    // Offline or server hiccup: the old token may still be inside its 15 minute lifetime.
    return getAccessToken()?.token ?? null;
  }
}

function withBearer(request: Request, token: string | null): Request {
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  return request;
}
