import type { Profile } from '../../api/types';

// The signed-in user's profile as last confirmed by the server, so an offline start can open the
// learning pages (their data is in IndexedDB) instead of the sign-in page. Removed on sign-out.
const KEY = 'hvm:last-profile';

export function rememberProfile(profile: Profile): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(profile));
  } catch {
    // Storage full or disabled: offline starts just need a sign-in then.
  }
}

export function lastProfile(): Profile | null {
  try {
    const stored = localStorage.getItem(KEY);
    const profile = stored ? (JSON.parse(stored) as Profile) : null;
    return profile && typeof profile._id === 'string' ? profile : null;
  } catch {
    return null;
  }
}

export function forgetProfile(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
