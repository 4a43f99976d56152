/**
 * The in-app path a sign-in should return to, taken from router state `{ from }`.
 * Only same-site paths are accepted so a crafted link cannot bounce users elsewhere.
 */
export function returnPathFrom(state: unknown, fallback = '/'): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return fallback;
  return /^\/(login|register|admin\/login)(\/|\?|$)/.test(from) ? fallback : from;
}
