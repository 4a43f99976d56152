// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authFetch } from './authFetch';
import { REFRESH_LOCK_NAME, refreshSession } from './refreshSession';
import { TOKEN_MAX_AGE_MS, clearAccessToken, getAccessToken, onSessionExpired, setAccessToken } from './tokenStore';

const ORIGIN = 'http://localhost:3000';
const user = { _id: 'u1', email: 'an@example.vn', name: 'An', role: 'student' };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (request: Request) => Response | Promise<Response>;

/** Stubs fetch; /api/auth/refresh hands out token-1, token-2, ... unless overridden. */
function stubServer(handler: Handler, refresh?: Handler) {
  let issued = 0;
  const calls: Request[] = [];
  const fetchMock = vi.fn(async (input: Request) => {
    calls.push(input);
    if (new URL(input.url).pathname === '/api/auth/refresh') {
      return refresh ? refresh(input) : json({ accessToken: `token-${++issued}`, user });
    }
    return handler(input);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    refreshCalls: () => calls.filter((request) => request.url.endsWith('/api/auth/refresh')).length,
  };
}

beforeEach(() => clearAccessToken());
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'locks');
});

describe('authFetch', () => {
  it('sends a fresh token as is, without refreshing', async () => {
    const server = stubServer(() => json({ ok: true }));
    setAccessToken('current', Date.now());
    await authFetch(new Request(`${ORIGIN}/api/users/profile`));
    expect(server.refreshCalls()).toBe(0);
    expect(server.calls[0].headers.get('Authorization')).toBe('Bearer current');
  });

  it('refreshes a token older than five minutes before sending the request', async () => {
    const server = stubServer(() => json({ ok: true }));
    setAccessToken('old', Date.now() - TOKEN_MAX_AGE_MS - 1);
    const response = await authFetch(new Request(`${ORIGIN}/api/users/profile`));
    expect(response.status).toBe(200);
    expect(server.calls.map((request) => new URL(request.url).pathname)).toEqual(['/api/auth/refresh', '/api/users/profile']);
    expect(server.calls[1].headers.get('Authorization')).toBe('Bearer token-1');
    expect(getAccessToken()?.token).toBe('token-1');
  });

  it('on a 401 refreshes once and replays the request with its body', async () => {
    let attempts = 0;
    const bodies: string[] = [];
    const server = stubServer(async (request) => {
      bodies.push(await request.text());
      return ++attempts === 1 ? json({ message: 'expired', code: 'UNAUTHORIZED' }, 401) : json({ ok: true });
    });
    setAccessToken('revoked', Date.now());
    const response = await authFetch(new Request(`${ORIGIN}/api/users/profile`, { method: 'PUT', body: JSON.stringify({ name: 'Bình' }) }));
    expect(response.status).toBe(200);
    expect(server.refreshCalls()).toBe(1);
    expect(bodies).toEqual(['{"name":"Bình"}', '{"name":"Bình"}']);
    expect(server.calls.at(-1)?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('does not loop when the replay is refused again', async () => {
    const server = stubServer(() => json({ message: 'no' }, 401));
    setAccessToken('t', Date.now());
    const response = await authFetch(new Request(`${ORIGIN}/api/admin/users`));
    expect(response.status).toBe(401);
    expect(server.refreshCalls()).toBe(1);
    expect(server.calls).toHaveLength(3);
  });

  it('does not try to refresh for an anonymous visitor', async () => {
    const server = stubServer(() => json({ message: 'no' }, 401));
    const response = await authFetch(new Request(`${ORIGIN}/api/users/profile`));
    expect(response.status).toBe(401);
    expect(server.refreshCalls()).toBe(0);
    expect(server.calls[0].headers.has('Authorization')).toBe(false);
  });
});

describe('refreshSession', () => {
  it('shares one request between concurrent callers', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const server = stubServer(
      () => json({}),
      async () => {
        await gate;
        return json({ accessToken: 'shared', user });
      },
    );
    const results = Promise.all([refreshSession(), refreshSession(), refreshSession()]);
    release();
    const sessions = await results;
    expect(server.refreshCalls()).toBe(1);
    expect(sessions.map((session) => session.accessToken)).toEqual(['shared', 'shared', 'shared']);
  });

  it('starts a new request once the previous one has settled', async () => {
    const server = stubServer(() => json({}));
    await refreshSession();
    await refreshSession();
    expect(server.refreshCalls()).toBe(2);
  });

  it('holds the cross-tab lock while rotating the refresh token', async () => {
    stubServer(() => json({}));
    const request = vi.fn((_name: string, task: () => Promise<unknown>) => task());
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    const session = await refreshSession();
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0][0]).toBe(REFRESH_LOCK_NAME);
    expect(REFRESH_LOCK_NAME).toBe('hvm-auth-refresh');
    expect(session.accessToken).toBe('token-1');
  });

  it('ends the session when the server rejects the refresh cookie', async () => {
    stubServer(
      () => json({}),
      () => json({ message: 'Phiên đăng nhập đã hết hạn.', code: 'INVALID_REFRESH_TOKEN' }, 401),
    );
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    setAccessToken('t', Date.now());
    await expect(refreshSession()).rejects.toMatchObject({ status: 401, message: 'Phiên đăng nhập đã hết hạn.' });
    stop();
    expect(getAccessToken()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });
});
