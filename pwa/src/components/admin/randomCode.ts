const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const RANDOM_CODE_LENGTH = 10;

/** A random code of A-Z and 0-9 (SPEC §9), for discount and bonus codes. */
export function randomCode(length = RANDOM_CODE_LENGTH): string {
  const bytes = crypto.getRandomValues(new Uint32Array(length));
  return Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}
