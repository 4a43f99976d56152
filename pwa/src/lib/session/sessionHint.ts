/** Set by the server beside the httpOnly refresh cookie (backend refresh-cookie.ts); holds no secret. */
const SESSION_HINT_COOKIE = 'hvm_session';

/** Whether a refresh is worth trying: without the hint the visitor is anonymous, no request needed. */
export function hasSessionHint(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}
