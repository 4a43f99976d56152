// Send times are entered and shown in Vietnam time whatever the device's zone. Vietnam keeps +07:00 all
// year (no daylight saving), so a fixed offset is exact.
const VIETNAM_OFFSET = '+07:00';
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

/** '2026-11-25' and '20:00' in Vietnam → '2026-11-25T20:00:00+07:00' (ISO 8601 with its offset); null when either is missing or invalid. */
export function vietnamToIso(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const iso = `${date}T${time}:00${VIETNAM_OFFSET}`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}

/** The Vietnam date and time of an instant, as the date and time inputs want them. */
export function isoToVietnam(iso: string | null | undefined): { date: string; time: string } {
  const ms = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(ms)) return { date: '', time: '' };
  const shifted = new Date(ms + VIETNAM_OFFSET_MS).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}
