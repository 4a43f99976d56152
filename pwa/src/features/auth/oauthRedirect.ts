import type { OAuthProvider } from './authMessages';

// The OAuth round trip leaves the app, so where to come back to survives in sessionStorage.
const STORAGE_KEY = 'hvm-oauth-start';

export function startOAuth(provider: OAuthProvider, returnTo: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ provider, returnTo }));
  } catch {
    // Without storage the user simply lands on the home page afterwards.
  }
  window.location.assign(`/api/auth/${provider}`);
}

/** 'google' or 'facebook', else null (a value from storage or from the address). */
export function oauthProviderOf(value: unknown): OAuthProvider | null {
  return value === 'google' || value === 'facebook' ? value : null;
}

/** Reads and forgets what startOAuth saved. */
export function takeOAuthStart(): { provider: OAuthProvider | null; returnTo: string } {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
    const saved = raw ? (JSON.parse(raw) as { provider?: unknown; returnTo?: unknown }) : {};
    const provider = oauthProviderOf(saved.provider);
    const returnTo = typeof saved.returnTo === 'string' && saved.returnTo.startsWith('/') && !saved.returnTo.startsWith('//') ? saved.returnTo : '/';
    return { provider, returnTo };
  } catch {
    return { provider: null, returnTo: '/' };
  }
}
