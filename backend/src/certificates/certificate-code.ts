import crypto from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed from paper is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_PATTERN = /^HVM-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;

/** A fresh verification code, HVM-XXXXX-XXXXX: 50 random bits. */
export function newCertificateCode(): string {
  const bytes = crypto.randomBytes(10);
  const chars = [...bytes].map((byte) => ALPHABET[byte & 31]);
  return `HVM-${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** The code as stored (upper case), or null when it cannot be one. */
export function normaliseCertificateCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}
