import '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedRefreshToken } from './tokens.service';

/** The refresh token lives only in this httpOnly cookie, sent to the auth routes and nowhere else. */
export const REFRESH_COOKIE = 'hvm_refresh';
const COOKIE_PATH = '/api/auth';

/**
 * A readable twin of the refresh cookie that holds no secret: it tells the PWA a session may exist,
 * so anonymous visitors skip the refresh call (no 401 in their console, no wait before first paint).
 */
export const SESSION_HINT_COOKIE = 'hvm_session';

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies?.[REFRESH_COOKIE] || undefined;
}

export function setRefreshCookie(reply: FastifyReply, refresh: IssuedRefreshToken, secure: boolean): void {
  reply.setCookie(REFRESH_COOKIE, refresh.token, { httpOnly: true, sameSite: 'strict', secure, path: COOKIE_PATH, expires: refresh.expiresAt });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { httpOnly: false, sameSite: 'lax', secure, path: '/', expires: refresh.expiresAt });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: COOKIE_PATH });
  reply.clearCookie(SESSION_HINT_COOKIE, { httpOnly: false, sameSite: 'lax', secure, path: '/' });
}
