/** Whether this user agreed, on this device, to the face check (the consent text shows only once). */
const key = (userId: string) => `face-consent:${userId}`;

export function hasFaceConsent(userId: string): boolean {
  try {
    return localStorage.getItem(key(userId)) !== null;
  } catch {
    return false;
  }
}

export function saveFaceConsent(userId: string): void {
  try {
    localStorage.setItem(key(userId), new Date().toISOString());
  } catch {
    // Storage refused (private mode): the consent text simply shows again next time.
  }
}
