import { hash, verify } from '@node-rs/argon2';

// Argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 passes.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// Verified against when the email is unknown, so both answers take the same time.
const DUMMY_HASH_PROMISE = hash('khong-phai-mat-khau-that', OPTIONS);

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await DUMMY_HASH_PROMISE, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
