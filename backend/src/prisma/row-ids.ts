import { randomBytes } from 'node:crypto';

/**
 * A new row id, a UUID version 7 (RFC 9562) as the schema's `@default(uuid(7))` makes: the first 48
 * bits are the time in milliseconds, so ids sort by creation and InnoDB appends to its primary key.
 * For rows written with `createMany`, which sends one INSERT and reads nothing back, when the caller
 * needs the new id (`create` would read the whole row back in a second statement).
 */
export function newRowId(now = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6] & 0x0f) | 0x70; // version 7
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 9562 variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
