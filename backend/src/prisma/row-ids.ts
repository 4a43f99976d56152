import { randomBytes } from 'node:crypto';

/** The last id made in this process: the next one in the same millisecond follows it. */
let previous: { ms: number; bytes: Buffer } | null = null;

/**
 * A new row id, a UUID version 7 (RFC 9562) as the schema's `@default(uuid(7))` makes: the first 48
 * bits are the time in milliseconds, so ids sort by creation and InnoDB appends to its primary key.
 * Within one millisecond an id is the previous one plus one (RFC 9562 §6.2, method 2), so the rows
 * made together, an order's lines say, read back in the order they were made.
 * For rows written with `createMany` or `insertRows`, which read nothing back, when the caller needs
 * the new id (`create` would read the whole row back in a second statement).
 */
export function newRowId(now = Date.now()): string {
  let bytes: Buffer;
  if (previous?.ms === now) {
    bytes = Buffer.from(previous.bytes);
    for (let i = 15; i >= 9; i -= 1) {
      bytes[i] = (bytes[i] + 1) & 0xff;
      if (bytes[i] !== 0) break;
    }
  } else {
    bytes = randomBytes(16);
    bytes.writeUIntBE(now, 0, 6);
    bytes[6] = (bytes[6] & 0x0f) | 0x70; // version 7
    bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 9562 variant
    bytes[9] &= 0x7f; // 2^55 ids of headroom before the counter could wrap
  }
  previous = { ms: now, bytes };
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
