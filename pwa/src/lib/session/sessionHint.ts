/** Set by the server beside the httpOnly refresh cookie (backend refresh-cookie.ts); holds no secret. */
const SESSION_HINT_COOKIE = 'hvm_session';

/** Whether a refresh is worth trying: without the hint the visitor is anonymous, no request needed. */
export function hasSessionHint(): boolean {
  // The server renders pages only for visitors (entry-server.tsx).
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}
