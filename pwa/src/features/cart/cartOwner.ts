import type { AuthStatus } from '../auth';

/** The cart record of whoever is not signed in; user ids are UUIDs, so no account can own this key. */
export const VISITOR_CART_ID = 'visitor';

/** Whose cart the app shows: the signed-in user's, the visitor's, or none while the session is being restored. */
export function cartOwner(status: AuthStatus, userId: string | undefined): string | null {
  return userId ?? (status === 'anonymous' ? VISITOR_CART_ID : null);
}
