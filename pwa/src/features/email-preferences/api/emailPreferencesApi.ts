import type { ApiResponse } from '../../../api/types';
import { ApiError } from '../../../lib/http/ApiError';
import { apiClient } from '../../../lib/http/apiClient';
import { publicClient } from '../../../lib/http/publicClient';
import { unwrap } from '../../../lib/http/unwrap';

/** Whether marketing mail goes to an address; `email` is masked ('a•••@gmail.com') when reached through a mail's link. */
export type EmailPreferences = ApiResponse<'/api/email-preferences', 'get'>;

/** The preference page of a mail's footer link: no sign-in, the signed token says whose address it is. */
export function fetchPreferencesByToken(token: string): Promise<EmailPreferences> {
  return unwrap(publicClient.GET('/api/email/preferences/{token}', { params: { path: { token } } }));
}

export function savePreferencesByToken(token: string, marketingConsent: boolean): Promise<EmailPreferences> {
  return unwrap(publicClient.PUT('/api/email/preferences/{token}', { params: { path: { token } }, body: { marketingConsent } }));
}

/** The signed-in user's own preferences (settings page). */
export function fetchMyPreferences(): Promise<EmailPreferences> {
  return unwrap(apiClient.GET('/api/email-preferences'));
}

export function saveMyPreferences(marketingConsent: boolean): Promise<EmailPreferences> {
  return unwrap(apiClient.PUT('/api/email-preferences', { body: { marketingConsent } }));
}

/** A tampered, unknown or expired link: the server answers 404 LINK_INVALID. */
export function isInvalidLink(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.code === 'LINK_INVALID');
}
